/** The media plugin inside the real platform server: realm-free, CORS, JSON errors. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type Platform } from './harness.js';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform({ seed: false });
});
afterAll(() => platform?.close());

describe('media routes in the platform', () => {
  it('serve HLS and images without a Realm header', async () => {
    const master = await platform.inject({ method: 'GET', url: '/media/vod/colour-field/master.m3u8' });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.headers['access-control-allow-origin']).toBe('*');
    const live = await platform.inject({ method: 'GET', url: '/media/live/channel-1/360p/index.m3u8?dvr=60' });
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('#EXT-X-PROGRAM-DATE-TIME:');
    const image = await platform.inject({ method: 'GET', url: '/images/art-vod-001--midnight-run.jpg?w=240' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('answer errors in the platform error shape', async () => {
    const res = await platform.inject({ method: 'GET', url: '/images/nothing-here.jpg' });
    expect(res.statusCode).toBe(404);
    expect(platform.json(res)).toMatchObject({ code: 'IMAGE_NOT_FOUND', messages: [expect.any(String)], requestId: expect.any(String) });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
