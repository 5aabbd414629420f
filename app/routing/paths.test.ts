import { describe, expect, it } from 'vitest';
import { PATH_SETS, ROUTE_TABLE, SCREEN_KEYS } from './route-table';
import {
  alternates,
  bucketPageUrl,
  contentTypeQueryToPath,
  getFrom,
  impliedPathSet,
  isDetailPage,
  isHome,
  isLogin,
  isRequestPassword,
  isResetPassword,
  isSignup,
  matchScreen,
  pathFor,
  pathSetForLocale,
} from './paths';

describe('route table', () => {
  it('has every screen of routes-and-access §2.1 with a path in every set', () => {
    expect(SCREEN_KEYS.length).toBeGreaterThanOrEqual(63);
    for (const key of SCREEN_KEYS) {
      for (const set of PATH_SETS) expect(ROUTE_TABLE[key].paths[set], `${key}/${set}`).toMatch(/^\//);
    }
  });

  it('keeps the spec examples in the es and pt sets', () => {
    expect(ROUTE_TABLE.account.paths.es).toBe('/cuenta');
    expect(ROUTE_TABLE.account.paths.pt).toBe('/a-minha-conta');
    expect(ROUTE_TABLE.browse.paths.es).toBe('/canales');
    expect(ROUTE_TABLE.signup.paths.es).toBe('/registro');
    expect(ROUTE_TABLE.signup.paths.pt).toBe('/registar');
    expect(ROUTE_TABLE.purchase.paths.es).toBe('/comprar');
    expect(ROUTE_TABLE.purchase.paths.pt).toBe('/aderir');
    expect(ROUTE_TABLE.home.paths.pt).toBe('/inicio');
    expect(ROUTE_TABLE.live.paths.es.startsWith('/envivo/')).toBe(true);
    expect(ROUTE_TABLE.live.paths.pt.startsWith('/aovivo/')).toBe(true);
  });

  it('keeps grid, fighters, plugin, impersonate and oauth English in every set', () => {
    for (const key of ['grid', 'fighters', 'fighter', 'plugin', 'impersonate', 'oauth'] as const) {
      for (const set of PATH_SETS) expect(ROUTE_TABLE[key].paths[set]).toBe(ROUTE_TABLE[key].paths.en);
    }
  });

  it('never gives one path pattern to two screens (across all sets)', () => {
    const owner = new Map<string, string>();
    for (const key of SCREEN_KEYS) {
      for (const set of PATH_SETS) {
        // Parameter names do not matter for collisions; normalise them.
        const shape = ROUTE_TABLE[key].paths[set].replace(/:[^/]+?(\?)?(?=\/|$)/g, ':p$1');
        const previous = owner.get(shape);
        if (previous) expect(previous, `${shape} used by ${previous} and ${key}`).toBe(key);
        owner.set(shape, key);
      }
    }
  });

  it('matches every set path back to its own screen', () => {
    for (const key of SCREEN_KEYS) {
      for (const set of PATH_SETS) {
        const path = ROUTE_TABLE[key].paths[set].replace(/:([^/?]+)\??/g, 'x1');
        expect(matchScreen(path)?.screen, `${key}/${set} ${path}`).toBe(key);
      }
    }
  });
});

describe('pathFor', () => {
  it('writes links in the viewer path set', () => {
    expect(pathFor('account')).toBe('/account');
    expect(pathFor('account', {}, { locale: 'es-MX' })).toBe('/cuenta');
    expect(pathFor('account', {}, { locale: 'pt' })).toBe('/a-minha-conta');
    expect(pathFor('account', {}, { locale: 'ar' })).toBe('/account');
    expect(pathFor('home', {}, { locale: 'debug' })).toBe('/🏠');
  });

  it('fills params, drops empty optional ones, encodes values and adds a query', () => {
    expect(pathFor('live', { eventId: 'live-1', eventTitle: 'big-fight' })).toBe('/live/live-1/big-fight');
    expect(pathFor('live', { eventId: 'live-1' })).toBe('/live/live-1');
    expect(pathFor('section', { id: 'a b/c' })).toBe('/section/a%20b%2Fc');
    expect(pathFor('search', {}, { query: { value: 'x y', empty: '', n: null } })).toBe('/search?value=x+y');
    expect(pathFor('giftLogin', {})).toBe('/gift/login');
    expect(pathFor('giftLogin', { giftId: 'g1' })).toBe('/gift/g1/login');
  });

  it('throws for a missing required param (a programming error)', () => {
    expect(() => pathFor('section', {})).toThrow(/missing route parameter "id"/);
  });
});

describe('matchScreen', () => {
  it('prefers static segments over params', () => {
    expect(matchScreen('/login/request-password')?.screen).toBe('requestPassword');
    expect(matchScreen('/login/google')?.screen).toBe('loginProvider');
    expect(matchScreen('/live/1/watch-together')?.screen).toBe('watchTogether');
    expect(matchScreen('/live/1/some-title')?.screen).toBe('live');
    expect(matchScreen('/gift/redeem/ABC/login')?.screen).toBe('giftRedemptionLogin');
  });

  it('returns decoded params and matches percent-encoded emoji paths', () => {
    expect(matchScreen('/section/a%20b')).toEqual({ screen: 'section', params: { id: 'a b' }, pathSets: ['en'] });
    expect(matchScreen(encodeURI('/🏠'))?.screen).toBe('home');
    expect(matchScreen('/nothing/here')).toBeNull();
    expect(matchScreen('/%E0%A4%A')).toBeNull();
  });

  it('tells which path set a path implies', () => {
    expect(impliedPathSet('/cuenta')).toBe('es');
    expect(impliedPathSet('/a-minha-conta')).toBe('pt');
    expect(impliedPathSet('/account')).toBe('en');
    expect(impliedPathSet('/inicio')).toBeNull(); // es and pt share it
    expect(impliedPathSet('/grid')).toBeNull(); // English everywhere
  });
});

describe('predicates and helpers', () => {
  it('recognises home, login, signup, reset and request password in any set', () => {
    expect(isHome('/')).toBe(true);
    expect(isHome('/inicio')).toBe(true);
    expect(isLogin('/iniciar-sesion')).toBe(true);
    expect(isLogin('/login/request-password')).toBe(false);
    expect(isSignup('/registar')).toBe(true);
    expect(isResetPassword('/login/resetpwd')).toBe(true);
    expect(isResetPassword('/resetpwd')).toBe(true);
    expect(isRequestPassword('/login/request-password')).toBe(true);
    expect(isRequestPassword('/requestnewpwd')).toBe(true);
    expect(isDetailPage('/video/vod-1/x')).toBe(true);
    expect(isDetailPage('/home')).toBe(false);
  });

  it('reads only on-site "from" values', () => {
    expect(getFrom(new URLSearchParams('from=/video/1'))).toBe('/video/1');
    expect(getFrom('from=https://evil.example')).toBeNull();
    expect(getFrom('from=//evil.example')).toBeNull();
    expect(getFrom('x=1')).toBeNull();
  });

  it('turns a content type query into a path', () => {
    expect(contentTypeQueryToPath('live')).toBe('/livenow');
    expect(contentTypeQueryToPath('UPCOMING', 'es')).toBe('/proximamente');
    expect(contentTypeQueryToPath('data-feed')).toBe('/news');
    expect(contentTypeQueryToPath('nonsense')).toBeNull();
    expect(contentTypeQueryToPath(null)).toBeNull();
  });

  it('lists hreflang alternates with x-default', () => {
    expect(pathSetForLocale('pt-BR')).toBe('pt');
    expect(alternates('account', {}, ['en', 'es', 'pt', 'debug'])).toEqual([
      { hreflang: 'en', path: '/account' },
      { hreflang: 'es', path: '/cuenta' },
      { hreflang: 'pt', path: '/a-minha-conta' },
      { hreflang: 'x-default', path: '/account' },
    ]);
    // Arabic and English share the English paths: only x-default.
    expect(alternates('home', {}, ['ar', 'en'])).toEqual([{ hreflang: 'x-default', path: '/home' }]);
  });

  it('builds the bucket page URL', () => {
    expect(bucketPageUrl('home', 'b 1', 'vod-9')).toBe('/_data/bucket/home/b%201?lastSeen=vod-9');
    expect(bucketPageUrl('home', 'b1')).toBe('/_data/bucket/home/b1');
  });
});
