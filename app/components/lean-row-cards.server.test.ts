import { describe, expect, it } from 'vitest';
import { leanRowCards, rowShowsPosters } from './lean-row-cards.server';

const vod = {
  id: 'v1',
  type: 'VOD',
  title: 'A',
  thumbnailUrl: 't.jpg',
  posterUrl: 'p.jpg',
  startDate: '2025-01-01T00:00:00Z',
  favourite: true,
  href: '/video/v1',
};
const live = {
  id: 'l1',
  type: 'LIVE',
  title: 'L',
  thumbnailUrl: 't.jpg',
  startDate: '2025-01-01T00:00:00Z',
  endDate: '2025-01-01T02:00:00Z',
  liveEventId: 'l1',
  href: '/live/l1',
};
const page = (type: string, props: Record<string, unknown> = {}) => ({
  sectionId: 'home',
  rows: [{ ok: true, type, props, context: { bucket: { bucketId: 'b', contentList: [vod, live] } } }],
});
const cards = (p: ReturnType<typeof page>) => (p.rows[0].context as { bucket: { contentList: Array<Record<string, unknown>> } }).bucket.contentList;

describe('leanRowCards', () => {
  it('drops what only the server read, keeps what cards render', () => {
    const [leanVod, leanLive] = cards(leanRowCards(page('standard')));
    expect(leanVod).toEqual({ id: 'v1', type: 'VOD', title: 'A', thumbnailUrl: 't.jpg', href: '/video/v1' });
    // A LIVE card tells from its dates whether it is on air.
    expect(leanLive).toEqual({ id: 'l1', type: 'LIVE', title: 'L', thumbnailUrl: 't.jpg', startDate: live.startDate, endDate: live.endDate, href: '/live/l1' });
  });

  it('keeps poster artwork for rows that show posters', () => {
    expect(cards(leanRowCards(page('poster')))[0].posterUrl).toBe('p.jpg');
    expect(cards(leanRowCards(page('standard', { displayPosters: true })))[0].posterUrl).toBe('p.jpg');
    expect(rowShowsPosters('playlist', { playlistImageType: 'POSTER' })).toBe(true);
    expect(rowShowsPosters('playlist', { playlistImageType: 'THUMBNAIL' })).toBe(false);
  });

  it('copies: the input (possibly a shared cache entry) is left as it was', () => {
    const input = page('standard');
    leanRowCards(input);
    expect(cards(input)[0]).toBe(vod);
    expect(vod.favourite).toBe(true);
  });
});
