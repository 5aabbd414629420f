import { describe, expect, it } from 'vitest';
import { applyCardList, cardListQuery, readCardListState, searchDelay, tidyQuery } from './card-list-query';

const q = (s: string) => readCardListState(new URLSearchParams(s));

describe('card list query', () => {
  it('debounces search by length: 1–2 characters 2 s, 0 or 3 at once, longer 1 s', () => {
    expect([0, 1, 2, 3, 4, 20].map(searchDelay)).toEqual([0, 2000, 2000, 0, 1000, 1000]);
  });

  it('relevance removes the sort parameters; an empty query removes q', () => {
    expect(tidyQuery(new URLSearchParams('q=&sort=relevance&order=desc&p=3')).toString()).toBe('');
    expect(tidyQuery(new URLSearchParams('q=+ab+&sort=title&order=desc&p=3')).toString()).toBe('q=ab&sort=title&order=desc');
    expect(cardListQuery({ sort: 'relevance', order: 'desc', q: '' })).toEqual({});
    // The form's single sort field.
    expect(tidyQuery(new URLSearchParams('q=&type=&sortBy=date-desc')).toString()).toBe('sort=date&order=desc');
    expect(tidyQuery(new URLSearchParams('q=x&type=VOD&sortBy=relevance&add=vod-1')).toString()).toBe('q=x&type=VOD&add=vod-1');
  });

  it('reads hostile input safely', () => {
    const state = q(`q=${encodeURIComponent('a\u200b\u202eb\u0000c ' + 'x'.repeat(10_000))}&type=DROP&sort=%3Cscript%3E&p=-4`);
    expect(state.q.startsWith('abc x')).toBe(true);
    expect(state.q.length).toBe(100);
    expect(state).toMatchObject({ type: null, sort: 'relevance', order: 'asc', page: 1 });
    expect(q('p=99999999').page).toBe(10_000);
  });

  it('filters, searches with folded accents, sorts and pages 10', () => {
    const items = Array.from({ length: 25 }, (_, i) => ({ title: `Vídeo ${String(i).padStart(2, '0')}`, type: i % 5 === 0 ? 'LIVE' : 'VOD', index: i }));
    const all = applyCardList(items, q(''));
    expect(all).toMatchObject({ total: 25, totalPages: 3, page: 1 });
    expect(all.items).toHaveLength(10);
    expect(applyCardList(items, q('type=LIVE')).total).toBe(5);
    expect(applyCardList(items, q('q=VIDEO+2')).items.map((i) => i.index)).toEqual([2, 12, 20, 21, 22, 23, 24]);
    expect(applyCardList(items, q('sort=title&order=desc')).items[0].index).toBe(24);
    expect(applyCardList(items, q('p=9')).page).toBe(3);
    expect(applyCardList(items, q(''), 9).totalPages).toBe(3);
  });
});
