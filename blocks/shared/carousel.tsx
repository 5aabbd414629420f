/**
 * Horizontal carousel. Server-rendered as a native horizontal scroll list (scroll
 * snap) so it works before any script runs; after hydration keen-slider (loaded on
 * the client only) takes over for drag, arrows and the visible range that drives the
 * card states. Slides are columns of `rowCount` cards that scroll together.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { KeenSliderInstance } from 'keen-slider';
import { Card, CARD_WIDTHS, type CardOptions } from './card';
import { cardState, createHoverDebouncer, type VisibleRange } from './card-state';
import type { ContentCard } from './content-card';
import { useBlockEnvironment } from './environment';
import { inItsOwnTask } from './one-per-task';
import { positionSlides } from './slide-positions';

export const CARD_GAP = 12;

export interface CarouselProps extends CardOptions {
  cards: ContentCard[];
  rowIndex: number;
  rowCount?: number;
  label: string;
  /** Rendered after the last slide (the infinite-loading sentinel). */
  tail?: ReactNode;
}

/** Split cards into columns of `rowCount` (column-major, so reading order stays left to right). */
export function toColumns<T>(items: T[], rowCount: number): T[][] {
  const perColumn = Math.max(1, rowCount);
  const columns: T[][] = [];
  for (let i = 0; i < items.length; i += perColumn) columns.push(items.slice(i, i + perColumn));
  return columns;
}

export function Carousel({ cards, rowIndex, rowCount = 1, label, tail, ...options }: CarouselProps) {
  const env = useBlockEnvironment();
  const trackRef = useRef<HTMLUListElement>(null);
  const sliderRef = useRef<KeenSliderInstance | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  const [visibleColumns, setVisibleColumns] = useState<VisibleRange | null>(null);
  const columns = useMemo(() => toColumns(cards, rowCount), [cards, rowCount]);
  const width = CARD_WIDTHS[options.variant];
  const hover = useMemo(() => createHoverDebouncer(setActive), []);

  useEffect(() => () => hover.cancel(), [hover]);

  // Progressive enhancement: mount keen-slider after hydration, client only.
  useEffect(() => {
    let cancelled = false;
    const track = trackRef.current;
    if (!track || typeof window === 'undefined') return;
    import('keen-slider')
      // Every carousel's take-over (a render, a layout, keen-slider's setup) in a task of its
      // own: the module arrives for all of them at once, which made one long task on home.
      .then(({ default: KeenSlider }) =>
        inItsOwnTask(() => {
          if (cancelled || !trackRef.current) return;
          // The enhanced classes are in the DOM before keen-slider measures the slides, so it
          // measures the layout it will drive and the take-over is drawn in one frame.
          flushSync(() => setEnhanced(true));
          sliderRef.current = new KeenSlider(track, {
            selector: '.blk-slide',
            rtl: env.direction === 'rtl',
            mode: 'free-snap',
            renderMode: 'custom',
            slides: { perView: 'auto', spacing: CARD_GAP },
            created: positionSlides,
            updated: positionSlides,
            detailsChanged: (s) => {
              positionSlides(s);
              const shown = s.track.details.slides.map((slide, i) => (slide.portion > 0.05 ? i : -1)).filter((i) => i >= 0);
              setVisibleColumns(shown.length ? { first: shown[0], last: shown[shown.length - 1] } : null);
            },
          });
        }),
      )
      .catch(() => {
        /* keen-slider failed to load: the native scroll list keeps working */
      });
    return () => {
      cancelled = true;
      sliderRef.current?.destroy();
      sliderRef.current = null;
    };
  }, [env.direction]);

  // New slides appended by paging: let keen-slider re-measure.
  useEffect(() => {
    sliderRef.current?.update();
  }, [columns.length]);

  /**
   * Keyboard focus on a card outside the visible range: bring its column into view with
   * keen-slider (the browser's own focus scrolling of the clipped container is undone,
   * since keen-slider positions slides with transforms).
   */
  const revealColumn = (columnIndex: number, element: HTMLElement) => {
    const slider = sliderRef.current;
    if (!slider || !visibleColumns) return;
    if (columnIndex < visibleColumns.first || columnIndex > visibleColumns.last) slider.moveToIdx(columnIndex);
    const clip = element.closest('.blk-carousel');
    if (clip) clip.scrollLeft = 0;
    if (trackRef.current) trackRef.current.scrollLeft = 0;
  };

  const move = (direction: 1 | -1) => {
    const slider = sliderRef.current;
    if (slider) {
      const step = Math.max(1, visibleColumns ? visibleColumns.last - visibleColumns.first : 1);
      slider.moveToIdx(Math.max(0, slider.track.details.rel + direction * step));
      return;
    }
    const track = trackRef.current;
    track?.scrollBy({ left: direction * track.clientWidth * 0.8 * (env.direction === 'rtl' ? -1 : 1), behavior: 'smooth' });
  };

  return (
    <div className="blk-carousel" data-enhanced={enhanced || undefined} data-variant={options.variant}>
      <button type="button" className="blk-carousel__nav blk-carousel__nav--prev" onClick={() => move(-1)} aria-label={env.t('previous')}>
        ‹
      </button>
      <ul
        ref={trackRef}
        className={enhanced ? 'blk-track keen-slider' : 'blk-track'}
        aria-label={label}
        style={{ ['--card-w' as string]: `${width}px` }}
        onPointerLeave={() => hover.leave()}
      >
        {columns.map((column, columnIndex) => (
          <li key={column[0].id} className="blk-slide">
            {column.map((card, r) => {
              const index = columnIndex * rowCount + r;
              const visible = visibleColumns ? { first: visibleColumns.first * rowCount, last: visibleColumns.last * rowCount + rowCount - 1 } : null;
              // The first and last visible cards grow inwards, so the hover scale is not clipped by the track.
              const edge = visible ? (columnIndex === visibleColumns!.first ? 'start' : columnIndex === visibleColumns!.last ? 'end' : undefined) : undefined;
              return (
                <Card
                  key={card.id}
                  edge={edge}
                  card={card}
                  rowIndex={rowIndex}
                  index={index}
                  state={cardState(index, active, visible)}
                  onPointerEnter={() => hover.enter(index)}
                  onFocus={(event) => {
                    setActive(index);
                    revealColumn(columnIndex, event.currentTarget);
                  }}
                  onBlur={() => setActive(null)}
                  {...options}
                />
              );
            })}
          </li>
        ))}
        {tail ? (
          <li className="blk-slide blk-slide--tail" aria-hidden="true">
            {tail}
          </li>
        ) : null}
      </ul>
      <button type="button" className="blk-carousel__nav blk-carousel__nav--next" onClick={() => move(1)} aria-label={env.t('next')}>
        ›
      </button>
    </div>
  );
}
