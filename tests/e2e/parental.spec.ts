import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/e2e';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp';
import { freePort, ROOT, startStack, type Stack } from '../support/stack';

/**
 * Parental control against the real stack: this spec runs its own platform + web pair (its PIN
 * must not guard videos for the other specs' viewer), whose platform mails a real SMTP server,
 * so the PIN reset goes through the received link. vod-017 is rated 18 and needs sign-in.
 * Screenshots in tests/.artifacts/parental/ (looked at by eye).
 */
const ARTIFACTS = path.join(ROOT, 'tests/.artifacts/parental');
let smtp: SmtpTestServer;
let stack: Stack;
let web: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  smtp = await startSmtpServer();
  const port = await freePort();
  stack = await startStack({ web: port, platform: await freePort() }, true, { smtpUrl: smtp.url });
  web = `http://localhost:${port}`;
});

test.afterAll(async () => {
  await stack?.stop();
  await smtp?.close();
});

const GUARDED = '/video/vod-017/northern-harbour';

async function axeClean(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('set a PIN, guarded video asks for it, wrong PIN refused, reset by the mailed link', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'viewer', web, '/parental-control');
  await expect(page).toHaveURL(`${web}/parental-control`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parental control');

  // The two PINs must match; then PIN 2468 guarding 18.
  await page.locator('input[name=newPin]').fill('2468');
  await page.locator('input[name=repeatPin]').fill('2469');
  await page.getByLabel('Rated 18').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('The two PINs are not the same.');
  await page.locator('input[name=newPin]').fill('2468');
  await page.locator('input[name=repeatPin]').fill('2468');
  await page.getByLabel('Rated 18').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Parental control saved.')).toBeVisible();
  await expect(page.getByText('A PIN is set.')).toBeVisible();
  await axeClean(page, '.account-page');
  await page.screenshot({ path: path.join(ARTIFACTS, 'parental-control-1280.png'), fullPage: true });

  // The guarded video shows the PIN prompt instead of the player.
  await page.goto(`${web}${GUARDED}`);
  await expect(page.getByRole('heading', { name: 'This video is rated 18' })).toBeVisible();
  await expect(page.locator('.watch-page video')).toHaveCount(0);
  await axeClean(page, '.watch-page');
  await page.screenshot({ path: path.join(ARTIFACTS, 'pin-prompt-1280.png') });

  // Wrong PIN: refused, still no player.
  await page.locator('input[name=pin]').fill('1111');
  await page.getByRole('button', { name: 'Unlock and watch' }).click();
  await expect(page.getByRole('alert')).toHaveText('That PIN is not right.');
  await expect(page.locator('.watch-page video')).toHaveCount(0);

  // Forgot it: a mailed link, used once, sets a new PIN.
  await page.getByRole('link', { name: 'Forgot your PIN?' }).click();
  await expect(page).toHaveURL(`${web}/parental-control`);
  await page.getByRole('button', { name: 'Mail me a link to reset it' }).click();
  await expect(page.getByText(/We mailed you a link/)).toBeVisible();
  const mail = await smtp.nextMail('viewer@example.com', { subject: /parental control PIN/i });
  const link = smtp.linkIn(mail, /\/confirm-reset\//);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new parental control PIN');
  await axeClean(page, '.account-page');
  await page.locator('input[name=newPin]').fill('1357');
  await page.locator('input[name=repeatPin]').fill('1357');
  await page.getByRole('button', { name: 'Save the new PIN' }).click();
  await expect(page.getByText('Your new PIN is saved.')).toBeVisible();
  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('already been used');

  // The new PIN unlocks the video: the player mounts.
  await page.goto(`${web}${GUARDED}`);
  await page.locator('input[name=pin]').fill('1357');
  await page.getByRole('button', { name: 'Unlock and watch' }).click();
  await expect(page.locator('.watch-page video')).toHaveCount(1, { timeout: 30_000 });
});

test('the PIN prompt at 375 px, and brute force is stopped', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signIn(page, 'viewer', web, '/parental-control');
  // The previous test left PIN 1357 guarding 18; vod-012 (rated 15) is guarded once 15 is ticked.
  await page.locator('input[name=currentPin]').fill('1357');
  await page.getByLabel('Rated 15').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Parental control saved.')).toBeVisible();
  await page.screenshot({ path: path.join(ARTIFACTS, 'parental-control-375.png'), fullPage: true });
  await page.goto(`${web}/video/vod-012/crimson-beacon`);
  await expect(page.getByRole('heading', { name: 'This video is rated 15' })).toBeVisible();
  await page.screenshot({ path: path.join(ARTIFACTS, 'pin-prompt-375.png'), fullPage: true });
  for (let i = 0; i < 6; i++) {
    await page.locator('input[name=pin]').fill(String(9000 + i));
    await page.getByRole('button', { name: 'Unlock and watch' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  }
  await expect(page.getByRole('alert')).toContainText('Too many wrong PINs');
  // Even the right PIN waits now.
  await page.locator('input[name=pin]').fill('1357');
  await page.getByRole('button', { name: 'Unlock and watch' }).click();
  await expect(page.getByRole('alert')).toContainText('Too many wrong PINs');
  await expect(page.locator('.watch-page video')).toHaveCount(0);
  // A hostile reset code is a clear label, not an error page.
  const res = await page.goto(`${web}/confirm-reset/${encodeURIComponent('<script>alert(1)</script>\u202E\u200B'.repeat(20))}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('alert')).toContainText('not valid');
  await context.close();
});
