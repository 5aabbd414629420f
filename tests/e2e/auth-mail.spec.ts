import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp';
import { freePort, ROOT, startStack, type Stack } from '../support/stack';

/**
 * Getting in through the mailbox, against the real stack: this spec runs its own platform
 * + web pair whose platform mails a real SMTP server on loopback (tests/support/smtp.ts),
 * so the links come from received mail. Also: sign-in from a page with `from` returns
 * there, and screenshots of the login layout (tests/.artifacts/authmail/, looked at by eye).
 */
let smtp: SmtpTestServer;
let stack: Stack;
let web: string;
let port: number;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  smtp = await startSmtpServer();
  port = await freePort();
  stack = await startStack({ web: port, platform: await freePort() }, true, { smtpUrl: smtp.url });
  web = `http://localhost:${port}`;
});

test.afterAll(async () => {
  await stack?.stop();
  await smtp?.close();
});

const signedIn = (page: Page) => page.locator('.logout-form:visible').first();

test('magic link from the received mail signs in', async ({ page }) => {
  await page.goto(`${web}/login`);
  await page.getByRole('link', { name: 'Email me a sign-in link' }).click();
  await expect(page).toHaveURL(/\/login\/magic-link/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in with a link');
  await expect(page.getByTestId('login-back')).toBeVisible();

  // The shared invalid-email message, then a real request.
  await page.locator('input[name=email]').fill('not-an-email');
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByTestId('magic-error')).toContainText('valid email');
  await page.locator('input[name=email]').fill('viewer@example.com');
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByTestId('magic-sent')).toBeVisible();

  const mail = await smtp.nextMail('viewer@example.com', { subject: /sign-in link/i });
  const link = smtp.linkIn(mail, /\/login\/magic-link\?token=/);
  expect(new URL(link).origin).toBe(web);
  // No state change on GET: fetching the page (a mail scanner, a prefetch) does not use the token up.
  const scanned = await page.request.get(link);
  expect(scanned.status()).toBe(200);
  await page.goto(link);
  await expect(page).toHaveURL(`${web}/home`);
  await expect(signedIn(page)).toBeVisible();

  // The link works once: a second visit (signed out) says so.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByTestId('magic-error')).toContainText('did not work');
});

test('password reset from the mail, then sign in with the new password', async ({ page }) => {
  await page.goto(`${web}/login`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/login\/request-password/);
  await page.locator('input[name=email]').fill('  subscriber@example.com  ');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('password-sent')).toBeVisible();

  const mail = await smtp.nextMail('subscriber@example.com', { subject: /reset/i });
  await page.goto(smtp.linkIn(mail, /\/login\/resetpwd\?token=/));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgotten password');
  const fresh = 'Fresh-passphrase-42';
  await page.locator('input[name=password]').fill(fresh);
  await page.locator('input[name=confirmPassword]').fill('something-else-1');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByTestId('password-error')).toHaveText('The two passwords are not the same.');
  await page.locator('input[name=confirmPassword]').fill(fresh);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByTestId('password-success')).toBeVisible();
  // Then login by itself (after 3 s).
  await expect(page).toHaveURL(`${web}/login`, { timeout: 15_000 });

  await page.locator('input[name=email]').fill('subscriber@example.com');
  await page.locator('input[name=password]').fill('Password-123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await page.locator('input[name=password]').fill(fresh);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(signedIn(page)).toBeVisible();
});

test('sign-in from a page with from returns there; the form states', async ({ page }) => {
  await page.goto(`${web}/browse`);
  await page.locator('.top-bar').getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL(/\/login\?from=%2Fbrowse/);
  await expect(page.getByTestId('login-back')).toHaveCount(0); // plain login has no back button

  // Empty inputs: the client check, nothing sent.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Please fill in every field.');

  // Hold to show the password; hidden again after release.
  const password = page.locator('input[name=password]');
  await password.fill('Password-123');
  const reveal = page.getByTestId('password-reveal');
  await reveal.hover();
  await page.mouse.down();
  await expect(password).toHaveAttribute('type', 'text');
  await page.mouse.up();
  await expect(password).toHaveAttribute('type', 'password');

  await page.locator('input[name=email]').fill(' editor@example.com ');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${web}/browse`);
  await expect(signedIn(page)).toBeVisible();
});

test('without JavaScript: sign in with from, and the server-side empty-inputs error', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${web}/login?from=${encodeURIComponent('/epg?day=1')}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Please fill in every field.');
  await page.locator('input[name=email]').fill('kid@example.com');
  await page.locator('input[name=password]').fill('Password-123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${web}/epg?day=1`);
  await context.close();
});

test('without JavaScript: the sign-in link and password-reset requests post (their screens send no referrer)', async ({ browser }) => {
  // These screens' addresses can carry tokens, so they send no referrer, and a form they post
  // without a script says `Origin: null`: the front door must still know it as the site's own.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const nobody = `nojs-${Date.now()}@example.com`;
  await page.goto(`${web}/login/magic-link`);
  await page.locator('input[name=email]').fill('not-an-email');
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByTestId('magic-error')).toContainText('valid email');
  await page.locator('input[name=email]').fill(nobody);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByTestId('magic-sent')).toBeVisible();
  await page.goto(`${web}/login/request-password`);
  await page.locator('input[name=email]').fill(nobody);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('password-sent')).toBeVisible();
  await context.close();
});

test('email confirmation from the sign-up mail, then login with the email prefilled', async ({ page }) => {
  // The account is created through the platform's /signup (the sign-up screen is the forms helper's spec).
  const email = `confirm-${Date.now()}@example.com`;
  const created = await fetch(`${stack.platform.url}/signup`, {
    method: 'POST',
    headers: { Realm: 'arena', 'Content-Type': 'application/json', 'X-Web-Origin': web },
    body: JSON.stringify({
      username: email,
      password: 'Confirm-me-please-1',
      consentAnswers: [
        { fieldName: 'acceptTerms', answer: true },
        { fieldName: 'privacyNotice', answer: true },
      ],
    }),
  });
  expect(created.status).toBe(202); // the same answer for every email (ADR 0016)
  const mail = await smtp.nextMail(email, { subject: /confirm/i });
  await page.goto(smtp.linkIn(mail, /\/email-confirmation\?token=/));
  await expect(page.getByTestId('email-confirmed')).toBeVisible();
  await page.getByTestId('email-confirmed-login').click();
  await expect(page).toHaveURL(/\/login\?email=/);
  await expect(page.locator('input[name=email]')).toHaveValue(email);
});

test('email confirmation: a bad token says so; the request form of the legacy path works', async ({ page }) => {
  await page.goto(`${web}/email-confirmation?token=not-a-real-token-123`);
  await expect(page.getByTestId('email-confirmation-error')).toHaveText('This confirmation link is not valid.');
  await page.goto(`${web}/email-confirmation`);
  await expect(page.getByTestId('email-confirmation-error')).toContainText('went wrong');
  await page.goto(`${web}/requestnewpwd?from=/epg`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await expect(page.getByTestId('login-back')).toHaveAttribute('href', '/epg');
});

const ARTIFACTS = path.join(ROOT, 'tests/.artifacts/authmail');
for (const realm of ['arena', 'oasis'] as const) {
  for (const width of [375, 1280]) {
    test(`screenshots: ${realm} login at ${width}px`, async ({ browser }) => {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 812 : 900 },
        locale: realm === 'oasis' ? 'ar-AE' : 'en-GB',
      });
      const page = await context.newPage();
      const origin = realm === 'oasis' ? `http://oasis.localhost:${port}` : web;
      await page.goto(`${origin}/login?from=/browse`);
      await expect(page.locator('.login-card h1')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', realm === 'oasis' ? 'rtl' : 'ltr');
      const background = page.locator('.login-page__background img');
      await expect.poll(() => background.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
      const requested = await background.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(requested).toContain(width <= 1024 ? 'w=820' : 'w=1080');
      // The right-to-left variant for oasis (appSettings.WEB.loginBackground), the 200 ms fade, the 110-wide logo.
      expect(requested).toContain(realm === 'oasis' ? 'sign-in-rtl' : `${realm}-sign-in--welcome`);
      expect(await background.evaluate((img) => getComputedStyle(img).animationDuration)).toBe('0.2s');
      expect(await page.locator('.login-card__logo').evaluate((img) => img.getBoundingClientRect().width)).toBe(110);
      await page.screenshot({ path: path.join(ARTIFACTS, `${realm}-login-${width}.png`), fullPage: true });
      await page.goto(`${origin}/login/request-password?from=/browse`);
      await expect(page.getByTestId('login-back')).toBeVisible();
      await page.screenshot({ path: path.join(ARTIFACTS, `${realm}-request-password-${width}.png`), fullPage: true });
      await context.close();
    });
  }
}
