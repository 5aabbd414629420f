import { describe, expect, it } from 'vitest';
import { ctaPersonal, withCtaPersonal } from './cta-personal.server';

const arena = { watchlists: true, favourites: true };
const oasis = { watchlists: false, favourites: true };
const signedIn = (features: typeof arena) => ({ signedIn: true, features, locale: 'en', from: '/section/movies' });
const guest = (features: typeof arena) => ({ signedIn: false, features, locale: 'en', from: '/section/movies' });
const video = { type: 'VOD', id: 'vod-056', accessLevel: 'GRANTED', favourite: false };

describe('buttons with a personal action', () => {
  it('open the watchlist picker for a signed-in viewer where the realm has watchlists', () => {
    expect(ctaPersonal('watchlist', video, signedIn(arena))).toEqual({ kind: 'watchlist', href: '/watchlists?add=vod-056&type=VOD' });
  });

  it('toggle the favourite where watchlists are disabled (oasis), carrying the flag and the page to return to', () => {
    const expected = { kind: 'favourite', id: 'vod-056', favourite: true, action: '/_data/favourite/vod-056', from: '/section/movies' };
    expect(ctaPersonal('watchlist', { ...video, favourite: true }, signedIn(oasis))).toEqual(expected);
    expect(ctaPersonal('favourites', { ...video, favourite: true }, signedIn(oasis))).toEqual(expected);
  });

  it('send guests to sign in with from', () => {
    expect(ctaPersonal('watchlist', { ...video, accessLevel: 'GRANTED_ON_SIGN_IN' }, guest(arena))).toEqual({
      kind: 'signIn',
      href: '/login?from=%2Fsection%2Fmovies',
    });
  });

  it('are hidden for content not granted, content that cannot be listed, and live events where only favourites exist', () => {
    expect(ctaPersonal('watchlist', { ...video, accessLevel: 'DENIED' }, signedIn(arena))).toBeNull();
    expect(ctaPersonal('favourites', { ...video, type: 'SERIES' }, signedIn(arena))).toBeNull();
    expect(ctaPersonal('favourites', { type: 'LIVE', id: 'live-2', accessLevel: 'GRANTED' }, signedIn(oasis))).toBeNull();
    expect(ctaPersonal('favourites', { type: 'LIVE', id: 'live-2' }, guest(oasis))).toBeNull();
    expect(ctaPersonal('watchlist', undefined, signedIn(arena))).toBeNull();
  });

  it('are written on a copy of the page, every button with an action, and nothing else changes', () => {
    const page = {
      heroes: [
        {
          props: {
            primaryButton: { ctaText: 'Watch', link: { type: 'CONTENT', event: video } },
            secondaryButton: { ctaText: 'Save', action: 'watchlist', link: { type: 'CONTENT', event: video } },
          },
        },
        {
          props: {
            secondaryButton: {
              ctaText: 'Save',
              action: 'watchlist',
              personal: { kind: 'signIn', href: '/x' },
              link: { type: 'CONTENT', event: { ...video, accessLevel: 'DENIED' } },
            },
          },
        },
      ],
    };
    const out = withCtaPersonal(page, signedIn(arena));
    expect(out.heroes[0].props.secondaryButton).toMatchObject({ personal: { kind: 'watchlist' } });
    expect(out.heroes[0].props.primaryButton).not.toHaveProperty('personal');
    expect(out.heroes[1].props.secondaryButton).not.toHaveProperty('personal');
    expect(page.heroes[0].props.secondaryButton).not.toHaveProperty('personal');
  });
});

describe('the page a personal button comes back to', () => {
  it('leaves out the parameters of a client-side navigation', async () => {
    const { ctaViewer } = await import('./cta-personal.server');
    const viewer = ctaViewer({
      user: null,
      settings: { features: {} } as never,
      locale: 'en',
      url: new URL('http://site.invalid/section/movies?tab=2&_data=routes%2Fsection&index'),
    });
    expect(viewer.from).toBe('/section/movies?tab=2');
  });
});
