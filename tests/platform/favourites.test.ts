/** Favourite videos: sign-in required, idempotent add/remove, paging, concurrent toggles. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startContentPlatform, type ContentPlatform } from './content-support.js';

let t: ContentPlatform;
beforeAll(async () => {
  t = await startContentPlatform();
});
afterAll(async () => {
  await t?.platform.close();
});

describe('favourites', () => {
  it('needs a signed-in viewer', async () => {
    expectError(await t.get('/favourite/vods'), 401, 'UNAUTHORISED');
    expectError(await t.get('/favourite/vods', t.guest), 401, 'UNAUTHORISED');
    expectError(await t.call('PUT', '/favourite/vods/vod-001', t.guest), 401);
    expectError(await t.call('DELETE', '/favourite/vods/vod-001'), 401);
  });

  it('adds and removes idempotently and flags cards', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.call('PUT', '/favourite/vods/vod-002', t.viewer);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: 'vod-002', favourite: true });
    }
    let list = await t.get('/favourite/vods', t.viewer);
    expect(list.body.vods.map((v: any) => v.id)).toEqual(['vod-002']);
    expect(list.body.vods[0].favourite).toBe(true);
    expect((await t.get('/api/v4/vod/vod-002', t.viewer)).body.favourite).toBe(true);
    // Another viewer's favourites are their own.
    expect((await t.get('/favourite/vods', t.subscriber)).body.totalResults).toBe(0);
    expect((await t.get('/api/v4/vod/vod-002', t.subscriber)).body.favourite).toBe(false);
    for (let i = 0; i < 2; i++) {
      const res = await t.call('DELETE', '/favourite/vods/vod-002', t.viewer);
      expect(res.body).toEqual({ id: 'vod-002', favourite: false });
    }
    list = await t.get('/favourite/vods', t.viewer);
    expect(list.body).toMatchObject({ vods: [], totalResults: 0, totalPages: 0 });
  });

  it('pages 9 at a time by default, newest first', async () => {
    const ids = Array.from({ length: 11 }, (_, i) => `vod-0${String(i + 20).padStart(2, '0')}`);
    for (const id of ids) expect((await t.call('PUT', `/favourite/vods/${id}`, t.subscriber)).status).toBe(200);
    const first = await t.get('/favourite/vods', t.subscriber);
    expect(first.body.vods).toHaveLength(9);
    expect(first.body).toMatchObject({ page: 1, totalPages: 2, totalResults: 11 });
    expect(first.body.vods[0].id).toBe('vod-030');
    const second = await t.get('/favourite/vods?p=2', t.subscriber);
    expect(second.body.vods).toHaveLength(2);
    const all = [...first.body.vods, ...second.body.vods].map((v: any) => v.id);
    expect(new Set(all)).toEqual(new Set(ids));
    expectError(await t.get('/favourite/vods?rpp=0', t.subscriber), 400, 'VALIDATION_ERROR');
    expectError(await t.get('/favourite/vods?p=-1', t.subscriber), 400, 'VALIDATION_ERROR');
  });

  it('answers 404 for an unknown video', async () => {
    expectError(await t.call('PUT', '/favourite/vods/vod-999', t.viewer), 404, 'UNKNOWN_VOD');
    expectError(await t.call('DELETE', '/favourite/vods/vod-999', t.viewer), 404, 'UNKNOWN_VOD');
  });

  it('stays consistent under 50 concurrent toggles', async () => {
    const calls = Array.from({ length: 50 }, (_, i) => t.call(i % 2 === 0 ? 'PUT' : 'DELETE', `/favourite/vods/vod-00${(i % 5) + 1}`, t.viewer));
    const results = await Promise.all(calls);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const list = await t.get('/favourite/vods?rpp=50', t.viewer);
    const ids = list.body.vods.map((v: any) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(list.body.totalResults).toBe(ids.length);
    // Settle with 50 concurrent adds of one video: exactly one favourite row.
    await Promise.all(Array.from({ length: 50 }, () => t.call('PUT', '/favourite/vods/vod-009', t.viewer)));
    const after = await t.get('/favourite/vods?rpp=50', t.viewer);
    expect(after.body.vods.filter((v: any) => v.id === 'vod-009')).toHaveLength(1);
  });
});
