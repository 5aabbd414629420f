import { describe, expect, it } from 'vitest';
import { readCardListState } from './card-list-query';
import { historyEntryHref, historyReturnHref } from './history-return';

const place = (query: string) => readCardListState(new URLSearchParams(query));

describe('the history reset rule', () => {
  it('a video opened from the history list carries the list place and leads back to it', () => {
    const href = historyEntryHref('/video/vod-011/hollow-arena', place('q=hollow&type=VOD&sort=title&order=desc&p=2'));
    const url = new URL(href, 'http://site.invalid');
    expect(url.pathname).toBe('/video/vod-011/hollow-arena');
    expect(historyReturnHref(url.searchParams, 'en')).toBe('/history?q=hollow&type=VOD&sort=title&order=desc&p=2');
  });

  it('keeps the video link’s own query', () => {
    const href = historyEntryHref('/video/vod-1/x?watchlistId=w-1&owner=u-2', place(''));
    const query = new URL(href, 'http://site.invalid').searchParams;
    expect(query.get('watchlistId')).toBe('w-1');
    expect(historyReturnHref(query, 'en')).toBe('/history');
  });

  it('a video reached any other way offers no way back: the history list starts over', () => {
    expect(historyReturnHref(new URLSearchParams(''), 'en')).toBeNull();
    expect(historyReturnHref(new URLSearchParams('watchlistId=w-1&owner=u-2'), 'en')).toBeNull();
  });

  it('keeps only the list’s own bounded parameters from a hostile place', () => {
    const hostile = new URLSearchParams({ history: 'p=99999999&sort=<script>&type=DROP TABLE&q=' + 'x'.repeat(300) + '&from=//evil.example' });
    const back = historyReturnHref(hostile, 'en');
    expect(back).not.toBeNull();
    const url = new URL(back!, 'http://site.invalid');
    expect(url.pathname).toBe('/history');
    expect(url.searchParams.get('from')).toBeNull();
    expect(url.searchParams.get('sort')).toBeNull();
    expect(url.searchParams.get('type')).toBeNull();
    expect((url.searchParams.get('q') ?? '').length).toBeLessThanOrEqual(100);
    expect(historyReturnHref(new URLSearchParams({ history: 'q=' + 'x'.repeat(2000) }), 'en')).toBeNull();
  });

  it('writes the way back in the viewer’s path set', () => {
    const query = new URL(historyEntryHref('/es/video/vod-1/x', place('p=3')), 'http://site.invalid').searchParams;
    expect(historyReturnHref(query, 'es')).toMatch(/\?p=3$/);
  });
});
