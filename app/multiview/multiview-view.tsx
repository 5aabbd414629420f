/**
 * Over 300 lines on purpose: the tiles and the carousel share the sound and replace state of the screen.
 *
 * The multi-view screen: live streams side by side in one of four layouts, exactly one
 * tile with the sound (click a tile, or its sound button, to give it the sound), and a
 * carousel of the live events on air to add a stream or swap one in.
 *
 * Each tile is the site's player (PlayerLoader: hls.js loads only here) in a light mode
 * (multiview.css hides the seek bar and track menus; play, mute, volume, fullscreen and
 * the keyboard keep working). Everything the screen shows is in its URL, and every choice
 * is a link, so it also works before scripts run.
 */
import { Link, useNavigate } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { KeenSliderInstance } from 'keen-slider';
import { useKeyText, useT } from '~/labels/labels';
import { PlayerLoader, type PlayerHandle } from '~/player/PlayerLoader';
import type { PlayerState } from '~/player/state';
import { useRootData } from '~/root-data';
import { chooseEvent, LAYOUT_LABEL_KEYS, LAYOUT_STREAMS, pathFromTemplate, soundTile } from './layouts';
import type { CarouselEvent, MultiviewPageData, TileData } from './multiview-page.server';
import { useMultiviewHeartbeat } from './use-heartbeat';

function TileMessage({ tile }: { tile: TileData }) {
  const t = useT();
  let text: string;
  switch (tile.status) {
    case 'signIn':
      text = t('signInToWatch');
      break;
    case 'purchase':
      text = t('purchase');
      break;
    case 'geoblocked':
      text = t('notAvailableInYourRegion');
      break;
    case 'ended':
      text = t('thisEventHasEnded');
      break;
    case 'scheduled':
      text = tile.scheduledAt ? t('eventStartsAt', { date: tile.scheduledAt }) : t('notAvailableYet');
      break;
    default:
      text = t('videoUnavailable');
  }
  return (
    <div className="mv-tile__message" role="status" data-status={tile.status}>
      {tile.artwork ? <img className="mv-tile__art" src={tile.artwork} alt="" /> : null}
      {tile.actionHref ? (
        <a className="mv-tile__action" href={tile.actionHref}>
          {text}
        </a>
      ) : (
        <p className="mv-tile__text">{text}</p>
      )}
    </div>
  );
}

interface TileProps {
  tile: TileData;
  index: number;
  hasSound: boolean;
  replacing: boolean;
  onSound: (eventId: string) => void;
  onReplace: (index: number) => void;
}

function Tile({ tile, index, hasSound, replacing, onSound, onReplace }: TileProps) {
  const t = useT();
  const keyText = useKeyText();
  const root = useRootData();
  const ref = useRef<PlayerHandle>(null);
  const wasMuted = useRef<boolean | null>(null);

  const giveSound = useCallback(() => {
    onSound(tile.eventId);
    // Already the sound tile but muted by the viewer: asking for its sound unmutes it.
    if (hasSound && ref.current) ref.current.setVolume(ref.current.getVolume() || 100);
  }, [hasSound, onSound, tile.eventId]);

  // The viewer unmuting a silent tile (m key, mute button, volume) gives it the sound.
  const onStateChange = useCallback(
    (state: PlayerState) => {
      if (wasMuted.current === true && !state.muted && !hasSound) onSound(tile.eventId);
      wasMuted.current = state.muted;
    },
    [hasSound, onSound, tile.eventId],
  );

  // A click on the picture of a silent tile gives it the sound instead of pausing it.
  const onPointerUpCapture = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (hasSound || !tile.player) return;
    if (!(event.target instanceof HTMLVideoElement)) return;
    event.stopPropagation();
    onSound(tile.eventId);
  };

  return (
    <div className="mv-tile" data-sound={hasSound || undefined} data-replacing={replacing || undefined} data-event-id={tile.eventId} data-index={index}>
      <div className="mv-tile__stage" onPointerUpCapture={onPointerUpCapture}>
        {tile.player ? (
          <PlayerLoader
            ref={ref}
            {...tile.player}
            title={tile.title}
            t={keyText}
            direction={root?.dir ?? 'ltr'}
            initialMuted={!hasSound}
            muted={!hasSound}
            onStateChange={onStateChange}
            className="player--tile"
          />
        ) : (
          <TileMessage tile={tile} />
        )}
      </div>
      <div className="mv-tile__bar">
        <span className="mv-tile__title">{tile.title}</span>
        {tile.player ? (
          <button
            type="button"
            className="mv-tile__button mv-tile__sound"
            aria-pressed={hasSound}
            aria-label={t('listenToStream', { title: tile.title })}
            onClick={giveSound}
          >
            <span aria-hidden="true">{hasSound ? '🔊' : '🔇'}</span>
            {hasSound ? <span className="mv-tile__sound-text">{t('soundOn')}</span> : null}
          </button>
        ) : null}
        <button type="button" className="mv-tile__button mv-tile__replace" aria-pressed={replacing} onClick={() => onReplace(index)}>
          {t('replaceStream')}
        </button>
      </div>
    </div>
  );
}

function EmptyTile() {
  const t = useT();
  return (
    <div className="mv-tile mv-tile--empty">
      <div className="mv-tile__stage">
        <p className="mv-tile__text">{t('chooseLiveEvent')}</p>
      </div>
    </div>
  );
}

interface CarouselProps {
  data: MultiviewPageData;
  replaceIndex: number | null;
  onChoose: (event: CarouselEvent) => boolean;
}

/** Live events on air, 12 a page: a scroll list, enhanced by keen-slider after hydration. */
function LiveCarousel({ data, replaceIndex, onChoose }: CarouselProps) {
  const t = useT();
  const root = useRootData();
  const trackRef = useRef<HTMLUListElement>(null);
  const sliderRef = useRef<KeenSliderInstance | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const { events, previousHref, nextHref, failed } = data.carousel;
  const onScreen = new Set(data.tiles.map((tile) => tile.eventId));
  const full = data.tiles.length >= LAYOUT_STREAMS[data.layout];
  const rtl = root?.dir === 'rtl';

  useEffect(() => {
    const track = trackRef.current;
    if (!track || events.length === 0) return;
    let cancelled = false;
    import('keen-slider')
      .then(({ default: KeenSlider }) => {
        if (cancelled || !trackRef.current) return;
        setEnhanced(true);
        sliderRef.current = new KeenSlider(track, { selector: '.mv-carousel__slide', rtl, mode: 'free-snap', slides: { perView: 'auto', spacing: 12 } });
      })
      .catch(() => {
        /* the native scroll list keeps working */
      });
    return () => {
      cancelled = true;
      sliderRef.current?.destroy();
      sliderRef.current = null;
      setEnhanced(false);
    };
  }, [events.length, rtl]);

  return (
    <section className="mv-carousel" aria-labelledby="mv-carousel-title">
      <h2 id="mv-carousel-title" className="mv-carousel__title">
        {t('liveNow')}
      </h2>
      {failed ? <p className="mv-carousel__empty">{t('noContent')}</p> : null}
      {!failed && events.length === 0 ? <p className="mv-carousel__empty">{t('noLiveEvents')}</p> : null}
      {events.length > 0 ? (
        <ul ref={trackRef} className={enhanced ? 'mv-carousel__track keen-slider' : 'mv-carousel__track'} data-enhanced={enhanced || undefined}>
          {events.map((event) => {
            const shown = onScreen.has(event.id);
            const label = shown ? `${event.title} (${t('onScreen')})` : t(full || replaceIndex !== null ? 'swapStream' : 'addStream', { title: event.title });
            return (
              <li key={event.id} className="mv-carousel__slide">
                <Link
                  to={event.href}
                  className="mv-card"
                  aria-label={label}
                  aria-disabled={shown || undefined}
                  data-on-screen={shown || undefined}
                  preventScrollReset
                  onClick={(e) => {
                    if (shown || onChoose(event)) e.preventDefault();
                  }}
                >
                  {event.thumbnailUrl ? <img className="mv-card__image" src={event.thumbnailUrl} alt="" loading="lazy" /> : <span className="mv-card__image" />}
                  <span className="mv-card__title">{event.title}</span>
                  {shown ? <span className="mv-card__badge">{t('onScreen')}</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      {previousHref || nextHref ? (
        <nav className="mv-carousel__pages">
          {previousHref ? (
            <Link to={previousHref} preventScrollReset>
              {t('previous')}
            </Link>
          ) : null}
          {nextHref ? (
            <Link to={nextHref} preventScrollReset>
              {t('next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

export function MultiviewView({ data }: { data: MultiviewPageData }) {
  const t = useT();
  const navigate = useNavigate();
  const ids = data.tiles.map((tile) => tile.eventId);
  const [wantedSound, setWantedSound] = useState<string | null>(null);
  const [replaceIndex, setReplaceIndex] = useState<number | null>(null);
  const sound = soundTile(ids, wantedSound);
  const count = LAYOUT_STREAMS[data.layout];

  useMultiviewHeartbeat(data.tiles.filter((tile) => tile.status === 'play').map((tile) => tile.eventId));

  // A new set of streams: the replace choice was for the old one.
  const idsKey = ids.join(',');
  useEffect(() => setReplaceIndex(null), [idsKey]);

  const onReplace = useCallback((index: number) => setReplaceIndex((old) => (old === index ? null : index)), []);

  /** A carousel choice with a tile marked for replacing: written here (the server's link replaces the last tile). */
  const onChoose = (event: CarouselEvent): boolean => {
    if (replaceIndex === null) return false;
    const next = chooseEvent(ids, data.layout, event.id, replaceIndex);
    if (ids[replaceIndex] === sound) setWantedSound(event.id);
    navigate(pathFromTemplate(data.pathTemplate, next, data.layout, data.carousel.page), { preventScrollReset: true });
    return true;
  };

  const slots = Array.from({ length: count }, (_, i) => data.tiles[i] ?? null);

  return (
    <article className="mv" data-layout={data.layout}>
      <header className="mv__header">
        <h1 className="mv__title">{t('multiView')}</h1>
        <nav className="mv__layouts" aria-label={t('multiViewLayout')}>
          {data.layouts.map((layout) => (
            <Link
              key={layout.name}
              to={layout.href}
              className="mv__layout"
              data-layout={layout.name}
              aria-current={layout.name === data.layout ? 'page' : undefined}
              preventScrollReset
            >
              <span className="mv__layout-icon" aria-hidden="true" data-layout={layout.name} />
              <span className="mv__layout-text">{t(LAYOUT_LABEL_KEYS[layout.name])}</span>
            </Link>
          ))}
        </nav>
      </header>
      <div className="mv__grid" data-layout={data.layout}>
        {slots.map((tile, index) =>
          tile ? (
            <Tile
              key={tile.eventId}
              tile={tile}
              index={index}
              hasSound={tile.eventId === sound}
              replacing={replaceIndex === index}
              onSound={setWantedSound}
              onReplace={onReplace}
            />
          ) : (
            <EmptyTile key={`empty-${index}`} />
          ),
        )}
      </div>
      <LiveCarousel data={data} replaceIndex={replaceIndex} onChoose={onChoose} />
    </article>
  );
}
