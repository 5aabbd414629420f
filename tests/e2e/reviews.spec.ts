import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BROWSER_LOCALE, horizontalOverflow, REALMS, signIn, waitForHydration } from '../support/e2e';
import { ROOT } from '../support/stack';

/**
 * The review form on the video page (spec 02 §5: submits only when valid and allowed; toast
 * reviewPostingSuccessful / reviewPostingFailed). Each test reviews its own video, so the
 * specs sharing the stack never see these reviews. Screenshots in tests/.artifacts/reviews/.
 */
const ARTIFACTS = path.join(ROOT, 'tests/.artifacts/reviews');

async function axeClean(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('guests and viewers without access see no review form', async ({ page }) => {
  await page.goto(`${REALMS.arena.origin}/video/vod-001`);
  await expect(page.locator('.watch-page__title')).toBeVisible();
  await expect(page.locator('#review')).toHaveCount(0);
  // vod-021 needs a licence the viewer does not hold: its access screen, no form.
  await signIn(page, 'viewer', REALMS.arena.origin, '/video/vod-021');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/golden meridian/i);
  await expect(page.locator('#review form')).toHaveCount(0);
});

test('the form submits only when valid, then shows the toast and the stored review', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'viewer', REALMS.arena.origin, '/video/vod-007');
  await waitForHydration(page);
  const form = page.locator('#review form');
  const submit = form.getByRole('button', { name: 'Post review' });
  await expect(submit).toHaveAttribute('data-action', 'review form submit');
  // No rating yet: not valid, not sent.
  await expect(submit).toBeDisabled();
  await form.getByLabel('4 out of 5 stars').check();
  await expect(submit).toBeEnabled();
  await form.getByLabel('Your review (optional)').fill('<b>Sharp</b> and   quick');
  await expect(form.getByText('24 of 500 characters')).toBeVisible();
  await axeClean(page, '#review');
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you: your review is posted.' })).toBeVisible();
  // Shown once: the outcome leaves the address, so a reload does not announce the post again.
  await expect(page).toHaveURL(/\/video\/vod-007#review$/);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you: your review is posted.' })).toBeVisible();
  await expect(page.locator('#review .review-panel__summary')).toHaveText('★ 4 out of 5 (reviews: 1)');
  // The stored review fills the form again, as text (never markup).
  await expect(form.getByLabel('Your review (optional)')).toHaveValue('<b>Sharp</b> and   quick');
  await expect(form.getByLabel('4 out of 5 stars')).toBeChecked();
  await expect(form.getByRole('button', { name: 'Update review' })).toBeVisible();
  await expect(page.locator('#review b')).toHaveCount(0);
  await page.screenshot({ path: path.join(ARTIFACTS, 'review-arena-1280.png'), fullPage: true });

  // A post the platform refuses (a rating out of range, sent around the form's checks): the failure toast.
  await page.evaluate(() => {
    const sent = document.createElement('form');
    sent.method = 'post';
    sent.action = '/_data/review/vod-007';
    for (const [name, value] of [
      ['rating', '9'],
      ['from', '/video/vod-007'],
    ]) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      sent.append(input);
    }
    document.body.append(sent);
    sent.submit();
  });
  await expect(page.getByRole('status').filter({ hasText: 'Your review could not be posted. Try again.' })).toBeVisible();
  await expect(page).toHaveURL(/\/video\/vod-007#review$/);
  await expect(page.locator('#review .review-panel__summary')).toHaveText('★ 4 out of 5 (reviews: 1)');
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('#review .review-panel__summary')).toHaveText('★ 4 out of 5 (reviews: 1)');
  await expect(page.locator('.review-toast')).toHaveCount(0);
});

test('without JavaScript the form posts and comes back with the toast', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signIn(page, 'subscriber', REALMS.arena.origin, '/video/vod-008');
  const form = page.locator('#review form');
  await form.locator('input[name=rating][value="2"]').check();
  await form.locator('textarea[name=text]').fill('Too long in the middle.');
  await form.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/video\/vod-008\?review=posted#review$/);
  await expect(page.locator('.review-toast')).toHaveText('Thank you: your review is posted.');
  await expect(page.locator('#review .review-panel__summary')).toHaveText('★ 2 out of 5 (reviews: 1)');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(ARTIFACTS, 'review-arena-375-nojs.png'), fullPage: true });
  await context.close();
});

test('oasis (right to left, Arabic) at 375 px', async ({ browser }) => {
  const context = await browser.newContext({ locale: BROWSER_LOCALE.oasis, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signIn(page, 'viewer', REALMS.oasis.origin, '/video/vod-009');
  await expect(page.locator('#review form')).toBeVisible();
  await expect(page.locator('#review h2')).not.toHaveText('');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await axeClean(page, '#review');
  await page.locator('#review').screenshot({ path: path.join(ARTIFACTS, 'review-oasis-375.png') });
  await context.close();
});
