/**
 * The manifest call hands out signed stream URLs to the viewers it grants, bound to their
 * session, and the platform's media routes honour exactly those.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './harness.js';
import { REALM, startContentPlatform, type ContentPlatform } from './content-support.js';

let t: ContentPlatform;
beforeAll(async () => {
  t = await startContentPlatform();
});
afterAll(async () => {
  await t?.platform.close();
});

const manifest = async (kind: 'vod' | 'live', id: string, headers?: Record<string, string>) =>
  (await t.call('POST', `/v5/manifest/${kind}/${id}?includePlaybackDetails=URL`, headers)).body;
/** A media URL as the platform answers it (path and query; the host is the test's publicUrl). */
const media = (url: string) => {
  const u = new URL(url);
  return t.platform.inject({ method: 'GET', url: u.pathname + u.search });
};
const sidOf = (url: string) => new URL(url).searchParams.get('sid');

describe('signed URLs from the manifest call', () => {
  it('plays what it grants: stream, subtitles and thumbnail track answer 200', async () => {
    const answer = await manifest('vod', 'vod-021', t.subscriber);
    expect(answer.accessLevel).toBe('GRANTED');
    const [stream] = answer.streams;
    expect((await media(stream.url)).statusCode).toBe(200);
    expect((await media(stream.subtitles[0].url)).statusCode).toBe(200);
    const thumbs = await media(answer.annotations.thumbnails);
    expect(thumbs.statusCode).toBe(200);
    expect(thumbs.body).toMatch(/thumbnails\.jpg\?exp=\d+&sid=[^&]+&sig=[\w-]+#xywh=/);
  });

  it('binds a signed-in viewer to the session, another sign-in to another session, guests to the guest binding', async () => {
    const first = sidOf((await manifest('vod', 'vod-001', t.subscriber)).streams[0].url);
    const again = sidOf((await manifest('vod', 'vod-001', t.subscriber)).streams[0].url);
    const other = await signIn(t.platform, REALM, 'subscriber@example.com');
    const second = sidOf((await manifest('vod', 'vod-001', { authorization: `Bearer ${other.authorisationToken}` })).streams[0].url);
    expect(first).toBe(again);
    expect(second).not.toBe(first);
    expect(sidOf((await manifest('vod', 'vod-001', t.viewer)).streams[0].url)).not.toBe(first);
    expect(sidOf((await manifest('vod', 'vod-001', t.guest)).streams[0].url)).toBe('guest');
    expect(sidOf((await manifest('vod', 'vod-001')).streams[0].url)).toBe('guest');
  });

  it("refuses a URL moved to another viewer's session or another stream", async () => {
    const url = new URL((await manifest('vod', 'vod-021', t.subscriber)).streams[0].url);
    const otherSession = new URL(url);
    otherSession.searchParams.set('sid', sidOf((await manifest('vod', 'vod-001', t.viewer)).streams[0].url)!);
    expect((await media(otherSession.toString())).statusCode).toBe(403);
    const otherStream = new URL(url);
    otherStream.pathname = url.pathname.replace(/\/media\/vod\/[^/]+\//, (m) =>
      m.includes('deep-zoom') ? '/media/vod/neon-circuit/' : '/media/vod/deep-zoom/',
    );
    expect((await media(otherStream.toString())).statusCode).toBe(403);
  });

  it('gives a denied, geoblocked or sign-in-first viewer no URL at all', async () => {
    for (const [kind, id, headers] of [
      ['vod', 'vod-021', t.viewer],
      ['vod', 'vod-011', t.guest],
      ['vod', 'vod-045', { 'x-country': 'US' }],
      ['live', 'live-2', t.viewer],
      ['live', 'channel-2', undefined],
    ] as const) {
      const res = await t.call('POST', `/v5/manifest/${kind}/${id}`, headers as Record<string, string> | undefined);
      expect(res.body.accessLevel).not.toBe('GRANTED');
      expect(res.raw).not.toContain('/media/');
      expect(res.raw).not.toContain('sig=');
    }
  });

  it('signs live streams with half the VOD lifetime, and their playlists lead to playable segments', async () => {
    const ttl = t.platform.app.platform.config.mediaUrlTtlSeconds;
    const now = Math.floor(Date.now() / 1000);
    const vod = new URL((await manifest('vod', 'vod-001')).streams[0].url);
    const live = new URL((await manifest('live', 'live-2', t.subscriber)).streams[0].url);
    expect(Number(vod.searchParams.get('exp')) - now).toBeGreaterThanOrEqual(ttl - 2);
    expect(Number(vod.searchParams.get('exp')) - now).toBeLessThanOrEqual(ttl);
    expect(Number(live.searchParams.get('exp')) - now).toBeLessThanOrEqual(Math.ceil(ttl / 2));
    const master = await media(live.toString());
    expect(master.statusCode).toBe(200);
    const variant = master.body.split('\n').find((l: string) => l && !l.startsWith('#'))!;
    const playlist = await media(new URL(variant, live).toString());
    expect(playlist.statusCode).toBe(200);
    const segment = playlist.body.split('\n').find((l: string) => l && !l.startsWith('#'))!;
    expect(segment).toContain('sig=');
    expect((await media(new URL(segment, new URL(variant, live)).toString())).statusCode).toBe(200);
  });

  it('passes a token through the thumbnail-track redirect of /api/v4/vod/{id}/thumbnails.vtt', async () => {
    const signed = new URL((await manifest('vod', 'vod-001')).annotations.thumbnails);
    const redirect = await t.platform.inject({ method: 'GET', url: `/api/v4/vod/vod-001/thumbnails.vtt${signed.search}` });
    expect(redirect.statusCode).toBe(302);
    expect((await media(redirect.headers.location as string)).statusCode).toBe(200);
  });
});
