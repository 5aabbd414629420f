import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { pathnameOf, rememberMatches, type MatchRoutes } from './route-matches';

const router = createRequire(import.meta.url)('@remix-run/router') as { matchRoutes: MatchRoutes };

interface TestRoute {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: TestRoute[];
  /** Stands for what a request's route objects carry (its elements): must come back as passed. */
  requestTag?: number;
}

/** A route tree shaped like the web's: a root, screens in several path sets, an index, a catch-all. */
function tree(requestTag = 0): TestRoute[] {
  return [
    {
      id: 'root',
      path: '',
      requestTag,
      children: [
        { id: 'screen:root:en', index: true, requestTag },
        { id: 'screen:home:en', path: 'home', requestTag },
        { id: 'screen:home:es', path: 'inicio', requestTag },
        { id: 'screen:live:en', path: 'live/:eventId/:eventTitle?', requestTag },
        { id: 'screen:live:es', path: 'envivo/:eventId/:eventTitle?', requestTag },
        { id: 'screen:notFound', path: '*', requestTag },
      ],
    },
  ];
}

const summary = (matches: ReturnType<MatchRoutes> | null) =>
  matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase })) ?? null;

describe('remembered route matches', () => {
  it('answers what React Router answers, for every kind of path', () => {
    const remembered = rememberMatches(router.matchRoutes);
    for (const path of ['/', '/home', '/inicio', '/live/7', '/live/7/final', '/envivo/7/final?x=1#top', '/nope/deeper', '/HOME']) {
      const routes = tree();
      expect(summary(remembered(routes, path))).toEqual(summary(router.matchRoutes(routes, path)));
      // Twice: the second answer comes from memory.
      expect(summary(remembered(routes, { pathname: pathnameOf(path) }))).toEqual(summary(router.matchRoutes(routes, path)));
    }
    expect(summary(remembered(tree(), '/app/home', '/app'))).toEqual(summary(router.matchRoutes(tree(), '/app/home', '/app')));
    expect(remembered(tree(), '/elsewhere', '/app')).toBeNull();
  });

  it('matches a path once per tree shape and hands back the caller’s own route objects', () => {
    const match = vi.fn(router.matchRoutes) as unknown as MatchRoutes;
    const remembered = rememberMatches(match);
    const first = remembered(tree(1), '/live/7/final');
    const second = tree(2);
    const again = remembered(second, '/live/7/final');
    expect(match).toHaveBeenCalledTimes(1);
    expect(again?.map((m) => (m.route as TestRoute).requestTag)).toEqual([2, 2]);
    expect(again?.[1]?.route).toBe(second[0].children?.[3]);
    expect(first?.[1]?.params).toEqual({ eventId: '7', eventTitle: 'final' });
  });

  it('gives every caller its own params', () => {
    const remembered = rememberMatches(router.matchRoutes);
    const first = remembered(tree(), '/live/7');
    if (first?.[1]) first[1].params.eventId = 'changed';
    expect(remembered(tree(), '/live/7')?.[1]?.params.eventId).toBe('7');
  });

  it('never answers for one tree with what it matched in another', () => {
    const remembered = rememberMatches(router.matchRoutes);
    expect(remembered(tree(), '/inicio')?.[1]?.route.id).toBe('screen:home:es');
    const renamed = tree();
    renamed[0].children![2].path = 'comienzo';
    expect(remembered(renamed, '/inicio')?.[1]?.route.id).toBe('screen:notFound');
    const sensitive = tree();
    sensitive[0].children![1].caseSensitive = true;
    expect(remembered(tree(), '/HOME')?.[1]?.route.id).toBe('screen:home:en');
    expect(remembered(sensitive, '/HOME')?.[1]?.route.id).toBe('screen:notFound');
  });

  it('falls back to plain matching for a tree without unique ids', () => {
    const match = vi.fn(router.matchRoutes) as unknown as MatchRoutes;
    const remembered = rememberMatches(match);
    const routes = [{ path: 'home' }, { path: 'home' }];
    remembered(routes, '/home');
    remembered(routes, '/home');
    expect(match).toHaveBeenCalledTimes(2);
  });

  it('keeps a bounded number of paths, dropping the least recently used', () => {
    const match = vi.fn(router.matchRoutes) as unknown as MatchRoutes;
    const remembered = rememberMatches(match, 2);
    const routes = tree();
    remembered(routes, '/home');
    remembered(routes, '/inicio');
    remembered(routes, '/home'); // used again: /inicio is now the oldest
    remembered(routes, '/live/1');
    expect(match).toHaveBeenCalledTimes(3);
    remembered(routes, '/home');
    expect(match).toHaveBeenCalledTimes(3);
    remembered(routes, '/inicio');
    expect(match).toHaveBeenCalledTimes(4);
  });
});

describe('pathnameOf', () => {
  it('cuts a location where React Router does', () => {
    expect(pathnameOf('/a/b?c=1#d')).toBe('/a/b');
    expect(pathnameOf('/a#b?c')).toBe('/a');
    expect(pathnameOf({ pathname: '/x' })).toBe('/x');
    expect(pathnameOf({})).toBe('/');
  });
});
