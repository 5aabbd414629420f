import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  BUYER_PASSWORD,
  expectCommerceScreenAccessible as axe,
  expectPlaying,
  startCommerceStack,
  submitCard,
  TEST_CARDS,
  uniqueEmail,
  waitForHydration,
  type CommerceStack,
} from '../support/commerce-e2e';
import { ROOT } from '../support/stack';

/**
 * Gifts against the real stack (platform, reference payment provider, web) with mail through a
 * loopback SMTP server: a guest buys a gift with 4242, the recipient opens the mailed link,
 * creates an account, redeems and plays the content; an existing account signs in and redeems
 * in one step; malformed and unknown codes get their label. Both realms (oasis is Arabic,
 * right to left). Screenshots at 375 and 1280 px go to tests/.artifacts/gifts/.
 *
 * Its own stack listens on GIFT_STACK_PORTS (web,platform,psp) when given, else free ports.
 */
let commerce: CommerceStack;
let arena: string;
let oasis: string;

const ARTIFACTS = path.join(ROOT, 'tests/.artifacts/gifts');
/** Grants vod-021; no free trial. */
const YEARLY = 'lic-arena-yearly';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  commerce = await startCommerceStack('GIFT_STACK_PORTS');
  ({ arena, oasis } = commerce);
  mkdirSync(ARTIFACTS, { recursive: true });
});

test.afterAll(async () => {
  await commerce?.stop();
});

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Fills the provider's hosted card fields and presses Pay. */
const payByCard = (page: Page, number: string) => submitCard(page, number, 'Ada Giver');

/** A guest chooses the yearly pass as a gift on /gift and lands on its pay screen. */
async function chooseGift(page: Page, origin: string, recipient: string, shots?: string) {
  await page.goto(`${origin}/gift`);
  await expect(page.getByTestId('gifts')).toBeVisible();
  if (shots) {
    await axe(page, `${shots} gifts`);
    await page.screenshot({ path: path.join(ARTIFACTS, `${shots}-gifts.png`), fullPage: true });
  }
  await page.locator(`[data-licence="${YEARLY}"] input[type=radio]`).check();
  await page.locator('[name=recipientEmail]').fill(recipient);
  await page.locator('[name=recipientName]').fill('Robin');
  await page.locator('[name=message]').fill('Happy birthday!');
  await page.locator('[name=buyerEmail]').fill(uniqueEmail('giver'));
  await Promise.all([page.waitForURL(/\/(gift|oferta|regalo)\/gft_[0-9a-f]+\/pay/), page.locator('form.gift-form button[type=submit]').click()]);
  await expect(page.getByTestId('gift-pay')).toBeVisible();
}

test.describe('arena (left to right)', () => {
  test.use({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });

  test('a guest buys a gift with 4242; the recipient redeems the mailed code with a new account and plays the content', async ({ page }) => {
    test.setTimeout(180_000);
    const recipient = uniqueEmail('robin');
    await chooseGift(page, arena, recipient, 'arena-1280');
    await expect(page.getByTestId('gift-total')).toHaveText('£99.99');
    await axe(page, 'gift pay');
    await waitForHydration(page);
    await expect(page.locator('iframe.card-frame')).toHaveAttribute('data-ready', 'true');
    await page.screenshot({ path: path.join(ARTIFACTS, 'arena-1280-gift-pay.png'), fullPage: true });

    // A declined card first: the catalogue's message, the gift stays unpaid.
    await payByCard(page, TEST_CARDS.declined);
    await expect(page.getByTestId('pay-error')).toBeVisible();
    await payByCard(page, TEST_CARDS.ok);
    await expect(page.getByTestId('gift')).toHaveAttribute('data-status', 'PAID', { timeout: 30_000 });
    await expect(page.getByTestId('gift-status')).toContainText(recipient);
    await axe(page, 'gift');
    await page.screenshot({ path: path.join(ARTIFACTS, 'arena-1280-gift-paid.png'), fullPage: true });

    // The recipient's mail: the code and the two links.
    const mail = await commerce.smtp.nextMail(recipient, { subject: /gift/i });
    expect(mail.text).toMatch(/Your gift code: [0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}/);
    expect(mail.text).toContain('Happy birthday!');
    const register = commerce.smtp.linkIn(mail, /\/gift\/redeem\/[^/]+\/register/);
    expect(new URL(register).origin).toBe(arena);

    // A new browser: the recipient creates an account and redeems in one step.
    const context = await page
      .context()
      .browser()!
      .newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    const them = await context.newPage();
    await them.goto(register);
    await expect(them.getByTestId('gift-redeem-gives')).toContainText('Arena Pass Yearly');
    await axe(them, 'gift redeem register');
    await them.screenshot({ path: path.join(ARTIFACTS, 'arena-1280-redeem-register.png'), fullPage: true });
    await them.locator('[name=name]').fill('Robin Recipient');
    await them.locator('[name=email]').fill(recipient);
    await them.locator('[name=password]').fill(BUYER_PASSWORD);
    await them.locator('[name=confirmPassword]').fill(BUYER_PASSWORD);
    for (const box of await them.locator('.data-form__consent input[type=checkbox]').all()) await box.check({ force: true });
    await them.getByRole('button', { name: 'Create account and redeem' }).click();
    await expect(them.getByTestId('gift-redeemed')).toBeVisible({ timeout: 20_000 });
    await expect(them.getByTestId('gift-redeemed')).toContainText('Arena Pass Yearly');
    await them.screenshot({ path: path.join(ARTIFACTS, 'arena-1280-redeemed.png'), fullPage: true });

    // The gifted licence grants the video.
    await them.goto(`${arena}/video/vod-021`);
    await expectPlaying(them);

    // The code is used: a second visit says so.
    await them.goto(register);
    await expect(them.getByTestId('gift-redeem-error')).toHaveText('This gift code has been redeemed already.');
    await context.close();
  });

  test('malformed and unknown codes get their own label', async ({ page }) => {
    await page.goto(`${arena}/gift/redeem/NOT-A-CODE/login`);
    await expect(page.getByTestId('gift-redeem-error')).toContainText('This is not a gift code');
    await page.goto(`${arena}/gift/redeem/0000-0000-0000-0000/login`);
    await expect(page.getByTestId('gift-redeem-error')).toHaveText('We do not know this gift code. Check it against your email.');
    await axe(page, 'gift redeem unknown');
  });
});

test.describe('oasis (right to left)', () => {
  test.use({ locale: 'ar-AE', viewport: { width: 1280, height: 900 } });

  test('an existing account signs in and redeems the mailed code in one step', async ({ page }) => {
    test.setTimeout(180_000);
    const recipient = uniqueEmail('existing');
    const signup = await fetch(`${commerce.stack.platform.url}/signup`, {
      method: 'POST',
      headers: { Realm: 'oasis', 'content-type': 'application/json' },
      body: JSON.stringify({
        username: recipient,
        password: BUYER_PASSWORD,
        consentAnswers: [
          { fieldName: 'acceptTerms', answer: true },
          { fieldName: 'privacyNotice', answer: true },
        ],
      }),
    });
    expect(signup.status).toBe(202);
    await chooseGift(page, oasis, recipient, 'oasis-1280');
    await axe(page, 'gift pay (oasis)');
    await waitForHydration(page);
    await expect(page.locator('iframe.card-frame')).toHaveAttribute('data-ready', 'true');
    await page.screenshot({ path: path.join(ARTIFACTS, 'oasis-1280-gift-pay.png'), fullPage: true });
    await payByCard(page, TEST_CARDS.ok);
    await expect(page.getByTestId('gift')).toHaveAttribute('data-status', 'PAID', { timeout: 30_000 });
    await page.screenshot({ path: path.join(ARTIFACTS, 'oasis-1280-gift-paid.png'), fullPage: true });

    const mail = await commerce.smtp.nextMail(recipient, { subject: /gift/i });
    const login = commerce.smtp.linkIn(mail, /\/gift\/redeem\/[^/]+\/login/);
    expect(new URL(login).origin).toBe(oasis);
    const context = await page
      .context()
      .browser()!
      .newContext({ locale: 'ar-AE', viewport: { width: 1280, height: 900 } });
    const them = await context.newPage();
    await them.goto(login);
    await expect(them.getByTestId('gift-redeem-gives')).toBeVisible();
    await axe(them, 'gift redeem login (oasis)');
    await them.screenshot({ path: path.join(ARTIFACTS, 'oasis-1280-redeem-login.png'), fullPage: true });
    await them.locator('[name=email]').fill(recipient);
    await them.locator('[name=password]').fill(BUYER_PASSWORD);
    await them.locator('main form button[type=submit]').click();
    await expect(them.getByTestId('gift-redeemed')).toBeVisible({ timeout: 20_000 });
    await them.screenshot({ path: path.join(ARTIFACTS, 'oasis-1280-redeemed.png'), fullPage: true });
    await context.close();
  });
});

test.describe('375 px', () => {
  for (const realm of ['arena', 'oasis'] as const) {
    test.describe(realm, () => {
      test.use({ locale: realm === 'arena' ? 'en-GB' : 'ar-AE', viewport: { width: 375, height: 812 } });

      test(`${realm}: the gift and gift pay screens fit the width`, async ({ page }) => {
        const origin = realm === 'arena' ? arena : oasis;
        await chooseGift(page, origin, uniqueEmail('narrow'), `${realm}-375`);
        await waitForHydration(page);
        await expect(page.locator('iframe.card-frame')).toHaveAttribute('data-ready', 'true');
        expect(await fitsWidth(page)).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(ARTIFACTS, `${realm}-375-gift-pay.png`), fullPage: true });
        await page.goto(`${origin}/gift/redeem/0000-0000-0000-0000/register`);
        expect(await fitsWidth(page)).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(ARTIFACTS, `${realm}-375-redeem.png`), fullPage: true });
      });
    });
  }
});
