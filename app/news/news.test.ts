import { describe, expect, it } from 'vitest';
import { chooseFeed, pageLinks, pageParam, readNewsQuery } from './news-query';
import { newsBodyHtml } from './sanitize.server';

describe('news query', () => {
  it('reads p as a page from 1 and ignores anything else', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(null)).toBe(1);
    for (const hostile of ['0', '-1', '1e3', '2.5', 'abc', '99999999', ' ', '1;DROP', '%00']) expect(pageParam(hostile)).toBe(1);
  });

  it('keeps a feed only when it looks like a feed name', () => {
    expect(readNewsQuery(new URLSearchParams('feed=headlines&p=2'))).toEqual({ feed: 'headlines', page: 2 });
    expect(readNewsQuery(new URLSearchParams('feed=../../etc&p=x'))).toEqual({ feed: null, page: 1 });
    expect(readNewsQuery(new URLSearchParams(`feed=${'a'.repeat(200)}`)).feed).toBeNull();
  });

  it('chooses the asked feed when listed, else the first', () => {
    const feeds = [{ feedName: 'headlines' }, { feedName: 'results' }];
    expect(chooseFeed(feeds, 'results')).toBe('results');
    expect(chooseFeed(feeds, 'nope')).toBe('headlines');
    expect(chooseFeed([], 'nope')).toBeNull();
  });

  it('pages: previous/next within bounds, a page past the end links back to the last', () => {
    expect(pageLinks(1, 3)).toEqual({ previous: null, next: 2 });
    expect(pageLinks(2, 3)).toEqual({ previous: 1, next: 3 });
    expect(pageLinks(3, 3)).toEqual({ previous: 2, next: null });
    expect(pageLinks(9, 3)).toEqual({ previous: 3, next: null });
    expect(pageLinks(1, 0)).toEqual({ previous: null, next: null });
  });
});

describe('news body sanitising (server)', () => {
  it('turns plain text into escaped paragraphs', () => {
    expect(newsBodyHtml('First & <b\nline\n\nSecond')).toBe('<p>First &amp; &lt;b<br />line</p><p>Second</p>');
    expect(newsBodyHtml('   ')).toBe('');
  });

  it('drops scripts, handlers, javascript: URLs and frames, keeps text-level markup', () => {
    const html = newsBodyHtml(
      '<p onclick="steal()">Hello <strong>world</strong><script>alert(1)</script></p>' +
        '<a href="javascript:alert(1)">x</a><a href="https://example.com/" target="_top">ok</a>' +
        '<iframe src="https://evil.example"></iframe><img src="x" onerror="alert(1)"><style>body{}</style>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|<style|alert/i);
    expect(html).toContain('<p>Hello <strong>world</strong></p>');
    expect(html).toContain('<a href="https://example.com/" target="_blank" rel="noopener noreferrer nofollow">ok</a>');
  });
});
