/** Video reviews: who may review, one review per viewer per video, bounds and hostile text. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startContentPlatform, type ContentPlatform } from './content-support.js';

let t: ContentPlatform;
beforeAll(async () => {
  t = await startContentPlatform();
});
afterAll(async () => {
  await t?.platform.close();
});

const post = (id: string, who: Record<string, string> | undefined, body: unknown) => t.call('POST', `/review/vods/${id}`, who, body);

describe('reviews', () => {
  it('answers a summary to anyone, allowing only signed-in viewers granted the video', async () => {
    expect((await t.get('/review/vods/vod-001')).body).toEqual({ id: 'vod-001', allowed: false, averageRating: null, reviewCount: 0, mine: null });
    expect((await t.get('/review/vods/vod-001', t.guest)).body.allowed).toBe(false);
    expect((await t.get('/review/vods/vod-001', t.viewer)).body.allowed).toBe(true);
    // A licence video: the viewer without a subscription may not review it, the subscriber may.
    expect((await t.get('/review/vods/vod-021', t.viewer)).body.allowed).toBe(false);
    expect((await t.get('/review/vods/vod-021', t.subscriber)).body.allowed).toBe(true);
    expectError(await t.get('/review/vods/vod-999', t.viewer), 404, 'UNKNOWN_VOD');
  });

  it('refuses guests, viewers without access and unknown videos', async () => {
    expectError(await post('vod-001', undefined, { rating: 4 }), 401);
    expectError(await post('vod-001', t.guest, { rating: 4 }), 401);
    expectError(await post('vod-021', t.viewer, { rating: 4 }), 403, 'REVIEW_NOT_ALLOWED');
    expectError(await post('vod-999', t.viewer, { rating: 4 }), 404, 'UNKNOWN_VOD');
    expect((await t.get('/review/vods/vod-021')).body.reviewCount).toBe(0);
  });

  it('validates the rating and bounds the text', async () => {
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 3.5 }, { rating: '4' }, { rating: 4, text: 'x'.repeat(501) }, { rating: 4, extra: 1 }]) {
      expectError(await post('vod-002', t.viewer, body), 400, 'VALIDATION_ERROR');
    }
    expectError(await post('vod-002', t.viewer, { rating: 4, text: 'x'.repeat(10_000) }), 400);
    expect((await t.get('/review/vods/vod-002')).body.reviewCount).toBe(0);
  });

  it('keeps one review per viewer per video, replaced on resubmission', async () => {
    const first = await post('vod-003', t.viewer, { rating: 2, text: 'Slow start.' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: 'vod-003', allowed: true, averageRating: 2, reviewCount: 1, mine: { rating: 2, text: 'Slow start.' } });
    const second = await post('vod-003', t.viewer, { rating: 5 });
    expect(second.body).toMatchObject({ averageRating: 5, reviewCount: 1, mine: { rating: 5, text: null } });
    await post('vod-003', t.subscriber, { rating: 4, text: 'Good' });
    const summary = await t.get('/review/vods/vod-003', t.subscriber);
    expect(summary.body).toMatchObject({ averageRating: 4.5, reviewCount: 2, mine: { rating: 4, text: 'Good' } });
    expect(Date.parse(summary.body.mine.updatedAt)).not.toBeNaN();
  });

  it('stores hostile text as plain text without invisible characters', async () => {
    const text = "  <script>alert(1)</script>\u200B\u202E\u0007 '; drop table reviews; --\r\n\r\n\r\n\r\nمرحبا  ";
    const res = await post('vod-004', t.viewer, { rating: 1, text });
    expect(res.status).toBe(200);
    expect(res.body.mine.text).toBe("<script>alert(1)</script> '; drop table reviews; --\n\nمرحبا");
    // Blank text is no text.
    expect((await post('vod-004', t.viewer, { rating: 1, text: ' \u200B\n ' })).body.mine.text).toBeNull();
  });

  it('leaves exactly one review after 50 parallel posts', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => post('vod-006', t.viewer, { rating: (i % 5) + 1, text: `take ${i}` })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const summary = await t.get('/review/vods/vod-006', t.viewer);
    expect(summary.body.reviewCount).toBe(1);
    expect(summary.body.mine.text).toMatch(/^take \d+$/);
  });
});
