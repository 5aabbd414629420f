/** Content calls: sections, buckets, series and seasons, playlists, adjacency, details, lookup, VTT, progress. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, REALM, startContentPlatform, type ContentPlatform } from './content-support.js';

let t: ContentPlatform;
beforeAll(async () => {
  t = await startContentPlatform();
});
afterAll(async () => {
  await t?.platform.close();
});

describe('content sections', () => {
  it('answers the page document with heroes and one resolved page per bucket', async () => {
    const res = await t.get('/api/v4/content/home');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'home', title: 'Home' });
    // Per-viewer answers: shared caches must not reuse them across viewers.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(String(res.headers.vary)).toContain('Authorization');
    const hero = res.body.heroes[0];
    expect(hero).toMatchObject({ heroId: 'hero-live', textAlignment: 'LEFT', background: { imageUrl: 'http://platform.test/images/art-04.jpg' } });
    expect(hero.type).toBeUndefined();
    // The hero's content link carries the full card with this viewer's access level.
    expect(hero.primaryButton.link.event).toMatchObject({ id: 'live-2', type: 'LIVE', accessLevel: 'DENIED', liveEventId: 'live-2' });
    const ids = res.body.buckets.map((b: any) => b.bucketId);
    expect(ids).toEqual(['curated', 'free', 'featured', 'episodes', 'live-now', 'upcoming', 'continue', 'sections', 'playlists', 'series']);
    for (const bucket of res.body.buckets) {
      expect(bucket).toHaveProperty('exid', `home:${bucket.bucketId}`);
      expect(bucket.rowTypeData.rowType).toBeTypeOf('string');
      expect(bucket.paging).toHaveProperty('moreDataAvailable');
      for (const card of bucket.contentList) {
        expect(['GRANTED', 'DENIED', 'GRANTED_ON_SIGN_IN', 'GEOBLOCKED']).toContain(card.accessLevel);
        expect(card.thumbnailUrl).toMatch(/^http:\/\/platform\.test\/images\//);
      }
    }
  });

  it('resolves every source kind', async () => {
    const { body } = await t.get('/api/v4/content/home', t.subscriber);
    const bucket = (id: string) => body.buckets.find((b: any) => b.bucketId === id);
    // Curated: every kind of id, unknown ids left out, order kept.
    expect(bucket('curated').contentList.map((c: any) => `${c.id}:${c.type}`)).toEqual([
      'vod-001:VOD',
      'live-1:LIVE',
      'channel-1:EPG',
      'series-1:SERIES',
      'season-1-1:SEASON',
      'playlist-1:PLAYLIST',
      'news-headlines-1:DATA_FEED',
    ]);
    expect(bucket('curated').type).toBe('MIXED');
    const channel = bucket('curated').contentList[2];
    expect(channel.programmingInfo.currentProgramme.startDate <= new Date().toISOString()).toBe(true);
    expect(channel.logoUrl).toMatch(/logo-01\.png$/);
    // Query: standalone videos (no episodes, no trailers), page size from the bucket.
    const free = bucket('free');
    expect(free.type).toBe('VOD');
    expect(free.contentList).toHaveLength(10);
    expect(free.paging).toEqual({ lastSeen: 'vod-010', moreDataAvailable: true });
    expect(free.contentList.every((c: any) => !c.seasonId && !c.isTrailer)).toBe(true);
    // Tag + newest first.
    const featured = bucket('featured').contentList;
    expect(featured.length).toBeGreaterThan(2);
    expect(featured.every((c: any) => c.tags.includes('featured'))).toBe(true);
    expect([...featured].map((c: any) => c.startDate)).toEqual(
      [...featured]
        .map((c: any) => c.startDate)
        .sort()
        .reverse(),
    );
    // Series episodes in running order, dropped seasons contribute nothing.
    expect(bucket('episodes').contentList.map((c: any) => c.seasonId)).toEqual([
      'season-3-1',
      'season-3-1',
      'season-3-1',
      'season-3-3',
      'season-3-3',
      'season-3-3',
    ]);
    expect(bucket('live-now').contentList.every((c: any) => c.type === 'LIVE' && c.displayLiveBadge)).toBe(true);
    expect(bucket('live-now').contentList.map((c: any) => c.id)).toEqual(expect.arrayContaining(['live-1', 'live-2', 'live-3']));
    const upcoming = bucket('upcoming').contentList;
    expect(upcoming.every((c: any) => c.type === 'UPCOMING')).toBe(true);
    expect(upcoming.map((c: any) => c.startDate)).toEqual(upcoming.map((c: any) => c.startDate).sort());
    expect(upcoming.find((c: any) => c.id === 'live-7').premiereRelease.type).toBe('PREMIERE');
    expect(bucket('sections').contentList).toEqual([expect.objectContaining({ id: 'movies', type: 'SECTION', title: 'Movies' })]);
    expect(bucket('playlists').contentList.map((c: any) => c.itemCount)).toEqual([8, 25, 10, 8, 7]);
    expect(bucket('series').contentList.map((c: any) => c.type)).toEqual(['SERIES', 'SERIES', 'SERIES']);
  });

  it('gives cards the access level of this viewer', async () => {
    const ids = 'ext-vod-001,ext-vod-011,ext-vod-021,ext-vod-039,ext-vod-045';
    const levels = async (headers?: Record<string, string>) =>
      (await t.get(`/api/v4/content/lookup?externalId=${ids}`, headers)).body.contentItems.map((c: any) => c.accessLevel);
    expect(await levels()).toEqual(['GRANTED', 'GRANTED_ON_SIGN_IN', 'DENIED', 'DENIED', 'GRANTED']);
    expect(await levels(t.viewer)).toEqual(['GRANTED', 'GRANTED', 'DENIED', 'DENIED', 'GRANTED']);
    expect(await levels(t.subscriber)).toEqual(['GRANTED', 'GRANTED', 'GRANTED', 'DENIED', 'GRANTED']);
    expect(await levels({ ...t.subscriber, 'x-country': 'US' })).toEqual(['GRANTED', 'GRANTED', 'GRANTED', 'DENIED', 'GEOBLOCKED']);
  });

  it('answers 404 for an unknown section and 400 for a bad rpp', async () => {
    expectError(await t.get('/api/v4/content/nowhere'), 404, 'UNKNOWN_SECTION');
    expectError(await t.get('/api/v4/content/home?rpp=0'), 400, 'VALIDATION_ERROR');
    expectError(await t.get('/api/v4/content/home?rpp=51'), 400, 'VALIDATION_ERROR');
    expectError(await t.get('/api/v4/content/home?rpp=abc'), 400, 'VALIDATION_ERROR');
  });

  it('limits every bucket by rpp unless the bucket sets its own page size', async () => {
    const { body } = await t.get('/api/v4/content/home?rpp=2');
    expect(body.buckets.find((b: any) => b.bucketId === 'featured').contentList).toHaveLength(2);
    expect(body.buckets.find((b: any) => b.bucketId === 'free').contentList).toHaveLength(10);
  });
});

describe('bucket next page', () => {
  it('walks a bucket to its end with lastSeen', async () => {
    const seen: string[] = [];
    let lastSeen: string | null = null;
    let more = true;
    let pages = 0;
    while (more && pages < 20) {
      const qs: string = lastSeen ? `&lastSeen=${lastSeen}` : '';
      const res = await t.get(`/api/v4/content/home/bucket/free?resultPerPage=20${qs}`);
      expect(res.status).toBe(200);
      expect(res.body.bucketId).toBe('free');
      seen.push(...res.body.contentList.map((c: any) => c.id));
      more = res.body.paging.moreDataAvailable;
      expect(more).toBe(res.body.contentList.length === 20);
      lastSeen = res.body.paging.lastSeen;
      pages++;
    }
    expect(new Set(seen).size).toBe(seen.length);
    // 60 standalone videos minus 5 trailers.
    expect(seen).toHaveLength(55);
  });

  it('answers errors for unknown buckets, sections and cursors', async () => {
    expectError(await t.get('/api/v4/content/home/bucket/nope'), 404, 'UNKNOWN_BUCKET');
    expectError(await t.get('/api/v4/content/nope/bucket/free'), 404, 'UNKNOWN_SECTION');
    expectError(await t.get('/api/v4/content/home/bucket/free?lastSeen=vod-999'), 400, 'INVALID_CURSOR');
    expectError(await t.get('/api/v4/content/home/bucket/free?resultPerPage=500'), 400, 'VALIDATION_ERROR');
  });

  it('resolves a malformed source to an empty bucket instead of failing the section', async () => {
    // The store refuses such a page on disk (realms:check rules); the section code still must not fail on one held in memory.
    const movies = t.platform.app.platform.realms.get(REALM)!.pages.movies as unknown as { buckets: unknown[] };
    movies.buckets.push(
      { bucketId: 'broken-curated', name: 'Broken', rowTypeData: { rowType: 'standard' }, source: { kind: 'curated' } },
      { bucketId: 'unknown-kind', name: 'Unknown', rowTypeData: { rowType: 'standard' }, source: { kind: 'mostWatchedByAliens' } },
    );
    const res = await t.get('/api/v4/content/movies');
    expect(res.status).toBe(200);
    expect(res.body.layout).toEqual({ type: 'default', width: 'full' });
    const byId = Object.fromEntries(res.body.buckets.map((b: any) => [b.bucketId, b]));
    expect(byId['broken-curated'].contentList).toEqual([]);
    expect(byId['unknown-kind'].contentList).toEqual([]);
    expect(byId['unknown-kind'].paging).toEqual({ lastSeen: null, moreDataAvailable: false });
  });

  it('lists trailers only when asked for by tag', async () => {
    const res = await t.get('/api/v4/content/movies/bucket/trailers');
    expect(res.body.contentList.map((c: any) => c.id)).toEqual(['vod-051', 'vod-052', 'vod-053', 'vod-054', 'vod-055']);
  });
});

describe('continue watching and progress', () => {
  it('needs a signed-in viewer to store progress', async () => {
    expectError(await t.call('PUT', '/api/v1/progress/vod-002', {}, { position: 10 }), 401);
    expectError(await t.call('PUT', '/api/v1/progress/vod-002', t.guest, { position: 10 }), 401);
  });

  it('validates progress input', async () => {
    expectError(await t.call('PUT', '/api/v1/progress/vod-002', t.viewer, { position: -1 }), 400, 'VALIDATION_ERROR');
    expectError(await t.call('PUT', '/api/v1/progress/vod-002', t.viewer, {}), 400, 'VALIDATION_ERROR');
    expectError(await t.call('PUT', '/api/v1/progress/vod-999', t.viewer, { position: 5 }), 404, 'UNKNOWN_VOD');
  });

  it('fills the continue-watching bucket of that viewer only, most recent first', async () => {
    expect((await t.call('PUT', '/api/v1/progress/vod-003', t.viewer, { position: 30 })).status).toBe(204);
    expect((await t.call('PUT', '/api/v1/progress/vod-004', t.viewer, { position: 7.9 })).status).toBe(204);
    const mine = await t.get('/api/v4/content/home/bucket/continue', t.viewer);
    expect(mine.body.contentList.map((c: any) => [c.id, c.progress])).toEqual([
      ['vod-004', 7],
      ['vod-003', 30],
    ]);
    expect((await t.get('/api/v4/content/home/bucket/continue', t.subscriber)).body.contentList).toEqual([]);
    expect((await t.get('/api/v4/content/home/bucket/continue')).body.contentList).toEqual([]);
  });

  it('answers the viewer’s history, most recent first, signed-in only', async () => {
    const res = await t.get('/api/v1/history?rpp=1', t.viewer);
    expect(res.body).toMatchObject({ totalHistoryVideos: 2, totalPages: 2, page: 1 });
    expect(res.body.videos.map((v: any) => [v.id, v.progress])).toEqual([['vod-004', 7]]);
    expect((await t.get('/api/v1/history', t.subscriber)).body.videos).toEqual([]);
    expectError(await t.get('/api/v1/history', t.guest), 401);
    expectError(await t.get('/api/v1/history?p=0', t.viewer), 400, 'VALIDATION_ERROR');
  });
});

describe('series and seasons', () => {
  it('pages the 32-season series 25 at a time without the empty seasons', async () => {
    const first = await t.get('/api/v4/series/series-2?rpp=25');
    expect(first.status).toBe(200);
    expect(first.body.series).toMatchObject({ id: 'series-2', type: 'SERIES' });
    expect(first.body.seasons).toHaveLength(25);
    expect(first.body.paging).toEqual({ lastSeen: first.body.seasons[24].id, moreDataAvailable: true });
    const second = await t.get(`/api/v4/series/series-2?rpp=25&lastSeen=${first.body.paging.lastSeen}`);
    expect(second.body.seasons).toHaveLength(4);
    expect(second.body.paging.moreDataAvailable).toBe(false);
    const all = [...first.body.seasons, ...second.body.seasons];
    expect(all.every((s: any) => s.episodeCount > 0)).toBe(true);
    expect(all.map((s: any) => s.id)).not.toContain('season-2-6');
    expect(all.map((s: any) => s.seasonNumber)).toEqual([...all.map((s: any) => s.seasonNumber)].sort((a, b) => a - b));
  });

  it('defaults to 25 seasons and drops empty seasons in short series too', async () => {
    const res = await t.get('/api/v4/series/series-3');
    expect(res.body.seasons.map((s: any) => s.id)).toEqual(['season-3-1', 'season-3-3']);
    expect(res.body.paging.moreDataAvailable).toBe(false);
  });

  it('finds the seasons around one season', async () => {
    const res = await t.get('/api/v4/series/series-2/adjacentTo/season-2-10?size=25');
    expect(res.status).toBe(200);
    expect(res.body.season.id).toBe('season-2-10');
    expect(res.body.precedingSeasons.map((s: any) => s.seasonNumber)).toEqual([1, 2, 3, 4, 5, 7, 8, 9]);
    expect(res.body.followingSeasons[0].seasonNumber).toBe(11);
    // Seasons 11..32 without the empty 13 and 27.
    expect(res.body.followingSeasons).toHaveLength(20);
    const small = await t.get('/api/v4/series/series-2/adjacentTo/season-2-10?size=2');
    expect(small.body.precedingSeasons.map((s: any) => s.seasonNumber)).toEqual([8, 9]);
    expect(small.body.followingSeasons.map((s: any) => s.seasonNumber)).toEqual([11, 12]);
  });

  it('pages a season’s episodes', async () => {
    const first = await t.get('/api/v4/season/season-1-1?rpp=2');
    expect(first.body.season).toMatchObject({ id: 'season-1-1', episodeCount: 4, seriesId: 'series-1' });
    expect(first.body.series.seriesId).toBe('series-1');
    expect(first.body.contentList).toHaveLength(2);
    expect(first.body.paging.moreDataAvailable).toBe(true);
    const next = await t.get(`/api/v4/season/season-1-1?rpp=2&lastSeen=${first.body.paging.lastSeen}`);
    expect(next.body.contentList.map((c: any) => c.seasonId)).toEqual(['season-1-1', 'season-1-1']);
    expect(next.body.contentList[0].id).not.toBe(first.body.contentList[0].id);
  });

  it('answers 404 and 400 for bad series and season calls', async () => {
    expectError(await t.get('/api/v4/series/series-9'), 404, 'UNKNOWN_SERIES');
    expectError(await t.get('/api/v4/season/season-9-9'), 404, 'UNKNOWN_SEASON');
    expectError(await t.get('/api/v4/series/series-1/adjacentTo/season-2-1'), 404, 'UNKNOWN_SEASON');
    expectError(await t.get('/api/v4/series/series-1?rpp=0'), 400, 'VALIDATION_ERROR');
    expectError(await t.get('/api/v4/series/series-1?lastSeen=season-2-1'), 400, 'INVALID_CURSOR');
    expectError(await t.get('/api/v4/series/series-2/adjacentTo/season-2-1?size=abc'), 400, 'VALIDATION_ERROR');
  });
});

describe('playlists and adjacency', () => {
  it('pages a playlist by page number with sharing details', async () => {
    const res = await t.get('/vod/playlist/playlist-2?rpp=10&p=3');
    expect(res.status).toBe(200);
    expect(res.body.playlist).toMatchObject({ id: 'playlist-2', type: 'PLAYLIST', itemCount: 25 });
    expect(res.body.videos.vods).toHaveLength(5);
    expect(res.body.videos).toMatchObject({ totalPages: 3, page: 3, totalResults: 25 });
    expect(res.body.socialSharingDetail.universalLink).toContain('{path}');
    expect(res.body.socialSharingDetail.trackingConfiguration.length).toBeGreaterThan(0);
    expectError(await t.get('/vod/playlist/playlist-9'), 404, 'UNKNOWN_PLAYLIST');
    expectError(await t.get('/vod/playlist/playlist-2?p=0'), 400, 'VALIDATION_ERROR');
  });

  it('finds videos around one in a playlist and in the catalogue', async () => {
    const res = await t.get('/playlist/playlist-1/adjacentTo/vod-004');
    expect(res.body.precedingVods.map((v: any) => v.id)).toEqual(['vod-001', 'vod-002', 'vod-003']);
    expect(res.body.followingVods.map((v: any) => v.id)).toEqual(['vod-005', 'vod-006', 'vod-007', 'vod-008']);
    expectError(await t.get('/playlist/playlist-1/adjacentTo/vod-040'), 404, 'NOT_IN_PLAYLIST');
    const vod = await t.get('/api/v4/vod/vod-010/adjacent?size=2');
    expect(vod.body.precedingVods.map((v: any) => v.id)).toEqual(['vod-008', 'vod-009']);
    expect(vod.body.followingVods.map((v: any) => v.id)).toEqual(['vod-011', 'vod-012']);
    const episode = (await t.get('/api/v4/season/season-1-1')).body.contentList[0].id;
    const inSeason = await t.get(`/api/v4/vod/${episode}/adjacent`);
    expect(inSeason.body.precedingVods).toEqual([]);
    expect(inSeason.body.followingVods.every((v: any) => v.seasonId === 'season-1-1')).toBe(true);
    expectError(await t.get('/api/v4/vod/vod-999/adjacent'), 404, 'UNKNOWN_VOD');
  });
});

describe('details and lookup', () => {
  it('answers video details on v3 and v4', async () => {
    const v3 = await t.get('/api/v3/vod/vod-021', t.viewer);
    const v4 = await t.get('/api/v4/vod/vod-021', t.viewer);
    expect(v3.body).toEqual(v4.body);
    expect(v4.body).toMatchObject({ id: 'vod-021', type: 'VOD', accessLevel: 'DENIED', onlinePlayback: true });
    expect(v4.body.licences.map((l: any) => l.id)).toEqual(['lic-arena-monthly', 'lic-arena-yearly']);
    expect(v4.body.trailers.map((x: any) => x.id)).toEqual(['vod-051']);
    expectError(await t.get('/api/v4/vod/vod-999'), 404, 'UNKNOWN_VOD');
  });

  it('marks a premiere that is not released yet', async () => {
    const res = await t.get('/api/v4/vod/vod-056');
    expect(res.body.onlinePlayback).toBe(false);
    expect(res.body.premiereRelease.type).toBe('PREMIERE');
    expect(Date.parse(res.body.premiereRelease.scheduledAt)).toBeGreaterThan(Date.now());
  });

  it('answers live info for events and channels, and the video of a premiere', async () => {
    const live = await t.get('/api/v4/event/live-1');
    expect(live.body).toMatchObject({ id: 'live-1', status: 'LIVE', onlinePlayback: true });
    expect(live.body.eventSchedule.startDate < live.body.eventSchedule.endDate).toBe(true);
    expect((await t.get('/api/v4/event/live-8')).body).toMatchObject({ status: 'ENDED', onlinePlayback: false });
    expect((await t.get('/api/v4/event/channel-2')).body).toMatchObject({ type: 'EPG', status: 'LIVE' });
    expect((await t.get('/api/v4/vods/live/live-7')).body.id).toBe('vod-056');
    expectError(await t.get('/api/v4/vods/live/live-1'), 404, 'NO_VOD');
    expectError(await t.get('/api/v4/event/live-99'), 404, 'UNKNOWN_EVENT');
  });

  it('looks content up by external id', async () => {
    const res = await t.get('/api/v4/content/lookup?externalId=ext-series-2,ext-playlist-1,ext-unknown,ext-channel-3');
    expect(res.body.contentItems.map((c: any) => c.id)).toEqual(['series-2', 'playlist-1', 'channel-3']);
    expectError(await t.get('/api/v4/content/lookup'), 400, 'VALIDATION_ERROR');
  });
});

describe('chapters and thumbnails', () => {
  it('serves chapters as WebVTT without a Realm header', async () => {
    const res = await t.platform.inject({ method: 'GET', url: '/api/v4/vod/vod-001/chapters.vtt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/vtt');
    expect(res.body.startsWith('WEBVTT\n')).toBe(true);
    // The player on the web's origin reads it: it must be readable cross-origin.
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.body).toMatch(/\d\d:\d\d:\d\d\.\d\d\d --> \d\d:\d\d:\d\d\.\d\d\d/);
  });

  it('points thumbnails at the media helper’s sprite cues', async () => {
    const res = await t.platform.inject({ method: 'GET', url: '/api/v4/vod/vod-001/thumbnails.vtt' });
    expect(res.statusCode).toBe(302);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers.location).toMatch(/^http:\/\/platform\.test\/media\/vod\/[a-z-]+\/thumbnails\.vtt$/);
    const missing = await t.platform.inject({ method: 'GET', url: '/api/v4/vod/vod-999/chapters.vtt' });
    expect(missing.statusCode).toBe(404);
  });
});
