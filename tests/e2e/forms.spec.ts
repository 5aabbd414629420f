import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BROWSER_LOCALE, expectNoStackTrace, horizontalOverflow, REALMS, signIn, waitForHydration } from '../support/e2e';
import { ROOT } from '../support/stack';

/**
 * Forms from data against the real stack: the arena realm's `forms/billing-details.json`
 * (phone, birth date, date, tax number, address) in the editors' form preview. Typing and
 * formatting, focus advancing through the date parts, the browser's errors (react-hook-form
 * with the shared rules), the address fields of the chosen country (required where the
 * realm's PURCHASE restriction says), a successful post; then the same form without JS (a
 * plain POST, errors rendered by the server). Screenshots: tests/.artifacts/forms/.
 */
const ARTIFACTS = path.join(ROOT, 'tests/.artifacts/forms');
const FORM = '/_admin/form/billing-details';

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const result = (page: Page, name: string) => page.getByTestId('form-result').locator(`dd[data-name="${name}"]`);

test.describe('forms from data (arena)', () => {
  test.use({ locale: BROWSER_LOCALE.arena, viewport: { width: 1280, height: 900 } });

  test('date, phone, tax number and address fields: typing, focus, formatting, errors, a successful post', async ({ page }) => {
    await signIn(page, 'editor');
    const response = await page.goto(`${REALMS.arena.origin}${FORM}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billing details');

    // Phone: formatted as typed, the UK trunk zero after +44 dropped.
    await field(page, 'phone').pressSequentially('+4407400123456');
    await expect(field(page, 'phone')).toHaveValue('+44 7400 123456');

    // Birth date: British order (day, month, year), digits only, month ≤ 12, focus moves on when a part is full.
    const parts = page.locator('input[name^="birthDate."]');
    await expect(parts).toHaveCount(3);
    expect(await parts.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).name))).toEqual(['birthDate.day', 'birthDate.month', 'birthDate.year']);
    await field(page, 'birthDate.day').click();
    await page.keyboard.type('x0');
    await expect(field(page, 'birthDate.day')).toHaveValue('0');
    await page.keyboard.type('9');
    await expect(field(page, 'birthDate.day')).toHaveValue('09');
    await expect(field(page, 'birthDate.month')).toBeFocused();
    await page.keyboard.type('13');
    await expect(field(page, 'birthDate.month')).toHaveValue('1');
    await expect(field(page, 'birthDate.month')).toBeFocused();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('04');
    await expect(field(page, 'birthDate.year')).toBeFocused();
    await page.keyboard.type('19901');
    await expect(field(page, 'birthDate.year')).toHaveValue('1990');

    // Tax number: ddd.ddd.ddd-dd as the digits arrive.
    await field(page, 'taxNumber').pressSequentially('1234');
    await expect(field(page, 'taxNumber')).toHaveValue('123.4');
    await field(page, 'taxNumber').pressSequentially('5678909');
    await expect(field(page, 'taxNumber')).toHaveValue('123.456.789-09');

    // Address: the caller's country first (GB: optional here, the realm blacklists GB for PURCHASE);
    // Brazil requires postal code, street and state (a dropdown: the platform lists its values).
    await expect(field(page, 'address.country')).toHaveValue('GB');
    await expect(field(page, 'address.postalCode')).toBeVisible();
    await expect(field(page, 'address.line1')).toHaveCount(0);
    await field(page, 'address.country').selectOption('BR');
    await expect(field(page, 'address.line1')).toBeVisible();
    await expect(page.locator('select[name="address.administrativeLevel1"] option[value="SP"]')).toHaveText('São Paulo');

    // Submit: the browser finds the missing Brazilian address fields without a round trip.
    let posted = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST') posted++;
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please provide your postal code.')).toBeVisible();
    await expect(page.getByText('Please provide your street and number.')).toBeVisible();
    await expect(page.getByText('Please choose your state or region.')).toBeVisible();
    await expect(field(page, 'address.postalCode')).toBeFocused();
    expect(posted).toBe(0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'arena-1280-errors.png'), fullPage: true });

    // Errors follow the typing once the viewer tried to submit.
    await field(page, 'address.postalCode').fill('01310-100');
    await expect(page.getByText('Please provide your postal code.')).toHaveCount(0);
    await field(page, 'address.line1').fill('Avenida Paulista 1000');
    await field(page, 'address.administrativeLevel1').selectOption('SP');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByTestId('form-result')).toBeVisible();
    await expect(result(page, 'phone')).toHaveText('+447400123456');
    await expect(result(page, 'birthDate')).toHaveText('1990-04-09');
    await expect(result(page, 'taxNumber')).toHaveText('123.456.789-09');
    await expect(result(page, 'address.country')).toHaveText('BR');
    await expect(result(page, 'address.administrativeLevel1')).toHaveText('SP');
    await expect(result(page, 'startDate')).toHaveText('—');
    await page.screenshot({ path: path.join(ARTIFACTS, 'arena-1280-sent.png'), fullPage: true });
  });

  test('an incomplete optional date is an error, a complete one is yyyy-mm-dd', async ({ page }) => {
    await signIn(page, 'editor');
    await page.goto(`${REALMS.arena.origin}${FORM}`);
    await waitForHydration(page);
    await field(page, 'startDate.day').fill('21');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('This is not a valid date.')).toBeVisible();
    await field(page, 'startDate.month').fill('11');
    await field(page, 'startDate.year').fill('2026');
    await expect(page.getByText('This is not a valid date.')).toHaveCount(0);
  });
});

test.describe('forms from data without JavaScript', () => {
  test.use({ locale: BROWSER_LOCALE.arena, javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test('a plain POST: the server renders the errors, then accepts the form', async ({ page }) => {
    await signIn(page, 'editor');
    await page.goto(`${REALMS.arena.origin}${FORM}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please provide your phone number.')).toBeVisible();
    await expect(page.getByText('Please provide your date of birth.')).toBeVisible();
    await expect(page.getByText('Please provide your tax number.')).toBeVisible();
    await expect(page.getByText('Please correct the fields marked below.')).toBeVisible();
    expectNoStackTrace(await page.content());

    await field(page, 'phone').fill('+44 07400 123456');
    await field(page, 'birthDate.day').fill('9');
    await field(page, 'birthDate.month').fill('4');
    await field(page, 'birthDate.year').fill('1990');
    await field(page, 'taxNumber').fill('12345678909');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(result(page, 'phone')).toHaveText('+447400123456');
    await expect(result(page, 'birthDate')).toHaveText('1990-04-09');
    await expect(result(page, 'taxNumber')).toHaveText('123.456.789-09');
    await expect(result(page, 'address.country')).toHaveText('GB');
  });
});

for (const [realm, width] of [
  ['arena', 375],
  ['oasis', 375],
  ['oasis', 1280],
] as const) {
  test(`form layout ${realm} at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ locale: BROWSER_LOCALE[realm], viewport: { width, height: 900 } });
    // The editor's stored language is English; the realm's own language shows oasis right to left.
    await context.addCookies([{ name: 'lang', value: REALMS[realm].lang, url: REALMS[realm].origin }]);
    const page = await context.newPage();
    await signIn(page, 'editor', REALMS[realm].origin);
    await page.goto(`${REALMS[realm].origin}${FORM}`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('dir', REALMS[realm].dir);
    await page.locator('form.data-form button[type=submit]').click();
    await expect(page.locator('.blk-field__error').first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(ARTIFACTS, `${realm}-${width}.png`), fullPage: true });
    await context.close();
  });
}
