import { describe, expect, it } from 'vitest';
import { withLocalImages } from './local-images.server';

describe('withLocalImages', () => {
  it("writes the platform's artwork root-relative, on a copy, and leaves every other address alone", () => {
    const page = {
      heroes: [{ props: { background: { imageUrl: 'http://127.0.0.1:3521/images/hero.jpg?w=1920' } } }],
      rows: [
        {
          context: {
            bucket: {
              contentList: [
                { imageUrl: 'http://127.0.0.1:3521/images/art-1.jpg', href: '/video/vod-1', count: 3, live: true, none: null },
                { imageUrl: 'https://cdn.example/images/art-2.jpg', logo: 'http://127.0.0.1:3521/logos/a.svg', note: 'see http://127.0.0.1:3521/images/x' },
              ],
            },
          },
        },
      ],
    };
    const before = structuredClone(page);
    const local = withLocalImages(page, 'http://127.0.0.1:3521/');
    expect(local.heroes[0].props.background.imageUrl).toBe('/images/hero.jpg?w=1920');
    expect(local.rows[0].context.bucket.contentList).toEqual([
      { imageUrl: '/images/art-1.jpg', href: '/video/vod-1', count: 3, live: true, none: null },
      { imageUrl: 'https://cdn.example/images/art-2.jpg', logo: 'http://127.0.0.1:3521/logos/a.svg', note: 'see http://127.0.0.1:3521/images/x' },
    ]);
    expect(page).toEqual(before);
  });
});
