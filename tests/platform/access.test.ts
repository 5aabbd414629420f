/** Access decisions with playback details: POST /v5/manifest/vod/{id} and /v5/manifest/live/{id}. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startContentPlatform, type ContentPlatform } from './content-support.js';

let t: ContentPlatform;
beforeAll(async () => {
  t = await startContentPlatform();
});
afterAll(async () => {
  await t?.platform.close();
});

const manifest = (kind: 'vod' | 'live', id: string, headers?: Record<string, string>) =>
  t.call('POST', `/v5/manifest/${kind}/${id}?includePlaybackDetails=URL`, headers);

describe('VOD manifest', () => {
  it('decides every access level for guests, viewers and subscribers', async () => {
    // vod-001 free, vod-011 sign-in, vod-021 Arena Pass, vod-039 Premium, vod-043 PPV (subscriber's ticket expired),
    // vod-044 free membership licence, vod-045 GB/IE only, vod-048 sign-in outside US/BR.
    const ids = ['vod-001', 'vod-011', 'vod-021', 'vod-039', 'vod-043', 'vod-044', 'vod-045', 'vod-048'];
    const levels = async (headers?: Record<string, string>) => Promise.all(ids.map(async (id) => (await manifest('vod', id, headers)).body.accessLevel));
    expect(await levels()).toEqual(['GRANTED', 'GRANTED_ON_SIGN_IN', 'DENIED', 'DENIED', 'DENIED', 'DENIED', 'GRANTED', 'GRANTED_ON_SIGN_IN']);
    expect(await levels(t.guest)).toEqual(['GRANTED', 'GRANTED_ON_SIGN_IN', 'DENIED', 'DENIED', 'DENIED', 'DENIED', 'GRANTED', 'GRANTED_ON_SIGN_IN']);
    expect(await levels(t.viewer)).toEqual(['GRANTED', 'GRANTED', 'DENIED', 'DENIED', 'DENIED', 'DENIED', 'GRANTED', 'GRANTED']);
    expect(await levels(t.subscriber)).toEqual(['GRANTED', 'GRANTED', 'GRANTED', 'DENIED', 'DENIED', 'GRANTED', 'GRANTED', 'GRANTED']);
  });

  it('gives stream URLs only in a GRANTED answer', async () => {
    const granted = await manifest('vod', 'vod-021', t.subscriber);
    expect(granted.status).toBe(200);
    expect(granted.body.streams).toHaveLength(1);
    const [stream] = granted.body.streams;
    expect(stream).toMatchObject({ protocol: 'HLS', drm: null, adUnits: [] });
    // Stream URLs are signed (exp, sid, sig): tests/platform/media-signing.test.ts covers the tokens.
    expect(stream.url).toMatch(/^http:\/\/platform\.test\/media\/vod\/[a-z-]+\/master\.m3u8\?exp=\d+&sid=[^&]+&sig=[\w-]+$/);
    expect(stream.subtitles.length).toBeGreaterThan(0);
    expect(stream.subtitles[0].url).toMatch(/\/subs\/[a-z]+\.vtt\?exp=/);
    expect(granted.body.thumbnailUrl).toMatch(/\/images\/art-\d\d\.jpg$/);
    expect(granted.body.skipMarkers.map((m: any) => m.type)).toContain('INTRO');
    expect(granted.body.annotations).toEqual({
      chapters: 'http://platform.test/api/v4/vod/vod-021/chapters.vtt',
      thumbnails: expect.stringMatching(/^http:\/\/platform\.test\/media\/vod\/[a-z-]+\/thumbnails\.vtt\?exp=\d+&sid=[^&]+&sig=[\w-]+$/),
    });

    for (const [id, headers] of [
      ['vod-021', t.viewer],
      ['vod-011', undefined],
      ['vod-045', { 'x-country': 'US' }],
    ] as const) {
      const res = await manifest('vod', id, headers as Record<string, string> | undefined);
      expect(res.body.accessLevel).not.toBe('GRANTED');
      expect(res.body.streams).toEqual([]);
      expect(res.raw).not.toContain('master.m3u8');
      expect(res.raw).not.toContain('/media/');
      expect(res.raw).not.toContain('sig=');
    }
  });

  it('answers the licences that would grant denied content', async () => {
    const res = await manifest('vod', 'vod-039', t.subscriber);
    expect(res.body.accessLevel).toBe('DENIED');
    expect(res.body.licences.map((l: any) => [l.id, l.purchaseStrategy.type])).toEqual([
      ['lic-premium-monthly', 'SUBSCRIPTION'],
      ['lic-season-ticket', 'FIXED_DATE'],
    ]);
    expect(res.body.licences[0]).toMatchObject({
      licenceId: 201,
      family: 'fam-premium',
      type: 'STANDARD',
      amounts: [expect.objectContaining({ currency: 'GBP', scale: 2, default: true }), expect.objectContaining({ currency: 'EUR', scale: 2 })],
    });
  });

  it('decides geoblocking from the country header, else the realm default country', async () => {
    // vod-045 is GB/IE only; the content realm's defaultCountry is GB.
    expect((await manifest('vod', 'vod-045')).body.accessLevel).toBe('GRANTED');
    expect((await manifest('vod', 'vod-045', { 'x-country': 'ie' })).body.accessLevel).toBe('GRANTED');
    expect((await manifest('vod', 'vod-045', { 'x-country': 'ES' })).body.accessLevel).toBe('GEOBLOCKED');
    // A malformed header is ignored rather than trusted.
    expect((await manifest('vod', 'vod-045', { 'x-country': 'not-a-country' })).body.accessLevel).toBe('GRANTED');
    // vod-048 blocks US: geoblocking wins over a signed-in viewer.
    expect((await manifest('vod', 'vod-048', { ...t.subscriber, 'x-country': 'US' })).body.accessLevel).toBe('GEOBLOCKED');
  });

  it('answers scheduling info for a premiere that is not out yet, without streams', async () => {
    const res = await manifest('vod', 'vod-056', t.subscriber);
    expect(res.body).toMatchObject({ accessLevel: 'GRANTED', onlinePlayback: false, streams: [] });
    expect(res.body.premiereRelease).toMatchObject({ type: 'PREMIERE' });
    expect(Date.parse(res.body.premiereRelease.scheduledAt)).toBeGreaterThan(Date.now());
  });

  it('answers 404 for an unknown video, 401 for a bad token and 400 for bad options', async () => {
    expectError(await manifest('vod', 'vod-999'), 404, 'UNKNOWN_VOD');
    expectError(await manifest('vod', 'vod-001', { authorization: 'Bearer not-a-jwt' }), 401);
    expectError(await t.call('POST', '/v5/manifest/vod/vod-001?includePlaybackDetails=EVERYTHING'), 400, 'VALIDATION_ERROR');
  });
});

describe('live manifest', () => {
  it('plays a live event the viewer may watch from the simulated live playlist with the realm DVR window', async () => {
    const res = await manifest('live', 'live-2', t.subscriber);
    expect(res.body).toMatchObject({ accessLevel: 'GRANTED', status: 'LIVE', onlinePlayback: true });
    const url = new URL(res.body.streams[0].url);
    expect(url.pathname).toBe('/media/live/live-2/master.m3u8');
    expect(url.searchParams.get('dvr')).toBe('900');
    expect(Number(url.searchParams.get('start'))).toBe(Date.parse(res.body.eventSchedule.startDate));
    expect(Number(url.searchParams.get('end'))).toBe(Date.parse(res.body.eventSchedule.endDate));
  });

  it('denies a live event without a licence, with the licences to buy', async () => {
    const res = await manifest('live', 'live-2', t.viewer);
    expect(res.body.accessLevel).toBe('DENIED');
    expect(res.body.streams).toEqual([]);
    expect(res.body.licences.map((l: any) => l.id)).toContain('lic-arena-monthly');
  });

  it('answers scheduling info for upcoming and ended events', async () => {
    const upcoming = await manifest('live', 'live-5', t.subscriber);
    expect(upcoming.body).toMatchObject({ status: 'UPCOMING', onlinePlayback: false, streams: [], accessLevel: 'DENIED' });
    expect(Date.parse(upcoming.body.eventSchedule.startDate)).toBeGreaterThan(Date.now());
    const premiere = await manifest('live', 'live-7', t.viewer);
    expect(premiere.body).toMatchObject({ status: 'UPCOMING', onlinePlayback: false, premiereRelease: { type: 'PREMIERE' } });
    const ended = await manifest('live', 'live-8');
    expect(ended.body).toMatchObject({ status: 'ENDED', onlinePlayback: false, streams: [] });
  });

  it('plays channels around the clock, by access level', async () => {
    const free = await manifest('live', 'channel-1');
    expect(free.body).toMatchObject({ accessLevel: 'GRANTED', onlinePlayback: true, type: 'EPG' });
    expect(free.body.streams[0].url).toContain('/media/live/channel-1/master.m3u8?dvr=900');
    expect((await manifest('live', 'channel-2')).body).toMatchObject({ accessLevel: 'GRANTED_ON_SIGN_IN', streams: [] });
    expect((await manifest('live', 'channel-3', t.subscriber)).body.accessLevel).toBe('GRANTED');
    expect((await manifest('live', 'channel-5', { 'x-country': 'US' })).body.accessLevel).toBe('GEOBLOCKED');
  });

  it('answers 404 for an unknown live id', async () => {
    expectError(await manifest('live', 'live-99'), 404, 'UNKNOWN_EVENT');
  });
});
