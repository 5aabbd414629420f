/**
 * Helpers for the Playwright specs: realm origins, server HTML fetched before any
 * script runs, sign-in, and checks that a page is not a crash page.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, ARENA_ORIGIN, OASIS_ORIGIN, PASSWORD, WEB_LOOPBACK, WEB_PORT } from './env';

export type RealmName = 'arena' | 'oasis';

export const REALMS: Record<RealmName, { origin: string; host: string; lang: string; dir: 'ltr' | 'rtl' }> = {
  arena: { origin: ARENA_ORIGIN, host: `localhost:${WEB_PORT}`, lang: 'en', dir: 'ltr' },
  oasis: { origin: OASIS_ORIGIN, host: `oasis.localhost:${WEB_PORT}`, lang: 'ar', dir: 'rtl' },
};

/** A browser language matching each realm's default locale (Accept-Language decides when nothing is stored). */
export const BROWSER_LOCALE: Record<RealmName, string> = { arena: 'en-GB', oasis: 'ar-AE' };

export const WIDTHS = { mobile: 375, tablet: 768, desktop: 1440 } as const;
export const HEIGHTS = { mobile: 812, tablet: 1024, desktop: 900 } as const;

export interface ServerPage {
  status: number;
  url: string;
  html: string;
  headers: Record<string, string>;
}

/**
 * GET a page the way a crawler or a browser without JavaScript sees it: the raw server
 * HTML. Connects to loopback with the realm's Host header (Node cannot resolve
 * `*.localhost`) and follows redirects by hand, keeping that Host. No Accept-Language
 * unless given, so the realm's default locale applies.
 */
export async function serverPage(request: APIRequestContext, realm: RealmName, path: string, headers: Record<string, string> = {}): Promise<ServerPage> {
  let current = path;
  for (let hop = 0; hop < 6; hop++) {
    const res = await request.get(`${WEB_LOOPBACK}${current}`, {
      headers: { host: REALMS[realm].host, ...headers },
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    const location = res.headers()['location'];
    if (res.status() >= 300 && res.status() < 400 && location) {
      const next = new URL(location, `http://${REALMS[realm].host}${current}`);
      current = `${next.pathname}${next.search}`;
      continue;
    }
    return { status: res.status(), url: current, html: await res.text(), headers: res.headers() };
  }
  throw new Error(`too many redirects from ${path}`);
}

/** The opening `<html …>` tag's attributes. */
export function htmlAttributes(html: string): Record<string, string> {
  const tag = /<html\b([^>]*)>/i.exec(html)?.[1] ?? '';
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z-:]+)\s*=\s*"([^"]*)"/g)) attrs[m[1].toLowerCase()] = m[2];
  return attrs;
}

/** Text a crash page would show: stack frames, raw error names, framework internals. */
export const STACK_TRACE = /(\n\s+at [\w.<>$]+ \(|node:internal|at async |TypeError:|ReferenceError:|SyntaxError:|Unexpected Server Error|ECONNREFUSED)/;

export function expectNoStackTrace(body: string) {
  expect(body, 'page must not leak a stack trace or internal error text').not.toMatch(STACK_TRACE);
}

/** Sign in through the real login form (no JS shortcuts), then wait to leave /login. */
export async function signIn(page: Page, who: keyof typeof ACCOUNTS, origin = ARENA_ORIGIN, from?: string) {
  const target = from ? `/login?from=${encodeURIComponent(from)}` : '/login';
  await page.goto(`${origin}${target}`);
  const email = page.locator('input#email, input[name="email"], input[name="id"], input[type="email"]').first();
  await email.fill(ACCOUNTS[who]);
  await page.locator('input#password, input[name="password"], input[name="secret"], input[type="password"]').first().fill(PASSWORD);
  await Promise.all([
    page.waitForURL((url) => !/\/login(\?|$|\/)/.test(url.pathname + url.search), { timeout: 30_000 }),
    page
      .locator('form')
      .filter({ has: page.locator('input[type="password"]') })
      .first()
      .locator('button[type="submit"], input[type="submit"]')
      .first()
      .click(),
  ]);
}

/** The page does not scroll sideways (a common responsive layout bug). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Wait until the client bundle has booted (Remix creates its router right before
 * hydrating). Interactions that need React (not the no-JS fallbacks) wait on this.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter), undefined, { timeout: 20_000 });
}

/**
 * Waits until React has hydrated `locator`'s element. A composed page's blocks hydrate on their own,
 * once their chunk and the route's data have arrived (ADR 0044); until then they are server markup,
 * whose links navigate as plain links. Interactions that need a block's script wait on this.
 */
export async function waitForBlockHydration(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))), { timeout: 20_000 }).toBe(true);
}

/**
 * Clicks a control whose form posts to `path` and waits for the platform's answer. With the
 * script, such controls show their new state at once (optimistic) while the write is on its way;
 * a navigation right then can cancel it, as it would for a viewer.
 */
export async function clickAndAwaitWrite(page: Page, control: Locator, path: string) {
  const written = page.waitForResponse((res) => res.url().includes(path) && res.request().method() === 'POST');
  await control.click();
  expect((await written).status()).toBeLessThan(400);
}

/**
 * Waits until `video` has played past `seconds`. Autoplay may be refused: the big play button
 * then starts it. Generous timeouts: this waits for playback, it never times it.
 */
export async function playPast(page: Page, video: Locator, seconds: number) {
  await expect(video).toHaveCount(1, { timeout: 30_000 });
  await expect
    .poll(
      async () => {
        const time = await video.evaluate((el: HTMLVideoElement) => el.currentTime);
        if (time === 0) {
          const start = page
            .locator('.player__big-play')
            .or(page.getByRole('button', { name: /^play$/i }))
            .first();
          if (await start.isVisible().catch(() => false)) await start.click().catch(() => undefined);
        }
        return time;
      },
      { timeout: 60_000, intervals: [500, 1_000, 2_000] },
    )
    .toBeGreaterThan(seconds);
}
