/**
 * Watchlists (spec 03 §7): every call, ownership rules, stale reorders, hostile names and the
 * parallel cases (50 adds of one item, parallel reorders), through the real request pipeline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startContentPlatform, type ContentPlatform } from './content-support.js';

let t: ContentPlatform;
beforeAll(async () => {
  t = await startContentPlatform();
});
afterAll(async () => {
  await t?.platform.close();
});

async function create(name: string, who = t.viewer): Promise<{ id: string; owner: string }> {
  const res = await t.call('POST', '/watchlists', who, { name });
  expect(res.status).toBe(201);
  return { id: res.body.id, owner: res.body.watchlist.ownerExternalId };
}
const add = (id: string, content: Array<{ id: string; contentType: string }>, who = t.viewer) =>
  t.call('POST', `/new-watchlists/${id}/content`, who, { content });
const vod = (id: string) => ({ id, contentType: 'VOD' });

describe('watchlists', () => {
  it('need a signed-in viewer', async () => {
    expectError(await t.get('/watchlists'), 401);
    expectError(await t.get('/watchlists', t.guest), 401, 'UNAUTHORISED');
    expectError(await t.call('POST', '/watchlists', t.guest, { name: 'x' }), 401);
    expectError(await t.get('/new-watchlists/x', t.guest), 401);
    expectError(await t.call('DELETE', '/api/v1/history', t.guest), 401);
  });

  it('create prepends, list pages 25 by default with lastSeen, only OWNED on request', async () => {
    const first = await create('Weekend');
    const second = await create('  Later  ');
    const list = await t.get('/watchlists', t.viewer);
    expect(list.status).toBe(200);
    const names = list.body.watchlists.map((w: any) => w.name);
    expect(names.slice(0, 2)).toEqual(['Later', 'Weekend']);
    expect(list.body.watchlists[0]).toMatchObject({
      watchlistExternalId: second.id,
      ownership: 'OWNED',
      saved: true,
      thumbnails: [],
      itemCount: 0,
      shareablePath: `/watchlists/${second.owner}/${second.id}`,
    });
    // Cursor: one per page.
    const page1 = await t.get('/watchlists?rpp=1', t.viewer);
    expect(page1.body.watchlists.map((w: any) => w.watchlistExternalId)).toEqual([second.id]);
    expect(page1.body.paging).toEqual({ lastSeen: second.id, moreDataAvailable: true });
    const page2 = await t.get(`/watchlists?rpp=1&lastSeen=${second.id}`, t.viewer);
    expect(page2.body.watchlists.map((w: any) => w.watchlistExternalId)).toEqual([first.id]);
    expect((await t.get('/watchlists?ownership=SHARED', t.viewer)).body.watchlists).toEqual([]);
    // 30 lists: the default page is 25.
    for (let i = 0; i < 28; i++) await create(`List ${i}`, t.subscriber);
    const many = await t.get('/watchlists', t.subscriber);
    expect(many.body.watchlists).toHaveLength(25);
    expect(many.body.paging.moreDataAvailable).toBe(true);
  });

  it('names: required, at most 60 characters, hostile text stored as text', async () => {
    expectError(await t.call('POST', '/watchlists', t.viewer, { name: '   ' }), 400, 'VALIDATION_ERROR');
    expectError(await t.call('POST', '/watchlists', t.viewer, {}), 400, 'VALIDATION_ERROR');
    expectError(await t.call('POST', '/watchlists', t.viewer, { name: 'x'.repeat(61) }), 400, 'WATCHLIST_NAME_TOO_LONG');
    expectError(await t.call('POST', '/watchlists', t.viewer, { name: 'x'.repeat(10_000) }), 400, 'WATCHLIST_NAME_TOO_LONG');
    expectError(await t.call('POST', '/watchlists', t.viewer, { name: 'x'.repeat(10_001) }), 400, 'VALIDATION_ERROR');
    // 60 characters of astral text are 120 UTF-16 units, and still allowed.
    expect((await t.call('POST', '/watchlists', t.viewer, { name: '🎬'.repeat(60) })).status).toBe(201);
    for (const name of ['<script>alert(1)</script>', "x'); drop table watchlists; --", 'قائمتي المفضلة', 'a\u200bb\u200f']) {
      const res = await t.call('POST', '/watchlists', t.viewer, { name });
      expect(res.status).toBe(201);
      const got = await t.get(`/new-watchlists/${res.body.id}`, t.viewer);
      expect(got.body.watchlist.name).toBe(name);
    }
  });

  it('add, duplicate, remove, thumbnails of the first four recomputed', async () => {
    const { id } = await create('Films');
    expectError(await add(id, [vod('vod-999')]), 400, 'UNKNOWN_CONTENT');
    expectError(await add(id, [{ id: 'vod-001', contentType: 'PLAYLIST' }]), 400, 'UNKNOWN_CONTENT');
    const added = await add(id, [vod('vod-001'), vod('vod-002'), { id: 'playlist-1', contentType: 'PLAYLIST' }, vod('vod-003'), vod('vod-004')]);
    expect(added.status).toBe(200);
    expect(added.body.added).toBe(5);
    expect(added.body.watchlist.itemCount).toBe(5);
    expect(added.body.watchlist.thumbnails).toHaveLength(4);
    expectError(await add(id, [vod('vod-002')]), 409, 'DUPLICATED_ITEM');
    const got = await t.get(`/new-watchlists/${id}?rpp=25`, t.viewer);
    expect(got.body.contentList.map((c: any) => c.id)).toEqual(['vod-001', 'vod-002', 'playlist-1', 'vod-003', 'vod-004']);
    expect(got.body.contentList[2].contentType).toBe('PLAYLIST');
    const before = got.body.watchlist.thumbnails;
    const removed = await t.call('DELETE', `/new-watchlists/${id}/content/VOD/vod-001`, t.viewer);
    expect(removed.status).toBe(200);
    expect(removed.body.itemCount).toBe(4);
    expect(removed.body.thumbnails).not.toEqual(before);
    expect(removed.body.thumbnails[0]).toBe(before[1]);
    // Removing again is harmless.
    expect((await t.call('DELETE', `/new-watchlists/${id}/content/VOD/vod-001`, t.viewer)).status).toBe(200);
    // Item paging with lastSeen.
    const p1 = await t.get(`/new-watchlists/${id}?rpp=2`, t.viewer);
    expect(p1.body.paging).toEqual({ lastSeen: 'playlist-1', moreDataAvailable: true });
    const p2 = await t.get(`/new-watchlists/${id}?rpp=2&lastSeen=playlist-1`, t.viewer);
    expect(p2.body.contentList.map((c: any) => c.id)).toEqual(['vod-003', 'vod-004']);
    expect(p2.body.paging.moreDataAvailable).toBe(false);
  });

  it('50 parallel adds of one item leave one entry', async () => {
    const { id } = await create('Race');
    const results = await Promise.all(Array.from({ length: 50 }, () => add(id, [vod('vod-005')])));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const got = await t.get(`/new-watchlists/${id}`, t.viewer);
    expect(got.body.contentList.map((c: any) => c.id)).toEqual(['vod-005']);
    // 20 different items in parallel: every one lands once, positions distinct.
    await Promise.all(Array.from({ length: 20 }, (_, i) => add(id, [vod(`vod-0${String(i + 10).padStart(2, '0')}`)])));
    const all = await t.get(`/new-watchlists/${id}?rpp=100`, t.viewer);
    expect(all.body.contentList).toHaveLength(21);
    expect(new Set(all.body.contentList.map((c: any) => c.id)).size).toBe(21);
  });

  it('reorder a page; a stale page or version is a 409 conflict and changes nothing', async () => {
    const { id } = await create('Order');
    await add(id, ['vod-001', 'vod-002', 'vod-003', 'vod-004', 'vod-005'].map(vod));
    const shown = await t.get(`/new-watchlists/${id}?rpp=2&lastSeen=vod-002`, t.viewer);
    expect(shown.body.contentList.map((c: any) => c.id)).toEqual(['vod-003', 'vod-004']);
    const version = shown.body.watchlist.version;
    const moved = await t.call('POST', `/new-watchlists/${id}?lastSeen=vod-002`, t.viewer, { content: [vod('vod-004'), vod('vod-003')], version });
    expect(moved.status).toBe(200);
    expect(moved.body.version).toBe(version + 1);
    const order = async () => (await t.get(`/new-watchlists/${id}`, t.viewer)).body.contentList.map((c: any) => c.id);
    expect(await order()).toEqual(['vod-001', 'vod-002', 'vod-004', 'vod-003', 'vod-005']);
    // The same request again names an old version.
    expectError(
      await t.call('POST', `/new-watchlists/${id}?lastSeen=vod-002`, t.viewer, { content: [vod('vod-004'), vod('vod-003')], version }),
      409,
      'STALE_WATCHLIST',
    );
    // A page that no longer holds these items.
    expectError(await t.call('POST', `/new-watchlists/${id}`, t.viewer, { content: [vod('vod-003'), vod('vod-001')] }), 409, 'STALE_WATCHLIST');
    // An anchor that left the list.
    expectError(await t.call('POST', `/new-watchlists/${id}?lastSeen=vod-999`, t.viewer, { content: [vod('vod-001')] }), 409, 'STALE_WATCHLIST');
    // Repeated items.
    expectError(await t.call('POST', `/new-watchlists/${id}`, t.viewer, { content: [vod('vod-001'), vod('vod-001')] }), 409, 'STALE_WATCHLIST');
    expect(await order()).toEqual(['vod-001', 'vod-002', 'vod-004', 'vod-003', 'vod-005']);
    // Thumbnails follow the new order.
    const first = await t.call('POST', `/new-watchlists/${id}`, t.viewer, { content: [vod('vod-002'), vod('vod-001')] });
    const firstCards = (await t.get(`/new-watchlists/${id}`, t.viewer)).body.contentList;
    expect(first.body.thumbnails).toEqual(firstCards.slice(0, 4).map((c: any) => c.thumbnailUrl));
    // Ten parallel reorders of one version: one wins, the others are told the page is stale.
    const v = first.body.version;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.call('POST', `/new-watchlists/${id}`, t.viewer, { content: [vod('vod-001'), vod('vod-002')], version: v })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
  });

  it('rename and delete by the owner only; shared lists are read and saved by others', async () => {
    const { id, owner } = await create('Mine');
    await add(id, [vod('vod-001')]);
    const renamed = await t.call('PUT', `/watchlists/${id}`, t.viewer, { name: 'Ours' });
    expect(renamed.body).toMatchObject({ name: 'Ours', ownership: 'OWNED' });
    expectError(await t.call('PUT', `/watchlists/${id}`, t.viewer, { name: 'y'.repeat(61) }), 400, 'WATCHLIST_NAME_TOO_LONG');
    // Another viewer holding the address reads it as SHARED, unsaved, and cannot change it.
    const seen = await t.get(`/new-watchlists/${id}`, t.subscriber);
    expect(seen.body.watchlist).toMatchObject({ ownership: 'SHARED', saved: false, name: 'Ours' });
    expectError(await t.call('PUT', `/watchlists/${id}`, t.subscriber, { name: 'Theirs' }), 403, 'NOT_WATCHLIST_OWNER');
    expectError(await add(id, [vod('vod-002')], t.subscriber), 403, 'NOT_WATCHLIST_OWNER');
    expectError(await t.call('DELETE', `/new-watchlists/${id}/content/VOD/vod-001`, t.subscriber), 403);
    expectError(await t.call('POST', `/new-watchlists/${id}`, t.subscriber, { content: [vod('vod-001')] }), 403);
    expectError(await t.call('POST', `/watchlists/${id}/${id}/save`, t.subscriber), 404, 'UNKNOWN_WATCHLIST');
    // Saving: idempotent, listed as SHARED.
    for (let i = 0; i < 2; i++)
      expect((await t.call('POST', `/watchlists/${owner}/${id}/save`, t.subscriber)).body).toMatchObject({ saved: true, ownership: 'SHARED' });
    expectError(await t.call('POST', `/watchlists/${owner}/${id}/save`, t.viewer), 409, 'OWN_WATCHLIST');
    const shared = await t.get('/watchlists?ownership=SHARED', t.subscriber);
    expect(shared.body.watchlists.map((w: any) => w.watchlistExternalId)).toEqual([id]);
    expect((await t.get('/watchlists?ownership=OWNED', t.subscriber)).body.watchlists.some((w: any) => w.watchlistExternalId === id)).toBe(false);
    // The other viewer's delete takes it out of their list only.
    const unsaved = await t.call('DELETE', `/watchlists/${owner}/${id}`, t.subscriber);
    expect(unsaved.body).toEqual({ id, deleted: false, saved: false });
    expect((await t.get(`/new-watchlists/${id}`, t.viewer)).status).toBe(200);
    // The owner's delete removes it for everyone.
    const deleted = await t.call('DELETE', `/watchlists/${owner}/${id}`, t.viewer);
    expect(deleted.body).toEqual({ id, deleted: true, saved: false });
    expectError(await t.get(`/new-watchlists/${id}`, t.viewer), 404, 'UNKNOWN_WATCHLIST');
    expectError(await t.call('DELETE', `/watchlists/${owner}/${id}`, t.viewer), 404);
  });

  it('adjacency: videos before and after one item, size 5', async () => {
    const { id, owner } = await create('Marathon');
    const ids = Array.from({ length: 12 }, (_, i) => `vod-0${String(i + 30).padStart(2, '0')}`);
    await add(id, [...ids.slice(0, 6).map(vod), { id: 'playlist-1', contentType: 'PLAYLIST' }, ...ids.slice(6).map(vod)]);
    const res = await t.get(`/watchlists/${owner}/${id}/adjacentTo/${ids[6]}?size=5`, t.viewer);
    expect(res.status).toBe(200);
    expect(res.body.precedingVods.map((c: any) => c.id)).toEqual(ids.slice(1, 6));
    expect(res.body.followingVods.map((c: any) => c.id)).toEqual(ids.slice(7, 12));
    const def = await t.get(`/watchlists/${owner}/${id}/adjacentTo/${ids[0]}`, t.subscriber);
    expect(def.body.precedingVods).toEqual([]);
    expect(def.body.followingVods).toHaveLength(5);
    expect((await t.get(`/watchlists/${owner}/${id}/adjacentTo/vod-999`, t.viewer)).body).toEqual({ precedingVods: [], followingVods: [] });
    expectError(await t.get(`/watchlists/${owner}/nope/adjacentTo/${ids[0]}`, t.viewer), 404);
  });

  it('history clears', async () => {
    expect((await t.call('PUT', '/api/v1/progress/vod-001', t.viewer, { position: 30 })).status).toBeLessThan(300);
    expect((await t.get('/api/v1/history', t.viewer)).body.totalHistoryVideos).toBeGreaterThan(0);
    expect((await t.call('DELETE', '/api/v1/history', t.viewer)).status).toBe(204);
    expect((await t.get('/api/v1/history', t.viewer)).body).toMatchObject({ videos: [], totalHistoryVideos: 0 });
  });
});
