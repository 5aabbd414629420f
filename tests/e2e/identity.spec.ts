import { expect, test, type Page } from '@playwright/test';
import { BROWSER_LOCALE, expectNoStackTrace, horizontalOverflow, REALMS, waitForHydration, type RealmName } from '../support/e2e';
import { PLATFORM_PORT } from '../support/env';

/**
 * Identity providers against the real stack: the OpenID round trip with the demo provider the
 * platform runs (login → provider page → back signed in at the `from` target, and sign-out
 * through the provider's end_session), and the TV-provider picker with the simulated pay-TV
 * provider (choose, sign in there, return signed in; unlink with confirmation). Screenshots at
 * 375 and 1280 px in arena (ltr) and oasis (rtl) go to tests/.artifacts/identity/.
 */
const arena = REALMS.arena.origin;
const PLATFORM = `http://127.0.0.1:${PLATFORM_PORT}`;
const SHOTS = 'tests/.artifacts/identity';

async function sessionCookie(page: Page) {
  // `__Host-session` in production mode (the e2e stack), `session` otherwise.
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'session' || c.name === '__Host-session') ?? null;
}

test.describe('identity providers', () => {
  test.use({ locale: BROWSER_LOCALE.arena, viewport: { width: 1280, height: 900 } });

  test('OpenID round trip with the demo provider: back signed in at the from target, sign-out ends the provider session', async ({ page }) => {
    // From the login page, the realm's demo provider option.
    await page.goto(`${arena}/login?from=${encodeURIComponent('/browse')}`);
    await page.getByRole('link', { name: 'Continue with Demo ID' }).click();
    // The browser is at the demo provider now (the platform's /oidc, another origin).
    await expect(page).toHaveURL(new RegExp(`^${PLATFORM}/oidc/authorize\\?`));
    await expect(page.getByRole('heading', { name: 'Sign in with Demo ID' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/oidc-provider-1280.png` });
    await page.getByLabel('Email').fill('ada@demo-id.example');
    await page.getByLabel('Password').fill('Password-123');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(`${arena}/browse`, { timeout: 30_000 });
    expect(await sessionCookie(page)).not.toBeNull();
    await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible();

    // The provider session lets a silent sign-in through without its page.
    await page.goto(`${arena}/login/demo-id?prompt=none&from=${encodeURIComponent('/home')}`);
    await page.waitForURL(`${arena}/home`, { timeout: 30_000 });

    // Sign-out goes through the provider's end_session and lands on login with `from`.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.waitForURL((url) => url.origin === arena && url.pathname === '/login', { timeout: 30_000 });
    expect(await sessionCookie(page)).toBeNull();
    // The provider session is gone too: a silent attempt now comes back with login_required.
    await page.goto(`${arena}/login/demo-id?prompt=none`);
    await expect(page.getByTestId('provider-error')).toBeVisible();
    expectNoStackTrace(await page.content());
  });

  test('without JavaScript the OpenID round trip still works (the exchange waits for Continue)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: BROWSER_LOCALE.arena, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`${arena}/login/demo-id?from=${encodeURIComponent('/browse')}`);
    await page.getByLabel('Email').fill('viewer@example.com');
    await page.getByLabel('Password').fill('Password-123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('provider-exchange')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('PAGE_READY')).toBe('true');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/browse');
    await page.screenshot({ path: `${SHOTS}/oidc-exchange-nojs-arena-375.png` });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${arena}/browse`);
    expect(await context.cookies().then((all) => all.some((c) => c.name === '__Host-session' || c.name === 'session'))).toBe(true);
    await context.close();
  });

  test('without JavaScript sign-out through the OpenID provider ends both sessions (a refresh to the provider, not a refused redirect)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: BROWSER_LOCALE.arena, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${arena}/login/demo-id?from=${encodeURIComponent('/browse')}`);
    await page.getByLabel('Email').fill('ada@demo-id.example');
    await page.getByLabel('Password').fill('Password-123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByTestId('provider-exchange').getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${arena}/browse`);
    expect(await sessionCookie(page)).not.toBeNull();

    // The browser's own submission: answered with a page that goes on to the provider's logout.
    const leaving = page.waitForResponse((response) => response.url() === `${arena}/logout`);
    await page.locator('.logout-form:visible').first().getByRole('button', { name: 'Sign out' }).click();
    expect((await leaving).headers()['content-security-policy']).toContain("default-src 'none'");
    await page.waitForURL((url) => url.origin === arena && url.pathname === '/login', { timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('from')).toBe('/browse');
    expect(refused).toEqual([]);
    expect(await sessionCookie(page)).toBeNull();
    // The provider session is gone too: a silent attempt comes back with login_required.
    await page.goto(`${arena}/login/demo-id?prompt=none`);
    await expect(page.getByTestId('provider-error')).toBeVisible();
    await context.close();
  });

  test("without JavaScript choosing a TV provider opens the provider's sign-in page (the page's form-action allows its origin)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: BROWSER_LOCALE.arena });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${arena}/providers`);
    await page.getByTestId('provider-skyline-cable').click();
    await page.waitForURL(new RegExp(`^${PLATFORM}/tvp/authenticate\\?`));
    expect(refused).toEqual([]);
    await context.close();
  });

  test('a forged or replayed provider answer is refused with a message, not a session', async ({ page }) => {
    await page.goto(`${arena}/oauth/demo-id/web?code=forged&state=forged-state`);
    await expect(page.getByTestId('provider-error')).toBeVisible({ timeout: 30_000 });
    expect(await sessionCookie(page)).toBeNull();
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  });

  test("a callback link with someone else's valid code does not sign this browser in (login CSRF)", async ({ playwright, page }) => {
    // The attacker starts a sign-in with their own identity and stops at the callback, code unused.
    const attacker = await playwright.request.newContext();
    const start = await attacker.get(`${arena}/login/demo-id`, { maxRedirects: 0 });
    const authorize = new URL(start.headers()['location']);
    expect(authorize.pathname).toBe('/oidc/authorize');
    const signedIn = await attacker.post(`${PLATFORM}/oidc/authorize`, {
      form: { ...Object.fromEntries(authorize.searchParams), email: 'grace@demo-id.example', password: 'Password-123' },
      maxRedirects: 0,
    });
    const callback = signedIn.headers()['location'];
    expect(callback).toContain('code=');
    await attacker.dispose();

    // The victim opens the link: the state was not started by this browser, so no exchange happens.
    await page.goto(callback);
    await expect(page.getByTestId('provider-error')).toBeVisible({ timeout: 30_000 });
    expect(await sessionCookie(page)).toBeNull();
  });

  test('TV-provider picker: choose a provider, sign in there, return signed in; unlink with confirmation', async ({ page }) => {
    await page.goto(`${arena}/login?from=${encodeURIComponent('/browse')}`);
    await page.getByRole('link', { name: 'Sign in with your TV provider' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your TV provider' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('from')).toBe('/browse');
    const featured = page.locator('.providers-list--featured [data-testid^="provider-"]');
    await expect(featured).toHaveText(['Northwind TV', 'Skyline Cable']);
    await expect(page.locator('.providers-separator')).toHaveText('All other providers');
    await expect(page.locator('.providers-list:not(.providers-list--featured) [data-testid^="provider-"]')).toHaveText(['Harbour Fibre', 'Summit Satellite']);

    await page.getByTestId('provider-northwind-tv').click();
    await expect(page).toHaveURL(new RegExp(`^${PLATFORM}/tvp/authenticate\\?`));
    await page.screenshot({ path: `${SHOTS}/tv-provider-page-1280.png` });
    await page.getByLabel('Username').fill('northwind1');
    await page.getByLabel('Password').fill('Password-123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${arena}/browse`, { timeout: 30_000 });
    expect(await sessionCookie(page)).not.toBeNull();

    await page.goto(`${arena}/providers`);
    await expect(page.getByText('Signed in with Northwind TV')).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Unlink TV provider' }).click();
    const dialog = page.getByTestId('unlink-dialog');
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/providers-unlink-arena-1280.png` });
    // Cancel keeps everything; confirming unlinks, signs out and returns to login.
    await dialog.getByRole('link', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('link', { name: 'Unlink TV provider' }).click();
    await page.getByTestId('unlink-dialog').getByRole('button', { name: 'Unlink and sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
    expect(await sessionCookie(page)).toBeNull();
  });

  test('412 restart rules: not signed in at the provider restarts once with the retry message, then shows the error', async ({ page }) => {
    const skipProvider = async () => {
      await page.getByTestId('provider-skyline-cable').click();
      await expect(page).toHaveURL(new RegExp(`^${PLATFORM}/tvp/authenticate\\?`));
      // Come back without signing in at the provider: the exchange answers 412 NOT_AUTHENTICATED.
      await page.goto(`${arena}/providers/success?provider=skyline-cable`);
    };
    await page.goto(`${arena}/providers`);
    await skipProvider();
    await page.waitForURL((url) => url.pathname === '/providers' && url.searchParams.get('intent') === '2', { timeout: 30_000 });
    await expect(page.getByTestId('providers-retry')).toBeVisible();
    await skipProvider();
    await expect(page.getByTestId('providers-error')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    expect(await sessionCookie(page)).toBeNull();
  });

  test('a second attempt shows the retry message', async ({ page }) => {
    await page.goto(`${arena}/providers?provider=northwind-tv&intent=2`);
    await expect(page.getByTestId('providers-retry')).toBeVisible();
  });
});

test.describe('identity screens at 375 and 1280 px', () => {
  for (const realm of ['arena', 'oasis'] as RealmName[]) {
    for (const width of [375, 1280]) {
      test(`${realm} at ${width} px`, async ({ browser }) => {
        const context = await browser.newContext({ locale: BROWSER_LOCALE[realm], viewport: { width, height: 900 } });
        const page = await context.newPage();
        const { origin, dir } = REALMS[realm];
        await page.goto(`${origin}/providers?intent=2`);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await expect(page.locator('.providers-list--featured li')).toHaveCount(2);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${SHOTS}/providers-${realm}-${width}.png`, fullPage: true });

        await page.goto(`${origin}/oauth/demo-id/web?error=access_denied&error_description=${encodeURIComponent('The viewer cancelled.')}`);
        await expect(page.getByTestId('provider-error')).toBeVisible();
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${SHOTS}/provider-error-${realm}-${width}.png` });

        await page.goto(`${origin}/login`);
        await expect(page.getByTestId('provider-buttons').getByRole('link')).toHaveCount(2);
        await page.screenshot({ path: `${SHOTS}/login-providers-${realm}-${width}.png`, fullPage: true });

        await page.goto(`${origin}/login/demo-id`);
        await expect(page).toHaveURL(new RegExp(`^${PLATFORM}/oidc/authorize\\?`));
        await page.screenshot({ path: `${SHOTS}/oidc-provider-${realm}-${width}.png` });
        await context.close();
      });
    }
  }
});
