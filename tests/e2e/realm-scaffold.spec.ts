import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { WEB_PORT } from '../support/env';

/**
 * An operator's new realm, live: `npm run realms:new` against the running stack serves at once on
 * <id>.localhost, each hand edit shows within seconds (no restart), a refused edit keeps the last
 * good version, and a realm without its own sign-up form still signs viewers up.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const ID = 'e2e-summit';
const ORIGIN = `http://${ID}.localhost:${WEB_PORT}`;
const realmFile = (...parts: string[]) => path.join(ROOT, 'realms', ID, ...parts);

function editJson(file: string, change: (doc: any) => void) {
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  change(doc);
  // An editor's atomic save: write a temporary file, then rename it over the original.
  writeFileSync(`${file}.tmp`, JSON.stringify(doc, null, 2));
  execFileSync('mv', [`${file}.tmp`, file]);
}

/** Label keys are camelCase words (signInTitle, searchPlaceholder); page text never is. */
const RAW_KEY = /\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g;

async function expectNoRawKey(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text.match(RAW_KEY) ?? [], `raw label keys on ${page.url()}`).toEqual([]);
}

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'fr-FR' });

test.beforeAll(() => {
  rmSync(realmFile(), { recursive: true, force: true });
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'scripts', 'realms-new.ts'), ID, '--locales', 'fr,en'], {
    cwd: ROOT,
    stdio: 'pipe',
  });
});
test.afterAll(() => {
  rmSync(realmFile(), { recursive: true, force: true });
  rmSync(path.join(ROOT, 'public', 'realms', ID), { recursive: true, force: true });
});

test('a scaffolded realm serves at once, in French, and takes hand edits within seconds', async ({ page }) => {
  await expect(async () => {
    await page.goto(`${ORIGIN}/`);
    await expect(page.locator('html')).toHaveAttribute('data-realm', ID, { timeout: 500 });
  }).toPass({ timeout: 5_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('nav.menu--web').getByRole('link', { name: 'Home' })).toBeVisible();
  for (const screen of ['/', '/login', '/signup']) {
    await page.goto(`${ORIGIN}${screen}`);
    await expectNoRawKey(page);
  }
  await page.goto(`${ORIGIN}/`);

  editJson(realmFile('labels', 'fr.json'), (doc) => (doc.menuHome = 'Accueil'));
  const edited = Date.now();
  await expect(async () => {
    await page.reload();
    await expect(page.locator('nav.menu--web').getByRole('link', { name: 'Accueil' })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 5_000 });
  expect(Date.now() - edited).toBeLessThan(5_000);

  // A refused edit (a colour that is not one) keeps the last good version serving.
  editJson(realmFile('realm.json'), (doc) => (doc.theme.colours.accent = 'greeen'));
  await page.waitForTimeout(1_500);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-realm', ID);
  await expect(page.locator('nav.menu--web').getByRole('link', { name: 'Accueil' })).toBeVisible();
});

test('in English too: every screen reads as words and a hand edit shows within seconds', async ({ browser }) => {
  // The previous test left a refused realm.json (the last good version serves, later edits wait): make it valid again.
  editJson(realmFile('realm.json'), (doc) => (doc.theme.colours.accent = '#4f8cff'));
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  for (const screen of ['/', '/login', '/signup', '/search']) {
    await page.goto(`${ORIGIN}${screen}`);
    await expectNoRawKey(page);
  }
  editJson(realmFile('labels', 'en.json'), (doc) => (doc.menuHome = 'Summit home'));
  const edited = Date.now();
  await expect(async () => {
    await page.goto(`${ORIGIN}/`);
    await expect(page.locator('nav.menu--web').getByRole('link', { name: 'Summit home' })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 5_000 });
  expect(Date.now() - edited).toBeLessThan(5_000);
  await context.close();
});

test('a realm without its own sign-up form uses the product default', async ({ page }) => {
  rmSync(realmFile('forms'), { recursive: true, force: true });
  editJson(realmFile('realm.json'), (doc) => (doc.theme.colours.accent = '#4f8cff'));
  await expect(async () => {
    const res = await page.goto(`${ORIGIN}/signup`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('input[name="email"]')).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 5_000 });
});
