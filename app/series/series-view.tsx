/**
 * The series and season screens:
 * - the season picker: a dropdown on mobile or vertical (portrait) layouts, tabs on wider
 *   ones (CSS media queries pick one; both are server-rendered so the choice needs no JS);
 *   choosing a season navigates to it. Tabs page forward through a sentinel and backward
 *   through the "Earlier seasons" button; the dropdown pages with buttons.
 * - the episodes: a carousel on desktop, a card list on mobile and tablet (one list, laid
 *   out by CSS), loading further episodes as its sentinel comes into view.
 * Without JavaScript: tabs are links, the dropdown is a GET form, "Load more" is a link.
 */
import type { SerializeFrom } from '@remix-run/node';
import { useNavigate } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { Card } from '../../blocks/shared/card';
import type { ContentCard } from '../../blocks/shared/content-card';
import { BlockEnvironmentProvider } from '../../blocks/shared/environment';
import { withWidth } from '../../blocks/shared/images';
import { PagingTail } from '~/components/paging-tail';
import { useT } from '~/labels/labels';
import { useRootData } from '~/root-data';
import type { SeriesPageData } from './series-page.server';
import { useCardEnvironment } from './card-environment';
import { useEpisodePaging, useSeasonPaging } from './use-series-paging';

type Data = SerializeFrom<SeriesPageData>;

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function SeasonPicker({ data }: { data: Data }) {
  const t = useT();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const chosenId = data.season?.id ?? null;
  const paging = useSeasonPaging(data.seasons, data.seasonsPageUrl, chosenId);
  const { state } = paging;
  const activeTab = useRef<HTMLAnchorElement>(null);

  // The chosen season may sit deep in the window: bring its tab into view along the strip
  // ('nearest' leaves the page's own scroll alone while the strip is on screen).
  useEffect(() => {
    activeTab.current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, []);

  if (state.seasons.length === 0 && !data.seasonsFailed) return null;
  const earlier = state.moreBefore ? (
    <span className="season-picker__more" data-direction="before">
      <button
        type="button"
        className="blk-button blk-button--secondary"
        onClick={paging.loadBefore}
        disabled={paging.loading.before}
        aria-busy={paging.loading.before || undefined}
      >
        {t('earlierSeasons')}
      </button>
      {paging.failed.before ? (
        <span role="alert" className="season-picker__error">
          {t('failedToLoadPreviousSeasons')}
        </span>
      ) : null}
    </span>
  ) : null;
  const laterError = paging.failed.after ? (
    <span className="season-picker__more" data-direction="after">
      <span role="alert" className="season-picker__error">
        {t('failedToLoadMoreSeasons')}
      </span>
      <button type="button" className="blk-button blk-button--secondary" onClick={paging.loadAfter}>
        {t('retry')}
      </button>
    </span>
  ) : null;

  return (
    <section className="season-picker" aria-label={t('seasons')} data-more-before={state.moreBefore} data-more-after={state.moreAfter}>
      {data.seasonsFailed ? (
        <p role="alert" className="season-picker__error">
          {t('failedToLoadSeasons')}
        </p>
      ) : null}
      <nav className="season-tabs" aria-label={t('seasons')}>
        <ul className="season-tabs__list">
          {earlier ? <li className="season-tabs__edge">{earlier}</li> : null}
          {state.seasons.map((season) => (
            <li key={season.id}>
              <a
                ref={season.id === chosenId ? activeTab : undefined}
                className="season-tabs__tab"
                href={season.href}
                aria-current={season.id === chosenId ? 'page' : undefined}
                data-season-id={season.id}
              >
                {season.title}
              </a>
            </li>
          ))}
          {state.moreAfter ? (
            <li className="season-tabs__edge">
              {laterError ?? (
                <span ref={paging.sentinelRef} className="blk-sentinel season-tabs__sentinel" data-loading={paging.loading.after || undefined}>
                  <span className="blk-spinner" aria-label={t('loading')} />
                </span>
              )}
            </li>
          ) : null}
        </ul>
      </nav>
      <form className="season-select" method="get" action={data.seasonFormAction ?? undefined}>
        <label className="season-select__label">
          <span>{t('chooseSeason')}</span>
          <select
            name="seasonId"
            value={chosenId ?? ''}
            onChange={(event) => {
              const season = state.seasons.find((s) => s.id === event.currentTarget.value);
              if (season) navigate(season.href);
            }}
          >
            {chosenId && !state.seasons.some((s) => s.id === chosenId) ? <option value={chosenId}>{data.season?.title}</option> : null}
            {state.seasons.map((season) => (
              <option key={season.id} value={season.id}>
                {season.title}
              </option>
            ))}
          </select>
        </label>
        {hydrated ? null : (
          <button type="submit" className="blk-button blk-button--secondary">
            {t('showSeason')}
          </button>
        )}
        <span className="season-select__paging">
          {earlier}
          {state.moreAfter && hydrated ? (
            <button
              type="button"
              className="blk-button blk-button--secondary"
              onClick={paging.loadAfter}
              disabled={paging.loading.after}
              aria-busy={paging.loading.after || undefined}
            >
              {t('laterSeasons')}
            </button>
          ) : null}
          {paging.failed.after ? (
            <span role="alert" className="season-picker__error">
              {t('failedToLoadMoreSeasons')}
            </span>
          ) : null}
        </span>
      </form>
    </section>
  );
}

function Episodes({ data }: { data: Data }) {
  const t = useT();
  const hydrated = useHydrated();
  const episodes = useEpisodePaging(data.episodes, data.episodesPageUrl);
  const track = useRef<HTMLUListElement>(null);
  const root = useRootData();
  const rtl = (root?.dir ?? 'ltr') === 'rtl';

  // Previous / next only when the line is wider than the screen (measured after render and on resize).
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const list = track.current;
    if (!list) return;
    const measure = () => setOverflows(list.scrollWidth > list.clientWidth + 1);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [episodes.cards.length]);

  const move = (direction: 1 | -1) => {
    const list = track.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.8 * (rtl ? -1 : 1), behavior: 'smooth' });
  };

  if (data.episodesFailed)
    return (
      <p role="alert" className="episodes__message">
        {t('failedToLoadEpisodes')}
      </p>
    );
  if (episodes.cards.length === 0) return <p className="episodes__message">{t('noEpisodes')}</p>;
  return (
    <div className="episodes__frame" data-overflows={overflows || undefined}>
      <button type="button" className="episodes__nav episodes__nav--prev" onClick={() => move(-1)} aria-label={t('previous')}>
        ‹
      </button>
      <ul ref={track} className="episodes__track" aria-label={t('episodes')}>
        {episodes.cards.map((card, index) => (
          <li key={card.id} className="episodes__item">
            <Card card={card as unknown as ContentCard} variant="default" metadataDisplayMode="BELOW" rowIndex={0} index={index} />
          </li>
        ))}
        <PagingTail block="episodes" paging={episodes} failedKey="failedToLoadEpisodes">
          {!hydrated && data.moreEpisodesHref ? (
            <a className="blk-button blk-button--secondary" href={data.moreEpisodesHref}>
              {t('loadMore')}
            </a>
          ) : null}
        </PagingTail>
      </ul>
      <button type="button" className="episodes__nav episodes__nav--next" onClick={() => move(1)} aria-label={t('next')}>
        ›
      </button>
    </div>
  );
}

export function SeriesView({ data }: { data: Data }) {
  const t = useT();
  const environment = useCardEnvironment();
  const heading = data.screen === 'series' ? (data.series?.title ?? data.season?.title ?? '') : (data.season?.title ?? '');
  const description = data.screen === 'series' ? data.series?.description : data.season?.description;
  const artwork = (data.screen === 'series' ? data.series?.artwork : data.season?.artwork) ?? null;
  return (
    <BlockEnvironmentProvider value={environment}>
      <article className="content-page series-page" data-screen={data.screen} data-season-id={data.season?.id}>
        <header className="series-page__header">
          {artwork ? <img className="content-page__art series-page__art" src={withWidth(artwork, 960)} alt="" width={420} height={236} /> : null}
          <div className="series-page__info">
            {data.screen === 'season' && data.series ? (
              <p className="series-page__series" dir="auto">
                {data.series.title}
              </p>
            ) : null}
            <h1 className="series-page__title" dir="auto">
              {heading}
            </h1>
            {description ? (
              <p className="series-page__description" dir="auto">
                {description}
              </p>
            ) : null}
          </div>
        </header>
        {/* A new season is a new list: keyed so paging state starts over with the new window. */}
        <SeasonPicker key={data.season?.id ?? 'none'} data={data} />
        <section className="episodes" aria-labelledby="episodes-heading">
          <h2 id="episodes-heading" className="episodes__heading">
            {data.screen === 'series' && data.season ? data.season.title : t('episodes')}
            {data.season ? <span className="episodes__count"> · {t('episodeCount', { count: data.season.episodeCount })}</span> : null}
          </h2>
          <Episodes key={data.season?.id ?? 'none'} data={data} />
        </section>
      </article>
    </BlockEnvironmentProvider>
  );
}
