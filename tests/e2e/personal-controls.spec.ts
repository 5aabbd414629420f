/**
 * Personal controls outside the video page, against the real stack: a hero button that adds
 * to a watchlist (arena, side panel), a hero button that toggles a favourite (oasis, watchlists
 * off) seen on `/favourites` (a favourites page already open in the tab shows it on going
 * back), and the history after watching a video in the real player, with the history list's
 * place kept for a video opened from it. axe and screenshots at 375 and 1280 px.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ARENA_ORIGIN, OASIS_ORIGIN } from '../support/env';
import { clickAndAwaitWrite, playPast, signIn, waitForBlockHydration, waitForHydration } from '../support/e2e';

async function expectAccessible(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: false });
  }
}

const velvetHero = (page: Page) => page.locator('.blk-hero', { hasText: 'Velvet Arena' }).first();

test('a guest’s hero watchlist button sends them to sign in and back', async ({ page }) => {
  await page.goto(`${ARENA_ORIGIN}/section/movies`);
  const button = velvetHero(page).locator('[data-action="sign-in-first"]');
  await expect(button).toHaveText('Add to watchlist');
  const href = new URL((await button.getAttribute('href'))!, ARENA_ORIGIN);
  expect(href.pathname).toBe('/login');
  expect(href.searchParams.get('from')).toBe('/section/movies');
});

test('arena: add to a watchlist from a hero', async ({ page }, testInfo) => {
  await signIn(page, 'subscriber');
  const name = `Hero picks ${Date.now()}`;
  await page.goto(`${ARENA_ORIGIN}/section/movies`);
  const button = velvetHero(page).locator('[data-action="add-to-watchlist"]');
  await expect(button).toHaveAttribute('href', '/watchlists?add=vod-056&type=VOD');
  // Before the hero's script it is a link to the watchlists page; the side panel needs the script.
  await waitForBlockHydration(button);
  await button.click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await panel.locator('input[name="name"]').fill(name);
  await expectAccessible(page, '.watchlist-panel');
  await screenshots(page, testInfo, 'hero-watchlist-panel');
  await panel.locator('form.watchlist-form button[type="submit"]').click();
  await expect(panel.getByRole('status')).toContainText(name);
  await expect(panel).toBeHidden({ timeout: 4000 });
  await page.goto(`${ARENA_ORIGIN}/watchlists`);
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.locator('h1')).toHaveText(name);
  await expect(page.locator('.card-list .blk-card[href*="vod-056"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete watchlist' }).click();
  await expect(page).toHaveURL(/\/watchlists$/);
});

test('oasis: a hero favourite toggle shows on /favourites, also in a favourites page already open', async ({ page }, testInfo) => {
  await signIn(page, 'subscriber', OASIS_ORIGIN);
  const hero = page.locator('.blk-hero').filter({ has: page.locator('form.favourite-toggle') });
  const toggle = hero.locator('form.favourite-toggle button');
  const listed = page.locator('.card-list .blk-card[href*="vod-031"]');
  await page.goto(`${OASIS_ORIGIN}/section/documentaries`);
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-pressed')) === 'true') {
    await clickAndAwaitWrite(page, toggle, '/_data/favourite/vod-031');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  }
  // The favourites page first, without the video; then the hero adds it; going back shows it.
  await page.goto(`${OASIS_ORIGIN}/favourites`);
  await expect(listed).toHaveCount(0);
  await page.goto(`${OASIS_ORIGIN}/section/documentaries`);
  await waitForBlockHydration(toggle);
  await clickAndAwaitWrite(page, toggle, '/_data/favourite/vod-031');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/section\/documentaries$/);
  await expectAccessible(page, '.blk-heroes');
  await screenshots(page, testInfo, 'hero-favourite-oasis');
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/favourites$/);
  await expect(listed).toHaveCount(1);
  await page.goto(`${OASIS_ORIGIN}/section/documentaries`);
  await clickAndAwaitWrite(page, toggle, '/_data/favourite/vod-031');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.goto(`${OASIS_ORIGIN}/favourites`);
  await expect(listed).toHaveCount(0);
});

test('cards: a guest has no controls; arena cards link to the watchlist picker; an oasis card toggles a favourite', async ({ page }, testInfo) => {
  await page.goto(`${OASIS_ORIGIN}/`);
  await expect(page.locator('.blk-card').first()).toBeVisible();
  await expect(page.locator('.blk-card__personal')).toHaveCount(0);

  await signIn(page, 'subscriber');
  await page.goto(`${ARENA_ORIGIN}/section/movies`);
  const picker = page.locator('a.blk-card__personal').first();
  await expect(picker).toHaveAttribute('href', /^\/watchlists\?add=[\w-]+&type=(VOD|LIVE)$/);
  await expect(page.locator('form.blk-card__personal')).toHaveCount(0);

  await signIn(page, 'subscriber', OASIS_ORIGIN);
  await page.goto(`${OASIS_ORIGIN}/section/documentaries`);
  const frame = page
    .locator('.blk-card-frame')
    .filter({ has: page.locator('form.blk-card__personal') })
    .first();
  const id = new URL((await frame.locator('a.blk-card').getAttribute('href'))!, OASIS_ORIGIN).pathname.split('/')[2];
  const toggle = page
    .locator('.blk-card-frame')
    .filter({ has: page.locator(`a.blk-card[href*="/${id}"]`) })
    .first()
    .locator('form.blk-card__personal button');
  const before = (await toggle.getAttribute('aria-pressed')) === 'true';
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(!before));
  await expect(page).toHaveURL(/\/section\/documentaries$/);
  await expectAccessible(page, '.blk-rows');
  await screenshots(page, testInfo, 'card-controls-oasis');
  await page.goto(`${OASIS_ORIGIN}/favourites`);
  await expect(page.locator(`.card-list .blk-card[href*="/${id}"]`)).toHaveCount(before ? 0 : 1);
  // Put it back as it was.
  await page.goto(`${OASIS_ORIGIN}/section/documentaries`);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(before));
});

test('history after watching: the video is listed with its progress, and keeps the list’s place', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, 'viewer');
  await page.goto(`${ARENA_ORIGIN}/history`);
  const clear = page.getByRole('button', { name: 'Clear history' });
  if (await clear.isVisible()) {
    await clear.click();
    // The list's count is a status too: pick the confirmation by its text.
    await expect(page.getByRole('status').filter({ hasText: 'History cleared' })).toHaveCount(1);
  }
  await expect(page.locator('.card-list .blk-card')).toHaveCount(0);

  await page.goto(`${ARENA_ORIGIN}/video/vod-011/hollow-arena`);
  await waitForHydration(page);
  const video = page.locator('.watch-page video');
  await playPast(page, video, 3);
  // Progress is saved every 10 s of playback and on pause.
  const saved = page.waitForResponse((res) => res.url().includes('/_data/progress/vod-011') && res.request().method() === 'POST', { timeout: 30_000 });
  await video.evaluate((el: HTMLVideoElement) => el.pause());
  expect((await saved).status()).toBe(200);

  await page.goto(`${ARENA_ORIGIN}/history?q=hollow`);
  const card = page.locator('.card-list .blk-card[href*="vod-011"]');
  await expect(card).toHaveCount(1);
  const progress = card.getByRole('progressbar');
  expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  // The favourite flag shows on the history list too, and flips there.
  await waitForHydration(page);
  const favourite = page
    .locator('.card-list__item')
    .filter({ has: page.locator('.blk-card[href*="vod-011"]') })
    .locator('.favourite-toggle button');
  const was = (await favourite.getAttribute('aria-pressed')) === 'true';
  await clickAndAwaitWrite(page, favourite, '/_data/favourite/vod-011');
  await expect(favourite).toHaveAttribute('aria-pressed', String(!was));
  await page.reload();
  await expect(favourite).toHaveAttribute('aria-pressed', String(!was));
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', String(was));
  await expectAccessible(page, '.lists-page');
  await screenshots(page, testInfo, 'history-after-watching');

  // Opened from the history list: the way back keeps the list's place.
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.click();
  await expect(page).toHaveURL(/\/video\/vod-011/);
  const back = page.locator('[data-action="back-to-history"]');
  await expect(back).toHaveAttribute('href', '/history?q=hollow');
  await back.click();
  await expect(page).toHaveURL(/\/history\?q=hollow$/);
  await expect(card).toHaveCount(1);
  // Reached any other way, the video offers no way back: the history list starts over.
  await page.goto(`${ARENA_ORIGIN}/video/vod-011/hollow-arena`);
  await expect(page.locator('h1.watch-page__title')).toBeVisible();
  await expect(page.locator('[data-action="back-to-history"]')).toHaveCount(0);
});
