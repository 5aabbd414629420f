/**
 * The composed-page loader against a stand-in platform (a real HTTP server on port 0):
 * fresh answer, last good copy when the platform fails, 503 when nothing is cached,
 * 404 for unknown or malformed ids, cache headers for guests.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let mode: 'up' | 'down' = 'up';
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/api/v1/init') return send(200, { realm: 'arena', name: 'Arena', defaultLocale: 'en', locales: ['en', 'es'] });
  if (mode === 'down') return send(503, { code: 'DOWN', messages: ['down'] });
  if (url.pathname === '/token/guest') return send(200, { authorisationToken: 'h.eyJleHAiOjk5OTk5OTk5OTl9.s' });
  const section = /^\/api\/v4\/content\/([^/]+)$/.exec(url.pathname)?.[1];
  if (section === 'home' || section === 'sports') return send(200, { id: section, title: section === 'home' ? 'Arena' : 'Sport', heroes: [], buckets: [] });
  return send(404, { code: 'SECTION_NOT_FOUND', messages: ['no'] });
});

let load: typeof import('./section-page.server').loadSectionPage;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.PLATFORM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.PLATFORM_TIMEOUT_MS = '2000';
  ({ loadSectionPage: load } = await import('./section-page.server'));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request = (path: string) => new Request(`http://arena.localhost${path}`, { headers: { Host: 'arena.localhost' } });

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
    mode = 'up';
    const response = await load(request('/home'), 'home', {}, 'home');
    const data = await response.json();
    expect(data).toMatchObject({ sectionId: 'home', fromCache: false, meta: { title: 'Arena', canonical: 'http://arena.localhost/home' } });
    expect(data.meta.alternates.map((a: { hreflang: string }) => a.hreflang)).toEqual(['en', 'es', 'x-default']);
    expect(response.headers.get('Cache-Control')).toBe('public, s-maxage=60, stale-while-revalidate=300');
  });

  it('answers 404 for unknown and malformed ids without a 500', async () => {
    mode = 'up';
    expect(await statusOf(load(request('/section/nope'), 'section', { id: 'nope' }, 'nope'))).toBe(404);
    expect(await statusOf(load(request('/section/x'), 'section', { id: '<script>' }, '<script>'))).toBe(404);
  });

  it('serves the last good copy when the platform fails, else a 503', async () => {
    mode = 'up';
    await load(request('/section/sports'), 'section', { id: 'sports' }, 'sports');
    mode = 'down';
    const response = await load(request('/section/sports'), 'section', { id: 'sports' }, 'sports');
    const data = await response.json();
    expect(data.fromCache).toBe(true);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await statusOf(load(request('/section/movies'), 'section', { id: 'movies' }, 'movies'))).toBe(503);
  });
});
