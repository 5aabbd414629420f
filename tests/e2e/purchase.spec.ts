import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  BUYER_PASSWORD,
  createBuyer,
  expectCommerceScreenAccessible as axe,
  expectPlaying,
  signInAs,
  startCommerceStack,
  submitCard,
  TEST_CARDS,
  uniqueEmail,
  waitForHydration,
  type CommerceStack,
} from '../support/commerce-e2e';
import { ROOT } from '../support/stack';

/**
 * Buying access against the real stack (platform, reference payment provider, web), with
 * mail through a loopback SMTP server so every test buys with an account of its own: a
 * guest's whole way from denied content to playing it, card outcomes (declined, 3-D Secure
 * approved and failed), the bank round trip, billing details asked by a 424, a 100 %
 * voucher, a FREE licence, and the child profile's blocking modal. Both realms where they
 * differ (arena has the interstitial, oasis goes straight to purchase, right to left).
 * Screenshots at 375 and 1280 px go to tests/.artifacts/purchase/ for people to look at.
 *
 * Its own stack listens on PURCHASE_STACK_PORTS (web,platform,psp) when given, else free ports.
 */
let commerce: CommerceStack;
let arena: string;
let oasis: string;

const ARTIFACTS = path.join(ROOT, 'tests/.artifacts/purchase');
/** Grants vod-021 and has no free trial, so there is something to pay (the monthly pass's trial is a zero balance). */
const YEARLY = 'lic-arena-yearly';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  commerce = await startCommerceStack('PURCHASE_STACK_PORTS');
  ({ arena, oasis } = commerce);
  mkdirSync(ARTIFACTS, { recursive: true });
});

test.afterAll(async () => {
  await commerce?.stop();
});

/** Chooses a licence on the purchase screen (signed in) and lands on the pay screen. */
async function choose(page: Page, origin: string, licence: string, from = '/video/vod-021') {
  await page.goto(`${origin}/purchase?licences=${licence}&from=${encodeURIComponent(from)}`);
  await Promise.all([page.waitForURL(/\/(pay|pagar)\//), page.locator(`[data-licence="${licence}"] button[type=submit]`).click()]);
  await expect(page.getByTestId('pay')).toBeVisible();
}

/** Fills the provider's hosted card fields and presses Pay. */
const payByCard = (page: Page, number: string) => submitCard(page, number, 'Ada Buyer');

/** Fills the billing-details form a 424 asked for (whatever fields the country requires) and saves it. */
async function fillBilling(page: Page) {
  const form = page.getByTestId('billing-form');
  // The birth date is the product's three-part date: day, month and year inputs.
  const birthDate: Record<string, string> = { 'birthDate.year': '1990', 'birthDate.month': '02', 'birthDate.day': '03' };
  for (const input of await form.locator('input:not([type=hidden])').all()) {
    const name = (await input.getAttribute('name')) ?? '';
    await input.fill(birthDate[name] ?? (name === 'taxNumber' ? '12345678901' : name === 'postalCode' ? '01310-100' : 'Rua Augusta, 100'));
  }
  for (const select of await form.locator('select').all()) await select.selectOption({ index: 1 });
  await form.locator('button[type=submit]').click();
}

test.describe('arena (left to right)', () => {
  test.use({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });

  test('a guest: denied content → interstitial with prices → purchase → sign-up with the package → pay 4242 → the content plays', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(`${arena}/video/vod-021`);
    await expect(page).toHaveURL(/\/interstitial\/vod-021/);
    await expect(page.locator('[data-licence="lic-arena-monthly"] [data-testid=licence-price]')).toHaveText(/£9\.99 \/ month/);
    await page.locator('.interstitial__actions a[href*="/purchase"]').click();

    // Purchase screen: the licences granting the video, prices in the viewer's locale.
    await expect(page.getByTestId('purchase')).toBeVisible();
    await expect(page.locator('[data-licence]')).toHaveCount(2);
    await expect(page.locator('[data-licence="lic-arena-monthly"] [data-testid=offer-price]')).toHaveText('£9.99 / month');
    await axe(page, 'purchase (guest)');
    await page.screenshot({ path: path.join(ARTIFACTS, 'arena-1280-purchase-guest.png'), fullPage: true });

    // Choosing as a guest is signing up with the package chosen.
    await page.locator(`[data-licence="${YEARLY}"] a`).click();
    await expect(page).toHaveURL(/\/signup\?.*workflow=register-free/);
    await expect(page).toHaveURL(new RegExp(`selectedLicence=${YEARLY}`));
    const email = uniqueEmail('guest');
    await waitForHydration(page);
    await page.locator('[name=name]').fill('Gale Guest');
    await page.locator('[name=email]').fill(email);
    await page.locator('[name=password]').fill(BUYER_PASSWORD);
    await page.locator('[name=confirmPassword]').fill(BUYER_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const box of await page.locator('[data-stage-name=consent] input[type=checkbox]').all()) await box.check({ force: true });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('signup-check-email')).toBeVisible();
    const signInLink = page.locator('[data-testid=signup-check-email] + p a');
    const signInHref = await signInLink.getAttribute('href');

    // Confirm from the mail (another tab), then sign in from the sign-up screen's link: back to the package.
    const mail = await commerce.smtp.nextMail(email, { subject: /confirm/i });
    const confirmTab = await page.context().newPage();
    await confirmTab.goto(commerce.smtp.linkIn(mail, /\/email-confirmation\?token=/));
    await expect(confirmTab.getByTestId('email-confirmed')).toBeVisible({ timeout: 15_000 });
    await confirmTab.close();
    await page.goto(`${arena}${signInHref}`);
    await page.locator('input[name=password]').fill(BUYER_PASSWORD);
    if (!(await page.locator('input[name=email]').inputValue())) await page.locator('input[name=email]').fill(email);
    await Promise.all([page.waitForURL(/\/purchase\?/), page.getByRole('button', { name: 'Sign in' }).click()]);
    await expect(page.getByTestId('purchase')).toHaveAttribute('data-signup-stage', 'packageSelection');
    await expect(page.locator(`[data-licence="${YEARLY}"]`)).toHaveAttribute('data-selected', 'true');

    // Package selection → payment page (card) → payment complete → back on the video, which plays.
    await Promise.all([page.waitForURL(/\/pay\//), page.locator(`[data-licence="${YEARLY}"] button[type=submit]`).click()]);
    await expect(page.getByTestId('pay')).toHaveAttribute('data-signup-stage', 'creditCardPayment');
    await expect(page.getByTestId('basket-total')).toHaveText('£99.99');
    await axe(page, 'pay');
    await page.screenshot({ path: path.join(ARTIFACTS, 'arena-1280-pay.png'), fullPage: true });
    await payByCard(page, TEST_CARDS.ok);
    await expect(page.getByTestId('payment-confirmation')).toHaveAttribute('data-state', 'complete', { timeout: 30_000 });
    await page.screenshot({ path: path.join(ARTIFACTS, 'arena-1280-complete.png'), fullPage: true });
    await page.waitForURL(/\/video\/vod-021/, { timeout: 15_000 });
    await expectPlaying(page);
  });

  test('a declined card shows its message and grants nothing', async ({ page }) => {
    const email = await createBuyer(commerce, 'declined');
    await signInAs(page, arena, email);
    await choose(page, arena, YEARLY);
    await payByCard(page, TEST_CARDS.declined);
    await expect(page.getByTestId('pay-error')).toContainText(/declined/i);
    await page.screenshot({ path: path.join(ARTIFACTS, 'arena-1280-declined.png'), fullPage: true });
    await page.goto(`${arena}/video/vod-021`);
    await expect(page).toHaveURL(/\/interstitial\/vod-021/);
  });

  test('3-D Secure approved: the challenge page, then the content plays', async ({ page }) => {
    const email = await createBuyer(commerce, 'threeds');
    await signInAs(page, arena, email);
    await choose(page, arena, YEARLY);
    await payByCard(page, TEST_CARDS.threeDs);
    await page.waitForURL(/\/challenge\//, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('payment-confirmation')).toHaveAttribute('data-state', 'complete', { timeout: 30_000 });
    await page.waitForURL(/\/video\/vod-021/, { timeout: 15_000 });
    await expectPlaying(page);
  });

  test('3-D Secure failed: the payment fails and grants nothing', async ({ page }) => {
    const email = await createBuyer(commerce, 'threedsfail');
    await signInAs(page, arena, email);
    await choose(page, arena, YEARLY);
    await payByCard(page, TEST_CARDS.threeDs);
    await page.waitForURL(/\/challenge\//, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Fail' }).click();
    await expect(page.getByTestId('payment-confirmation')).toHaveAttribute('data-state', 'failed', { timeout: 30_000 });
    await expect(page.getByTestId('pay-error')).toBeVisible();
    await page.goto(`${arena}/video/vod-021`);
    await expect(page).toHaveURL(/\/interstitial\/vod-021/);
  });

  test('the bank round trip (iDEAL): the provider page, back to /payment-authorization, then access', async ({ page }) => {
    const email = await createBuyer(commerce, 'bank');
    await signInAs(page, arena, email);
    await choose(page, arena, YEARLY);
    await page.getByRole('link', { name: 'iDEAL' }).click();
    await expect(page).toHaveURL(/paymentMethodType=ideal/);
    await page.getByTestId('bank-form').getByRole('button').click();
    await page.waitForURL(/\/bank\//, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('payment-confirmation')).toHaveAttribute('data-state', 'complete', { timeout: 30_000 });
    await page.waitForURL(/\/video\/vod-021/, { timeout: 15_000 });
    await expectPlaying(page);
  });

  test('a 100 % voucher: zero balance, no provider, access at once', async ({ page }) => {
    const email = await createBuyer(commerce, 'voucher');
    await signInAs(page, arena, email);
    await choose(page, arena, YEARLY);
    await page.locator('input[name=code]').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply voucher' }).click();
    await expect(page.getByTestId('voucher-status')).toHaveText('This voucher code does not exist.');
    await page.locator('input[name=code]').fill('freepass');
    await page.getByRole('button', { name: 'Apply voucher' }).click();
    await expect(page.getByTestId('voucher-status')).toHaveText(/^Voucher \u2068?FREEPASS\u2069? applied$/);
    await expect(page.getByTestId('basket-total')).toHaveText('£0.00');
    await page.getByTestId('zero-balance-form').getByRole('button').click();
    await expect(page.getByTestId('payment-confirmation')).toHaveAttribute('data-state', 'complete', { timeout: 30_000 });
    await page.waitForURL(/\/video\/vod-021/, { timeout: 15_000 });
    await expectPlaying(page);
  });

  test('a FREE licence activates without a payment', async ({ page }) => {
    const email = await createBuyer(commerce, 'free');
    await signInAs(page, arena, email);
    await page.goto(`${arena}/purchase?licences=lic-free-member`);
    await expect(page.locator('[data-licence="lic-free-member"] [data-testid=offer-price]')).toHaveText('Free');
    await page.locator('[data-licence="lic-free-member"] button[type=submit]').click();
    await expect(page.getByTestId('payment-confirmation')).toHaveAttribute('data-state', 'complete', { timeout: 30_000 });
  });

  test('the wallet, in the sign-up flow: card → wallet → new payment stages, wallet approved → payment complete → the content plays', async ({ page }) => {
    test.setTimeout(120_000);
    const email = await createBuyer(commerce, 'wallet');
    await signInAs(page, arena, email);
    // The registration flow's commerce stages, each on its screen.
    await page.goto(`${arena}/purchase?licences=${YEARLY}&from=${encodeURIComponent('/video/vod-021')}&workflow=register-free`);
    await expect(page.getByTestId('purchase')).toHaveAttribute('data-signup-stage', 'packageSelection');
    await Promise.all([page.waitForURL(/\/pay\//), page.locator(`[data-licence="${YEARLY}"] button[type=submit]`).click()]);
    await expect(page.getByTestId('pay')).toHaveAttribute('data-signup-stage', 'creditCardPayment');
    await page.getByRole('link', { name: 'iDEAL' }).click();
    await expect(page.getByTestId('pay')).toHaveAttribute('data-signup-stage', 'newPayment');
    await page.getByRole('link', { name: 'Reference Wallet' }).click();
    await expect(page.getByTestId('pay')).toHaveAttribute('data-signup-stage', 'paypalPayment');
    // The wallet's provider code loads on demand: no card frame on this method.
    await expect(page.locator('iframe.card-frame')).toHaveCount(0);
    await axe(page, 'pay (wallet)');
    await page.screenshot({ path: path.join(ARTIFACTS, 'arena-1280-pay-wallet.png'), fullPage: true });
    await page.getByTestId('wallet-form').getByRole('button', { name: 'Pay with Reference Wallet' }).click();
    await page.waitForURL(/\/wallet\/pi_/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Reference Wallet' })).toBeVisible();
    await expect(page.locator('main')).toContainText('£99.99');
    await page.screenshot({ path: path.join(ARTIFACTS, 'psp-1280-wallet-page.png'), fullPage: true });
    await page.getByRole('button', { name: 'Approve and pay' }).click();
    await expect(page.getByTestId('payment-confirmation')).toHaveAttribute('data-state', 'complete', { timeout: 30_000 });
    await expect(page.getByTestId('payment-confirmation')).toHaveAttribute('data-signup-stage', 'paymentComplete');
    await page.waitForURL(/\/video\/vod-021/, { timeout: 15_000 });
    await expectPlaying(page);
  });

  test('the wallet cancelled: a clear label, nothing charged, the basket as it was', async ({ page }) => {
    const email = await createBuyer(commerce, 'walletcancel');
    await signInAs(page, arena, email);
    await choose(page, arena, YEARLY);
    await page.getByRole('link', { name: 'Reference Wallet' }).click();
    await page.getByTestId('wallet-form').getByRole('button').click();
    await page.waitForURL(/\/wallet\/pi_/, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await expect(page.getByTestId('payment-confirmation')).toHaveAttribute('data-state', 'failed', { timeout: 30_000 });
    await expect(page.getByTestId('pay-error')).toHaveText('The payment was cancelled. Nothing was charged.');
    await page.screenshot({ path: path.join(ARTIFACTS, 'arena-1280-wallet-cancelled.png'), fullPage: true });
    await page.goto(`${arena}/video/vod-021`);
    await expect(page).toHaveURL(/\/interstitial\/vod-021/);
    // The basket still holds the yearly pass at its price: paying again starts from it.
    await page.goto(`${arena}/pay/reference-wallet?paymentMethodType=wallet`);
    await expect(page.getByTestId('basket')).toContainText('Arena Pass');
    await expect(page.getByTestId('basket-total')).toHaveText('£99.99');
  });

  test('voucher refusals: unknown, expired, used and malformed codes show their label; the basket is untouched', async ({ page }) => {
    test.setTimeout(120_000);
    const email = await createBuyer(commerce, 'vouchers');
    await signInAs(page, arena, email);
    await choose(page, arena, YEARLY);
    const total = await page.getByTestId('basket-total').textContent();
    const refusals: Array<[string, string]> = [
      ['NOSUCHCODE', 'This voucher code does not exist.'],
      ['SUMMER2020', 'This voucher has expired.'],
      // Its only redemption is spent.
      ['LAUNCHDAY', 'This voucher has already been used.'],
      ['A/B?C#D', 'This voucher code is not valid.'],
      ['../../baskets', 'This voucher code is not valid.'],
      ['%2F%3F%23', 'This voucher code is not valid.'],
      ['x', 'This voucher code is not valid.'],
    ];
    for (const [code, label] of refusals) {
      await page.locator('input[name=code]').fill(code);
      await page.getByRole('button', { name: 'Apply voucher' }).click();
      await expect(page.getByTestId('voucher-status')).toHaveText(label);
      await expect(page.getByTestId('basket-total')).toHaveText(total ?? '');
      await expect(page.locator('.voucher-applied')).toHaveCount(0);
    }
    await page.screenshot({ path: path.join(ARTIFACTS, 'arena-1280-voucher-refused.png'), fullPage: true });
    // Nothing was lost on the way: the card still pays the same basket.
    await payByCard(page, TEST_CARDS.ok);
    await expect(page.getByTestId('payment-confirmation')).toHaveAttribute('data-state', 'complete', { timeout: 30_000 });
  });

  test('a child profile sees the blocking modal instead of the purchase screen', async ({ page }) => {
    await signInAs(page, arena, 'kid@example.com', 'Password-123');
    await page.goto(`${arena}/purchase`);
    await expect(page.getByTestId('purchase-blocked')).toHaveAttribute('data-reason', 'kidPurchasePermissionDenied');
    await expect(page.getByRole('alertdialog')).toContainText('Purchases are not available on a child profile');
    await expect(page.locator('[data-licence]')).toHaveCount(0);
    await axe(page, 'blocking modal');
  });
});

test.describe('billing details (a country that requires them)', () => {
  test.use({ locale: 'pt-BR', viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'X-Country': 'BR' } });

  test('424 asks for the billing details, then the payment completes', async ({ page }) => {
    const email = await createBuyer(commerce, 'billing');
    await signInAs(page, arena, email);
    await choose(page, arena, YEARLY);
    await payByCard(page, TEST_CARDS.ok);
    await expect(page.getByTestId('billing-form')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('billing-form').locator('[name=taxNumber]')).toBeVisible();
    // The product's three-part date (the arena site reads English: parts in its locale's order).
    const birthDate = page.getByTestId('billing-form').getByRole('group', { name: 'Date of birth' });
    expect((await birthDate.locator('input').evaluateAll((inputs) => inputs.map((i) => i.getAttribute('name')))).sort()).toEqual([
      'birthDate.day',
      'birthDate.month',
      'birthDate.year',
    ]);
    await axe(page, 'billing form');
    await page.screenshot({ path: path.join(ARTIFACTS, 'arena-1280-billing.png'), fullPage: true });
    await fillBilling(page);
    await expect(page.getByTestId('payment-confirmation')).toHaveAttribute('data-state', 'complete', { timeout: 30_000 });
  });
});

test.describe('oasis (right to left, no interstitial)', () => {
  test.use({ locale: 'ar-AE', viewport: { width: 1280, height: 900 } });

  test('a guest goes from denied content straight to purchase, prices in Arabic', async ({ page }) => {
    await page.goto(`${oasis}/video/vod-021`);
    await expect(page).toHaveURL(/\/purchase\?licences=/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('[data-licence]')).toHaveCount(2);
    await axe(page, 'purchase (oasis)');
    await page.screenshot({ path: path.join(ARTIFACTS, 'oasis-1280-purchase-guest.png'), fullPage: true });
  });

  test('a viewer pays by card and plays', async ({ page }) => {
    const email = await createBuyer(commerce, 'oasis', 'oasis');
    await signInAs(page, oasis, email);
    await choose(page, oasis, YEARLY);
    await page.screenshot({ path: path.join(ARTIFACTS, 'oasis-1280-pay.png'), fullPage: true });
    await payByCard(page, TEST_CARDS.ok);
    // The oasis viewers' country asks for an address first (424), then the payment goes through.
    await expect(page.getByTestId('billing-form').or(page.getByTestId('payment-confirmation'))).toBeVisible({ timeout: 30_000 });
    if (await page.getByTestId('billing-form').isVisible()) {
      await page.screenshot({ path: path.join(ARTIFACTS, 'oasis-1280-billing.png'), fullPage: true });
      await fillBilling(page);
    }
    await expect(page.getByTestId('payment-confirmation')).toHaveAttribute('data-state', 'complete', { timeout: 30_000 });
    await page.waitForURL(/\/video\/vod-021/, { timeout: 15_000 });
    await expectPlaying(page);
  });

  test('English offer texts keep their own direction on Arabic pages; the wallet choice in Arabic', async ({ page }) => {
    const email = await createBuyer(commerce, 'oasiswallet', 'oasis');
    await signInAs(page, oasis, email);
    await page.goto(`${oasis}/purchase?licences=${YEARLY}`);
    await expect(page.locator(`[data-licence="${YEARLY}"] .offer__name`)).toHaveAttribute('dir', 'auto');
    // Isolated, the English name cannot reorder the Arabic words of the button around it.
    expect(await page.locator(`[data-licence="${YEARLY}"] button[type=submit]`).textContent()).toMatch(/\u2068[^\u2069]+\u2069/);
    await choose(page, oasis, YEARLY);
    await expect(page.getByTestId('basket').locator('dt').first()).toHaveAttribute('dir', 'auto');
    await page.getByTestId('pay').locator('.pay-methods a').nth(1).click();
    await expect(page.getByTestId('wallet-form')).toBeVisible();
    await axe(page, 'pay (wallet, oasis)');
    await page.screenshot({ path: path.join(ARTIFACTS, 'oasis-1280-pay-wallet.png'), fullPage: true });
  });

  test('a child profile sees the blocking modal (the profile reads English: its own locale)', async ({ page }) => {
    await signInAs(page, oasis, 'kid@example.com', 'Password-123');
    await page.goto(`${oasis}/purchase`);
    await expect(page.getByTestId('purchase-blocked')).toHaveAttribute('data-reason', 'kidPurchasePermissionDenied');
    await expect(page.getByRole('alertdialog')).toContainText('Purchases are not available');
    await page.screenshot({ path: path.join(ARTIFACTS, 'oasis-1280-kid-modal.png'), fullPage: true });
  });
});

test.describe('375 px', () => {
  for (const realm of ['arena', 'oasis'] as const) {
    test.describe(realm, () => {
      test.use({ locale: realm === 'arena' ? 'en-GB' : 'ar-AE', viewport: { width: 375, height: 812 } });

      test(`${realm}: purchase and pay screens fit the width`, async ({ page }) => {
        const origin = realm === 'arena' ? arena : oasis;
        await page.goto(`${origin}/purchase`);
        await expect(page.getByTestId('purchase')).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(ARTIFACTS, `${realm}-375-purchase.png`), fullPage: true });
        const email = await createBuyer(commerce, `narrow-${realm}`, realm);
        await signInAs(page, origin, email);
        await choose(page, origin, YEARLY);
        await waitForHydration(page);
        await expect(page.locator('iframe.card-frame')).toHaveAttribute('data-ready', 'true');
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(ARTIFACTS, `${realm}-375-pay.png`), fullPage: true });
        await page.getByTestId('pay').locator('.pay-methods a').nth(1).click();
        await expect(page.getByTestId('wallet-form')).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(ARTIFACTS, `${realm}-375-pay-wallet.png`), fullPage: true });
      });
    });
  }
});
