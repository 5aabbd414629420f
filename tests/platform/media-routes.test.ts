/**
 * The media plugin on a bare Fastify instance (no database needed): static VOD files,
 * simulated live playlists and segments, generated images.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../../platform/errors.js';
import { createMediaPlugin, mediaUrls } from '../../platform/media/index.js';
import { parseImageKey, snapWidth, WIDTH_STEPS } from '../../platform/media/artwork.js';

const START = Date.UTC(2026, 0, 1, 20, 0, 0);
let clock = START + 101_000;
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  installErrorHandling(app);
  await app.register(async (scope) => createMediaPlugin({ imageCacheDir: null, now: () => clock })(scope));
  await app.ready();
});
afterAll(() => app.close());

describe('VOD static files', () => {
  it.each([
    ['master.m3u8', 'application/vnd.apple.mpegurl'],
    ['360p/index.m3u8', 'application/vnd.apple.mpegurl'],
    ['720p/seg_000.ts', 'video/mp2t'],
    ['subs/es.vtt', 'text/vtt; charset=utf-8'],
    ['chapters.vtt', 'text/vtt; charset=utf-8'],
    ['thumbnails.jpg', 'image/jpeg'],
    ['skip-markers.json', 'application/json; charset=utf-8'],
  ])('serves %s as %s with CORS and cache headers', async (file, type) => {
    const res = await app.inject({ url: `/media/vod/neon-circuit/${file}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.rawPayload.length).toBeGreaterThan(0);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject({ url: '/media/vod/neon-circuit/master.m3u8' });
    const again = await app.inject({ url: '/media/vod/neon-circuit/master.m3u8', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    '/media/vod/neon-circuit/nope.ts',
    '/media/vod/neon-circuit/..%2f..%2fcatalogue.json',
    '/media/vod/nope/master.m3u8',
    '/media/vod/neon-circuit/360p',
  ])('404s with a JSON error and CORS for %s', async (url) => {
    const res = await app.inject({ url });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ code: expect.any(String), messages: expect.any(Array) });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('keeps the master playlist hls.js-ready: renditions and subtitle groups resolve to files', async () => {
    const master = (await app.inject({ url: '/media/vod/deep-zoom/master.m3u8' })).body;
    const uris = [...master.matchAll(/URI="([^"]+)"/g)].map((m) => m[1]).concat(master.split('\n').filter((l) => l && !l.startsWith('#')));
    expect(uris).toEqual(expect.arrayContaining(['subs/en.m3u8', 'subs/es.m3u8', 'subs/ar.m3u8', '360p/index.m3u8', '720p/index.m3u8']));
    for (const uri of uris) expect((await app.inject({ url: `/media/vod/deep-zoom/${uri}` })).statusCode).toBe(200);
    expect(master).toMatch(/#EXT-X-STREAM-INF:.*RESOLUTION=1280x720.*CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2".*SUBTITLES="subs"/);
  });
});

describe('simulated live', () => {
  it('serves a master whose rendition URIs keep the window parameters', async () => {
    const res = await app.inject({ url: `/media/live/live-1/master.m3u8?dvr=30&start=${START}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.body).toContain(`360p/index.m3u8?dvr=30&start=${START}`);
    expect(res.body).toContain(`720p/index.m3u8?dvr=30&start=${START}`);
  });

  it('serves a clock-driven media playlist and the segments it lists', async () => {
    clock = START + 101_000;
    const res = await app.inject({ url: `/media/live/live-1/720p/index.m3u8?dvr=30&start=${START}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=2');
    expect(res.body).toContain('#EXT-X-MEDIA-SEQUENCE:18');
    const segment = await app.inject({ url: '/media/live/live-1/720p/24.ts' });
    const loopFile = await app.inject({ url: '/media/live/live-1/720p/0.ts' });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    // Segment 24 is loop position 0 again (6 segments in the loop).
    expect(segment.rawPayload.equals(loopFile.rawPayload)).toBe(true);
  });

  it('ends an event with EXT-X-ENDLIST and answers 404 NOT_LIVE before it starts', async () => {
    clock = START + 3_600_000;
    const ended = await app.inject({ url: `/media/live/live-2/360p/index.m3u8?start=${START}&end=${START + 60_000}` });
    expect(ended.body.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(ended.headers['cache-control']).toBe('public, max-age=3600');
    const future = await app.inject({ url: `/media/live/live-3/360p/index.m3u8?start=${START + 7_200_000}` });
    expect(future.statusCode).toBe(404);
    expect(future.json().code).toBe('NOT_LIVE');
  });

  it('answers playlists compressed where the client accepts it, and the same text', async () => {
    clock = START + 1_800_000;
    const url = `/media/live/live-1/720p/index.m3u8?dvr=1800&start=${START}`;
    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    // Segments are not compressed (already compressed media).
    const segment = await app.inject({ url: '/media/live/live-1/720p/3.ts', headers: { 'accept-encoding': 'br' } });
    expect(segment.headers['content-encoding']).toBeUndefined();
  });

  it("keeps a VOD playlist's validator across content codings: weak when compressed, and 304 either way", async () => {
    const url = '/media/vod/neon-circuit/360p/index.m3u8';
    const plain = await app.inject({ url });
    const br = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(`W/${plain.headers.etag as string}`);
    const again = await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    // A 304 carries the validator and Vary its 200 would carry.
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers.vary).toBe('Accept-Encoding');
    const identity = await app.inject({ url, headers: { 'if-none-match': br.headers.etag as string } });
    expect(identity.statusCode).toBe(304);
    expect(identity.headers.etag).toBe(plain.headers.etag);
    expect((await app.inject({ url, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
  });

  it('rejects bad windows and unknown renditions', async () => {
    expect((await app.inject({ url: `/media/live/x/360p/index.m3u8?start=${START}&end=${START}` })).statusCode).toBe(400);
    expect((await app.inject({ url: '/media/live/x/360p/index.m3u8?dvr=abc' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/media/live/x/1080p/index.m3u8' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/live/x/360p/seg.ts' })).statusCode).toBe(400);
  });
});

describe('images', () => {
  it('snaps widths up to the spec steps and clamps at 3840', () => {
    expect(WIDTH_STEPS).toEqual([240, 480, 960, 1440, 1920, 2560, 3840]);
    expect([1, 240, 241, 480, 500, 1000, 1440, 1441, 2000, 2561, 3840, 5000].map(snapWidth)).toEqual([
      240, 240, 480, 480, 960, 1440, 1440, 1920, 2560, 3840, 3840, 3840,
    ]);
    expect(snapWidth(undefined)).toBe(960);
  });

  it('derives kind and title from the key', () => {
    expect(parseImageKey('art-vod-001--midnight-run')).toEqual({ key: 'art-vod-001--midnight-run', kind: 'art', title: 'Midnight Run' });
    expect(parseImageKey('poster-series-2')?.title).toBe('Series 2');
    expect(parseImageKey('banner-x')).toBeNull();
    expect(parseImageKey('art-')).toBeNull();
    expect(parseImageKey('art-UPPER')).toBeNull();
    expect(parseImageKey('art-a/../b')).toBeNull();
  });

  it.each([
    ['art-vod-001--midnight-run.jpg', 500, 'jpeg', 960, 540],
    ['poster-series-1.jpg', 241, 'jpeg', 480, 720],
    ['hero-home.jpg', 240, 'jpeg', 240, 135],
    ['logo-channel-1--arena-sports.png', 240, 'png', 240, 240],
    ['title-neon-circuit.png', 480, 'png', 480, 120],
  ])('renders %s?w=%i as %s %ix%i, immutable and cacheable', async (file, w, format, width, height) => {
    const res = await app.inject({ url: `/images/${file}?w=${w}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(`image/${format}`);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format, width, height });
    if (format === 'png') expect(meta.hasAlpha).toBe(true);
    const again = await app.inject({ url: `/images/${file}?w=${w}`, headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('sends AVIF or WebP when Accept lists them (alpha kept), varying on Accept, and smaller than the JPEG', async () => {
    const jpeg = await app.inject({ url: '/images/hero-alpha.jpg?w=960', headers: { accept: 'image/jpeg,*/*' } });
    const avif = await app.inject({ url: '/images/hero-alpha.jpg?w=960', headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' } });
    const webp = await app.inject({ url: '/images/logo-channel-1--arena-sports.png?w=240', headers: { accept: 'image/webp,*/*' } });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(webp.headers['content-type']).toBe('image/webp');
    for (const res of [jpeg, avif, webp]) {
      expect(res.headers.vary).toBe('Accept');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ format: 'heif', width: 960, height: 540 });
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 240, hasAlpha: true });
    expect(avif.rawPayload.length).toBeLessThan(jpeg.rawPayload.length);
    expect(avif.headers.etag).not.toBe(jpeg.headers.etag);
  });

  it('draws the same bytes for the same key and different pictures for different keys', async () => {
    const a = await app.inject({ url: '/images/art-alpha.jpg?w=240' });
    const b = await app.inject({ url: '/images/art-beta.jpg?w=240' });
    const fresh = Fastify({ logger: false });
    await fresh.register(async (scope) => createMediaPlugin({ imageCacheDir: null })(scope));
    const a2 = await fresh.inject({ url: '/images/art-alpha.jpg?w=240' });
    await fresh.close();
    expect(a.rawPayload.equals(a2.rawPayload)).toBe(true);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(false);
  });

  it('answers unknown key patterns with 404 JSON', async () => {
    for (const url of ['/images/banner-x.jpg', '/images/art-x.gif', '/images/art-x.jpg?w=0']) {
      const res = await app.inject({ url });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json()).toMatchObject({ code: expect.any(String), messages: expect.any(Array) });
    }
    expect((await app.inject({ url: '/images/banner-x.jpg' })).json().code).toBe('IMAGE_NOT_FOUND');
  });
});

describe('mediaUrls', () => {
  it('builds absolute URLs the routes answer', async () => {
    const urls = mediaUrls('http://platform.test/');
    expect(urls.vodMaster('deep-zoom')).toBe('http://platform.test/media/vod/deep-zoom/master.m3u8');
    expect(urls.liveMaster('live-1', { dvrSeconds: 120, start: START, end: START + 3_600_000 })).toBe(
      `http://platform.test/media/live/live-1/master.m3u8?dvr=120&start=${START}&end=${START + 3_600_000}`,
    );
    expect(urls.liveMaster('channel-1')).toBe('http://platform.test/media/live/channel-1/master.m3u8');
    expect(urls.image('art-vod-001')).toBe('http://platform.test/images/art-vod-001.jpg');
    expect(urls.image('logo-channel-1')).toBe('http://platform.test/images/logo-channel-1.png');
    for (const url of [urls.chaptersVtt('deep-zoom'), urls.thumbnailsVtt('deep-zoom'), urls.skipMarkers('deep-zoom'), urls.subtitlesVtt('deep-zoom', 'ar')]) {
      expect((await app.inject({ url: url.replace('http://platform.test', '') })).statusCode).toBe(200);
    }
  });
});
