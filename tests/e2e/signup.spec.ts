import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp';
import { freePort, ROOT, startStack, type Stack } from '../support/stack';

/**
 * Sign-up with consent against the real stack, with its own platform + web pair whose
 * platform mails a real SMTP server on loopback (tests/support/smtp.ts): sign up (the
 * realm's sign-up form, then its consent terms: a required choice must be ticked), confirm
 * the email from the received mail, sign in, sign out. Also the same flow without JS (the
 * server holds the consent gate) and the platform's refusal of a known email. Screenshots:
 * tests/.artifacts/signup/ (arena and oasis, 375 and 1280 px).
 */
let smtp: SmtpTestServer;
let stack: Stack;
let arena: string;
let oasis: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  smtp = await startSmtpServer();
  const port = await freePort();
  stack = await startStack({ web: port, platform: await freePort() }, true, { smtpUrl: smtp.url });
  arena = `http://localhost:${port}`;
  oasis = `http://oasis.localhost:${port}`;
});

test.afterAll(async () => {
  await stack?.stop();
  await smtp?.close();
});

const ARTIFACTS = path.join(ROOT, 'tests/.artifacts/signup');
const PASSWORD = 'quiet harbour lantern 42';
/** The top bar's sign-out form (the hamburger menu has a second, hidden one at desktop widths). */
const signedIn = (page: Page) => page.locator('.logout-form:visible').first();
const signedOut = (page: Page) => expect(page.locator('.logout-form')).toHaveCount(0);
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const waitForHydration = (page: Page) => page.waitForFunction(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter));

async function fillDetails(page: Page, email: string, confirm = PASSWORD) {
  await page.locator('[name=name]').fill('  Nova Reyes ');
  await page.locator('[name=email]').fill(email);
  await page.locator('[name=password]').fill(PASSWORD);
  await page.locator('[name=confirmPassword]').fill(confirm);
}

test.describe('sign-up (arena)', () => {
  test.use({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });

  test('sign up with consent, confirm the email from the mail, sign in, sign out', async ({ page }) => {
    const email = uniqueEmail('nova');
    await page.goto(`${arena}/signup`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign up');
    await expect(page.getByText('Step 1 of 2')).toBeVisible();

    // Stage "signup": the browser checks the details first (the passwords differ).
    await fillDetails(page, email, 'something else entirely');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await expect(page.locator('[data-stage-name=consent]')).toBeHidden();
    await page.locator('[name=confirmPassword]').fill(PASSWORD);
    await expect(page.getByText('The passwords do not match.')).toHaveCount(0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'arena-1280-details.png'), fullPage: true });
    await page.getByRole('button', { name: 'Continue' }).click();

    // Stage "consent": defaults from data.default / defaultValue; continue only with every required choice ticked.
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    const terms = page.locator('input[type=checkbox][name=acceptTerms]');
    const privacy = page.locator('input[type=checkbox][name=privacyNotice]');
    const marketing = page.locator('input[type=checkbox][name=marketing]');
    await expect(terms).not.toBeChecked();
    await expect(privacy).toBeChecked(); // defaultValue 'true'
    await expect(marketing).not.toBeChecked(); // data.default 'false' wins over defaultValue 'true'
    const create = page.getByRole('button', { name: 'Create account' });
    await expect(create).toBeDisabled();
    await expect(page.getByText('Tick every required choice to continue.')).toBeVisible();
    await terms.check();
    await expect(create).toBeEnabled();
    await privacy.uncheck();
    await expect(create).toBeDisabled();
    await privacy.check();
    await page.screenshot({ path: path.join(ARTIFACTS, 'arena-1280-consent.png'), fullPage: true });

    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.locator('[name=email]')).toHaveValue(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await create.click();

    // Not signed in yet: the platform answers a new and a known email alike, so the mailbox decides.
    await expect(page.getByTestId('signup-check-email')).toBeVisible();
    await signedOut(page);

    // Confirm the address from the received mail.
    const mail = await smtp.nextMail(email, { subject: /confirm/i });
    const link = smtp.linkIn(mail, /\/email-confirmation\?token=/);
    expect(new URL(link).origin).toBe(arena);
    await page.goto(link);
    await expect(page.getByTestId('email-confirmed')).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('email-confirmed-login').click();

    // Sign in with the new account (the email comes prefilled), then sign out.
    await expect(page.locator('input[name=email]')).toHaveValue(email);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(signedIn(page)).toBeVisible();
    await signedIn(page).getByRole('button').click();
    await signedOut(page);
  });

  // Was: "An account with this email already exists" (which told anybody which emails have accounts).
  test('a known email: the same answer as a new one; its owner is told by mail', async ({ page }) => {
    await page.goto(`${arena}/signup`);
    await waitForHydration(page);
    await fillDetails(page, 'viewer@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('input[type=checkbox][name=acceptTerms]').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('signup-check-email')).toBeVisible();
    await expect(page.getByText('already exists')).toHaveCount(0);
    const mail = await smtp.nextMail('viewer@example.com', { subject: /tried to create/i });
    expect(mail.text).not.toMatch(/token=/);
  });
});

test.describe('sign-up without JavaScript (arena, 375 px)', () => {
  test.use({ locale: 'en-GB', javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test('one page, one POST: the server holds the consent gate', async ({ page }) => {
    const email = uniqueEmail('nojs');
    await page.goto(`${arena}/signup`);
    await expect(page.locator('[data-stage-name=consent]')).toBeVisible();
    await fillDetails(page, email);
    await page.screenshot({ path: path.join(ARTIFACTS, 'arena-375-nojs.png'), fullPage: true });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Tick every required choice to continue.')).toBeVisible();
    await expect(page.locator('[name=email]')).toHaveValue(email);
    await expect(page.locator('[name=password]')).toHaveValue(''); // the server never echoes a password

    await fillDetails(page, email);
    await page.locator('input[type=checkbox][name=acceptTerms]').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('signup-check-email')).toBeVisible();
    await expect(page.locator('.logout-form')).toHaveCount(0);
  });
});

for (const [origin, realm, width, locale] of [
  [() => arena, 'arena', 375, 'en-GB'],
  [() => oasis, 'oasis', 375, 'ar-AE'],
  [() => oasis, 'oasis', 1280, 'ar-AE'],
] as const) {
  test(`sign-up layout ${realm} at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin()}/signup`);
    await waitForHydration(page);
    await page.locator('[data-stage-name=signup] > button').click();
    await expect(page.locator('.blk-field__error').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(ARTIFACTS, `${realm}-${width}-details.png`), fullPage: true });
    await fillDetails(page, uniqueEmail(realm));
    await page.locator('[data-stage-name=signup] > button').click();
    await expect(page.locator('[data-stage-name=consent]')).toBeVisible();
    await page.screenshot({ path: path.join(ARTIFACTS, `${realm}-${width}-consent.png`), fullPage: true });
    await context.close();
  });
}
