import { describe, expect, it } from 'vitest';
import { personalControls } from './personal-controls';

const base = { signedIn: true, accessLevel: 'GRANTED', kind: 'VOD' as const, id: 'vod-1', favourite: true, locale: 'en' };

describe('personal controls', () => {
  it('are hidden for guests and content not granted', () => {
    expect(personalControls({ ...base, features: { watchlists: true, favourites: true }, signedIn: false })).toBeNull();
    expect(personalControls({ ...base, features: { watchlists: true }, accessLevel: 'DENIED' })).toBeNull();
    expect(personalControls({ ...base, features: { watchlists: true }, accessLevel: 'GRANTED_ON_SIGN_IN' })).toBeNull();
  });
  it('use favourites when watchlists are disabled (oasis) or favourites enabled', () => {
    expect(personalControls({ ...base, features: { watchlists: false, favourites: true } })).toEqual({ favourite: true, watchlistHref: null });
    expect(personalControls({ ...base, features: { watchlists: false } })?.favourite).toBe(true);
    expect(personalControls({ ...base, features: { watchlists: true, favourites: false } })).toEqual({
      favourite: null,
      watchlistHref: '/watchlists?add=vod-1&type=VOD',
    });
    expect(personalControls({ ...base, features: { watchlists: true, favourites: true }, favourite: undefined })?.favourite).toBe(false);
    expect(personalControls({ ...base, kind: 'LIVE', features: { watchlists: false, favourites: true } })).toBeNull();
  });
});

describe('watchlist auto-advance context', () => {
  it('reads watchlistId and owner from the VOD query and carries them on', async () => {
    const { listContext, listQuery } = await import('~/watch/adjacent');
    const context = listContext(new URLSearchParams('watchlistId=abc-1&owner=u-2'));
    expect(context).toEqual({ kind: 'watchlist', id: 'abc-1', owner: 'u-2' });
    expect(listQuery(context)).toEqual({ watchlistId: 'abc-1', owner: 'u-2' });
    expect(listContext(new URLSearchParams('watchlistId=abc-1&owner=%3Cx%3E'))).toBeNull();
  });
});
