/**
 * The series / season loaders and their JSON paging routes against the platform's answers,
 * mocked with msw (tests/mocks/content-handlers.ts): the first window, "Failed to load
 * seasons" without losing the page, 404s for unknown or mismatched ids, and the JSON pages'
 * answers and errors.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildContext } from '~/context.server';
import { handlers, resetState, state } from '../../tests/mocks/content-handlers';
import { loadEpisodesPage, loadSeasonsPage, loadSeriesPage } from './series-page.server';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetState());
afterAll(() => server.close());

/** The load context of a request to the arena site. */
const request = (path: string) => buildContext(new Request(`http://arena.localhost${path}`, { headers: { Host: 'arena.localhost' } }));

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
    const data = await body(await loadSeriesPage(await request('/series/series-x/show-x'), 'series', { seriesId: 'series-x' }));
    expect(data.series.title).toBe('Show X');
    expect(data.season).toMatchObject({ id: 'season-x-1', title: 'Season 1' });
    expect(data.seasons.seasons.map((s: { id: string }) => s.id)).toEqual(['season-x-1', 'season-x-2', 'season-x-4', 'season-x-5']);
    expect(data.seasons.seasons[1].href).toBe('/series/series-x/show-x?seasonId=season-x-2');
    expect(data.seasons).toMatchObject({ moreBefore: false, moreAfter: false });
    // First load: 2 episodes, links carry the season.
    expect(data.episodes.cards.map((c: { href: string }) => c.href)).toEqual([
      '/video/vod-x-1/episode-1?seasonId=season-x-1',
      '/video/vod-x-2/episode-2?seasonId=season-x-1',
    ]);
    expect(data.episodes.moreDataAvailable).toBe(true);
    expect(data.moreEpisodesHref).toBe('/series/series-x/show-x?seasonId=season-x-1&lastSeen=vod-x-2');
  });

  it('keeps the page when the season list fails, with "Failed to load seasons"', async () => {
    state.adjacentFails = true;
    const response = await loadSeriesPage(await request('/season/season-x-4'), 'season', { seasonId: 'season-x-4' });
    expect(response.status).toBe(200);
    const data = await body(response);
    expect(data.seasonsFailed).toBe(true);
    expect(data.seasons.seasons.map((s: { id: string }) => s.id)).toEqual(['season-x-4']);
    expect(data.episodes.cards).toHaveLength(2);
  });

  it('is a 404 for unknown ids, malformed ids and a season of another series', async () => {
    expect(await statusOf(loadSeriesPage(await request('/series/nope'), 'series', { seriesId: 'nope' }))).toBe(404);
    expect(await statusOf(loadSeriesPage(await request('/season/x'), 'season', { seasonId: '../etc' }))).toBe(404);
    expect(await statusOf(loadSeriesPage(await request('/series/series-x?seasonId=season-zz'), 'series', { seriesId: 'series-x' }))).toBe(404);
  });
});

describe('JSON paging routes', () => {
  it('answers seasons after and before a season', async () => {
    const after = await body(await loadSeasonsPage(await request('/_data/series/series-x/seasons?after=season-x-2'), { seriesId: 'series-x' }));
    expect(after.seasons.map((s: { id: string }) => s.id)).toEqual(['season-x-4', 'season-x-5']);
    const before = await body(await loadSeasonsPage(await request('/_data/series/series-x/seasons?before=season-x-4'), { seriesId: 'series-x' }));
    expect(before.seasons.map((s: { id: string }) => s.id)).toEqual(['season-x-1', 'season-x-2']);
  });

  it('refuses bad cursors and passes platform failures on as JSON errors', async () => {
    expect((await loadSeasonsPage(await request('/_data/series/series-x/seasons'), { seriesId: 'series-x' })).status).toBe(400);
    expect((await loadSeasonsPage(await request('/_data/series/series-x/seasons?after=a&before=b'), { seriesId: 'series-x' })).status).toBe(400);
    expect((await loadSeasonsPage(await request('/_data/series/series-x/seasons?after=%3Cx%3E'), { seriesId: 'series-x' })).status).toBe(400);
    state.adjacentFails = true;
    const failed = await loadSeasonsPage(await request('/_data/series/series-x/seasons?before=season-x-4'), { seriesId: 'series-x' });
    expect(failed.status).toBe(500);
    expect((await body(failed)).error.code).toBe('BOOM');
  });

  it('answers the next episodes after a cursor', async () => {
    const page = await body(await loadEpisodesPage(await request('/_data/season/season-x-1/episodes?lastSeen=vod-x-2'), { seasonId: 'season-x-1' }));
    expect(page.cards.map((c: { id: string }) => c.id)).toEqual(['vod-x-3']);
    expect(page.moreDataAvailable).toBe(false);
    expect((await loadEpisodesPage(await request('/_data/season/season-x-1/episodes?lastSeen=%20'), { seasonId: 'season-x-1' })).status).toBe(400);
  });
});
