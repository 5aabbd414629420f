import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, PASSWORD, WEB_LOOPBACK, WEB_PORT } from '../support/env';
import { REALMS, serverPage } from '../support/e2e';

// The guest page cache through the real stack: guests share one copy, signed-in viewers never
// see it (nor a guest another viewer's page), and each answer of the copy has its own nonce.

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

test('guests share one copy with a fresh nonce each; signed-in viewers never get it, interleaved', async ({ request, playwright }) => {
  // Signed in from a context of its own: the shared one would keep the cookie for the guests.
  const login = await playwright.request.newContext();
  const cookie = await signInCookie(login, ACCOUNTS.subscriber);
  await login.dispose();
  const first = await serverPage(request, 'arena', '/');
  expect(first.status).toBe(200);
  const seen = new Set<string>();
  for (let round = 0; round < 3; round++) {
    const [guest, member, guest2] = await Promise.all([
      serverPage(request, 'arena', first.url),
      serverPage(request, 'arena', first.url, { cookie }),
      serverPage(request, 'arena', first.url, { 'accept-language': 'en-GB' }),
    ]);
    for (const page of [guest, guest2]) {
      expect(page.headers['x-page-cache']).toMatch(/^(HIT|STALE)$/);
      expect(viewerOf(page.html)?.[2]).toBe('true');
      const nonce = nonceHeader(page.headers['content-security-policy']);
      expect(nonce).toBeTruthy();
      // Every script carries this answer's nonce, none an older one.
      const nonces = new Set([...page.html.matchAll(/\snonce="([^"]+)"/g)].map((m) => m[1]));
      expect([...nonces]).toEqual([nonce]);
      expect(seen.has(nonce!)).toBe(false);
      seen.add(nonce!);
    }
    expect(member.headers['x-page-cache']).toBeUndefined();
    expect(member.headers['cache-control']).toContain('private');
    expect(viewerOf(member.html)?.[2]).toBe('false');
  }
});

test('a query string pages do not read, or a forged session cookie, is rendered alone and never kept', async ({ request }) => {
  const hostile = await serverPage(request, 'arena', '/home?x=<script>alert(1)</script>');
  expect(hostile.headers['x-page-cache']).toBeUndefined();
  const forged = await serverPage(request, 'arena', '/home', { cookie: '__Host-session=forged; session=forged' });
  expect(forged.headers['x-page-cache']).toBeUndefined();
  expect(viewerOf(forged.html)?.[2]).toBe('true');
});

// A realm of its own (scaffolded like an operator's), so editing its files touches no other test.
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const EDITED = 'e2e-cached';
const editedFile = (...parts: string[]) => path.join(ROOT, 'realms', EDITED, ...parts);
const removeEdited = () => {
  rmSync(editedFile(), { recursive: true, force: true });
  rmSync(path.join(ROOT, 'public', 'realms', EDITED), { recursive: true, force: true });
};

test.describe('realm edits', () => {
  test.beforeAll(() => {
    removeEdited();
    execFileSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'scripts', 'realms-new.ts'), EDITED], { cwd: ROOT, stdio: 'pipe' });
  });
  test.afterAll(removeEdited);

  test('an accepted edit of a realm file shows on its cached page within about two seconds', async ({ request }) => {
    const headers = { host: `${EDITED}.localhost:${WEB_PORT}` };
    const home = async () => {
      const res = await request.get(`${WEB_LOOPBACK}/home`, { headers, maxRedirects: 0 });
      return { status: res.status(), cache: res.headers()['x-page-cache'], html: await res.text() };
    };
    // Served once the platform has read the new folder; then kept: the second answer is the copy.
    await expect(async () => expect((await home()).status).toBe(200)).toPass({ timeout: 10_000 });
    await home();
    const cached = await home();
    expect(cached.cache).toBe('HIT');
    expect(cached.html).not.toContain('Front page');

    const file = editedFile('labels', 'en.json');
    const labels = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    labels.menuHome = 'Front page';
    // An editor's atomic save: a temporary file renamed over the original.
    writeFileSync(`${file}.tmp`, JSON.stringify(labels, null, 2));
    execFileSync('mv', [`${file}.tmp`, file]);
    const edited = Date.now();
    await expect(async () => expect((await home()).html).toContain('Front page')).toPass({ timeout: 5_000, intervals: [100] });
    expect(Date.now() - edited).toBeLessThan(2_500);
    // The new version is kept in its turn.
    expect((await home()).cache).toBe('HIT');
  });
});

test("a guest's data request of a cached page is a copy after the first; a signed-in viewer's never is", async ({ request, playwright }) => {
  const login = await playwright.request.newContext();
  const cookie = await signInCookie(login, ACCOUNTS.subscriber);
  await login.dispose();
  const document = await serverPage(request, 'arena', '/');
  // The route the blocks hydrate from, as the document names it (block-data-once.server.ts).
  const route = /"later":\{"route":"([^"]+)"/.exec(document.html)?.[1];
  expect(route).toBeTruthy();
  const dataUrl = `${document.url}?_data=${encodeURIComponent(route!)}`;
  const data = (headers: Record<string, string> = {}) => serverPage(request, 'arena', dataUrl, headers);
  const first = await data();
  expect(first.status).toBe(200);
  expect(first.headers['content-type']).toContain('application/json');
  for (let round = 0; round < 3; round++) {
    const [guest, member] = await Promise.all([data(), data({ cookie })]);
    expect(guest.headers['x-page-cache']).toMatch(/^(HIT|STALE)$/);
    expect(guest.headers['cache-control']).toContain('public');
    expect(guest.headers['set-cookie']).toBeUndefined();
    expect(JSON.parse(guest.html).sectionId).toBe(JSON.parse(first.html).sectionId);
    expect(member.status).toBe(200);
    expect(member.headers['x-page-cache']).toBeUndefined();
    expect(member.headers['cache-control']).toContain('private');
    // The viewer's own section: cards carry the personal watchlist control a guest's never do.
    expect(member.html).not.toBe(guest.html);
  }
});
