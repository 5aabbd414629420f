import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BROWSER_LOCALE, expectNoStackTrace, REALMS, signIn, waitForBlockHydration, waitForHydration } from '../support/e2e';
import { ROOT } from '../support/stack';

/**
 * The playlist screen and the expanded playlist card against the real stack. Fixture
 * playlist-2 ("Electric Selection") has 25 videos (three pages of 12); arena's home has a
 * playlist row with playlist-2, playlist-1 and playlist-5. Arena enables social sharing and
 * watchlists; oasis neither.
 */
const ARTIFACTS = path.join(ROOT, 'tests/.artifacts');
const arena = REALMS.arena.origin;
const oasis = REALMS.oasis.origin;
const PLAYLIST = '/playlist/playlist-2/electric-selection';

const playlistRow = (page: Page) => page.locator('section[data-row-type="playlist"]').first();
const rowCard = (page: Page, playlistId: string) => playlistRow(page).locator(`a.blk-card[href*="${playlistId}"]`).first();
const expanded = (page: Page) => page.locator('.playlist-expanded');

test.describe('playlist screen', () => {
  test.use({ locale: BROWSER_LOCALE.arena, viewport: { width: 1280, height: 900 } });

  test('lists the videos and loads further pages as the list end comes into view', async ({ page }) => {
    // The server renders the first page (12).
    const html = await (await page.request.get(`${arena}${PLAYLIST}`)).text();
    expect(html.match(/class="blk-card"/g)?.length).toBe(12);

    const pageTwo = page.waitForResponse((res) => res.url().includes('/_data/playlist/playlist-2?p=2'));
    const pageThree = page.waitForResponse((res) => res.url().includes('/_data/playlist/playlist-2?p=3'));
    const response = await page.goto(`${arena}${PLAYLIST}`);
    expect(response?.status()).toBe(200);
    expectNoStackTrace(await page.content());
    await expect(page.locator('h1.playlist-page__title')).toHaveText('Electric Selection');
    await expect(page.locator('.playlist-page__count')).toContainText('25');
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    const items = page.locator('.playlist-items .blk-card');
    // Scroll to the end of the list until the last page is in (each page brings the sentinel back into view).
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return items.count();
      })
      .toBe(25);
    expect((await pageTwo).status()).toBe(200);
    expect((await pageThree).status()).toBe(200);
    await expect(page.locator('.playlist-items .blk-sentinel')).toHaveCount(0);
    // Every video opens in the playlist (its sign-in stand-in names that address; denied ones
    // go to the interstitial, which the link rules write without a list).
    for (const href of await items.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      expect(decodeURIComponent(href)).toMatch(/playlistId=playlist-2|^\/interstitial\/vod-/);
    }
  });

  test('Play goes to the first video of the playlist', async ({ page }) => {
    await signIn(page, 'viewer');
    await page.goto(`${arena}${PLAYLIST}`);
    await waitForHydration(page);
    await page.locator('.playlist-page').getByRole('link', { name: 'Play', exact: true }).click();
    await expect(page).toHaveURL(/\/video\/vod-011\/[^?]*\?playlistId=playlist-2/);
    await expect(page.locator('h1.watch-page__title')).toHaveText(/\S/);
  });

  test('without JavaScript the pages are links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: BROWSER_LOCALE.arena });
    const page = await context.newPage();
    await page.goto(`${arena}${PLAYLIST}`);
    await page.locator('.playlist-pager').getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\?p=2$/);
    await expect(page.locator('.playlist-items .blk-card')).toHaveCount(12);
    await context.close();
  });

  test('an unknown playlist is a 404', async ({ page }) => {
    const response = await page.goto(`${arena}/playlist/playlist-404`);
    expect(response?.status()).toBe(404);
    expectNoStackTrace(await page.content());
  });
});

test.describe('expanded playlist card on home (wide)', () => {
  test.use({ locale: BROWSER_LOCALE.arena, viewport: { width: 1280, height: 900 } });

  test('opens under the row, swaps on another card, closes on its own card and at the tablet breakpoint', async ({ page }) => {
    await page.goto(`${arena}/`);
    await waitForBlockHydration(rowCard(page, 'playlist-2'));
    await rowCard(page, 'playlist-2').scrollIntoViewIfNeeded();
    await rowCard(page, 'playlist-2').click();
    await expect(expanded(page)).toHaveAttribute('data-playlist-id', 'playlist-2');
    await expect(page).toHaveURL(`${arena}/`);
    await expect(expanded(page).getByRole('heading', { name: 'Electric Selection' })).toBeVisible();
    await expect(expanded(page).getByRole('link', { name: 'View all' })).toHaveAttribute('href', PLAYLIST);
    await expect(expanded(page).getByRole('link', { name: 'Play', exact: true })).toHaveAttribute(
      'href',
      /\/video\/vod-011\/.*playlistId=playlist-2|playlistId%3Dplaylist-2/,
    );
    await expect(expanded(page).locator('.playlist-items .blk-card')).toHaveCount(12);
    // Guests get no add-to-watchlist (content §5).
    await expect(expanded(page).getByRole('link', { name: 'Add to watchlist' })).toHaveCount(0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'playlist-expanded-arena-1280.png') });

    await rowCard(page, 'playlist-1').click();
    await expect(expanded(page)).toHaveAttribute('data-playlist-id', 'playlist-1');
    await expect(expanded(page)).toHaveCount(1);

    await rowCard(page, 'playlist-1').click();
    await expect(expanded(page)).toHaveCount(0);

    // Escape closes it (focus is inside once it has opened).
    await rowCard(page, 'playlist-1').click();
    await expect(expanded(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(expanded(page)).toHaveCount(0);

    await rowCard(page, 'playlist-5').click();
    await expect(expanded(page)).toHaveAttribute('data-playlist-id', 'playlist-5');
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect(expanded(page)).toHaveCount(0);
  });

  test('View all opens the playlist screen', async ({ page }) => {
    await page.goto(`${arena}/`);
    await waitForBlockHydration(rowCard(page, 'playlist-2'));
    await rowCard(page, 'playlist-2').click();
    await expanded(page).getByRole('link', { name: 'View all' }).click();
    await expect(page).toHaveURL(`${arena}${PLAYLIST}`);
    await expect(page.locator('h1.playlist-page__title')).toHaveText('Electric Selection');
  });
});

test.describe('playlist cards on narrow windows', () => {
  test.use({ locale: BROWSER_LOCALE.arena, viewport: { width: 375, height: 812 } });

  test('a playlist card is a plain link to the playlist screen', async ({ page }) => {
    await page.goto(`${arena}/`);
    await waitForHydration(page);
    await rowCard(page, 'playlist-2').scrollIntoViewIfNeeded();
    await rowCard(page, 'playlist-2').click();
    await expect(page).toHaveURL(`${arena}${PLAYLIST}`);
    await expect(expanded(page)).toHaveCount(0);
  });
});

test.describe('oasis (rtl)', () => {
  test.use({ locale: BROWSER_LOCALE.oasis, viewport: { width: 1280, height: 900 } });

  test('no share action when the realm disables social sharing; the expanded card opens', async ({ page }) => {
    await page.goto(`${oasis}${PLAYLIST}`);
    // Catalogue text is answered in the viewer's locale: the playlist's Arabic title.
    await expect(page.locator('h1.playlist-page__title')).toHaveText('التشكيلة الكهربائية');
    await expect(page.locator('.share-button')).toHaveCount(0);
    await page.goto(`${oasis}/`);
    const card = playlistRow(page).locator('a.blk-card').first();
    await waitForBlockHydration(card);
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await expect(expanded(page)).toBeVisible();
    await expect(expanded(page).locator('.playlist-items .blk-card').first()).toBeVisible();
    await page.screenshot({ path: path.join(ARTIFACTS, 'playlist-expanded-oasis-1280.png') });
  });
});

for (const realm of ['arena', 'oasis'] as const) {
  for (const width of [375, 1280]) {
    test(`screenshot: ${realm} playlist screen at ${width}px`, async ({ browser }) => {
      const context = await browser.newContext({ locale: BROWSER_LOCALE[realm], viewport: { width, height: width < 600 ? 812 : 900 } });
      const page = await context.newPage();
      expect((await page.goto(`${REALMS[realm].origin}${PLAYLIST}`))?.status()).toBe(200);
      await expect(page.locator('.playlist-items .blk-card').first()).toBeVisible();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.screenshot({ path: path.join(ARTIFACTS, `playlist-${realm}-${width}.png`), fullPage: true });
      await context.close();
    });
  }
}
