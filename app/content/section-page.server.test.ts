/**
 * The composed-page loader against the platform's answers, mocked with msw
 * (tests/mocks/content-handlers.ts): fresh answer, last good copy when the platform fails,
 * 503 when nothing is cached, 404 for unknown or malformed ids, cache headers for guests.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildContext } from '~/context.server';
import { handlers, resetState, state } from '../../tests/mocks/content-handlers';
import type { AppContext } from '~/context.server';
import { cacheHeaders, loadSectionPage as load } from './section-page.server';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetState());
afterAll(() => server.close());

/** The load context of a request to the arena site. */
const request = (path: string) => buildContext(new Request(`http://arena.localhost${path}`, { headers: { Host: 'arena.localhost' } }));

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    const value = await promise;
    return (value as Response).status;
  } catch (thrown) {
    return (thrown as Response).status;
  }
}

describe('loadSectionPage', () => {
  it('serves the section with meta and guest cache headers', async () => {
    const response = await load(await request('/home'), 'home', {}, 'home');
    const data = await response.json();
    expect(data).toMatchObject({ sectionId: 'home', fromCache: false, meta: { title: 'Arena', canonical: 'http://arena.localhost/home' } });
    expect(data.meta.alternates.map((a: { hreflang: string }) => a.hreflang)).toEqual(['en', 'es', 'x-default']);
    expect(response.headers.get('Cache-Control')).toBe('public, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400');
    expect(response.headers.get('X-Viewer-Reuse')).toBeNull();
  });

  it('lets the web answer a signed-in page again to its viewer for 30 s, never a last good copy', () => {
    const as = (user: AppContext['user']) => ({ user }) as AppContext;
    const signedIn = cacheHeaders(as({ id: 'user-1', loc: 'en', rol: 'viewer', isGuest: false }));
    expect(signedIn.get('Cache-Control')).toBe('private, no-cache');
    expect(signedIn.get('X-Viewer-Reuse')).toBe('30');
    const lastGood = cacheHeaders(as({ id: 'user-1', loc: 'en', rol: 'viewer', isGuest: false }), true);
    expect(lastGood.get('Cache-Control')).toBe('no-store');
    expect(lastGood.get('X-Viewer-Reuse')).toBeNull();
    expect(cacheHeaders(as(null)).get('X-Viewer-Reuse')).toBeNull();
  });

  it('ends a guest copy, stale time included, when what the page shows changes', () => {
    const now = Date.parse('2026-11-29T20:00:00Z');
    const guest = { user: null } as AppContext;
    const until = (seconds: number) => cacheHeaders(guest, false, { until: now + seconds * 1000, now }).get('Cache-Control');
    expect(until(3600)).toBe('public, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400');
    expect(until(200)).toBe('public, s-maxage=60, stale-while-revalidate=140, stale-if-error=86400');
    expect(until(45.9)).toBe('public, s-maxage=45, stale-if-error=86400');
    expect(until(0.5)).toBe('no-store');
    expect(until(-10)).toBe('no-store');
    // No moment, or one that cannot be read: the copy keeps its usual life.
    expect(cacheHeaders(guest, false, { until: null, now }).get('Cache-Control')).toBe('public, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400');
    expect(cacheHeaders(guest, false, { until: Number.NaN, now }).get('Cache-Control')).toBe(
      'public, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400',
    );
    // A private page is never shared: left as it is.
    const signedIn = { user: { id: 'user-1', loc: 'en', rol: 'viewer', isGuest: false } } as AppContext;
    expect(cacheHeaders(signedIn, false, { until: now + 5_000, now }).get('Cache-Control')).toBe('private, no-cache');
  });

  it('answers 404 for unknown and malformed ids without a 500', async () => {
    expect(await statusOf(load(await request('/section/nope'), 'section', { id: 'nope' }, 'nope'))).toBe(404);
    expect(await statusOf(load(await request('/section/x'), 'section', { id: '<script>' }, '<script>'))).toBe(404);
  });

  it('serves the last good copy when the platform fails, else a 503', async () => {
    await load(await request('/section/sports'), 'section', { id: 'sports' }, 'sports');
    state.platformDown = true;
    const response = await load(await request('/section/sports'), 'section', { id: 'sports' }, 'sports');
    const data = await response.json();
    expect(data.fromCache).toBe(true);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await statusOf(load(await request('/section/movies'), 'section', { id: 'movies' }, 'movies'))).toBe(503);
  });
});
