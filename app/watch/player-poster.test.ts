import { describe, expect, it } from 'vitest';
import { getEnv } from '~/env.server';
import { playerPoster } from './watch-page.server';

describe('playerPoster', () => {
  it("serves the platform's artwork through the web's /images at the poster's width step", () => {
    const platform = new URL(getEnv().PLATFORM_PUBLIC_URL).origin;
    expect(playerPoster(`${platform}/images/art-01.jpg`)).toBe('/images/art-01.jpg?w=960');
    expect(playerPoster(`${platform}/images/art-01.jpg?w=3840`)).toBe('/images/art-01.jpg?w=960');
  });

  it('leaves other origins where they are (sized all the same) and no poster as none', () => {
    expect(playerPoster('https://cdn.example.com/images/a.jpg')).toBe('https://cdn.example.com/images/a.jpg?w=960');
    expect(playerPoster(undefined)).toBeUndefined();
  });
});
