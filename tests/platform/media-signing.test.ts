/**
 * Signed stream URLs on the media plugin (bare Fastify, injected clock): who gets a 403,
 * and how playlists carry the token to variants, segments, subtitles and sprites.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config.js';
import { installErrorHandling } from '../../platform/errors.js';
import { createMediaPlugin } from '../../platform/media/index.js';
import { signPlaylist, signThumbnailTrack, withQuery } from '../../platform/media/playlist-tokens.js';
import { GUEST_BINDING, MediaSigner, mediaSigningKey, streamPrefix } from '../../platform/media/signing.js';

const START = Date.UTC(2026, 0, 1, 20, 0, 0);
let clock = START + 101_000;
const TTL = 600;
const signer = new MediaSigner({ key: 'media-signing-test-key-0123456789abcdef', ttlSeconds: TTL, now: () => clock });
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  installErrorHandling(app);
  await app.register(async (scope) => createMediaPlugin({ imageCacheDir: null, now: () => clock, signer })(scope));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ url });
const uris = (playlist: string) =>
  [...playlist.matchAll(/URI="([^"]+)"/g)].map((m) => m[1]).concat(playlist.split('\n').filter((l) => l.trim() && !l.startsWith('#')));

function expectRefused(res: Awaited<ReturnType<typeof get>>, code: string) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ code, messages: [expect.any(String)], requestId: expect.any(String) });
  expect(res.headers['access-control-allow-origin']).toBe('*');
  expect(res.headers['cache-control']).toBe('no-store');
}

describe('refusals', () => {
  const master = '/media/vod/neon-circuit/master.m3u8';

  it('refuses an unsigned request for every kind of stream file, before validating it', async () => {
    for (const url of [
      master,
      '/media/vod/neon-circuit/720p/seg_000.ts',
      '/media/vod/neon-circuit/subs/en.vtt',
      '/media/vod/neon-circuit/thumbnails.jpg',
      '/media/vod/neon-circuit/no-such-file.ts',
      `/media/live/live-1/master.m3u8?start=${START}`,
      '/media/live/live-1/360p/index.m3u8',
      '/media/live/live-1/360p/3.ts',
    ]) {
      expectRefused(await get(url), 'MEDIA_URL_UNSIGNED');
    }
  });

  it('serves a signed URL', async () => {
    const res = await get(signer.signUrl(master, 'session-a'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
  });

  it('refuses a tampered signature, another asset, another session, an edited expiry and partial tokens', async () => {
    const signed = new URL(signer.signUrl(master, 'session-a'), 'http://x');
    const variant = (edit: (q: URLSearchParams) => void, path = signed.pathname) => {
      const q = new URLSearchParams(signed.search);
      edit(q);
      return `${path}?${q}`;
    };
    const sig = signed.searchParams.get('sig')!;
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    expectRefused(await get(variant((q) => q.set('sig', flipped))), 'MEDIA_URL_INVALID');
    expectRefused(await get(variant(() => undefined, '/media/vod/deep-zoom/master.m3u8')), 'MEDIA_URL_INVALID');
    expectRefused(await get(variant((q) => q.set('sid', 'session-b'))), 'MEDIA_URL_INVALID');
    expectRefused(await get(variant((q) => q.set('exp', String(Number(q.get('exp')) + 3600)))), 'MEDIA_URL_INVALID');
    expectRefused(await get(variant((q) => q.delete('sig'))), 'MEDIA_URL_INVALID');
    expectRefused(await get(variant((q) => q.set('sid', 'bad binding!'))), 'MEDIA_URL_INVALID');
    // A live token does not open a VOD folder of the same name, nor the other way round.
    const live = new URL(signer.signUrl('/media/live/neon-circuit/master.m3u8', 'session-a'), 'http://x');
    expectRefused(await get(`/media/vod/neon-circuit/master.m3u8${live.search}`), 'MEDIA_URL_INVALID');
  });

  it('refuses an expired URL, VOD after the TTL and live after half of it', async () => {
    const saved = clock;
    try {
      const vod = signer.signUrl(master, 'session-a');
      const live = signer.signUrl(`/media/live/live-1/master.m3u8?dvr=60&start=${START}`, 'session-a');
      expect(Number(new URL(vod, 'http://x').searchParams.get('exp'))).toBe(Math.floor(clock / 1000) + TTL);
      clock += (TTL / 2) * 1000 - 1000;
      expect((await get(live)).statusCode).toBe(200);
      clock += 1000;
      expectRefused(await get(live), 'MEDIA_URL_EXPIRED');
      expect((await get(vod)).statusCode).toBe(200);
      clock = saved + TTL * 1000;
      expectRefused(await get(vod), 'MEDIA_URL_EXPIRED');
    } finally {
      clock = saved;
    }
  });

  it('leaves artwork public', async () => {
    expect((await get('/images/art-vod-001--midnight-run.jpg?w=240')).statusCode).toBe(200);
  });
});

describe('playlists carry the token', () => {
  it('VOD: every URI reached from a signed master (variants, segments, subtitle playlists and files) carries it and answers 200', async () => {
    const masterUrl = signer.signUrl('/media/vod/deep-zoom/master.m3u8', 'session-a');
    const token = new URL(masterUrl, 'http://x').search.slice(1);
    const master = (await get(masterUrl)).body;
    const children = uris(master);
    expect(children.length).toBeGreaterThanOrEqual(5); // 2 variants + 3 subtitle playlists
    let files = 0;
    for (const child of children) {
      expect(child.endsWith(token)).toBe(true);
      const playlist = await get(`/media/vod/deep-zoom/${child}`);
      expect(playlist.statusCode).toBe(200);
      const folder = child.includes('/') ? child.slice(0, child.lastIndexOf('/') + 1) : '';
      for (const leaf of uris(playlist.body)) {
        expect(leaf).toMatch(new RegExp(`\\.(ts|vtt)\\?${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        expect((await get(`/media/vod/deep-zoom/${folder}${leaf}`)).statusCode).toBe(200);
        files += 1;
      }
    }
    expect(files).toBeGreaterThan(10);
  });

  it('VOD: the thumbnail track points at its sprite with the token; subtitle cue text is served as is', async () => {
    const track = await get(signer.signUrl('/media/vod/neon-circuit/thumbnails.vtt', 'session-a'));
    const refs = track.body.split('\n').filter((l: string) => l.startsWith('thumbnails.jpg'));
    expect(refs.length).toBeGreaterThan(3);
    for (const ref of refs) expect(ref).toMatch(/^thumbnails\.jpg\?exp=\d+&sid=session-a&sig=[\w-]+#xywh=\d+,\d+,\d+,\d+$/);
    const sprite = refs[0].replace(/#.*/, '');
    expect((await get(`/media/vod/neon-circuit/${sprite}`)).headers['content-type']).toBe('image/jpeg');
    const subtitles = await get(signer.signUrl('/media/vod/neon-circuit/subs/en.vtt', 'session-a'));
    expect(subtitles.statusCode).toBe(200);
    expect(subtitles.body).toMatch(/^WEBVTT/);
    expect(subtitles.body).not.toContain('sig=');
  });

  it('VOD: a rewritten playlist has its own ETag and still answers 304', async () => {
    const url = signer.signUrl('/media/vod/neon-circuit/360p/index.m3u8', 'session-a');
    const first = await get(url);
    const other = await get(signer.signUrl('/media/vod/neon-circuit/360p/index.m3u8', 'session-b'));
    expect(first.headers.etag).not.toBe(other.headers.etag);
    expect((await app.inject({ url, headers: { 'if-none-match': first.headers.etag as string } })).statusCode).toBe(304);
  });

  it('live: the master lists variants with the window and the token; variants list segments with the token', async () => {
    const masterUrl = signer.signUrl(`/media/live/live-1/master.m3u8?dvr=30&start=${START}`, 'guest');
    const token = new URL(masterUrl, 'http://x').search.match(/exp=.*$/)![0];
    const variants = uris((await get(masterUrl)).body);
    expect(variants).toHaveLength(2);
    for (const variant of variants) {
      expect(variant).toMatch(new RegExp(`^\\d+p/index\\.m3u8\\?dvr=30&start=${START}&${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      const playlist = await get(`/media/live/live-1/${variant}`);
      expect(playlist.statusCode).toBe(200);
      const segments = uris(playlist.body);
      expect(segments.length).toBeGreaterThan(3);
      const folder = variant.slice(0, variant.indexOf('/') + 1);
      for (const segment of segments) {
        expect(segment).toMatch(new RegExp(`^\\d+\\.ts\\?${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        expect((await get(`/media/live/live-1/${folder}${segment}`)).statusCode).toBe(200);
      }
    }
  });
});

describe('signing helpers', () => {
  it('finds the stream folder of a media path and nothing else', () => {
    expect(streamPrefix('/media/vod/neon-circuit/720p/seg_000.ts')).toEqual({ prefix: '/media/vod/neon-circuit/', kind: 'vod' });
    expect(streamPrefix('/base/media/live/live-1/master.m3u8')).toEqual({ prefix: '/media/live/live-1/', kind: 'live' });
    expect(streamPrefix('/images/art-1.jpg')).toBeNull();
    expect(signer.signUrl('http://p.test/images/art-1.jpg', 'guest')).toBe('http://p.test/images/art-1.jpg');
  });

  it('replaces an older token instead of stacking a second one', () => {
    const once = signer.signUrl('http://p.test/media/vod/a/master.m3u8?x=1', 'one');
    const twice = new URL(signer.signUrl(once, 'two'));
    expect(twice.searchParams.getAll('sig')).toHaveLength(1);
    expect(twice.searchParams.get('sid')).toBe('two');
    expect(twice.searchParams.get('x')).toBe('1');
  });

  it('binds guests together, sessions by id and users without a session by an opaque digest', () => {
    expect(signer.binding(null)).toBe(GUEST_BINDING);
    expect(signer.binding({ id: 'guest:123', isGuest: true })).toBe(GUEST_BINDING);
    expect(signer.binding({ id: 'u1', isGuest: false, sid: 'fam-1' })).toBe('fam-1');
    const digest = signer.binding({ id: 'user-42', isGuest: false });
    expect(digest).toMatch(/^u\.[\w-]{22}$/);
    expect(digest).not.toContain('42');
  });

  it('derives the key from the JWT secret unless a media secret is set', () => {
    const derived = mediaSigningKey({ jwtSecret: 'j'.repeat(32) });
    expect(derived).toHaveLength(32);
    expect(Buffer.from(derived).equals(Buffer.from(mediaSigningKey({ jwtSecret: 'k'.repeat(32) })))).toBe(false);
    expect(Buffer.from(mediaSigningKey({ jwtSecret: 'j'.repeat(32), mediaSigningSecret: 's'.repeat(32) })).toString()).toBe('s'.repeat(32));
  });

  it('reads the lifetime and an own key from the environment, with checks', () => {
    const quiet = () => undefined;
    expect(loadConfig({}, quiet)).toMatchObject({ mediaUrlTtlSeconds: 600, mediaSigningSecret: undefined });
    expect(loadConfig({ MEDIA_URL_TTL_SECONDS: '20', MEDIA_SIGNING_SECRET: 'm'.repeat(32) }, quiet)).toMatchObject({
      mediaUrlTtlSeconds: 20,
      mediaSigningSecret: 'm'.repeat(32),
    });
    expect(() => loadConfig({ MEDIA_URL_TTL_SECONDS: '5' }, quiet)).toThrow(ConfigError);
    expect(() => loadConfig({ MEDIA_SIGNING_SECRET: 'short' }, quiet)).toThrow(/MEDIA_SIGNING_SECRET: must be at least 32 characters/);
  });

  it('rewrites only relative URIs, keeping fragments and other hosts untouched', () => {
    expect(withQuery('seg.ts', 'a=1')).toBe('seg.ts?a=1');
    expect(withQuery('x.m3u8?dvr=1', 'a=1')).toBe('x.m3u8?dvr=1&a=1');
    expect(withQuery('t.jpg#xywh=0,0,1,1', 'a=1')).toBe('t.jpg?a=1#xywh=0,0,1,1');
    expect(withQuery('https://cdn.example/seg.ts', 'a=1')).toBe('https://cdn.example/seg.ts');
    expect(withQuery('//cdn.example/seg.ts', 'a=1')).toBe('//cdn.example/seg.ts');
    const playlist =
      '#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI="key.bin"\n#EXT-X-MAP:URI="init.mp4"\n#EXT-X-KEY:METHOD=SAMPLE-AES,URI="skd://id"\n#EXTINF:4,\nseg.m4s\n';
    expect(signPlaylist(playlist, 'a=1')).toBe(
      '#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI="key.bin?a=1"\n#EXT-X-MAP:URI="init.mp4?a=1"\n#EXT-X-KEY:METHOD=SAMPLE-AES,URI="skd://id"\n#EXTINF:4,\nseg.m4s?a=1\n',
    );
    expect(signThumbnailTrack('WEBVTT\n\n00:00.000 --> 00:04.000\nsee photo.jpg now\n', 'a=1')).toContain('see photo.jpg now');
  });
});
