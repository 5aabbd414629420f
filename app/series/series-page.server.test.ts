/**
 * The series / season loaders and their JSON paging routes against a stand-in platform (a real
 * HTTP server on port 0): the first window, "Failed to load seasons" without losing the page,
 * 404s for unknown or mismatched ids, and the JSON pages' answers and errors.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface FakeCard { id: string; type: string; title: string; seasonNumber: number; episodeCount: number; [key: string]: unknown }
const card = (id: string, title: string, extra: Record<string, unknown> = {}) =>
  ({ id, type: 'SEASON', title, accessLevel: 'GRANTED', thumbnailUrl: `https://img.test/${id}.jpg`, seasonNumber: 0, episodeCount: 0, ...extra }) as FakeCard;
const season = (n: number, episodeCount = 2) =>
  card(`season-x-${n}`, `Show X: Season ${n}`, { seriesId: 'series-x', seasonNumber: n, episodeCount, series: { seriesId: 'series-x', title: 'Show X' } });
const SEASONS = [1, 2, 3, 4, 5].map((n) => season(n, n === 3 ? 0 : 2));
const listed = SEASONS.filter((s) => s.episodeCount > 0);
const episode = (n: number) => ({ id: `vod-x-${n}`, type: 'VOD', title: `Episode ${n}`, accessLevel: 'GRANTED', thumbnailUrl: 'https://img.test/e.jpg' });

let adjacentFails = false;
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const path = url.pathname;
  if (path === '/api/v1/init') return send(200, { realm: 'arena', name: 'Arena', defaultLocale: 'en', locales: ['en'], features: { enhancedMetadataViews: true, seriesInterstitial: true } });
  if (path === '/token/guest') return send(200, { authorisationToken: 'h.eyJleHAiOjk5OTk5OTk5OTl9.s' });
  if (path === '/api/v4/series/series-x') {
    const after = url.searchParams.get('lastSeen');
    const from = after ? listed.findIndex((s) => s.id === after) + 1 : 0;
    const rpp = Number(url.searchParams.get('rpp'));
    const items = listed.slice(from, from + rpp);
    return send(200, { series: card('series-x', 'Show X', { type: 'SERIES', description: 'About X' }), seasons: items, paging: { lastSeen: items.at(-1)?.id ?? null, moreDataAvailable: items.length === rpp } });
  }
  const adjacent = /^\/api\/v4\/series\/series-x\/adjacentTo\/(.+)$/.exec(path)?.[1];
  if (adjacent) {
    if (adjacentFails) return send(500, { code: 'BOOM', messages: ['boom'] });
    const chosen = SEASONS.find((s) => s.id === adjacent);
    if (!chosen) return send(404, { code: 'UNKNOWN_SEASON', messages: ['no'] });
    return send(200, { season: chosen, precedingSeasons: listed.filter((s) => s.seasonNumber < chosen.seasonNumber), followingSeasons: listed.filter((s) => s.seasonNumber > chosen.seasonNumber) });
  }
  const seasonId = /^\/api\/v4\/season\/(.+)$/.exec(path)?.[1];
  if (seasonId) {
    const found = SEASONS.find((s) => s.id === seasonId) ?? (seasonId === 'season-y-1' ? card('season-y-1', 'Other', { seriesId: 'series-y', seasonNumber: 1, episodeCount: 1 }) : null);
    if (!found) return send(404, { code: 'UNKNOWN_SEASON', messages: ['no'] });
    const rpp = Number(url.searchParams.get('rpp'));
    const all = [1, 2, 3].map(episode);
    const after = url.searchParams.get('lastSeen');
    const from = after ? all.findIndex((e) => e.id === after) + 1 : 0;
    const items = all.slice(from, from + rpp);
    return send(200, { season: found, series: { seriesId: 'series-x', title: 'Show X' }, contentList: [...items, { id: 'broken' }], paging: { lastSeen: items.at(-1)?.id ?? null, moreDataAvailable: items.length === rpp } });
  }
  return send(404, { code: 'NOT_FOUND', messages: ['no'] });
});

let mod: typeof import('./series-page.server');

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.PLATFORM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.PLATFORM_TIMEOUT_MS = '2000';
  mod = await import('./series-page.server');
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request = (path: string) => new Request(`http://arena.localhost${path}`, { headers: { Host: 'arena.localhost' } });

/** The JSON body of a loader answer (the tests read it as plain data). */
const body = async (response: Response): Promise<any> => response.json();

async function statusOf(promise: Promise<Response>): Promise<number> {
  try {
    return (await promise).status;
  } catch (thrown) {
    return (thrown as Response).status;
  }
}

describe('series and season screens', () => {
  it('opens a plain series link at its first season, empty seasons dropped, links by the content rule', async () => {
    adjacentFails = false;
    const data = await body(await mod.loadSeriesPage(request('/series/series-x/show-x'), 'series', { seriesId: 'series-x' }));
    expect(data.series.title).toBe('Show X');
    expect(data.season).toMatchObject({ id: 'season-x-1', title: 'Season 1' });
    expect(data.seasons.seasons.map((s: { id: string }) => s.id)).toEqual(['season-x-1', 'season-x-2', 'season-x-4', 'season-x-5']);
    expect(data.seasons.seasons[1].href).toBe('/series/series-x/show-x?seasonId=season-x-2');
    expect(data.seasons).toMatchObject({ moreBefore: false, moreAfter: false });
    // First load: 2 episodes (content §9), the malformed card left out, links carry the season.
    expect(data.episodes.cards.map((c: { href: string }) => c.href)).toEqual(['/video/vod-x-1/episode-1?seasonId=season-x-1', '/video/vod-x-2/episode-2?seasonId=season-x-1']);
    expect(data.episodes.moreDataAvailable).toBe(true);
    expect(data.moreEpisodesHref).toBe('/series/series-x/show-x?seasonId=season-x-1&lastSeen=vod-x-2');
  });

  it('keeps the page when the season list fails, with "Failed to load seasons"', async () => {
    adjacentFails = true;
    const response = await mod.loadSeriesPage(request('/season/season-x-4'), 'season', { seasonId: 'season-x-4' });
    expect(response.status).toBe(200);
    const data = await body(response);
    expect(data.seasonsFailed).toBe(true);
    expect(data.seasons.seasons.map((s: { id: string }) => s.id)).toEqual(['season-x-4']);
    expect(data.episodes.cards).toHaveLength(2);
    adjacentFails = false;
  });

  it('is a 404 for unknown ids, malformed ids and a season of another series', async () => {
    expect(await statusOf(mod.loadSeriesPage(request('/series/nope'), 'series', { seriesId: 'nope' }))).toBe(404);
    expect(await statusOf(mod.loadSeriesPage(request('/season/x'), 'season', { seasonId: '../etc' }))).toBe(404);
    expect(await statusOf(mod.loadSeriesPage(request('/series/series-x?seasonId=season-zz'), 'series', { seriesId: 'series-x' }))).toBe(404);
  });
});

describe('JSON paging routes', () => {
  it('answers seasons after and before a season', async () => {
    const after = await body(await mod.loadSeasonsPage(request('/_data/series/series-x/seasons?after=season-x-2'), { seriesId: 'series-x' }));
    expect(after.seasons.map((s: { id: string }) => s.id)).toEqual(['season-x-4', 'season-x-5']);
    const before = await body(await mod.loadSeasonsPage(request('/_data/series/series-x/seasons?before=season-x-4'), { seriesId: 'series-x' }));
    expect(before.seasons.map((s: { id: string }) => s.id)).toEqual(['season-x-1', 'season-x-2']);
  });

  it('refuses bad cursors and passes platform failures on as JSON errors', async () => {
    expect((await mod.loadSeasonsPage(request('/_data/series/series-x/seasons'), { seriesId: 'series-x' })).status).toBe(400);
    expect((await mod.loadSeasonsPage(request('/_data/series/series-x/seasons?after=a&before=b'), { seriesId: 'series-x' })).status).toBe(400);
    expect((await mod.loadSeasonsPage(request('/_data/series/series-x/seasons?after=%3Cx%3E'), { seriesId: 'series-x' })).status).toBe(400);
    adjacentFails = true;
    const failed = await mod.loadSeasonsPage(request('/_data/series/series-x/seasons?before=season-x-4'), { seriesId: 'series-x' });
    expect(failed.status).toBe(500);
    expect((await body(failed)).error.code).toBe('BOOM');
    adjacentFails = false;
  });

  it('answers the next episodes after a cursor', async () => {
    const page = await body(await mod.loadEpisodesPage(request('/_data/season/season-x-1/episodes?lastSeen=vod-x-2'), { seasonId: 'season-x-1' }));
    expect(page.cards.map((c: { id: string }) => c.id)).toEqual(['vod-x-3']);
    expect(page.moreDataAvailable).toBe(false);
    expect((await mod.loadEpisodesPage(request('/_data/season/season-x-1/episodes?lastSeen=%20'), { seasonId: 'season-x-1' })).status).toBe(400);
  });
});
