/**
 * Watchlists and favourites against the real stack: a guest is sent to sign in; a viewer
 * creates a watchlist, adds videos from the VOD page's side panel, reorders, renames and
 * deletes it; favourites in oasis; the card list's search; axe and screenshots.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ARENA_ORIGIN, OASIS_ORIGIN } from '../support/env';
import { clickAndAwaitWrite, signIn, waitForHydration } from '../support/e2e';

test('a guest on the personal lists is sent to sign in with from', async ({ page }) => {
  for (const path of ['/watchlists', '/favourites', '/history']) {
    await page.goto(`${ARENA_ORIGIN}${path}`);
    expect(new URL(page.url()).searchParams.get('from')).toBe(path);
  }
});

test('create, add from the side panel, reorder, rename, delete', async ({ page }, testInfo) => {
  await signIn(page, 'subscriber');
  const name = `Weekend ${Date.now()}`;
  await page.goto(`${ARENA_ORIGIN}/video/vod-011`);
  await waitForHydration(page);
  await page.locator('[data-action="add-to-watchlist"]').click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  const create = panel.locator('form.watchlist-form button[type="submit"]');
  await expect(create).toBeDisabled();
  await panel.locator('input[name="name"]').fill(name);
  await create.click();
  await expect(panel.getByRole('status')).toContainText(name);
  await expect(panel).toBeHidden({ timeout: 4000 });
  // A second video into the same list.
  await page.goto(`${ARENA_ORIGIN}/watchlists?add=vod-001&type=VOD`);
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await expect(page.getByRole('status').first()).toBeVisible();
  await page.goto(`${ARENA_ORIGIN}/watchlists`);
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.locator('h1')).toHaveText(name);
  const titles = () => page.locator('.card-list .blk-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('href')));
  const before = await titles();
  expect(before).toHaveLength(2);
  await page
    .locator('.card-list__item')
    .nth(1)
    .getByRole('button', { name: /Move up/ })
    .click();
  await expect.poll(titles).toEqual([before[1], before[0]]);
  const axe = await new AxeBuilder({ page }).include('.lists-page').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`watchlist-${width}.png`), fullPage: true });
  }
  await page.locator('input[name="name"]').fill(`${name} renamed`);
  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(page.locator('h1')).toHaveText(`${name} renamed`);
  await page.getByRole('button', { name: 'Delete watchlist' }).click();
  await expect(page).toHaveURL(/\/watchlists$/);
  await expect(page.getByText(`${name} renamed`)).toHaveCount(0);
});

test('favourites in oasis: toggle on the video, listed, searched with the debounce', async ({ page }, testInfo) => {
  await signIn(page, 'subscriber', OASIS_ORIGIN);
  await page.goto(`${OASIS_ORIGIN}/video/vod-001`);
  await waitForHydration(page);
  const toggle = page.locator('.favourite-toggle button');
  if ((await toggle.getAttribute('aria-pressed')) === 'true') await clickAndAwaitWrite(page, toggle, '/_data/favourite/vod-001');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await clickAndAwaitWrite(page, toggle, '/_data/favourite/vod-001');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.goto(`${OASIS_ORIGIN}/favourites`);
  await expect(page.locator('.card-list .blk-card')).not.toHaveCount(0);
  await waitForHydration(page);
  // Two characters wait 2 s before searching.
  await page.locator('input[name="q"]').fill('zz');
  await page.waitForTimeout(800);
  expect(new URL(page.url()).searchParams.get('q')).toBeNull();
  await expect.poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 4000 }).toBe('zz');
  await page.locator('input[name="q"]').fill('');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBeNull();
  const axe = await new AxeBuilder({ page }).include('.lists-page').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`favourites-oasis-${width}.png`), fullPage: true });
  }
});
