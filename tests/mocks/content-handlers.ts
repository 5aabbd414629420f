/**
 * msw handlers for the platform's realm and content answers (contract/realm.ts,
 * contract/content.ts) at PLATFORM_URL, as the reference platform would answer them: realm
 * settings, a guest token, sections and a small series ("Show X": seasons 1-5, season 3
 * without episodes, three episodes per season). Tests switch scenarios with `state`.
 */
import { http, HttpResponse } from 'msw';

/** PLATFORM_URL in unit tests (app/env.server.ts default). */
export const PLATFORM = 'http://127.0.0.1:3001';

export const platformError = (status: number, code: string, message = `${code} happened`) =>
  HttpResponse.json({ code, messages: [message], requestId: 'req-1' }, { status });

/** A guest token that never expires (its payload is `{"exp":9999999999}`). */
export const GUEST_TOKEN = 'h.eyJleHAiOjk5OTk5OTk5OTl9.s';

const card = (id: string, type: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  title,
  accessLevel: 'GRANTED',
  thumbnailUrl: `https://img.test/${id}.jpg`,
  ...extra,
});

const showX = { seriesId: 'series-x', title: 'Show X' };
const season = (n: number) => ({
  ...card(`season-x-${n}`, 'SEASON', `Show X: Season ${n}`, { series: showX, seasonId: `season-x-${n}` }),
  seriesId: 'series-x',
  seasonNumber: n,
  episodeCount: n === 3 ? 0 : 2,
});
export const SEASONS = [1, 2, 3, 4, 5].map(season);
/** The seasons the series answer lists (the platform drops seasons without episodes). */
const listed = SEASONS.filter((s) => s.episodeCount > 0);
const EPISODES = [1, 2, 3].map((n) => card(`vod-x-${n}`, 'VOD', `Episode ${n}`));

/** A page of `all` after the `lastSeen` id, as the platform's cursor paging answers it. */
function cursorPage<T extends { id: string }>(all: T[], url: URL, sizeParam: string, fallback: number) {
  const after = url.searchParams.get('lastSeen');
  const size = Number(url.searchParams.get(sizeParam) ?? fallback);
  const from = after ? all.findIndex((item) => item.id === after) + 1 : 0;
  const items = all.slice(from, from + size);
  return { items, paging: { lastSeen: items.at(-1)?.id ?? after ?? null, moreDataAvailable: items.length === size } };
}

export const state = { platformDown: false, adjacentFails: false };

export function resetState() {
  state.platformDown = false;
  state.adjacentFails = false;
}

export const handlers = [
  http.get(`${PLATFORM}/api/v1/realms`, () =>
    HttpResponse.json({ realms: [{ id: 'arena', hosts: ['localhost'], version: 'test', served: true, problems: [] }] }),
  ),
  http.get(`${PLATFORM}/api/v1/init`, () =>
    HttpResponse.json({
      realm: 'arena',
      name: 'Arena',
      defaultLocale: 'en',
      locales: ['en', 'es'],
      features: { enhancedMetadataViews: true, seriesInterstitial: true },
    }),
  ),
  http.post(`${PLATFORM}/token/guest`, () => HttpResponse.json({ authorisationToken: GUEST_TOKEN })),
  http.get(`${PLATFORM}/api/v4/content/:section`, ({ params }) => {
    if (state.platformDown) return platformError(503, 'DOWN');
    const titles: Record<string, string> = { home: 'Arena', sports: 'Sport' };
    const section = String(params.section);
    if (!titles[section]) return platformError(404, 'UNKNOWN_SECTION');
    return HttpResponse.json({ id: section, title: titles[section], heroes: [], buckets: [] });
  }),
  http.get(`${PLATFORM}/api/v4/series/:seriesId`, ({ params, request }) => {
    if (params.seriesId !== 'series-x') return platformError(404, 'UNKNOWN_SERIES');
    const page = cursorPage(listed, new URL(request.url), 'rpp', 25);
    return HttpResponse.json({
      series: card('series-x', 'SERIES', 'Show X', { description: 'About X', series: showX }),
      seasons: page.items,
      paging: page.paging,
    });
  }),
  http.get(`${PLATFORM}/api/v4/series/:seriesId/adjacentTo/:seasonId`, ({ params }) => {
    if (state.adjacentFails) return platformError(500, 'BOOM');
    const chosen = SEASONS.find((s) => s.id === params.seasonId);
    if (params.seriesId !== 'series-x' || !chosen) return platformError(404, 'UNKNOWN_SEASON');
    return HttpResponse.json({
      season: chosen,
      precedingSeasons: listed.filter((s) => s.seasonNumber < chosen.seasonNumber),
      followingSeasons: listed.filter((s) => s.seasonNumber > chosen.seasonNumber),
    });
  }),
  http.get(`${PLATFORM}/api/v4/season/:id`, ({ params, request }) => {
    const found = SEASONS.find((s) => s.id === params.id);
    if (!found) return platformError(404, 'UNKNOWN_SEASON');
    const page = cursorPage(EPISODES, new URL(request.url), 'rpp', 25);
    return HttpResponse.json({ season: found, series: showX, contentList: page.items, paging: page.paging });
  }),
];
