import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BROWSER_LOCALE, horizontalOverflow, REALMS, signIn, waitForHydration } from '../support/e2e';
import { PASSWORD, PLATFORM_PORT } from '../support/env';

/**
 * Keeping a subscription against the real stack: a subscriber pauses, resumes, starts to
 * cancel, is offered the promo and accepts it; another refuses and cancels, keeping access
 * until the period ends; a voucher redeemed at /redeem; the cancellation-promo preview as an
 * editor. axe on each screen; screenshots at 375 and 1280 px in both realms.
 */
const SCREENS_DIR = 'tests/.artifacts/subscriptions';
const PLATFORM = `http://127.0.0.1:${PLATFORM_PORT}`;
const { origin } = REALMS.arena;

async function axe(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).include('main').exclude('.button--primary').analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await horizontalOverflow(page), `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(1);
    await page.screenshot({ path: `${SCREENS_DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

function card(page: Page, name: string) {
  return page.locator('article.subscription-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test.describe('subscriptions (arena)', () => {
  test.use({ locale: BROWSER_LOCALE.arena });

  test('a subscriber pauses, resumes, starts to cancel, is offered the promo and accepts it', async ({ page }) => {
    await signIn(page, 'member', origin, '/account');
    await page.goto(`${origin}/account#subscriptions`);
    await waitForHydration(page);
    const premium = card(page, 'Premium Monthly');
    await expect(premium).toBeVisible();
    await expect(premium).toContainText('Renews every month');
    await expect(premium.getByRole('button', { name: 'Continue at the new price' })).toBeVisible();
    await axe(page, 'account subscriptions');
    await shoot(page, 'account-arena');

    await premium.getByRole('button', { name: 'Pause' }).click();
    await expect(premium.getByRole('status')).toHaveText('Subscription paused.');
    await expect(premium).toContainText('Paused: you can watch until');
    await premium.getByRole('button', { name: 'Resume' }).click();
    await expect(premium.getByRole('status')).toHaveText('Subscription resumed.');
    await expect(premium).toContainText('Renews every month');

    await premium.getByRole('button', { name: 'Cancel' }).click();
    await expect(premium.getByRole('heading', { name: 'Before you go' })).toBeVisible();
    await expect(premium).toContainText('50 % off your next 3 renewals');
    await axe(page, 'cancellation promo');
    await shoot(page, 'promo-offer-arena');
    await premium.getByRole('button', { name: 'Accept the offer' }).click();
    await expect(premium.getByRole('status')).toHaveText(/Offer accepted/);
    // The promo's discount starts with the next renewal: UPCOMING, which the spec hides while not paused.
    await expect(premium).not.toContainText('Offer to stay');
    await expect(premium).toContainText('Renews every month');
    await expect(premium.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  test('without JavaScript: cancelling asks to confirm, keeping is a link, cancel and reactivate say what they did', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: BROWSER_LOCALE.arena });
    const page = await context.newPage();
    await signIn(page, 'member', origin, '/account');
    await page.goto(`${origin}/account#subscriptions`);
    const premium = card(page, 'Premium Monthly');
    // The promo was answered in the test before: the cancellation goes straight to its confirmation.
    await premium.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page).toHaveURL(/[?&]outcome=cancel-start/);
    await expect(premium.getByRole('heading', { name: 'Cancel your subscription?' })).toBeVisible();
    await premium.getByRole('link', { name: 'Keep my subscription' }).click();
    await expect(premium.getByRole('heading', { name: 'Cancel your subscription?' })).toHaveCount(0);
    await premium.getByRole('button', { name: 'Cancel', exact: true }).click();
    await premium.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(premium.getByRole('status')).toContainText('Subscription cancelled.');
    await expect(premium.getByRole('button', { name: 'Reactivate' })).toBeVisible();
    await premium.getByRole('button', { name: 'Reactivate' }).click();
    await expect(premium.getByRole('status')).toHaveText(/reactivated/i);
    await expect(premium).toContainText('Renews every month');
    await context.close();
  });

  test('another refuses the promo and cancels, keeping access until the period ends', async ({ page, request }) => {
    await signIn(page, 'leaver', origin, '/account');
    await page.goto(`${origin}/account#subscriptions`);
    await waitForHydration(page);
    const arena = card(page, 'Arena Pass Monthly');
    await arena.getByRole('button', { name: 'Cancel' }).click();
    await arena.getByRole('button', { name: 'No thanks, cancel' }).click();
    await expect(arena.getByRole('status')).toHaveText(/Subscription cancelled/);
    await expect(arena).toContainText('Expires on');
    await expect(arena.getByRole('button', { name: 'Reactivate' })).toBeVisible();
    await expect(arena.locator('.subscription-state')).toHaveText('Active');

    const login = await request.post(`${PLATFORM}/login`, { headers: { realm: 'arena' }, data: { id: 'leaver@example.com', secret: PASSWORD } });
    const token = (await login.json()).authorisationToken as string;
    const mine = await request.get(`${PLATFORM}/user/licence`, { headers: { realm: 'arena', authorization: `Bearer ${token}` } });
    const held = (await mine.json()).licences.find((l: { id: string }) => l.id === 'lic-arena-monthly');
    expect(held.licenceStatus).toMatchObject({ inEffect: true, autoRenewingStatus: 'NOT_AUTO_RENEWING' });
  });

  test('a voucher redeemed at /redeem grants its pass', async ({ page }) => {
    // A viewer on a network of their own: wrong codes other specs try do not count against it.
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.41' });
    await signIn(page, 'member', origin, '/redeem');
    await page.goto(`${origin}/redeem`);
    await page.getByLabel('Voucher code').fill('fightnight');
    await page.getByLabel('Use it for').selectOption({ label: 'Fight Night Pay-Per-View' });
    await axe(page, 'redeem');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByRole('status')).toContainText('is yours until');
    await shoot(page, 'redeem-arena');
    await page.getByRole('link', { name: 'See your subscriptions' }).click();
    await expect(card(page, 'Fight Night Pay-Per-View')).toBeVisible();
  });

  test('the states account: paused with access until the end, trial, payment pending', async ({ page }) => {
    await signIn(page, 'states', origin, '/account');
    await page.goto(`${origin}/account#subscriptions`);
    await expect(card(page, 'Arena Pass Monthly')).toContainText('Paused: you can watch until');
    await expect(card(page, 'Fight Night Pay-Per-View')).toContainText('Payment pending');
    await expect(card(page, 'Premium Yearly')).toContainText('Free trial');
    await axe(page, 'states');
    await shoot(page, 'states-arena');
  });

  test('the cancellation-promo preview for editors', async ({ page }) => {
    await signIn(page, 'editor', origin, '/_admin/cancellation-promo');
    await page.goto(`${origin}/_admin/cancellation-promo`);
    await expect(page.getByRole('heading', { name: 'Cancellation promo preview' })).toBeVisible();
    await expect(page.locator('[data-promo="promo-stay-half"]')).toContainText('Before you go');
    await shoot(page, 'admin-promo-arena');
  });
});

test.describe('subscriptions (oasis)', () => {
  test.use({ locale: BROWSER_LOCALE.oasis });

  test('the account and /redeem right to left', async ({ page }) => {
    await signIn(page, 'states', REALMS.oasis.origin, '/account');
    await page.goto(`${REALMS.oasis.origin}/account#subscriptions`);
    await expect(page.locator('#subscriptions article.subscription-card').first()).toBeVisible();
    await axe(page, 'oasis account');
    await shoot(page, 'account-oasis');
    await page.goto(`${REALMS.oasis.origin}/redeem`);
    await axe(page, 'oasis redeem');
    await shoot(page, 'redeem-oasis');
  });
});
