import { describe, expect, it } from 'vitest';
import { cleanQuery, readSearchState, searchQuery } from './search-query';

describe('search state in the address', () => {
  it('cleans the query: controls to spaces, spaces collapsed, 100 code points at most', () => {
    expect(cleanQuery('  iron\tlantern\n ')).toBe('iron lantern');
    expect(cleanQuery('a\u0000b')).toBe('a b');
    expect(cleanQuery(null)).toBe('');
    expect([...cleanQuery('😀'.repeat(10_000))]).toHaveLength(100);
    // Text is kept as typed (escaping is React's job): markup, quotes, right-to-left.
    expect(cleanQuery('<b>"x"</b> مصباح')).toBe('<b>"x"</b> مصباح');
  });

  it('reads refine and page, falling back to all and 1 on anything else', () => {
    expect(readSearchState(new URLSearchParams('value=x&refine=videos&p=3'))).toEqual({ value: 'x', refine: 'videos', page: 3 });
    expect(readSearchState(new URLSearchParams('refine=<script>&p=-1'))).toEqual({ value: '', refine: 'all', page: 1 });
    expect(readSearchState(new URLSearchParams('p=1e9')).page).toBe(1);
    expect(readSearchState(new URLSearchParams('p=2.5')).page).toBe(1);
  });

  it('writes canonical parameters: defaults left out', () => {
    expect(searchQuery({ value: 'x', refine: 'all', page: 1 })).toEqual({ value: 'x', refine: null, p: null });
    expect(searchQuery({ value: 'x', refine: 'playlists', page: 2 })).toEqual({ value: 'x', refine: 'playlists', p: '2' });
  });
});
