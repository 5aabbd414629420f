import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache, type GuestVariant, type PageCacheOptions } from './page-cache';
import { normalisePage } from './page-cache-key';
import { PageStore } from './page-store';

const GUEST_CC = 'public, s-maxage=60, stale-while-revalidate=300, stale-if-error=600';

/** A stand-in for the app: a page per path with the request's nonce, guest or signed in as the app decides. */
function fakeApp(overrides: { status?: number; delayMs?: number; throws?: boolean; cacheControl?: string; setCookie?: boolean } = {}) {
  const calls: string[] = [];
  const render: PageCacheOptions['render'] = async (req, _res, pathAndQuery) => {
    calls.push(pathAndQuery);
    if (overrides.delayMs) await new Promise((resolve) => setTimeout(resolve, overrides.delayMs));
    if (overrides.throws) throw new Error('render failed');
    const nonce = randomBytes(16).toString('base64');
    const viewer = /session=(\w+)/.exec(req.get('cookie') ?? '')?.[1];
    // A data request: the route's JSON, as Remix answers it (no CSP, the loader's headers).
    const dataRoute = new URL(pathAndQuery, 'http://x').searchParams.get('_data');
    if (dataRoute) {
      const cacheControl = viewer ? 'private, no-cache' : (overrides.cacheControl ?? GUEST_CC);
      const json = JSON.stringify({ route: dataRoute, viewer: viewer ?? 'guest', render: calls.length });
      return new Response(json, {
        status: overrides.status ?? 200,
        headers: { 'Content-Type': 'application/json', 'Cache-Control': cacheControl, Vary: 'Cookie' },
      });
    }
    const headers = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'self'; script-src 'self' 'nonce-${nonce}'`,
      'Cache-Control': viewer ? 'private, no-cache' : (overrides.cacheControl ?? GUEST_CC),
      Vary: 'Cookie, Accept-Language',
    });
    if (overrides.setCookie) headers.set('Set-Cookie', 'lang=en; Path=/');
    const body = `<html><body data-viewer="${viewer ?? 'guest'}" data-render="${calls.length}">${pathAndQuery}<script nonce="${nonce}">1</script><script nonce="${nonce}">2</script></body></html>`;
    return new Response(body, { status: overrides.status ?? 200, headers });
  };
  return { render, calls };
}

/** Mirrors the app's rule: a session cookie never shares a copy; the locale splits copies. */
const variant: GuestVariant = async ({ cookie, acceptLanguage }) =>
  cookie?.includes('session=') ? null : `arena|${acceptLanguage?.startsWith('ar') ? 'ar' : 'en'}`;

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

async function serve(options: Partial<PageCacheOptions> & Pick<PageCacheOptions, 'render'>) {
  const passThrough: PageCacheOptions['passThrough'] = async (req, res, next) => {
    try {
      const response = await options.render(req, res, req.originalUrl);
      res.status(response.status);
      response.headers.forEach((value, name) => res.setHeader(name, value));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      next(error);
    }
  };
  const cache = createPageCache({ passThrough, variant, ...options });
  const app = express();
  app.all('*', cache);
  app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.status(500).end('error'));
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

describe('the guest page cache', () => {
  it('never gives a guest a signed-in page, nor a signed-in viewer a guest copy (interleaved)', async () => {
    const app = fakeApp();
    const { get } = await serve({ render: app.render });
    for (let round = 0; round < 3; round++) {
      const [guest, ada, guest2, bob] = await Promise.all([get('/'), get('/', { cookie: 'session=ada' }), get('/'), get('/', { cookie: 'session=bob' })]);
      expect(guest.body).toContain('data-viewer="guest"');
      expect(guest2.body).toContain('data-viewer="guest"');
      expect(ada.body).toContain('data-viewer="ada"');
      expect(bob.body).toContain('data-viewer="bob"');
      expect(ada.headers['x-page-cache']).toBeUndefined();
      expect(ada.headers['cache-control']).toBe('private, no-cache');
    }
    // Guests after the first render come from the copy; each signed-in request was rendered.
    expect(app.calls.length).toBe(1 + 6);
  });

  it('writes a fresh nonce into every answer of one kept page, header and body alike', async () => {
    const { get } = await serve({ render: fakeApp().render });
    const first = await get('/home');
    const second = await get('/home');
    expect(second.headers['x-page-cache']).toBe('HIT');
    const [a, b] = [nonceOf(first.headers['content-security-policy']), nonceOf(second.headers['content-security-policy'])];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    expect(second.body.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${b}"`, `nonce="${b}"`]);
    expect(second.body).not.toContain(String(a));
    expect(second.headers.vary).toBe('Cookie, Accept-Language');
    expect(second.headers['set-cookie']).toBeUndefined();
  });

  it('keeps a copy per locale, and one per path and keyed query', async () => {
    const app = fakeApp();
    const { get } = await serve({ render: app.render });
    await get('/', { 'accept-language': 'ar' });
    await get('/', { 'accept-language': 'en-GB' });
    await get('/', { 'accept-language': 'en-US' });
    await get('/?page=2&utm_source=x');
    await get('/?utm_medium=y&page=2');
    expect(app.calls).toEqual(['/', '/', '/?page=2']);
  });

  it('renders hostile or unusual requests for themselves, without keeping them', async () => {
    const app = fakeApp();
    const { get, cache } = await serve({ render: app.render });
    await get('/?q=<script>');
    await get('/?q=<script>');
    await get('/?page=1&page=2');
    await get('/', { host: 'evil.example:1' });
    expect(app.calls.length).toBe(4);
    expect(cache.store.size).toBe(0);
  });

  it('renders a cold page once for a burst of requests (coalescing)', async () => {
    const app = fakeApp({ delayMs: 100 });
    const { get, cache } = await serve({ render: app.render });
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/live')));
    expect(app.calls).toEqual(['/live']);
    expect(cache.renders()).toBe(1);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => nonceOf(a.headers['content-security-policy']))).size).toBe(20);
  });

  it('never keeps failed, private or cookie-setting answers', async () => {
    for (const overrides of [
      { status: 503 },
      { status: 404 },
      { cacheControl: 'private, no-cache' },
      { cacheControl: 'public, s-maxage=60, no-store' },
      { setCookie: true },
    ]) {
      const app = fakeApp(overrides);
      const { get, cache } = await serve({ render: app.render });
      const first = await get('/');
      await get('/');
      expect(first.status, JSON.stringify(overrides)).toBe(overrides.status ?? 200);
      expect(app.calls.length, JSON.stringify(overrides)).toBe(2);
      expect(cache.store.size).toBe(0);
    }
  });

  it("keeps a guest's data request of a build route as a copy of its own, JSON without a nonce", async () => {
    const app = fakeApp();
    const { get, cache } = await serve({ render: app.render, dataRoutes: new Set(['screen:home:en']) });
    const document = await get('/home');
    const data = await get('/home?_data=screen%3Ahome%3Aen');
    const again = await get('/home?_data=screen:home:en');
    expect(data.headers['x-page-cache']).toBe('MISS');
    expect(again.headers['x-page-cache']).toBe('HIT');
    expect(JSON.parse(again.body)).toEqual({ route: 'screen:home:en', viewer: 'guest', render: 2 });
    expect(again.headers['content-type']).toBe('application/json');
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers['cache-control']).toBe(GUEST_CC);
    expect(document.body).toContain('<html>');
    expect((await get('/home')).headers['x-page-cache']).toBe('HIT');
    // The document and its data: two copies, two renders, whatever the order of arrival.
    expect(app.calls).toEqual(['/home', '/home?_data=screen%3Ahome%3Aen']);
    expect(cache.store.size).toBe(2);
  });

  it("never keeps a signed-in viewer's data request nor gives one a guest's copy", async () => {
    const app = fakeApp();
    const { get } = await serve({ render: app.render, dataRoutes: new Set(['screen:home:en']) });
    for (let round = 0; round < 3; round++) {
      const [guest, ada] = await Promise.all([get('/home?_data=screen:home:en'), get('/home?_data=screen:home:en', { cookie: 'session=ada' })]);
      expect(JSON.parse(guest.body).viewer).toBe('guest');
      expect(JSON.parse(ada.body).viewer).toBe('ada');
      expect(ada.headers['x-page-cache']).toBeUndefined();
    }
    expect(app.calls.length).toBe(1 + 3);
  });

  it('renders data requests for routes the build does not name, and failed data answers, for themselves', async () => {
    const app = fakeApp();
    const { get, cache } = await serve({ render: app.render, dataRoutes: new Set(['screen:home:en']) });
    await get('/home?_data=screen:evil');
    await get('/home?_data=screen:evil');
    expect(app.calls.length).toBe(2);
    const failing = fakeApp({ status: 500 });
    const second = await serve({ render: failing.render, dataRoutes: new Set(['screen:home:en']) });
    await second.get('/home?_data=screen:home:en');
    expect((await second.get('/home?_data=screen:home:en')).status).toBe(500);
    expect(failing.calls.length).toBe(2);
    expect(cache.store.size + second.cache.store.size).toBe(0);
    // Without the build's routes (the viewer cache's use of the key), no data request is kept.
    const htmlOnly = await serve({ render: app.render });
    await htmlOnly.get('/home?_data=screen:home:en');
    expect(htmlOnly.cache.store.size).toBe(0);
  });

  it('serves stale while one refresh runs, and stale on error within stale-if-error only', async () => {
    let clock = 0;
    let failing = false;
    const good = fakeApp();
    const render: PageCacheOptions['render'] = (req, res, path) =>
      failing ? Promise.resolve(new Response('down', { status: 503 })) : good.render(req, res, path);
    const { get } = await serve({ render, now: () => clock });
    await get('/');
    clock = 61_000;
    const stale = await get('/');
    expect(stale.headers['x-page-cache']).toBe('STALE');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(good.calls.length).toBe(2);
    expect((await get('/')).headers['x-page-cache']).toBe('HIT');
    failing = true;
    clock += 60_000 + 300_000 + 1;
    const fallback = await get('/');
    expect(fallback.status).toBe(200);
    expect(fallback.headers['x-page-cache']).toBe('STALE-IF-ERROR');
    clock += 600_000;
    expect((await get('/')).status).toBe(503);
  });
});

describe('the page store and its keys', () => {
  it('evicts the least recently used pages to stay under its byte cap', () => {
    const store = new PageStore(3000, 2000);
    const page = (bytes: number) => ({
      headers: [],
      csp: null,
      body: [Buffer.alloc(bytes)],
      bytes,
      storedAt: 0,
      lifetime: { freshMs: 1, staleWhileRevalidateMs: 0, staleIfErrorMs: 0 },
    });
    for (let i = 0; i < 100; i++) store.set(`k${i}`, page(1000));
    expect(store.size).toBe(3);
    expect(store.bytes).toBeLessThanOrEqual(3000);
    store.get('k97');
    store.set('new', page(1000));
    expect(store.get('k97')).toBeDefined();
    expect(store.get('k98')).toBeUndefined();
    expect(store.set('huge', page(2001))).toBe(false);
  });

  it('normalises keys: host case, query order, campaign tags; refuses what it cannot key', () => {
    const key = (url: string, host = 'Localhost:3000') => normalisePage({ protocol: 'http', host, url, localPort: 3000 })?.location ?? null;
    expect(key('/?page=2&view=grid')).toBe('http://localhost:3000/?page=2&view=grid');
    expect(key('/?view=grid&utm_campaign=a&page=2')).toBe('http://localhost:3000/?page=2&view=grid');
    expect(key('/', 'localhost:3001')).toBeNull();
    expect(key('/', 'evil.example/x')).toBeNull();
    expect(key('/?search=a')).toBeNull();
    expect(key('/?page=' + 'x'.repeat(65))).toBeNull();
    expect(key('//evil.example/')).toBeNull();
    expect(key('/' + 'a'.repeat(600))).toBeNull();
    expect(key('/?' + Array.from({ length: 9 }, (_, i) => `utm_x${i}=1`).join('&'))).toBeNull();
  });

  it("keys a data request by the document's key plus a route id the build names, and nothing else", () => {
    const routes = new Set(['screen:home:en', 'root']);
    const page = (url: string, dataRoutes: ReadonlySet<string> | null = routes) =>
      normalisePage({ protocol: 'http', host: 'localhost:3000', url, localPort: 3000 }, dataRoutes ?? undefined);
    expect(page('/home?_data=screen%3Ahome%3Aen')).toEqual({
      location: 'http://localhost:3000/home?_data=screen%3Ahome%3Aen',
      host: 'localhost:3000',
      pathname: '/home',
      pathAndQuery: '/home?_data=screen%3Ahome%3Aen',
      dataRoute: 'screen:home:en',
    });
    // Remix's own form of an index route's data request; the order of parameters does not matter.
    expect(page('/?index&_data=root')?.location).toBe(page('/?_data=root&index=')?.location);
    expect(page('/home?page=2&_data=screen:home:en')?.location).toBe('http://localhost:3000/home?_data=screen%3Ahome%3Aen&page=2');
    expect(page('/home')?.dataRoute).toBeUndefined();
    expect(page('/home?_data=screen:other')).toBeNull();
    expect(page('/home?_data=root&_data=screen:home:en')).toBeNull();
    expect(page('/home?_data=screen:home:en', null)).toBeNull();
    expect(page('/home?index')).toBeNull();
    expect(page('/home?_data=root&index=1')).toBeNull();
  });
});
