/**
 * Over 300 lines on purpose: both screens and their two paging routes share the window, cursor and failure rules.
 *
 * Loaders of the series screen `/series/{seriesId}/{seriesTitle?}` (query `seasonId`, the
 * content link rule's series-interstitial form) and the season screen
 * `/season/{seasonId}/{seasonTitle?}`, plus the JSON pages the browser fetches while paging
 * (resource routes `/_data/series/{id}/seasons`, `/_data/season/{id}/episodes`).
 *
 * The first window is server-rendered, so the page works without JavaScript; the browser
 * pages further through these routes, never talking to the platform itself.
 * A failing season list does not take the page down: the page renders with the
 * "Failed to load seasons" message.
 */
import { json } from '@remix-run/node';
import { parseCards, type ContentCard } from '../../blocks/shared/content-card';
import type { Answer } from '../../contract/define';
import type { contract } from '../../contract/index';
import { type AppContext } from '~/context.server';
import { cacheHeaders, pageMeta, type PageMeta } from '~/content/section-page.server';
import { isOutage, type PlatformError } from '~/platform/client.server';
import { notFoundResponse, pageFailure } from '~/platform/page-failure.server';
import { accessAwareLink, contentLink, slugify, type LinkableContent } from '~/routing/content-links';
import { pathFor, queryString } from '~/routing/paths';
import {
  EPISODES_FIRST_PAGE,
  EPISODES_PAGE,
  initialSeasonList,
  SEASON_PAGE_SIZE,
  windowAround,
  windowFromFirstPage,
  type SeasonEntry,
  type SeasonListState,
} from './season-window';

/** `SeasonInfo`: a SEASON card plus seriesId, seasonNumber and episodeCount. */
type SeasonInfo = Answer<typeof contract.content.season>['season'];

function seasonCall(ctx: AppContext, seasonId: string, query: { rpp: number; lastSeen?: string | null }) {
  return ctx.platform.content.season({ params: { id: seasonId }, query: { rpp: query.rpp, lastSeen: query.lastSeen ?? undefined } });
}

function seriesCall(ctx: AppContext, seriesId: string, lastSeen?: string | null) {
  return ctx.platform.content.series({ params: { seriesId }, query: { rpp: SEASON_PAGE_SIZE, lastSeen: lastSeen ?? undefined } });
}

function adjacentSeasonsCall(ctx: AppContext, seriesId: string, seasonId: string) {
  return ctx.platform.content.adjacentSeasons({ params: { seriesId, seasonId }, query: { size: SEASON_PAGE_SIZE } });
}

/** Ids as the platform writes them; anything else is a 404 (or a 400 on the JSON routes) without a call. */
const ID = /^[A-Za-z0-9_.-]{1,100}$/;

export type EpisodeCard = ContentCard & { href: string };

export interface EpisodePage {
  cards: EpisodeCard[];
  lastSeen: string | null;
  moreDataAvailable: boolean;
}

export interface SeriesPageData {
  screen: 'series' | 'season';
  series: { id: string; title: string; description: string | null; artwork: string | null } | null;
  /** The season being shown (null: the series has no season with episodes). */
  season: { id: string; title: string; description: string | null; episodeCount: number; artwork: string | null } | null;
  seasons: SeasonListState;
  /** The first window could not be loaded ("Failed to load seasons"). */
  seasonsFailed: boolean;
  episodes: EpisodePage;
  /** The episodes could not be loaded. */
  episodesFailed: boolean;
  /** JSON routes for paging (null when there is nothing to page). */
  seasonsPageUrl: string | null;
  episodesPageUrl: string | null;
  /** Without JavaScript: the season dropdown submits here (`?seasonId=`), and "load more" follows this link. */
  seasonFormAction: string | null;
  moreEpisodesHref: string | null;
  meta: PageMeta;
}

/** Season titles arrive as "Series: Season 2"; under the series heading the season's own part reads better. */
export function shortSeasonTitle(title: string, seriesTitle: string | null | undefined): string {
  const prefix = seriesTitle ? `${seriesTitle}: ` : '';
  return prefix && title.startsWith(prefix) && title.length > prefix.length ? title.slice(prefix.length) : title;
}

type Viewer = Pick<AppContext, 'locale' | 'user' | 'settings'>;

function seasonEntry(ctx: Viewer, info: SeasonInfo, seriesRef: { seriesId: string; title: string } | null): SeasonEntry {
  const series = info.series ?? seriesRef ?? undefined;
  const content: LinkableContent = { id: info.id, type: 'SEASON', title: info.title, series };
  return {
    id: info.id,
    title: shortSeasonTitle(info.title, series?.title),
    seasonNumber: info.seasonNumber ?? null,
    episodeCount: info.episodeCount,
    href: contentLink(content, { locale: ctx.locale, features: ctx.settings.features }) ?? '#',
  };
}

/** Episode cards parsed with the blocks' card schema, each with the viewer's link (VOD query carries seasonId). */
export function episodeCards(ctx: Viewer, seasonId: string, list: unknown[]): EpisodeCard[] {
  const { cards, rejected } = parseCards(list);
  if (rejected > 0) console.error(`[series] season "${seasonId}": ${rejected} malformed episode card(s) left out`);
  const isGuest = !ctx.user || ctx.user.isGuest;
  return cards.map((card) => ({
    ...card,
    href: accessAwareLink(card, { isGuest }, { locale: ctx.locale, features: ctx.settings.features, list: { type: 'season', id: seasonId } }) ?? '#',
  }));
}

export function seasonsPageUrl(seriesId: string): string {
  return `/_data/series/${encodeURIComponent(seriesId)}/seasons`;
}

export function episodesPageUrl(seasonId: string): string {
  return `/_data/season/${encodeURIComponent(seasonId)}/episodes`;
}

function cursorParam(ctx: AppContext, name: string): string | null {
  const value = ctx.url.searchParams.get(name);
  return value && ID.test(value) ? value : null;
}

interface Loaded {
  series: SeriesPageData['series'];
  seriesRef: { seriesId: string; title: string } | null;
  season: SeasonInfo | null;
  seasons: SeasonListState;
  seasonsFailed: boolean;
  episodes: { list: unknown[]; lastSeen: string | null; moreDataAvailable: boolean } | null;
  episodesFailed: boolean;
}

/** `/series/{seriesId}?seasonId=`: the series, the window around the chosen season (else its first page), the season's episodes. */
async function loadSeries(ctx: AppContext, seriesId: string): Promise<Loaded> {
  const chosenId = cursorParam(ctx, 'seasonId');
  const lastSeen = cursorParam(ctx, 'lastSeen');
  if (chosenId) {
    const [series, adjacent, season] = await Promise.all([
      seriesCall(ctx, seriesId),
      adjacentSeasonsCall(ctx, seriesId, chosenId),
      seasonCall(ctx, chosenId, { rpp: lastSeen ? EPISODES_PAGE : EPISODES_FIRST_PAGE, lastSeen }),
    ]);
    if (!series.ok) throw pageFailure(series.error);
    // A season of another series (or an unknown one) is a wrong address, not a failed list.
    if (!adjacent.ok && adjacent.error.kind === 'http' && adjacent.error.status === 404) throw notFoundResponse();
    if (!season.ok) throw pageFailure(season.error);
    const seriesRef = { seriesId: series.data.series.id, title: series.data.series.title };
    const chosen = seasonEntry(ctx, season.data.season, seriesRef);
    return {
      series: seriesSummary(series.data.series),
      seriesRef,
      season: season.data.season,
      seasons: adjacent.ok
        ? windowAround(
            chosen,
            adjacent.data.precedingSeasons.map((s) => seasonEntry(ctx, s, seriesRef)),
            adjacent.data.followingSeasons.map((s) => seasonEntry(ctx, s, seriesRef)),
          )
        : { ...initialSeasonList(), seasons: [chosen], moreBefore: false, moreAfter: false },
      seasonsFailed: !adjacent.ok,
      episodes: { list: season.data.contentList, ...season.data.paging },
      episodesFailed: false,
    };
  }

  const series = await seriesCall(ctx, seriesId);
  if (!series.ok) throw pageFailure(series.error);
  const seriesRef = { seriesId: series.data.series.id, title: series.data.series.title };
  const { state, chosen } = windowFromFirstPage(series.data.seasons.map((s) => seasonEntry(ctx, s, seriesRef)));
  const chosenInfo = chosen ? (series.data.seasons.find((s) => s.id === chosen.id) ?? null) : null;
  const season = chosen ? await seasonCall(ctx, chosen.id, { rpp: lastSeen ? EPISODES_PAGE : EPISODES_FIRST_PAGE, lastSeen }) : null;
  if (season && !season.ok && isOutage(season.error)) throw pageFailure(season.error);
  return {
    series: seriesSummary(series.data.series),
    seriesRef,
    season: season?.ok ? season.data.season : chosenInfo,
    seasons: state,
    seasonsFailed: false,
    episodes: season?.ok ? { list: season.data.contentList, ...season.data.paging } : null,
    episodesFailed: Boolean(season && !season.ok),
  };
}

function seriesSummary(series: { id: string; title: string; description?: string; thumbnailUrl?: string; posterUrl?: string }) {
  return { id: series.id, title: series.title, description: series.description ?? null, artwork: series.thumbnailUrl ?? series.posterUrl ?? null };
}

/** `/season/{seasonId}`: the season and its episodes, then the window around it in its series. */
async function loadSeason(ctx: AppContext, seasonId: string): Promise<Loaded> {
  const lastSeen = cursorParam(ctx, 'lastSeen');
  const season = await seasonCall(ctx, seasonId, { rpp: lastSeen ? EPISODES_PAGE : EPISODES_FIRST_PAGE, lastSeen });
  if (!season.ok) throw pageFailure(season.error);
  const seriesRef = season.data.series ?? (season.data.season.series ? { ...season.data.season.series } : null);
  const chosen = seasonEntry(ctx, season.data.season, seriesRef);
  const adjacent = seriesRef ? await adjacentSeasonsCall(ctx, seriesRef.seriesId, seasonId) : null;
  return {
    series: seriesRef ? { id: seriesRef.seriesId, title: seriesRef.title, description: null, artwork: null } : null,
    seriesRef,
    season: season.data.season,
    seasons: adjacent?.ok
      ? windowAround(
          chosen,
          adjacent.data.precedingSeasons.map((s) => seasonEntry(ctx, s, seriesRef)),
          adjacent.data.followingSeasons.map((s) => seasonEntry(ctx, s, seriesRef)),
        )
      : { ...initialSeasonList(), seasons: [chosen], moreBefore: false, moreAfter: false },
    seasonsFailed: Boolean(adjacent && !adjacent.ok),
    episodes: { list: season.data.contentList, ...season.data.paging },
    episodesFailed: false,
  };
}

export async function loadSeriesPage(ctx: AppContext, screen: 'series' | 'season', params: Record<string, string | undefined>) {
  const id = (screen === 'series' ? params.seriesId : params.seasonId) ?? '';
  if (!ID.test(id)) throw notFoundResponse();
  const loaded = screen === 'series' ? await loadSeries(ctx, id) : await loadSeason(ctx, id);

  const seasonId = loaded.season?.id ?? null;
  const seriesTitle = loaded.seriesRef?.title ?? null;
  const episodes: EpisodePage =
    loaded.episodes && seasonId
      ? { cards: episodeCards(ctx, seasonId, loaded.episodes.list), lastSeen: loaded.episodes.lastSeen, moreDataAvailable: loaded.episodes.moreDataAvailable }
      : { cards: [], lastSeen: null, moreDataAvailable: false };
  const seriesPath = loaded.seriesRef
    ? pathFor('series', { seriesId: loaded.seriesRef.seriesId, seriesTitle: slug(seriesTitle) }, { locale: ctx.locale })
    : null;

  const title = screen === 'series' ? (seriesTitle ?? '') : (loaded.season?.title ?? '');
  const data: SeriesPageData = {
    screen,
    series: loaded.series,
    season: loaded.season
      ? {
          id: loaded.season.id,
          title: shortSeasonTitle(loaded.season.title, seriesTitle),
          description: loaded.season.description ?? null,
          episodeCount: loaded.season.episodeCount,
          artwork: loaded.season.thumbnailUrl ?? null,
        }
      : null,
    seasons: loaded.seasons,
    seasonsFailed: loaded.seasonsFailed,
    episodes,
    episodesFailed: loaded.episodesFailed,
    seasonsPageUrl: loaded.seriesRef ? seasonsPageUrl(loaded.seriesRef.seriesId) : null,
    episodesPageUrl: seasonId ? episodesPageUrl(seasonId) : null,
    seasonFormAction: seriesPath,
    moreEpisodesHref:
      episodes.moreDataAvailable && episodes.lastSeen
        ? `${ctx.url.pathname}${queryString({ seasonId: screen === 'series' ? seasonId : undefined, lastSeen: episodes.lastSeen })}`
        : null,
    meta: pageMeta(
      ctx,
      screen,
      screen === 'series'
        ? { seriesId: id, seriesTitle: params.seriesTitle ?? slug(seriesTitle) }
        : { seasonId: id, seasonTitle: params.seasonTitle ?? slug(loaded.season?.title) },
      title,
      (screen === 'series' ? loaded.series?.description : loaded.season?.description) ?? undefined,
    ),
  };
  const headers = cacheHeaders(ctx);
  await ctx.sessionHeaders(headers);
  return json(data, { headers });
}

function slug(title: string | null | undefined): string | null {
  if (!title) return null;
  return slugify(title) || null;
}

// ---------------------------------------------------------------------------
// JSON pages for paging (resource routes)

function jsonError(status: number, code: string, message: string) {
  return json({ error: { code, messages: [message] } }, { status, headers: { 'Cache-Control': 'no-store' } });
}

function pageHeaders(ctx: AppContext): Headers {
  return new Headers({
    'Cache-Control': ctx.user && !ctx.user.isGuest ? 'private, no-cache' : 'public, s-maxage=60, stale-while-revalidate=300',
    Vary: 'Cookie, Accept-Language',
  });
}

function errorStatus(error: PlatformError): number {
  const status = error.kind === 'http' ? error.status : 503;
  return status === 401 ? 503 : status;
}

export interface SeasonsPage {
  direction: 'before' | 'after';
  /** As the platform answered (empty seasons included): the full-page rule counts them. */
  seasons: SeasonEntry[];
}

/**
 * `GET /_data/series/{seriesId}/seasons?after={seasonId}` (the series' next page after that
 * season) or `?before={seasonId}` (the seasons preceding it, closest last).
 */
export async function loadSeasonsPage(ctx: AppContext, params: Record<string, string | undefined>) {
  const seriesId = params.seriesId ?? '';
  const url = ctx.url;
  const after = url.searchParams.get('after');
  const before = url.searchParams.get('before');
  if (!ID.test(seriesId)) return jsonError(400, 'INVALID_SERIES', 'Unknown series.');
  const cursor = after ?? before;
  if (!cursor || !ID.test(cursor) || (after && before)) return jsonError(400, 'INVALID_CURSOR', 'Give one of after or before: a season id.');

  let seasons: SeasonEntry[];
  if (after) {
    const answer = await seriesCall(ctx, seriesId, after);
    if (!answer.ok) return jsonError(errorStatus(answer.error), answer.error.code, answer.error.messages[0] ?? 'Failed to load more seasons');
    const ref = { seriesId: answer.data.series.id, title: answer.data.series.title };
    seasons = answer.data.seasons.map((s) => seasonEntry(ctx, s, ref));
  } else {
    const answer = await adjacentSeasonsCall(ctx, seriesId, cursor);
    if (!answer.ok) return jsonError(errorStatus(answer.error), answer.error.code, answer.error.messages[0] ?? 'Failed to load previous seasons');
    seasons = answer.data.precedingSeasons.map((s) => seasonEntry(ctx, s, answer.data.season.series ?? null));
  }
  const headers = pageHeaders(ctx);
  await ctx.sessionHeaders(headers);
  const page: SeasonsPage = { direction: after ? 'after' : 'before', seasons };
  return json(page, { headers });
}

/** `GET /_data/season/{seasonId}/episodes?lastSeen=`: the season's next page of episodes. */
export async function loadEpisodesPage(ctx: AppContext, params: Record<string, string | undefined>) {
  const seasonId = params.seasonId ?? '';
  const lastSeen = ctx.url.searchParams.get('lastSeen');
  if (!ID.test(seasonId)) return jsonError(400, 'INVALID_SEASON', 'Unknown season.');
  if (lastSeen !== null && !ID.test(lastSeen)) return jsonError(400, 'INVALID_CURSOR', 'lastSeen is not a valid cursor.');
  const answer = await seasonCall(ctx, seasonId, { rpp: EPISODES_PAGE, lastSeen });
  if (!answer.ok) return jsonError(errorStatus(answer.error), answer.error.code, answer.error.messages[0] ?? 'Failed to load episodes');
  const headers = pageHeaders(ctx);
  await ctx.sessionHeaders(headers);
  const page: EpisodePage = { cards: episodeCards(ctx, seasonId, answer.data.contentList), ...answer.data.paging };
  return json(page, { headers });
}
