/**
 * The playlist screen: the header zone
 * (cover, title, item count, description, Play, share, add to watchlist) and the list zone
 * (the videos, loading further pages at the sentinel; without JavaScript, numbered page links).
 */
import type { SerializeFrom } from '@remix-run/node';
import { useEffect, useState } from 'react';
import { BlockEnvironmentProvider } from '../../blocks/shared/environment';
import { withWidth } from '../../blocks/shared/images';
import { useNumberText, useT } from '~/labels/labels';
import { useCardEnvironment } from '~/series/card-environment';
import type { PlaylistPageData, PlaylistView } from './playlist-page.server';
import { PlaylistActions, PlaylistItems } from './playlist-parts';

export function PlaylistPageView({ data }: { data: SerializeFrom<PlaylistPageData> }) {
  const t = useT();
  const numberText = useNumberText();
  const environment = useCardEnvironment();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <BlockEnvironmentProvider value={environment}>
      <article className="content-page playlist-page" data-playlist-id={data.id}>
        <header className="playlist-page__header">
          {data.artwork ? <img className="content-page__art playlist-page__cover" src={withWidth(data.artwork, 960)} alt="" width={420} height={236} /> : null}
          <div className="playlist-page__info">
            <h1 className="playlist-page__title">{data.title}</h1>
            <p className="playlist-page__count">
              {numberText(data.itemCount)} {t('items')}
            </p>
            {data.description ? <p className="playlist-page__description">{data.description}</p> : null}
            <PlaylistActions view={data} viewAll={false} />
          </div>
        </header>
        {/* Keyed by page: a no-JS page link (or p in the address) starts the list over. */}
        <PlaylistItems key={data.page} first={data as PlaylistView} layout="grid" />
        {!hydrated && (data.previousHref || data.nextHref) ? (
          <nav className="playlist-pager" aria-label={t('pageOf', { page: data.page, total: data.totalPages })}>
            {data.previousHref ? (
              <a className="blk-button blk-button--secondary" href={data.previousHref}>
                {t('previousPage')}
              </a>
            ) : null}
            <span>{t('pageOf', { page: data.page, total: data.totalPages })}</span>
            {data.nextHref ? (
              <a className="blk-button blk-button--secondary" href={data.nextHref}>
                {t('nextPage')}
              </a>
            ) : null}
          </nav>
        ) : null}
      </article>
    </BlockEnvironmentProvider>
  );
}
