/**
 * The front door, as a browser sees it: a page on another origin of the same site (another
 * realm's host) cannot change a signed-in viewer's account, by form or by script, while the
 * site's own form still works; sign out everywhere ends the other sessions at once.
 */
import { expect, test } from '@playwright/test';
import { BROWSER_LOCALE, REALMS, signIn } from '../support/e2e';

const arena = REALMS.arena.origin;
const sameSiteOther = REALMS.oasis.origin;

test.use({ locale: BROWSER_LOCALE.arena });

test('a same-site page on another origin cannot change the signed-in viewer’s account', async ({ page }) => {
  await signIn(page, 'viewer', arena, '/account');
  const nameField = page.getByLabel(/^Name/);
  const before = await nameField.inputValue();

  // A page on oasis.localhost (same site as localhost, another origin) posts a form to arena's account.
  // A plain file of that origin: the site's own pages would stop the post themselves (CSP form-action).
  await page.goto(`${sameSiteOther}/host-example/index.html`);
  const refused = page.waitForResponse((response) => response.url() === `${arena}/account` && response.request().method() === 'POST');
  await page.evaluate((target) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = target;
    for (const [name, value] of Object.entries({ intent: 'details', name: 'Changed From Elsewhere' })) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  }, `${arena}/account`);
  expect((await refused).status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Request refused' })).toBeVisible();

  // And by script, through the data endpoint the site's own forms use.
  await page.goto(`${sameSiteOther}/host-example/index.html`);
  const status = await page.evaluate(async (target) => {
    const body = new URLSearchParams({ intent: 'details', name: 'Changed By Script' });
    try {
      const response = await fetch(target, { method: 'POST', body, credentials: 'include', mode: 'no-cors' });
      return response.type;
    } catch (error) {
      return String(error);
    }
  }, `${arena}/account?_data=screen%3Aaccount%3Aen`);
  expect(status).toBe('opaque');

  await page.goto(`${arena}/account`);
  await expect(nameField).toHaveValue(before);

  // The site's own form still saves.
  await nameField.fill('Viewer Renamed Here');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  await page.reload();
  await expect(nameField).toHaveValue('Viewer Renamed Here');
  await nameField.fill(before);
  await page.getByRole('button', { name: 'Save' }).first().click();
});

test('sign out everywhere ends the viewer’s other sessions at once', async ({ browser }) => {
  const first = await browser.newContext({ locale: BROWSER_LOCALE.arena });
  const second = await browser.newContext({ locale: BROWSER_LOCALE.arena });
  const here = await first.newPage();
  const elsewhere = await second.newPage();
  await signIn(here, 'subscriber', arena, '/account');
  await signIn(elsewhere, 'subscriber', arena, '/account');
  await expect(elsewhere).toHaveURL(`${arena}/account`);

  await here.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(here).toHaveURL(/\/login/);
  await elsewhere.goto(`${arena}/account`);
  await expect(elsewhere).toHaveURL(/\/login\?from=%2Faccount/);
  await first.close();
  await second.close();
});
