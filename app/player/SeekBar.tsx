/**
 * The seek bar: a slider over the range (VOD: 0…duration; live: the DVR window) with chapter
 * marks and, under the pointer, a preview (thumbnail, chapter title, time). Dragging moves
 * the fill; the release seeks.
 */
import { useRef, useState, type Dispatch, type PointerEvent as ReactPointerEvent } from 'react';
import { formatTime, fractionFromPointer, type SeekWindow } from './controls';
import type { PlayerAction } from './state';
import { cueAt, type Chapter, type ThumbnailCue } from './vtt';

export interface SeekBarProps {
  /** null: a live window not known yet. */
  range: SeekWindow | null;
  position: number;
  dragging: boolean;
  /** The latest dragging state (a pointer-up may arrive before the render that follows the drag start). */
  isDragging(): boolean;
  dispatch: Dispatch<PlayerAction>;
  seek(to: number): void;
  chapters: Chapter[];
  thumbs: ThumbnailCue[];
  isLive: boolean;
  liveEdge: number | null;
  direction: 'ltr' | 'rtl';
  label: string;
  /** The position as the time display shows it (aria-valuetext). */
  positionLabel: string;
}

export function SeekBar({
  range,
  position,
  dragging,
  isDragging,
  dispatch,
  seek,
  chapters,
  thumbs,
  isLive,
  liveEdge,
  direction,
  label,
  positionLabel,
}: SeekBarProps) {
  const seekBarRef = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<{ fraction: number; time: number } | null>(null);
  const span = range ? range.end - range.start : 0;
  const fraction = range && span > 0 ? Math.min(1, Math.max(0, (position - range.start) / span)) : 0;
  const timeAt = (f: number) => (range ? range.start + f * span : 0);

  const pointerFraction = (event: ReactPointerEvent<HTMLDivElement>) => {
    const rect = seekBarRef.current?.getBoundingClientRect();
    return rect ? fractionFromPointer(event.clientX, rect, direction) : 0;
  };
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!range || span <= 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dispatch({ type: 'dragStart' });
    setHover({ fraction: pointerFraction(event), time: timeAt(pointerFraction(event)) });
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!range || span <= 0) return;
    const f = pointerFraction(event);
    setHover({ fraction: f, time: timeAt(f) });
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!isDragging()) return;
    dispatch({ type: 'dragEnd' });
    seek(timeAt(pointerFraction(event)));
  };

  const previewThumb = hover ? cueAt(thumbs, hover.time) : null;
  const previewChapter = hover ? cueAt(chapters, hover.time) : null;

  return (
    <div
      ref={seekBarRef}
      className="player__seek"
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={range?.start ?? 0}
      aria-valuemax={range?.end ?? 0}
      aria-valuenow={Math.round(position)}
      aria-valuetext={positionLabel}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => dispatch({ type: 'dragEnd' })}
      onPointerLeave={() => !dragging && setHover(null)}
    >
      <div className="player__seek-track">
        <div className="player__seek-fill" style={{ inlineSize: `${(dragging && hover ? hover.fraction : fraction) * 100}%` }} />
        {span > 0
          ? chapters
              .filter((c) => c.start > (range?.start ?? 0) && c.start < (range?.end ?? 0))
              .map((c) => (
                <span
                  key={c.start}
                  className="player__chapter-mark"
                  style={{ insetInlineStart: `${((c.start - (range?.start ?? 0)) / span) * 100}%` }}
                  title={c.title}
                />
              ))
          : null}
      </div>
      {hover && span > 0 ? (
        <div className="player__preview" style={{ insetInlineStart: `${hover.fraction * 100}%` }} aria-hidden="true">
          {previewThumb ? (
            <div
              className="player__preview-image"
              style={
                previewThumb.region
                  ? {
                      width: previewThumb.region.w,
                      height: previewThumb.region.h,
                      backgroundImage: `url("${previewThumb.url}")`,
                      backgroundPosition: `-${previewThumb.region.x}px -${previewThumb.region.y}px`,
                    }
                  : { width: 160, height: 90, backgroundImage: `url("${previewThumb.url}")`, backgroundSize: 'cover' }
              }
            />
          ) : null}
          {previewChapter ? <span className="player__preview-chapter">{previewChapter.title}</span> : null}
          <span className="player__preview-time" dir="ltr">
            {isLive && liveEdge !== null ? formatTime(hover.time - liveEdge) : formatTime(hover.time)}
          </span>
        </div>
      ) : null}
    </div>
  );
}
