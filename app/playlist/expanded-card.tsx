/**
 * The expanded playlist card, opened
 * from a playlist row on wide windows. Loaded on demand by the row (blocks/rows/playlist/),
 * so none of this is in the home page's first bundle.
 *
 * Cover, title, item count, share, add to watchlist (watchlists enabled and signed in),
 * Play (the first video) and View all (the playlist page), the paged videos. It closes at or
 * below the tablet breakpoint, on its close button or Escape, or when the row's other card
 * is clicked (the row swaps it). Enters over 800 ms, leaves over 300 ms, and scrolls into
 * view 300 ms after opening.
 */
import { useEffect, useRef, useState } from 'react';
import type { ContentCard } from '../../blocks/shared/content-card';
import { BlockEnvironmentProvider } from '../../blocks/shared/environment';
import { withWidth } from '../../blocks/shared/images';
import { useNumberText, useT } from '~/labels/labels';
import { useCardEnvironment } from '~/series/card-environment';
import playlistStyles from './playlist.css';
import type { PlaylistView } from './playlist-page.server';
import { PlaylistActions, PlaylistItems } from './playlist-parts';
import { EXPANDED_ENTER_MS, EXPANDED_LEAVE_MS, expandsAtWidth, SCROLL_INTO_VIEW_DELAY_MS } from './playlist-rules';
import { fetchPlaylistPage } from './use-playlist-paging';
import shareStyles from '~/share/share.css';

export interface ExpandedCardProps {
  card: ContentCard & { href?: string };
  /** The row asked it to close (its own card clicked again): play the leave animation, then onClose. */
  closing: boolean;
  onClose: () => void;
}

type Phase = 'entering' | 'open' | 'leaving';

export default function ExpandedPlaylistCard({ card, closing, onClose }: ExpandedCardProps) {
  const t = useT();
  const numberText = useNumberText();
  const environment = useCardEnvironment();
  const ref = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>('entering');
  const [view, setView] = useState<PlaylistView | null>(null);
  const [failed, setFailed] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const close = () => setPhase('leaving');

  // Enter, then scroll into view once the card has started to open.
  useEffect(() => {
    const entered = setTimeout(() => setPhase((p) => (p === 'entering' ? 'open' : p)), EXPANDED_ENTER_MS);
    // Keyboard and screen-reader users land in the card they opened.
    const scroll = setTimeout(() => {
      ref.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
      ref.current?.focus({ preventScroll: true });
    }, SCROLL_INTO_VIEW_DELAY_MS);
    return () => {
      clearTimeout(entered);
      clearTimeout(scroll);
    };
  }, []);

  useEffect(() => {
    if (closing) setPhase('leaving');
  }, [closing]);

  // Leave animation, then gone; focus goes back to the playlist's card if it was inside the expanded one.
  useEffect(() => {
    if (phase !== 'leaving') return;
    const timer = setTimeout(() => {
      const hadFocus = ref.current?.contains(document.activeElement);
      onCloseRef.current();
      if (hadFocus && card.href) {
        const origin = Array.from(document.querySelectorAll<HTMLAnchorElement>('a.blk-card')).find((link) => link.getAttribute('href') === card.href);
        origin?.focus({ preventScroll: true });
      }
    }, EXPANDED_LEAVE_MS);
    return () => clearTimeout(timer);
  }, [phase, card.href]);

  // At or below the tablet breakpoint the card closes; Escape closes it too.
  useEffect(() => {
    const onResize = () => {
      if (!expandsAtWidth(window.innerWidth)) setPhase('leaving');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPhase('leaving');
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchPlaylistPage(`/_data/playlist/${encodeURIComponent(card.id)}`, 1, controller.signal)
      .then(setView)
      .catch((error: unknown) => {
        if ((error as { name?: string }).name !== 'AbortError') setFailed(true);
      });
    return () => controller.abort();
  }, [card.id]);

  const headingId = `playlist-expanded-${card.id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const count = view?.itemCount ?? card.itemCount;
  return (
    <BlockEnvironmentProvider value={environment}>
      <link rel="stylesheet" href={playlistStyles} />
      <link rel="stylesheet" href={shareStyles} />
      <section
        ref={ref}
        className="playlist-expanded"
        data-phase={phase}
        data-playlist-id={card.id}
        aria-labelledby={headingId}
        tabIndex={-1}
        style={{ ['--enter-ms' as string]: `${EXPANDED_ENTER_MS}ms`, ['--leave-ms' as string]: `${EXPANDED_LEAVE_MS}ms` }}
      >
        <div className="playlist-expanded__cover">
          <img src={withWidth(view?.artwork ?? card.thumbnailUrl, 960)} alt="" width={480} height={270} decoding="async" />
        </div>
        <div className="playlist-expanded__body">
          <header className="playlist-expanded__header">
            <h3 id={headingId} className="playlist-expanded__title">
              {view?.title ?? card.title}
            </h3>
            {count !== undefined ? (
              <p className="playlist-expanded__count">
                {numberText(count)} {t('items')}
              </p>
            ) : null}
            <button type="button" className="playlist-expanded__close" onClick={close} aria-label={t('close')}>
              ×
            </button>
          </header>
          {failed ? <p role="alert">{t('failedToLoadPlaylist')}</p> : null}
          <PlaylistActions view={view ?? { title: card.title, playHref: null, viewAllHref: card.href ?? '#', shareUrl: null, watchlistHref: null }} />
          {view ? (
            <PlaylistItems first={view} layout="strip" />
          ) : failed ? null : (
            <span className="blk-sentinel" data-loading="">
              <span className="blk-spinner" aria-label={t('loading')} />
            </span>
          )}
        </div>
      </section>
    </BlockEnvironmentProvider>
  );
}
