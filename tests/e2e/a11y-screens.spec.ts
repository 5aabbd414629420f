import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { fillPattern } from '../../app/routing/path-builder';
import { ROUTE_TABLE, SCREEN_KEYS, isBuilt, type ScreenKey } from '../../app/routing/route-table';
import { BROWSER_LOCALE, REALMS, signIn, type RealmName } from '../support/e2e';

/**
 * axe (WCAG 2.0/2.1 A and AA) over every built screen of the route table, in both realms, at
 * 375 and 1280 px: no serious or critical violation anywhere on the page (top bar, menus and
 * footer included). The list comes from the route table, so a screen added to it is checked
 * as soon as it has a route module; a screen whose path needs a parameter this file has no
 * sample for fails with the parameter's name, so the sample gets written instead of the screen
 * being skipped. A screen that sends a guest to sign in is checked again signed in; one that
 * answers GET with no page at all (sign-out is POST only) is listed as such.
 */

/** A value for each route parameter, by name; per screen where one name means different things. */
const SAMPLE_PARAMS: Record<string, string> = {
  eventId: 'vod-001',
  seriesId: 'series-1',
  seasonId: 'season-1-1',
  playlistId: 'playlist-1',
  feedName: 'headlines',
  newId: 'news-headlines-2',
  pageId: 'about',
  providerId: 'reference',
  authProvider: 'demo-id',
  provider: 'demo-id',
  token: 'not-a-token',
  code: 'not-a-code',
  id: 'not-an-id',
  giftId: 'not-a-gift',
  redeemCode: 'NOT-A-CODE',
  licenceId: 'lic-arena-monthly',
  owner: 'user-viewer',
  watchlistId: 'not-a-watchlist',
};
const SCREEN_PARAMS: Partial<Record<ScreenKey, Record<string, string>>> = {
  live: { eventId: 'live-1' },
  watchTogether: { eventId: 'live-1' },
  multiView: { eventId: 'live-2' },
  interstitial: { eventId: 'vod-021' },
  fighter: { id: 'fighter-01' },
};
const REALM_PARAMS: Record<RealmName, Partial<Record<ScreenKey, Record<string, string>>>> = {
  arena: { section: { id: 'movies' }, plugin: { id: 'match-centre' } },
  oasis: { section: { id: 'series' }, plugin: { id: 'welcome' } },
};

/** The path of a screen for a realm, with the sample parameters (optional ones left out). */
function samplePath(realm: RealmName, key: ScreenKey): string {
  const pattern = ROUTE_TABLE[key].paths.en;
  const params = { ...SAMPLE_PARAMS, ...SCREEN_PARAMS[key], ...REALM_PARAMS[realm][key] };
  const required = pattern
    .split('/')
    .filter((s) => s.startsWith(':') && !s.endsWith('?'))
    .map((s) => s.slice(1))
    .filter((name) => !(name in params));
  expect(required, `tests/e2e/a11y-screens.spec.ts needs a sample value for ${pattern}`).toEqual([]);
  const segments = new Set(pattern.split('/'));
  return fillPattern(pattern, Object.fromEntries(Object.entries(params).filter(([name]) => segments.has(`:${name}`))));
}

const BUILT_SCREENS = SCREEN_KEYS.filter(isBuilt);
/** The sweep's own client address (TEST-NET-3), stated through the loopback proxy rule of tests/support/stack.ts. */
const SWEEP_ADDRESS = '203.0.113.50';
const SIGN_IN_PATH = new RegExp(`^${ROUTE_TABLE.login.paths.en}(\\?|$)`);

/** Serious and critical findings of a page, one line each, for the whole document. */
async function seriousFindings(page: Page, name: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // The payment provider's frame is its own document, checked by the provider's tests.
    .exclude('iframe.card-frame')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${name}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
}

async function signedInPage(browser: Browser, realm: RealmName, width: number): Promise<Page> {
  const context = await browser.newContext({
    locale: BROWSER_LOCALE[realm],
    viewport: { width, height: width < 600 ? 812 : 900 },
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'x-forwarded-for': SWEEP_ADDRESS },
  });
  const page = await context.newPage();
  await signIn(page, 'viewer', REALMS[realm].origin);
  return page;
}

for (const realm of ['arena', 'oasis'] as RealmName[]) {
  for (const width of [375, 1280]) {
    test.describe(`${realm} at ${width}px`, () => {
      // Reduced motion: axe reads colours as they are at that instant, and a toast that arrives
      // during the sweep (a live event going live) would be measured half faded in.
      // Its sample codes are wrong guesses (gift and voucher pages): they count against an
      // address of their own (documentation range), never the one other specs share.
      test.use({
        locale: BROWSER_LOCALE[realm],
        viewport: { width, height: width < 600 ? 812 : 900 },
        reducedMotion: 'reduce',
        extraHTTPHeaders: { 'x-forwarded-for': SWEEP_ADDRESS },
      });

      test(`axe: no serious or critical violation on any screen of the route table`, async ({ page, browser }) => {
        test.setTimeout(BUILT_SCREENS.length * 20_000);
        const origin = REALMS[realm].origin;
        const findings: string[] = [];
        let signedIn: Page | null = null;
        const checked: string[] = [];
        for (const key of BUILT_SCREENS) {
          const path = samplePath(realm, key);
          const response = await page.goto(`${origin}${path}`);
          // A POST-only screen (sign-out) answers GET with a short text, not a page.
          if (!response?.headers()['content-type']?.startsWith('text/html')) {
            checked.push(`${key} ${path} → not a page (${response?.status()})`);
            continue;
          }
          await settle(page);
          let target = page;
          if (SIGN_IN_PATH.test(new URL(page.url()).pathname + new URL(page.url()).search) && key !== 'login') {
            signedIn ??= await signedInPage(browser, realm, width);
            await signedIn.goto(`${origin}${path}`);
            await settle(signedIn);
            target = signedIn;
          }
          checked.push(`${key} ${path} → ${new URL(target.url()).pathname}`);
          findings.push(...(await seriousFindings(target, `${key} (${path})`)));
        }
        // The realm's 404 page.
        await page.goto(`${origin}/no-such-page-anywhere`);
        findings.push(...(await seriousFindings(page, 'notFound')));
        test.info().annotations.push({ type: 'screens', description: checked.join('\n') });
        await signedIn?.context().close();
        expect(checked.length).toBe(BUILT_SCREENS.length);
        expect(findings).toEqual([]);
      });
    });
  }
}
