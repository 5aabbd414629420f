/**
 * A content page's personal controls: the favourite toggle and add-to-watchlist. The latter
 * is a link to the picker (works without JavaScript); with JavaScript it opens the side
 * panel instead, whose code loads only on that first click (React.lazy: never in a page's
 * initial bundle).
 */
import { lazy, Suspense, useState } from 'react';
import { Link } from '@remix-run/react';
import { useT } from '~/labels/labels';
import { favouriteAction } from './card-list-query';
import { FavouriteToggle } from './favourite-toggle';
import type { PersonalControls } from './personal-controls';

const WatchlistPanel = lazy(() => import('./watchlist-panel'));

export function PersonalActions({ personal, id }: { personal: PersonalControls | null; id: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!personal) return null;
  return (
    <div className="watch-actions personal-actions">
      {personal.favourite !== null ? <FavouriteToggle control={{ id, favourite: personal.favourite, action: favouriteAction(id) }} /> : null}
      {personal.watchlistHref ? (
        <a
          className="blk-button blk-button--secondary"
          href={personal.watchlistHref}
          data-action="add-to-watchlist"
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {t('addToWatchlist')}
        </a>
      ) : null}
      {open && personal.watchlistHref ? (
        <Suspense fallback={null}>
          <WatchlistPanel href={personal.watchlistHref} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Back to the history list where the video was opened from it (./history-return.ts). */
export function HistoryReturnLink({ href }: { href: string }) {
  const t = useT();
  return (
    <p className="history-return">
      <Link to={href} data-action="back-to-history">
        {t('backToHistory')}
      </Link>
    </p>
  );
}
