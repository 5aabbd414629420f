import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Card } from './card';
import type { ContentCard } from './content-card';

const card = { id: 'vod-1', type: 'VOD', title: 'Velvet', accessLevel: 'GRANTED', thumbnailUrl: 'https://img.test/a.jpg' } as ContentCard;
const render = (personal?: unknown) =>
  renderToString(
    <Card card={{ ...card, ...(personal ? { personal } : {}) } as ContentCard} variant="default" metadataDisplayMode="BELOW" rowIndex={0} index={0} />,
  );

describe('a card’s personal control', () => {
  it('is absent without one written by the server (guests, content not granted)', () => {
    const html = render();
    expect(html).not.toContain('blk-card__personal');
    expect(html).not.toContain('blk-card-frame');
  });

  it('is a plain favourite form beside the card’s link, naming the card', () => {
    const html = render({ kind: 'favourite', id: 'vod-1', favourite: true, action: '/_data/favourite/vod-1', from: '/section/movies' });
    expect(html).toMatch(
      /<div class="blk-card-frame"><a class="blk-card"[^]*<\/a><form class="blk-card__personal" method="post" action="\/_data\/favourite\/vod-1">/,
    );
    expect(html).toContain('name="favourite" value="false"');
    expect(html).toContain('name="from" value="/section/movies"');
    expect(html).toContain('aria-pressed="true" aria-label="favourite: Velvet"');
  });

  it('is a link to the watchlist picker where the realm has watchlists', () => {
    const html = render({ kind: 'watchlist', href: '/watchlists?add=vod-1&type=VOD' });
    expect(html).toContain('class="blk-card__personal" href="/watchlists?add=vod-1&amp;type=VOD"');
    expect(html).toContain('aria-label="addToWatchlist: Velvet"');
  });
});
