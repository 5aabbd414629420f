/** Catalogue search: matching, ranking, results by kind, paging, bad input. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { score } from '../../platform/routes/content-search.js';
import { expectError, startContentPlatform, type ContentPlatform } from './content-support.js';

let t: ContentPlatform;
beforeAll(async () => {
  t = await startContentPlatform();
});
afterAll(async () => {
  await t?.platform.close();
});

describe('search scoring', () => {
  it('needs every word, and ranks title matches above description and tag matches', () => {
    const item = { title: 'Crimson Harbour', description: 'A crew beneath the tide.', tags: ['featured'] };
    expect(score(item, ['crimson'])).toBe(2);
    expect(score(item, ['tide'])).toBe(1);
    expect(score(item, ['featured', 'harbour'])).toBe(3);
    expect(score(item, ['crimson', 'zebra'])).toBe(0);
  });
});

describe('GET /api/v4/search', () => {
  it('answers results by kind with this viewer’s access levels', async () => {
    const res = await t.get('/api/v4/search?query=chronicles', t.subscriber);
    expect(res.status).toBe(200);
    const { videos, liveEvents, playlists } = res.body.results;
    expect(videos.totalHits).toBeGreaterThan(12);
    expect(videos.hits).toHaveLength(12);
    expect(videos).toMatchObject({ page: 1, totalPages: Math.ceil(videos.totalHits / 12) });
    expect(videos.hits.every((v: any) => v.title.toLowerCase().includes('chronicles'))).toBe(true);
    expect(liveEvents.hits).toEqual([]);
    expect(playlists.totalHits).toBe(0);
    const page2 = await t.get('/api/v4/search?query=chronicles&p=2', t.subscriber);
    expect(page2.body.results.videos.hits[0].id).not.toBe(videos.hits[0].id);
  });

  it('finds live events that are not over and playlists', async () => {
    const live = await t.get('/api/v4/search?query=premiere');
    expect(live.body.results.liveEvents.hits.map((e: any) => e.id)).toContain('live-7');
    const playlist = (await t.get('/vod/playlist/playlist-1')).body.playlist.title as string;
    const res = await t.get(`/api/v4/search?query=${encodeURIComponent(playlist)}`);
    expect(res.body.results.playlists.hits.map((p: any) => p.id)).toContain('playlist-1');
  });

  it('answers 400 for a missing, blank or too long query', async () => {
    expectError(await t.get('/api/v4/search'), 400, 'VALIDATION_ERROR');
    expectError(await t.get('/api/v4/search?query=%20%20'), 400, 'EMPTY_QUERY');
    expectError(await t.get(`/api/v4/search?query=${'a'.repeat(101)}`), 400, 'VALIDATION_ERROR');
    expectError(await t.get('/api/v4/search?query=x&rpp=0'), 400, 'VALIDATION_ERROR');
  });
});
