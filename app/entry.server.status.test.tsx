/**
 * A component that throws inside a Suspense boundary (a block) must not turn the page
 * into a 500: the server entry logs the error and keeps the status the loaders chose.
 */
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

function Throws(): never {
  throw new Error('block kaboom');
}

vi.mock('@remix-run/react', () => ({
  RemixServer: () => (
    <main>
      <p>page text</p>
      <Suspense fallback={null}>
        <Throws />
      </Suspense>
    </main>
  ),
}));
vi.mock('./env.server', () => ({ getEnv: () => ({ PLATFORM_PUBLIC_URL: 'http://127.0.0.1:3001' }) }));

/** What the entry reads of Remix's context: no matched route, a manifest with only its entry. */
const context = {
  manifest: { entry: { module: '/build/entry.client.js', imports: [] }, routes: {}, url: '/build/manifest.js', version: 'test' },
  future: {},
  isSpaMode: false,
  staticHandlerContext: { matches: [], loaderData: {}, location: { pathname: '/' } },
} as never;

afterEach(() => vi.restoreAllMocks());

describe('handleRequest', () => {
  it.each([
    ['a browser', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0', 200],
    ['a bot (waits for all content)', 'Googlebot/2.1 (+http://www.google.com/bot.html)', 200],
    ['a browser on a 404 page', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0', 404],
  ])('keeps the route status when a block throws inside Suspense (%s)', async (_name, userAgent, status) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { default: handleRequest } = await import('./entry.server');
    const request = new Request('http://localhost/', { headers: { 'user-agent': userAgent } });
    const response = await handleRequest(request, status, new Headers(), context);
    const html = await response.text();
    expect(response.status).toBe(status);
    expect(html).toContain('page text');
    expect(log.mock.calls.flat().map(String).join(' ')).toContain('block kaboom');
  });
});
