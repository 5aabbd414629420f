import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createViewerPageCache, type ViewerPageCacheOptions, type ViewerVariant } from './viewer-page-cache';

/** A stand-in for the app: the viewer's page with the state it was rendered from and the request's nonce. */
function fakeApp(state: Map<string, number>, overrides: { reuse?: string | null; setCookie?: boolean; status?: number; delayMs?: number } = {}) {
  const calls: string[] = [];
  const render: ViewerPageCacheOptions['render'] = async (req, _res, pathAndQuery = req.originalUrl) => {
    const viewer = /session=(\w+)/.exec(req.get('cookie') ?? '')?.[1] ?? 'guest';
    calls.push(`${viewer} ${pathAndQuery}`);
    if (overrides.delayMs) await new Promise((resolve) => setTimeout(resolve, overrides.delayMs));
    const nonce = randomBytes(16).toString('base64');
    const headers = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'self'; script-src 'self' 'nonce-${nonce}'`,
      'Cache-Control': 'private, no-cache',
    });
    if (overrides.reuse !== null) headers.set('X-Viewer-Reuse', overrides.reuse ?? '30');
    if (overrides.setCookie) headers.set('Set-Cookie', 'session=rotated; Path=/');
    const body = `<html><body data-viewer="${viewer}" data-state="${state.get(viewer) ?? 0}" data-render="${calls.length}">${pathAndQuery}<script nonce="${nonce}">1</script></body></html>`;
    return new Response(body, { status: overrides.status ?? 200, headers });
  };
  return { render, calls };
}

/** Mirrors the app's rule: a signed-in viewer's variant carries their personal state version. */
const variantOf =
  (state: Map<string, number>): ViewerVariant =>
  async ({ cookie }) => {
    const viewer = /session=(\w+)/.exec(cookie ?? '')?.[1];
    return viewer ? `arena|en|${viewer}|${state.get(viewer) ?? 0}` : null;
  };

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

async function serve(options: Partial<ViewerPageCacheOptions> & Pick<ViewerPageCacheOptions, 'render' | 'variant'>) {
  const passThrough: ViewerPageCacheOptions['passThrough'] = async (req, res) => {
    const response = await options.render(req, res, req.originalUrl);
    res.status(response.status);
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
  const cache = createViewerPageCache({ passThrough, ...options });
  const app = express();
  app.all('*', cache);
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${port}${path}`, { headers: { host: `localhost:${port}`, ...headers } }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        })
        .on('error', reject);
    });
  return { cache, get };
}

const nonceOf = (csp: string | string[] | undefined) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
const viewerIn = (body: string) => /data-viewer="(\w+)"/.exec(body)?.[1];

describe('the signed-in viewer page cache', () => {
  it('answers each viewer their own copy, interleaved, each answer with its own nonce', async () => {
    const state = new Map<string, number>();
    const app = fakeApp(state);
    const { get } = await serve({ render: app.render, variant: variantOf(state) });
    const nonces = new Set<string>();
    for (let round = 0; round < 3; round++) {
      const [ann, bob] = await Promise.all([get('/home', { cookie: 'session=ann' }), get('/home', { cookie: 'session=bob' })]);
      expect(viewerIn(ann.body)).toBe('ann');
      expect(viewerIn(bob.body)).toBe('bob');
      for (const page of [ann, bob]) {
        expect(page.headers['x-viewer-page']).toBe(round === 0 ? 'MISS' : 'HIT');
        expect(page.headers['x-page-cache']).toBeUndefined();
        expect(page.headers['x-viewer-reuse']).toBeUndefined();
        expect(page.headers['cache-control']).toBe('private, no-cache');
        const nonce = nonceOf(page.headers['content-security-policy'])!;
        expect([...page.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])).toEqual([nonce]);
        expect(nonces.has(nonce)).toBe(false);
        nonces.add(nonce);
      }
    }
    expect(app.calls).toEqual(['ann /home', 'bob /home']);
  });

  it('renders again once the viewer\u2019s state version moved (a write), for that viewer only', async () => {
    const state = new Map<string, number>();
    const app = fakeApp(state);
    const { get } = await serve({ render: app.render, variant: variantOf(state) });
    await get('/home', { cookie: 'session=ann' });
    await get('/home', { cookie: 'session=bob' });
    state.set('ann', 1);
    const after = await get('/home', { cookie: 'session=ann' });
    expect(after.headers['x-viewer-page']).toBe('MISS');
    expect(after.body).toContain('data-state="1"');
    expect((await get('/home', { cookie: 'session=ann' })).headers['x-viewer-page']).toBe('HIT');
    expect((await get('/home', { cookie: 'session=bob' })).headers['x-viewer-page']).toBe('HIT');
    expect(app.calls).toEqual(['ann /home', 'bob /home', 'ann /home']);
  });

  it('keys on the whole Cookie header and the URL', async () => {
    const state = new Map<string, number>();
    const app = fakeApp(state);
    const { get } = await serve({ render: app.render, variant: variantOf(state) });
    await get('/home', { cookie: 'session=ann' });
    expect((await get('/home', { cookie: 'session=ann; lang=es' })).headers['x-viewer-page']).toBe('MISS');
    expect((await get('/section/sports', { cookie: 'session=ann' })).headers['x-viewer-page']).toBe('MISS');
    expect((await get('/home?page=2', { cookie: 'session=ann' })).headers['x-viewer-page']).toBe('MISS');
    expect(app.calls).toHaveLength(4);
  });

  it('keeps a copy no longer than the page asked (and at most a minute)', async () => {
    const state = new Map<string, number>();
    let clock = 1_000_000;
    const app = fakeApp(state, { reuse: '3600' });
    const { get } = await serve({ render: app.render, variant: variantOf(state), now: () => clock });
    await get('/home', { cookie: 'session=ann' });
    clock += 59_000;
    expect((await get('/home', { cookie: 'session=ann' })).headers['x-viewer-page']).toBe('HIT');
    clock += 2_000;
    expect((await get('/home', { cookie: 'session=ann' })).headers['x-viewer-page']).toBe('MISS');
  });

  it('never keeps a page that did not ask, that sets a cookie or that failed, and never sends the marker', async () => {
    const state = new Map<string, number>();
    for (const overrides of [{ reuse: null }, { setCookie: true }, { status: 500 }, { reuse: 'soon' }]) {
      const app = fakeApp(state, overrides);
      const { get, cache } = await serve({ render: app.render, variant: variantOf(state) });
      const first = await get('/home', { cookie: 'session=ann' });
      const second = await get('/home', { cookie: 'session=ann' });
      for (const page of [first, second]) {
        expect(page.headers['x-viewer-page']).toBeUndefined();
        expect(page.headers['x-viewer-reuse']).toBeUndefined();
      }
      expect(app.calls).toHaveLength(2);
      expect(cache.store.size).toBe(0);
    }
  });

  it('leaves guests, refused variants and other methods to the app', async () => {
    const state = new Map<string, number>();
    const app = fakeApp(state);
    const refuse: ViewerVariant = async () => null;
    const { get, cache } = await serve({ render: app.render, variant: refuse });
    await get('/home', { cookie: 'session=ann' });
    await get('/home', { cookie: 'session=ann' });
    await get('/home');
    expect(app.calls).toEqual(['ann /home', 'ann /home', 'guest /home']);
    expect(cache.store.size).toBe(0);
  });

  it('shares one render among one viewer\u2019s concurrent requests', async () => {
    const state = new Map<string, number>();
    const app = fakeApp(state, { delayMs: 50 });
    const { get, cache } = await serve({ render: app.render, variant: variantOf(state) });
    const pages = await Promise.all(Array.from({ length: 5 }, () => get('/home', { cookie: 'session=ann' })));
    expect(pages.every((page) => viewerIn(page.body) === 'ann')).toBe(true);
    expect(new Set(pages.map((page) => nonceOf(page.headers['content-security-policy']))).size).toBe(5);
    expect(cache.renders()).toBe(1);
  });
});
