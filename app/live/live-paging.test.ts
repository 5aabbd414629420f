import { describe, expect, it } from 'vitest';
import { pageFromQuery } from './live-list.server';
import { appendLivePage, type PagedList } from './live-paging';
import { pageUrl } from './live-list-view';

const card = (id: string) => ({ id, type: 'LIVE' as const, title: id, accessLevel: 'GRANTED' as const, thumbnailUrl: 'http://p/i.jpg', href: `/live/${id}` });

describe('live list paging', () => {
  const first: PagedList = { cards: [card('a'), card('b')], page: 1, moreDataAvailable: true };

  it('appends the next page, skipping cards already shown', () => {
    const next = appendLivePage(first, { cards: [card('b'), card('c')], page: 2, moreDataAvailable: true });
    expect(next.cards.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(next.page).toBe(2);
    expect(next.moreDataAvailable).toBe(true);
  });

  it('stops when a page adds nothing new or says it is the last', () => {
    expect(appendLivePage(first, { cards: [card('a')], page: 2, moreDataAvailable: true }).moreDataAvailable).toBe(false);
    expect(appendLivePage(first, { cards: [card('z')], page: 2, moreDataAvailable: false }).moreDataAvailable).toBe(false);
  });

  it('ignores a page it already has (a late or repeated answer)', () => {
    expect(appendLivePage(first, { cards: [card('z')], page: 1, moreDataAvailable: true })).toBe(first);
  });

  it('reads the page query and writes next-page URLs', () => {
    expect(pageFromQuery(null)).toBe(1);
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery('0')).toBe(1);
    expect(pageFromQuery('-2')).toBe(1);
    expect(pageFromQuery('1e3')).toBe(1);
    expect(pageFromQuery('99999')).toBe(1);
    expect(pageUrl('/livenow?more=1', 2)).toBe('/livenow?more=1&p=2');
    expect(pageUrl('/livenow', 2)).toBe('/livenow?p=2');
  });
});

describe('next-page answers', () => {
  it('keeps renderable cards and refuses other shapes', async () => {
    const { listPageFrom } = await import('./live-paging');
    expect(listPageFrom({ list: { cards: [card('a'), { id: 'x' }, null], page: 2, moreDataAvailable: false } })).toEqual({
      cards: [card('a')],
      page: 2,
      moreDataAvailable: false,
    });
    expect(listPageFrom({ list: null, failed: true })).toBeNull();
    expect(listPageFrom('nope')).toBeNull();
  });

  it('writes the list data URL in the viewer’s path set with the route id', async () => {
    const { listDataUrl } = await import('./live-list-page.server');
    expect(listDataUrl('liveNow', 'en', true)).toBe('/livenow?more=1&view=sidebar&_data=screen%3AliveNow%3Aen');
    expect(listDataUrl('upcoming', 'es', false)).toBe('/proximamente?more=1&_data=screen%3Aupcoming%3Aes');
  });
});
