import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createBuyer, signInAs, startCommerceStack, submitCard, TEST_CARDS, waitForHydration, type CommerceStack } from '../support/commerce-e2e';
import { ROOT } from '../support/stack';

/**
 * Keeping a subscription's payment details against the real stack (platform, reference
 * payment provider, web; mail through a loopback SMTP server): a card is replaced through the
 * provider's hosted fields; a renewal is declined (the platform's development renewal run as
 * of a later instant: the test clock), the account asks to refresh the payment details, the
 * viewer picks a good card and the retry renews at once; the payment history lists the
 * purchase and both renewal attempts, and the renewal's invoice opens and prints.
 * Screenshots at 375 and 1280 px, both realms, go to tests/.artifacts/payment-details/.
 *
 * Its own stack listens on PAYMENT_DETAILS_STACK_PORTS (web,platform,psp) when given, else free ports.
 */
let commerce: CommerceStack;
let arena: string;
let oasis: string;

const ARTIFACTS = path.join(ROOT, 'tests/.artifacts/payment-details');
const MONTHLY = 'lic-premium-monthly';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // The renewal run as of a later instant (the test clock) answers outside production only.
  commerce = await startCommerceStack('PAYMENT_DETAILS_STACK_PORTS', { NODE_ENV: 'development' });
  ({ arena, oasis } = commerce);
  mkdirSync(ARTIFACTS, { recursive: true });
});

test.afterAll(async () => {
  await commerce?.stop();
});

/** Fills the provider's hosted card fields in the page's card form and submits it. */
const enterCard = (page: Page, number: string) => submitCard(page, number, 'Ada Renewer');

/** Buys the monthly subscription with a 4242 card through the purchase and pay screens. */
async function buyMonthly(page: Page, origin: string) {
  await page.goto(`${origin}/purchase?licences=${MONTHLY}&from=${encodeURIComponent('/account')}`);
  await Promise.all([page.waitForURL(/\/(pay|pagar)\//), page.locator(`[data-licence="${MONTHLY}"] button[type=submit]`).click()]);
  await enterCard(page, TEST_CARDS.ok);
  // Where the viewer's country asks for an address first (424), it is filled and the payment goes through.
  await expect(page.getByTestId('billing-form').or(page.getByTestId('payment-confirmation'))).toBeVisible({ timeout: 30_000 });
  if (await page.getByTestId('billing-form').isVisible()) await fillBilling(page);
  await expect(page.getByTestId('payment-confirmation')).toHaveAttribute('data-state', 'complete', { timeout: 30_000 });
}

async function fillBilling(page: Page) {
  const form = page.getByTestId('billing-form');
  for (const input of await form.locator('input:not([type=hidden])').all()) {
    const name = await input.getAttribute('name');
    await input.fill(name === 'birthDate' ? '1990-02-03' : name === 'taxNumber' ? '12345678901' : name === 'postalCode' ? '01310-100' : 'Rua Augusta, 100');
  }
  for (const select of await form.locator('select').all()) await select.selectOption({ index: 1 });
  await form.locator('button[type=submit]').click();
}

/** The platform's development renewal run for one viewer, as of `at` (the test clock), with an editor's bearer from loopback. */
async function runRenewals(email: string, at: number) {
  const login = await fetch(`${commerce.stack.platform.url}/login`, {
    method: 'POST',
    headers: { Realm: 'arena', 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'editor@example.com', secret: 'Password-123' }),
  });
  const { authorisationToken } = (await login.json()) as { authorisationToken: string };
  const res = await fetch(`${commerce.stack.platform.url}/dev/renewals/run`, {
    method: 'POST',
    headers: { Realm: 'arena', 'content-type': 'application/json', authorization: `Bearer ${authorisationToken}` },
    body: JSON.stringify({ email, at: new Date(at).toISOString() }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { outcomes: Array<{ result: string; code?: string }> };
}

/** axe (WCAG 2 A/AA) serious and critical findings in the screen's main element (the provider's frame is its own document). */
async function axe(page: Page, name: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .include('main')
    .exclude('iframe.card-frame')
    .exclude('.button--primary')
    .analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('arena', () => {
  test.use({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });

  test('a card is replaced; a declined renewal asks for new details; the good card renews at once; history and invoice', async ({ page }) => {
    test.setTimeout(240_000);
    const email = await createBuyer(commerce, 'renew', 'arena');
    await signInAs(page, arena, email);
    await buyMonthly(page, arena);

    // The purchase's card is kept for renewals and shown on the account page.
    await page.goto(`${arena}/account`);
    await expect(page.getByTestId('payment-card')).toHaveCount(1);
    await expect(page.getByTestId('payment-card')).toContainText('VISA •••• 4242');
    await expect(page.getByTestId('payment-card')).toContainText('Premium');

    // Replace the card with a new one (the declined test card) through the hosted fields.
    await page.getByTestId('payment-card').getByRole('link', { name: 'Change card' }).click();
    await expect(page.getByTestId('payment-update')).toBeVisible();
    await axe(page, 'payment update');
    await enterCard(page, TEST_CARDS.declined);
    await expect(page.getByTestId('payment-update-done')).toContainText('now renews with this card');

    // The period ends: the renewal is declined.
    // One calendar month and an hour on: past the period end, before the first retry (a day later).
    const periodEnd = new Date();
    periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
    const run = await runRenewals(email, periodEnd.getTime() + 60 * 60_000);
    expect(run.outcomes).toEqual([expect.objectContaining({ result: 'failed', code: 'card_declined' })]);
    const mail = await commerce.smtp.nextMail(email, { subject: /refresh your payment details/i });
    expect(mail.text ?? '').toMatch(/payment-update\/lic-premium-monthly/);

    await page.goto(`${arena}/account`);
    const notice = page.getByTestId('refresh-payment-details');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Refresh payment details');
    await axe(page, 'account with payment sections');
    await shoot(page, 'arena-account-refresh');

    // The viewer picks the good card again: the renewal is retried at once and succeeds.
    await notice.getByRole('link').click();
    await expect(page.getByTestId('refresh-required')).toBeVisible();
    await shoot(page, 'arena-payment-update');
    await page.getByTestId('stored-card-form').getByLabel(/4242/).check();
    await page.getByTestId('stored-card-form').locator('button[type=submit]').click();
    await expect(page.getByTestId('payment-update-done')).toContainText('renewed');
    await page.goto(`${arena}/account`);
    await expect(page.getByTestId('payment-card').first()).toBeVisible();
    await expect(page.getByTestId('refresh-payment-details')).toHaveCount(0);

    // Payment history, loaded on demand: the purchase, the declined renewal and the renewal.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Show payment history' }).click();
    const items = page.getByTestId('payment-history-item');
    await expect(items).toHaveCount(3);
    // (The declined attempt happened at the test clock's later instant, the retry now: order by date.)
    const paidRenewal = items.filter({ hasText: 'renewal' }).filter({ hasText: 'Paid' });
    await expect(paidRenewal).toHaveCount(1);
    await expect(items.filter({ hasText: 'renewal' }).filter({ hasText: 'Failed' })).toHaveCount(1);
    await axe(page, 'payment history');
    await shoot(page, 'arena-account-history');

    // The renewal's invoice: opens, shows the total, and prints alone.
    await paidRenewal.getByRole('link').click();
    await expect(page.getByTestId('invoice')).toBeVisible();
    await expect(page.getByTestId('invoice')).toContainText('renewal');
    await expect(page.getByTestId('invoice-total')).toHaveText(/£\d+\.\d\d/);
    await axe(page, 'invoice');
    await shoot(page, 'arena-invoice');
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: path.join(ARTIFACTS, 'arena-invoice-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });
});

test.describe('oasis (right to left)', () => {
  test.use({ locale: 'ar', viewport: { width: 1280, height: 900 } });

  test('payment details, the saved card on the pay page, payment history and the invoice', async ({ page }) => {
    test.setTimeout(180_000);
    const email = await createBuyer(commerce, 'renew-oasis', 'oasis');
    await signInAs(page, oasis, email);
    await buyMonthly(page, oasis);
    await page.goto(`${oasis}/account`);
    await expect(page.getByTestId('payment-card')).toHaveCount(1);
    await waitForHydration(page);
    await page.getByTestId('payment-history').getByRole('button').click();
    await expect(page.getByTestId('payment-history-item')).toHaveCount(1);
    await axe(page, 'oasis account');
    await shoot(page, 'oasis-account');
    await page.getByTestId('payment-history-item').getByRole('link').click();
    await expect(page.getByTestId('invoice')).toBeVisible();
    await shoot(page, 'oasis-invoice');
    await page.goto(`${oasis}/payment-update/${MONTHLY}`);
    await expect(page.getByTestId('stored-card-form')).toBeVisible();
    await axe(page, 'oasis payment update');
    await shoot(page, 'oasis-payment-update');
    // The pay page offers the stored card.
    await page.goto(`${oasis}/purchase?licences=lic-arena-yearly&from=${encodeURIComponent('/account')}`);
    await Promise.all([page.waitForURL(/\/(pay|pagar)\//), page.locator('[data-licence="lic-arena-yearly"] button[type=submit]').click()]);
    await expect(page.getByTestId('saved-card-form')).toBeVisible();
    await shoot(page, 'oasis-pay-saved-card');
    await page.getByTestId('saved-card-form').locator('button[type=submit]').click();
    await expect(page.getByTestId('payment-confirmation')).toHaveAttribute('data-state', 'complete', { timeout: 30_000 });
  });
});
