/**
 * Pieces shared by the playlist page and the expanded playlist card: the actions (Play,
 * View all, share, add to watchlist) and the paged list of videos.
 */
import type { ReactNode } from 'react';
import { Card } from '../../blocks/shared/card';
import type { ContentCard } from '../../blocks/shared/content-card';
import { PagingTail } from '~/components/paging-tail';
import { useT } from '~/labels/labels';
import { ShareButton } from '~/share/ShareButton';
import type { PlaylistView } from './playlist-page.server';
import { usePlaylistPaging } from './use-playlist-paging';

export function PlaylistActions({
  view,
  viewAll = true,
  extra,
}: {
  view: Pick<PlaylistView, 'playHref' | 'viewAllHref' | 'shareUrl' | 'watchlistHref' | 'title'>;
  viewAll?: boolean;
  extra?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="playlist-actions">
      {view.playHref ? (
        <a className="blk-button blk-button--primary playlist-actions__play" href={view.playHref}>
          {t('play')}
        </a>
      ) : null}
      {viewAll ? (
        <a className="blk-button blk-button--secondary playlist-actions__all" href={view.viewAllHref}>
          {t('viewAll')}
        </a>
      ) : null}
      {view.shareUrl ? <ShareButton url={view.shareUrl} title={view.title} className="blk-button blk-button--secondary" /> : null}
      {view.watchlistHref ? (
        <a className="blk-button blk-button--secondary playlist-actions__watchlist" href={view.watchlistHref}>
          {t('addToWatchlist')}
        </a>
      ) : null}
      {extra}
    </div>
  );
}

/** The videos of a playlist from its first loaded page on, loading further pages at the sentinel. */
export function PlaylistItems({ first, layout }: { first: PlaylistView | null; layout: 'grid' | 'strip' }) {
  const t = useT();
  const paging = usePlaylistPaging(first);
  if (first && paging.items.length === 0) return <p className="playlist-items__empty">{t('playlistEmpty')}</p>;
  return (
    <ul className="playlist-items" data-layout={layout} aria-label={first?.title}>
      {paging.items.map((item, index) => (
        <li key={item.id} className="playlist-items__item">
          <Card card={item as unknown as ContentCard} variant="default" metadataDisplayMode="BELOW" rowIndex={0} index={index} />
        </li>
      ))}
      <PagingTail block="playlist-items" paging={paging} failedKey="failedToLoadPlaylist" />
    </ul>
  );
}
