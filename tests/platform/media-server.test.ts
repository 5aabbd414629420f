/** The media plugin inside the real platform server: realm-free, CORS, JSON errors. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type Platform } from './harness.js';
import { mediaSignerFor } from '../../platform/media/stream-guard.js';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform({ seed: false });
});
afterAll(() => platform?.close());

describe('media routes in the platform', () => {
  it('serve HLS (signed) and images (public) without a Realm header', async () => {
    const signer = mediaSignerFor(platform.app.platform.config);
    const master = await platform.inject({ method: 'GET', url: signer.signUrl('/media/vod/colour-field/master.m3u8', 'guest') });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.headers['access-control-allow-origin']).toBe('*');
    const live = await platform.inject({ method: 'GET', url: signer.signUrl('/media/live/channel-1/360p/index.m3u8?dvr=60', 'guest') });
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('#EXT-X-PROGRAM-DATE-TIME:');
    const image = await platform.inject({ method: 'GET', url: '/images/art-vod-001--midnight-run.jpg?w=240' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('answer a signed live playlist with a delta update when the player asks for one (_HLS_skip, not signed)', async () => {
    const signer = mediaSignerFor(platform.app.platform.config);
    const signed = signer.signUrl('/media/live/channel-1/360p/index.m3u8?dvr=3600', 'guest');
    const full = await platform.inject({ method: 'GET', url: signed });
    expect(full.body).toContain('#EXT-X-SERVER-CONTROL:CAN-SKIP-UNTIL=');
    expect(full.body).not.toContain('#EXT-X-SKIP');
    const delta = await platform.inject({ method: 'GET', url: `${signed}&_HLS_skip=YES` });
    expect(delta.statusCode).toBe(200);
    expect(delta.body).toMatch(/#EXT-X-SKIP:SKIPPED-SEGMENTS=[1-9][0-9]*\n/);
    // The segments still listed carry the viewer's token like those of the full playlist.
    expect(delta.body.trim().split('\n').at(-1)).toMatch(/^[0-9]+\.ts\?exp=.*&sig=/);
    expect(delta.body.length).toBeLessThan(full.body.length / 10);
  });

  it('refuse stream files without a signature (403 in the platform error shape)', async () => {
    for (const url of ['/media/vod/colour-field/master.m3u8', '/media/live/live-1/master.m3u8', '/media/live/channel-1/360p/index.m3u8?dvr=60']) {
      const res = await platform.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(403);
      expect(platform.json(res)).toMatchObject({ code: 'MEDIA_URL_UNSIGNED', messages: [expect.any(String)], requestId: expect.any(String) });
    }
  });

  it('answer errors in the platform error shape', async () => {
    const res = await platform.inject({ method: 'GET', url: '/images/nothing-here.jpg' });
    expect(res.statusCode).toBe(404);
    expect(platform.json(res)).toMatchObject({ code: 'IMAGE_NOT_FOUND', messages: [expect.any(String)], requestId: expect.any(String) });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
