import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, PASSWORD, WEB_LOOPBACK } from '../support/env';
import { REALMS, serverPage } from '../support/e2e';

// Signed-in section pages answered again to the same viewer (server/viewer-page-cache.ts), through
// the real stack: each viewer only ever gets their own page, every answer has its own nonce, a
// write shows on the next page, and an ended session gets no remembered page.

const host = REALMS.arena.host;

async function signInCookie(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post(`${WEB_LOOPBACK}/login`, {
    headers: { host, origin: `http://${host}` },
    form: { email, password: PASSWORD },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  const cookie = res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value.split(';')[0])
    .join('; ');
  expect(cookie).toContain('session=');
  return cookie;
}

const viewerOf = (html: string) => /"user":\{"id":"([^"]*)","rol":"[^"]*","isGuest":(true|false)\}/.exec(html);
const nonceHeader = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
/** The continue-watching row's progress of `id` in the page's data, if the row holds it. */
const progressOf = (html: string, id: string) => {
  const row = /"bucketId":"continue-watching".*?"contentList":\[(.*?)\],"paging"/.exec(html)?.[1] ?? '';
  return new RegExp(`"id":"${id}"[^{}]*?"progress":(\\d+)`).exec(row)?.[1];
};

/** Signed in from a context of its own (whose cookie jar is then dropped): pages send the cookie explicitly. */
async function sessionOf(playwright: { request: { newContext: () => Promise<APIRequestContext> } }, email: string) {
  const login = await playwright.request.newContext();
  const cookie = await signInCookie(login, email);
  await login.dispose();
  return cookie;
}

test('two viewers interleaved each get only their own page, each answer with its own nonce', async ({ request, playwright }) => {
  const [viewer, subscriber] = await Promise.all([sessionOf(playwright, ACCOUNTS.viewer), sessionOf(playwright, ACCOUNTS.subscriber)]);
  const ids = { viewer: 'user-viewer', subscriber: 'user-subscriber' };
  const seen = new Set<string>();
  const states: string[] = [];
  for (let round = 0; round < 4; round++) {
    const pages = await Promise.all([
      serverPage(request, 'arena', '/home', { cookie: viewer }),
      serverPage(request, 'arena', '/home', { cookie: subscriber }),
      serverPage(request, 'arena', '/home'),
    ]);
    const [mine, theirs, guest] = pages;
    expect(viewerOf(mine.html)?.[1]).toBe(ids.viewer);
    expect(viewerOf(theirs.html)?.[1]).toBe(ids.subscriber);
    expect(viewerOf(guest.html)?.[2]).toBe('true');
    expect(guest.headers['x-viewer-page']).toBeUndefined();
    for (const page of [mine, theirs]) {
      expect(page.status).toBe(200);
      expect(page.headers['x-page-cache']).toBeUndefined();
      expect(page.headers['x-viewer-reuse']).toBeUndefined();
      expect(page.headers['cache-control']).toContain('private');
      states.push(page.headers['x-viewer-page']);
      const nonce = nonceHeader(page.headers['content-security-policy']);
      expect(nonce).toBeTruthy();
      expect([...new Set([...page.html.matchAll(/\snonce="([^"]+)"/g)].map((m) => m[1]))]).toEqual([nonce]);
      expect(seen.has(nonce!)).toBe(false);
      seen.add(nonce!);
    }
  }
  // Remembered after the first render of each.
  expect(states.slice(2)).toEqual(Array(6).fill('HIT'));
});

test('watch progress saved through the site shows on the very next page', async ({ request, playwright }) => {
  const cookie = await sessionOf(playwright, ACCOUNTS.member);
  const home = () => serverPage(request, 'arena', '/home', { cookie });
  await home();
  expect((await home()).headers['x-viewer-page']).toBe('HIT');
  for (const position of [5 + Math.floor(Math.random() * 10), 20 + Math.floor(Math.random() * 10)]) {
    const saved = await request.post(`${WEB_LOOPBACK}/_data/progress/vod-005`, {
      headers: { host, origin: `http://${host}`, cookie },
      form: { position: String(position) },
    });
    expect(saved.status()).toBe(200);
    const next = await home();
    expect(next.headers['x-viewer-page']).toBe('MISS');
    expect(progressOf(next.html, 'vod-005')).toBe(String(position));
    const again = await home();
    expect(again.headers['x-viewer-page']).toBe('HIT');
    expect(progressOf(again.html, 'vod-005')).toBe(String(position));
  }
});

test('a session that ended gets no remembered page', async ({ request, playwright }) => {
  const cookie = await sessionOf(playwright, ACCOUNTS.member);
  const home = () => serverPage(request, 'arena', '/home', { cookie });
  await home();
  expect((await home()).headers['x-viewer-page']).toBe('HIT');
  // Signed out in another tab: the old cookie, sent again (as a stale tab would), names an ended session.
  const out = await request.post(`${WEB_LOOPBACK}/logout`, { headers: { host, origin: `http://${host}`, cookie }, maxRedirects: 0 });
  expect(out.status()).toBeLessThan(400);
  for (let i = 0; i < 2; i++) expect((await home()).headers['x-viewer-page']).toBeUndefined();
});
