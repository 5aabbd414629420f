import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BROWSER_LOCALE, expectNoStackTrace, REALMS, waitForHydration } from '../support/e2e';
import { PLATFORM_PORT } from '../support/env';
import { ROOT } from '../support/stack';

/**
 * Series and season screens against the real stack. Fixture series-2 has 32 seasons of which
 * 6, 13 and 27 have no episodes (so 29 are listed); the window around a season is 25 either
 * side, so paging is needed from season 1 (forward) and from season 32 (backward).
 * Arena enables enhanced metadata views + the series interstitial (season links open the
 * series view with seasonId); oasis does not (season links open the season view).
 */
const ARTIFACTS = path.join(ROOT, 'tests/.artifacts');
const LISTED = Array.from({ length: 32 }, (_, i) => i + 1).filter((n) => ![6, 13, 27].includes(n));
const arena = REALMS.arena.origin;
const oasis = REALMS.oasis.origin;

const tabs = (page: Page) => page.locator('.season-tabs__tab');
const picker = (page: Page) => page.locator('.season-picker');

async function tabNumbers(page: Page): Promise<number[]> {
  const ids = await tabs(page).evaluateAll((links) => links.map((link) => link.getAttribute('data-season-id') ?? ''));
  return ids.map((id) => Number(id.split('-').pop()));
}

/** The browser never calls the platform itself: every request stays on the web's origin. */
function watchPlatformCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(PLATFORM_PORT) && !/\/(images|media)\//.test(request.url())) calls.push(request.url());
  });
  return calls;
}

test.describe('seasons on wide screens (tabs)', () => {
  test.use({ locale: BROWSER_LOCALE.arena, viewport: { width: 1280, height: 900 } });

  test('pages forward from season 1 across the 32-season series through the sentinel', async ({ page }) => {
    const platformCalls = watchPlatformCalls(page);
    const response = await page.goto(`${arena}/series/series-2/endless-beacon-chronicles?seasonId=season-2-1`);
    expect(response?.status()).toBe(200);
    expectNoStackTrace(await page.content());
    await expect(page.locator('.season-tabs')).toBeVisible();
    await expect(page.locator('.season-select')).toBeHidden();
    // The first window: season 1 and the 25 listed seasons after it (empty ones dropped).
    expect(await tabNumbers(page)).toEqual(LISTED.slice(0, 26));
    await expect(picker(page)).toHaveAttribute('data-more-after', 'true');
    await expect(picker(page)).toHaveAttribute('data-more-before', 'false');
    await waitForHydration(page);

    const nextPage = page.waitForResponse((res) => res.url().includes('/_data/series/series-2/seasons?after=season-2-29'));
    await page.locator('.season-tabs__sentinel').scrollIntoViewIfNeeded();
    expect((await nextPage).status()).toBe(200);
    await expect(tabs(page)).toHaveCount(LISTED.length);
    expect(await tabNumbers(page)).toEqual(LISTED);
    // The last page came back short (3 < 25): no more after, and the sentinel is gone.
    await expect(picker(page)).toHaveAttribute('data-more-after', 'false');
    await expect(page.locator('.season-tabs__sentinel')).toHaveCount(0);
    expect(platformCalls).toEqual([]);
  });

  test('pages backward from season 32 and the chosen tab stays current', async ({ page }) => {
    await page.goto(`${arena}/series/series-2/endless-beacon-chronicles?seasonId=season-2-32`);
    expect(await tabNumbers(page)).toEqual(LISTED.slice(-26));
    await expect(picker(page)).toHaveAttribute('data-more-before', 'true');
    await expect(picker(page)).toHaveAttribute('data-more-after', 'false');
    await expect(page.locator('.season-tabs__tab[aria-current="page"]')).toHaveAttribute('data-season-id', 'season-2-32');
    await waitForHydration(page);

    const previous = page.waitForResponse((res) => res.url().includes('/_data/series/series-2/seasons?before=season-2-4'));
    await page.locator('.season-tabs').getByRole('button', { name: 'Earlier seasons' }).click();
    expect((await previous).status()).toBe(200);
    await expect(tabs(page)).toHaveCount(LISTED.length);
    expect(await tabNumbers(page)).toEqual(LISTED);
    await expect(picker(page)).toHaveAttribute('data-more-before', 'false');
    await expect(page.locator('.season-tabs').getByRole('button', { name: 'Earlier seasons' })).toHaveCount(0);
    await expect(page.locator('.season-tabs__tab[aria-current="page"]')).toHaveAttribute('data-season-id', 'season-2-32');
  });

  test('choosing a season tab navigates to it, and its episodes show as a carousel', async ({ page }) => {
    await page.goto(`${arena}/series/series-2/endless-beacon-chronicles`);
    // A plain series link opens its first season.
    await expect(page.locator('.season-tabs__tab[aria-current="page"]')).toHaveAttribute('data-season-id', 'season-2-1');
    await waitForHydration(page);
    await page.locator('.season-tabs__tab[data-season-id="season-2-7"]').click();
    await expect(page).toHaveURL(/\/series\/series-2\/endless-beacon-chronicles\?seasonId=season-2-7$/);
    await expect(page.locator('.season-tabs__tab[aria-current="page"]')).toHaveAttribute('data-season-id', 'season-2-7');
    await expect(page.locator('#episodes-heading')).toContainText('Season 7');
    await expect(page.locator('.episodes__track .blk-card').first()).toContainText('S7E1');
    expect(await page.locator('.episodes__track').evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    // Episodes open the video with the season in the query (or its sign-in / interstitial stand-in).
    const href = await page.locator('.episodes__track .blk-card').first().getAttribute('href');
    expect(href).toMatch(/(seasonId%3Dseason-2-7|seasonId=season-2-7|\/interstitial\/vod-)/);
  });

  test('a failed page shows the season error labels and can be retried', async ({ page }) => {
    await page.goto(`${arena}/series/series-2/endless-beacon-chronicles?seasonId=season-2-1`);
    await waitForHydration(page);
    await page.route('**/_data/series/series-2/seasons?**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"DOWN","messages":["down"]}}' }),
    );
    await page.locator('.season-tabs__sentinel').scrollIntoViewIfNeeded();
    const tabsNav = page.locator('.season-tabs');
    await expect(tabsNav.getByRole('alert')).toHaveText('Failed to load more seasons');
    await expect(tabs(page)).toHaveCount(26);

    await page.unroute('**/_data/series/series-2/seasons?**');
    await tabsNav.getByRole('button', { name: 'Try again' }).click();
    await expect(tabs(page)).toHaveCount(LISTED.length);
    await expect(tabsNav.getByRole('alert')).toHaveCount(0);

    await page.goto(`${arena}/series/series-2/endless-beacon-chronicles?seasonId=season-2-32`);
    await waitForHydration(page);
    await page.route('**/_data/series/series-2/seasons?**', (route) => route.abort());
    await tabsNav.getByRole('button', { name: 'Earlier seasons' }).click();
    await expect(tabsNav.getByRole('alert')).toHaveText('Failed to load previous seasons');
    await page.unroute('**/_data/series/series-2/seasons?**');
    await tabsNav.getByRole('button', { name: 'Earlier seasons' }).click();
    await expect(tabs(page)).toHaveCount(LISTED.length);
  });

  test('works without JavaScript: server-rendered tabs are links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: BROWSER_LOCALE.arena, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${arena}/series/series-2/endless-beacon-chronicles?seasonId=season-2-1`);
    await page.locator('.season-tabs__tab[data-season-id="season-2-3"]').click();
    await expect(page).toHaveURL(/seasonId=season-2-3$/);
    await expect(page.locator('.season-tabs__tab[aria-current="page"]')).toHaveAttribute('data-season-id', 'season-2-3');
    await context.close();
  });
});

test.describe('seasons on mobile (dropdown)', () => {
  test.use({ locale: BROWSER_LOCALE.arena, viewport: { width: 375, height: 812 } });

  test('the dropdown replaces the tabs, choosing a season navigates, episodes are a card list', async ({ page }) => {
    await page.goto(`${arena}/series/series-2/endless-beacon-chronicles?seasonId=season-2-1`);
    await expect(page.locator('.season-select select')).toBeVisible();
    await expect(page.locator('.season-tabs')).toBeHidden();
    expect(await page.locator('.episodes__track').evaluate((el) => getComputedStyle(el).display)).toBe('grid');
    await waitForHydration(page);

    // Later seasons load with the dropdown's button, then the new season can be chosen.
    const more = page.waitForResponse((res) => res.url().includes('/_data/series/series-2/seasons?after='));
    await page.locator('.season-select').getByRole('button', { name: 'Later seasons' }).click();
    await more;
    await expect(page.locator('.season-select option')).toHaveCount(LISTED.length);
    await page.locator('.season-select select').selectOption('season-2-31');
    await expect(page).toHaveURL(/seasonId=season-2-31$/);
    await expect(page.locator('.season-select select')).toHaveValue('season-2-31');
  });

  test('the episode list loads further episodes at its end and stops when the season is done', async ({ page }) => {
    // First load is 2 episodes (content §9); the fixture seasons have 2, so one more (empty) page is asked.
    const nextEpisodes = page.waitForResponse((res) => res.url().includes('/_data/season/season-2-4/episodes?lastSeen='));
    await page.goto(`${arena}/series/series-2/endless-beacon-chronicles?seasonId=season-2-4`);
    await expect(page.locator('.episodes__track .blk-card')).toHaveCount(2);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect((await nextEpisodes).status()).toBe(200);
    await expect(page.locator('.episodes__track .blk-sentinel')).toHaveCount(0);
    await expect(page.locator('.episodes__track .blk-card')).toHaveCount(2);
  });
});

test.describe('oasis (rtl): the season view', () => {
  test.use({ locale: BROWSER_LOCALE.oasis, viewport: { width: 375, height: 812 } });

  test('season links stay on the season view and the dropdown navigates there', async ({ page }) => {
    const response = await page.goto(`${oasis}/season/season-2-5`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await waitForHydration(page);
    await page.locator('.season-select select').selectOption('season-2-8');
    await expect(page).toHaveURL(/\/season\/season-2-8\//);
    await expect(page.locator('.series-page')).toHaveAttribute('data-season-id', 'season-2-8');
  });

  test('an unknown season is a 404, not a crash', async ({ page }) => {
    const response = await page.goto(`${oasis}/season/season-9-99`);
    expect(response?.status()).toBe(404);
    expectNoStackTrace(await page.content());
  });
});

test.describe('content cards open these screens', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('arena: a series card on home opens the series screen', async ({ page }) => {
    await page.goto(`${arena}/`);
    const card = page.locator('a.blk-card[href^="/series/"]').first();
    const href = await card.getAttribute('href');
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await expect(page).toHaveURL(`${arena}${href}`);
    await expect(page.locator('.series-page')).toHaveAttribute('data-screen', 'series');
    await expect(page.locator('.season-tabs__tab[aria-current="page"]')).toHaveCount(1);
  });

  test('oasis: a season link (no series interstitial there) opens the season screen', async ({ page }) => {
    await page.goto(`${oasis}/section/series`);
    const seasonLink = page.locator('a[href^="/season/season-1-2/"]').first();
    await seasonLink.scrollIntoViewIfNeeded();
    await seasonLink.click();
    await expect(page.locator('.series-page')).toHaveAttribute('data-season-id', 'season-1-2');
    await expect(page.locator('.series-page')).toHaveAttribute('data-screen', 'season');
  });
});

for (const realm of ['arena', 'oasis'] as const) {
  for (const width of [375, 1280]) {
    test(`screenshot: ${realm} season screen at ${width}px`, async ({ browser }) => {
      const context = await browser.newContext({ locale: BROWSER_LOCALE[realm], viewport: { width, height: width < 600 ? 812 : 900 } });
      const page = await context.newPage();
      const url = realm === 'arena' ? `${arena}/series/series-2/endless-beacon-chronicles?seasonId=season-2-16` : `${oasis}/season/season-2-16`;
      expect((await page.goto(url))?.status()).toBe(200);
      await expect(page.locator('.episodes__track .blk-card').first()).toBeVisible();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.screenshot({ path: path.join(ARTIFACTS, `seasons-${realm}-${width}.png`), fullPage: true });
      await context.close();
    });
  }
}
