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
/** The route whose data request hydrates the page's blocks (ADR 0044: the document carries their markup only). */
const laterRoute = (html: string) => /"later":\{"route":"([^"]+)"/.exec(html)?.[1];
/** The continue-watching row's card `id` in a page's data: its progress and duration (seconds), if the row holds it. */
const watched = (data: string, id: string) => {
  const row = /"bucketId":"continue-watching".*?"contentList":\[(.*?)\],"paging"/.exec(data)?.[1] ?? '';
  const card = new RegExp(`"id":"${id}"[^{}]*`).exec(row)?.[0] ?? '';
  const field = (name: string) => Number(new RegExp(`"${name}":(\\d+)`).exec(card)?.[1]);
  return { progress: field('progress'), duration: field('duration') };
};
/** The percentage the markup's progress bar shows on the card linking to `id`. */
const percentShown = (html: string, id: string) =>
  new RegExp(`<a class="blk-card" href="[^"]*/${id}/[^"]*"[^>]*>(?:(?!</a>).)*?aria-valuenow="(\\d+)"`, 's').exec(html)?.[1];

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
  // Positions within the fixture media's 36 s.
  for (const position of [5 + Math.floor(Math.random() * 10), 20 + Math.floor(Math.random() * 10)]) {
    const saved = await request.post(`${WEB_LOOPBACK}/_data/progress/vod-005`, {
      headers: { host, origin: `http://${host}`, cookie },
      form: { position: String(position) },
    });
    expect(saved.status()).toBe(200);
    const next = await home();
    expect(next.headers['x-viewer-page']).toBe('MISS');
    // The data request the browser hydrates the row from has the position to the second ...
    const route = laterRoute(next.html);
    expect(route).toBeTruthy();
    const data = await serverPage(request, 'arena', `/home?_data=${encodeURIComponent(route!)}`, { cookie });
    expect(data.status).toBe(200);
    const { progress, duration } = watched(data.html, 'vod-005');
    expect(progress).toBe(position);
    // ... and the markup's progress bar shows it, on this answer and the remembered one.
    expect(percentShown(next.html, 'vod-005')).toBe(String(Math.round((position / duration) * 100)));
    const again = await home();
    expect(again.headers['x-viewer-page']).toBe('HIT');
    expect(percentShown(again.html, 'vod-005')).toBe(percentShown(next.html, 'vod-005'));
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
