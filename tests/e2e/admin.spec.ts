import { expect, test, type Page } from '@playwright/test';
import { ARENA_ORIGIN } from '../support/env';
import { expectNoStackTrace, signIn } from '../support/e2e';

test.use({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });

/** The admin preview's report: `role=alert` when the document is invalid. */
const validationReport = (page: Page) => page.locator('[data-validation-report]');

/** A page document with several mistakes, each reported at its JSON pointer. */
const BAD_DRAFT = {
  id: 'draft-e2e',
  title: 42,
  heroes: [],
  buckets: [
    {
      bucketId: 'broken-row',
      name: 'Broken row',
      rowTypeData: { rowType: 'no-such-row-type' },
      source: { kind: 'curated', ids: 'vod-001' },
    },
  ],
};

test('a guest asking for /_admin is sent to sign in, with a way back', async ({ page }) => {
  await page.goto(`${ARENA_ORIGIN}/_admin`);
  await page.waitForURL(/\/login\?/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('from') ?? url.searchParams.get('redirectTo')).toMatch(/^\/_admin/);
  await expect(page.locator('input[type="password"]')).toBeVisible();
});

test('a signed-in viewer gets 403 on /_admin', async ({ page }) => {
  await signIn(page, 'viewer');
  const response = await page.goto(`${ARENA_ORIGIN}/_admin`);
  expect(response?.status()).toBe(403);
  expectNoStackTrace(await page.content());
  await expect(page.getByRole('heading').first()).toBeVisible();
  const page2 = await page.goto(`${ARENA_ORIGIN}/_admin/page`);
  expect(page2?.status()).toBe(403);
});

test('an editor previewing a bad page draft sees a validation report with JSON pointers', async ({ page }) => {
  await signIn(page, 'editor', ARENA_ORIGIN, '/_admin/page');
  if (!new URL(page.url()).pathname.startsWith('/_admin/page')) await page.goto(`${ARENA_ORIGIN}/_admin/page`);
  expect(new URL(page.url()).pathname).toBe('/_admin/page');

  const editor = page.locator('textarea').first();
  await expect(editor).toBeVisible();
  await editor.fill(JSON.stringify(BAD_DRAFT, null, 2));
  await page.getByRole('button', { name: /validate/i }).click();

  const report = validationReport(page);
  await expect(report).toBeVisible();
  await expect(report).toHaveAttribute('role', 'alert');
  const text = await report.innerText();
  // JSON pointers name the exact places: the wrong title type, the unknown row type, the bad source.
  expect(text).toMatch(/\/title\b/);
  expect(text).toMatch(/\/buckets\/0\/(rowTypeData|source)/);
  expectNoStackTrace(await page.content());
});

test('an editor sees a readable report for a draft that is not JSON at all', async ({ page }) => {
  await signIn(page, 'editor', ARENA_ORIGIN, '/_admin/page');
  if (!new URL(page.url()).pathname.startsWith('/_admin/page')) await page.goto(`${ARENA_ORIGIN}/_admin/page`);
  await page.locator('textarea').first().fill('{ "id": "oops", "heroes": [ }');
  await page.getByRole('button', { name: /validate/i }).click();
  const report = validationReport(page);
  await expect(report).toBeVisible();
  await expect(report).toContainText(/json/i);
  expectNoStackTrace(await page.content());
});

test('sign-in never redirects to another origin (hostile "from")', async ({ page }) => {
  await signIn(page, 'viewer', ARENA_ORIGIN, '//evil.example.com/phish');
  expect(new URL(page.url()).origin).toBe(ARENA_ORIGIN);
});
