/**
 * The add-to-watchlist side panel (loaded on demand by ./personal-actions.tsx): it loads the
 * picker's data from `/watchlists?add=…` (OWNED watchlists only) and posts the same forms to
 * it through a fetcher. After an item was added it confirms and closes itself after 2000 ms.
 * Escape or the backdrop closes it; focus moves into it when it opens.
 */
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFetcher } from '@remix-run/react';
import { useT } from '~/labels/labels';
import { WatchlistPicker, type PickerData, type PickerResult } from './watchlist-parts';
import listStyles from './lists.css';

/** How long the confirmation stays before the panel closes (ms). */
export const PANEL_AUTO_CLOSE_MS = 2000;

export default function WatchlistPanel({ href, onClose }: { href: string; onClose: () => void }) {
  const t = useT();
  const loader = useFetcher<PickerData>();
  const poster = useFetcher<PickerResult>();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (loader.state === 'idle' && !loader.data) loader.load(href);
  }, [href, loader]);
  useEffect(() => {
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const added = poster.state === 'idle' && poster.data?.ok && poster.data.message === 'addedToWatchlist';
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(onClose, PANEL_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [added, onClose]);

  // In the document's body: a hero or card around the opener may make its own stacking context,
  // which would keep the panel under the top bar.
  return createPortal(
    <>
      {/* Pages outside the lists (home, sections) do not link the lists' stylesheet: the panel brings it. */}
      <link rel="stylesheet" href={listStyles} />
      <div className="watchlist-panel__backdrop" onClick={onClose} aria-hidden="true" />
      <div className="watchlist-panel" role="dialog" aria-modal="true" aria-labelledby="watchlist-panel-title" tabIndex={-1} ref={panelRef}>
        <div className="watchlist-panel__head">
          <h2 id="watchlist-panel-title">{t('chooseWatchlist')}</h2>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('closePanel')}
          </button>
        </div>
        {loader.data ? (
          <WatchlistPicker data={loader.data} result={poster.data ?? null} FormComponent={poster.Form} />
        ) : loader.state === 'idle' ? (
          <p role="alert">{t('watchlistLoadError')}</p>
        ) : (
          <p role="status" className="muted">
            …
          </p>
        )}
      </div>
    </>,
    document.body,
  );
}
