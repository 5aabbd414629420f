import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import {
  BROWSER_LOCALE,
  expectNoStackTrace,
  horizontalOverflow,
  REALMS,
  signIn,
  waitForBlockHydration,
  waitForHydration,
  type RealmName,
} from '../support/e2e';
import { ACCOUNTS, PASSWORD, PLATFORM_PORT, WEB_LOOPBACK, WEB_PORT } from '../support/env';
import { sessionCookieData } from '../support/session-cookie';

/**
 * The account slice against the real stack (platform + built web with NODE_ENV=production):
 * account details, child profiles, preferences with the language switch, TV pairing by
 * code, editor impersonation, the production session cookie and sign-out revocation.
 */
const { origin } = REALMS.arena;
const PLATFORM = `http://127.0.0.1:${PLATFORM_PORT}`;
const SCREENS_DIR = 'tests/.artifacts/account';

async function platformLogin(request: APIRequestContext, email: string, realm = 'arena') {
  const res = await request.post(`${PLATFORM}/login`, { headers: { realm }, data: { id: email, secret: PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { authorisationToken: string; refreshToken: string };
}
/** The refresh token inside the signed (not encrypted) session cookie of the page's context. */
async function sessionRefreshToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === '__Host-session');
  if (!cookie) throw new Error('no session cookie');
  return (sessionCookieData(cookie.value) as { tokens: { refreshToken: string } }).tokens.refreshToken;
}
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());

test.describe('account (arena)', () => {
  test.use({ locale: BROWSER_LOCALE.arena });

  test('the session cookie has production flags, and sign-out revokes the refresh token on the platform', async ({ request }) => {
    const login = await request.post(`${WEB_LOOPBACK}/login`, {
      headers: { host: REALMS.arena.host, origin: `http://${REALMS.arena.host}` },
      form: { email: ACCOUNTS.viewer, password: PASSWORD },
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    expect(login.status()).toBe(302);
    const setCookie = login
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value);
    const session = setCookie.find((c) => c.startsWith('__Host-session='));
    expect(session, `a __Host-session cookie in ${JSON.stringify(setCookie)}`).toBeDefined();
    const attributes = session!
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('secure');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
    expect(attributes.some((a) => a.startsWith('max-age='))).toBe(true);

    // The cookie is encrypted, not only signed: nothing in it reads as JSON or as a token.
    const value = decodeURIComponent(session!.split(';')[0].slice('__Host-session='.length));
    const sealed = Buffer.from(value.slice(0, value.lastIndexOf('.')), 'base64').toString('latin1');
    expect(sealed).not.toMatch(/tokens|refreshToken|authorisationToken|eyJ/);
    const oldCookie = session!.split(';')[0];
    const signedIn = await request.get(`${WEB_LOOPBACK}/account`, { headers: { host: REALMS.arena.host, cookie: oldCookie }, maxRedirects: 0 });
    expect(signedIn.status()).toBe(200);

    const logout = await request.post(`${WEB_LOOPBACK}/logout`, {
      headers: { host: REALMS.arena.host, origin: `http://${REALMS.arena.host}`, cookie: oldCookie },
      form: { from: '/account' },
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    expect(logout.status()).toBe(302);
    expect(logout.headers()['location']).toBe('/login?from=%2Faccount');
    const cleared = logout.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('__Host-session='));
    expect(cleared?.value).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);

    // The platform revoked the session: the old cookie (a copy kept by an attacker) no longer signs anyone in.
    const replayed = await request.get(`${WEB_LOOPBACK}/account`, { headers: { host: REALMS.arena.host, cookie: oldCookie }, maxRedirects: 0 });
    expect(replayed.status()).toBe(302);
    expect(replayed.headers()['location']).toMatch(/^\/login\?from=%2Faccount/);
  });

  test('guests are sent to login with `from`', async ({ page }) => {
    for (const path of ['/account', '/profiles', '/preferences', '/tv-login?code=BCDF-GHJK']) {
      await page.goto(`${origin}${path}`);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/login');
      expect(url.searchParams.get('from')).toBe(path);
    }
  });

  test('a viewer edits the account name; it is saved and shown after a reload', async ({ page }) => {
    await signIn(page, 'viewer', origin, '/account');
    await expect(page).toHaveURL(`${origin}/account`);
    await waitForHydration(page);
    const name = page.getByLabel(/^Name/);
    await expect(name).toHaveValue('Vera Viewer');
    await expect(page.getByLabel('Email', { exact: true })).toHaveJSProperty('readOnly', true);

    // Client validation (react-hook-form + the zod schema): an empty name is refused before posting.
    await name.fill('   ');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('Please provide your name')).toBeVisible();

    await name.fill('Vera Renamed');
    await page.getByLabel('Phone number').fill('+44 07700 900123');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('Your details are saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Name/)).toHaveValue('Vera Renamed');
    await expect(page.getByLabel('Phone number')).toHaveValue('+447700900123');

    // Marketing preferences: pristine until toggled, submitted after a save.
    const emails = page.getByLabel('Send me news and offers by email');
    await emails.check();
    await page.getByRole('button', { name: 'Save' }).nth(1).click();
    await expect(page.getByText('Your marketing preferences are saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Send me news and offers by email')).toBeChecked();
  });

  test('marketing answers: a save sends only what the viewer changed, and its completion shows the answers refreshed', async ({ page, request }) => {
    await signIn(page, 'subscriber', origin, '/account');
    await waitForHydration(page);
    const emails = page.getByLabel('Send me news and offers by email');
    const partners = page.getByLabel('Send me offers from partners');
    const startedWith = { emails: await emails.isChecked(), partners: await partners.isChecked() };

    // Another device changes the partner answer while this page is open.
    const { authorisationToken } = await platformLogin(request, ACCOUNTS.subscriber);
    const elsewhere = await request.put(`${PLATFORM}/user/marketing-preferences`, {
      headers: { realm: 'arena', authorization: `Bearer ${authorisationToken}` },
      data: { answers: [{ fieldName: 'partnerOffers', answer: !startedWith.partners }] },
    });
    expect(elsewhere.status()).toBe(200);

    await emails.setChecked(!startedWith.emails);
    const form = page.locator('form[aria-labelledby="marketing-title"]');
    await expect(form.getByRole('button', { name: 'Save' })).toHaveAttribute('data-pristine', 'false');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Your marketing preferences are saved.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toHaveAttribute('data-pristine', 'true');
    // Refreshed on completion, without a reload: the other device's answer shows, and was not overwritten.
    await expect(partners).toBeChecked({ checked: !startedWith.partners });
    await expect(emails).toBeChecked({ checked: !startedWith.emails });
    await page.reload();
    await expect(page.getByLabel('Send me offers from partners')).toBeChecked({ checked: !startedWith.partners });
    await expect(page.getByLabel('Send me news and offers by email')).toBeChecked({ checked: !startedWith.emails });
  });

  test('the account form works without JavaScript, and the server validates', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: BROWSER_LOCALE.arena });
    const page = await context.newPage();
    await signIn(page, 'subscriber', origin, '/account');
    await page.getByLabel(/^Name/).fill('');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('Please provide your name')).toBeVisible();
    await page.getByLabel(/^Name/).fill('Sam Without Script');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('Your details are saved.')).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue('Sam Without Script');
    await context.close();
  });

  test('save failures are shown: a child profile cannot change the account, a language the realm lacks is refused', async ({ page }) => {
    await signIn(page, 'kid', origin, '/account');
    await page.getByLabel(/^Name/).fill('Kit Renamed');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('We could not save your changes. Try again.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Name/)).toHaveValue('Kit Kid');

    await page.goto(`${origin}/preferences`);
    // A language arena does not offer (a stale form, a crafted post): the platform refuses it.
    // The option is added once React owns the form, whose hydration would otherwise drop it.
    await waitForBlockHydration(page.locator('select[name="language"]'));
    await page.locator('select[name="language"]').evaluate((select: HTMLSelectElement) => select.add(new Option('Arabic', 'ar')));
    await page.locator('select[name="language"]').selectOption('ar');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('We could not save your preferences. Try again.')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a viewer creates a child profile and switches to it', async ({ page }) => {
    await signIn(page, 'viewer', origin, '/profiles');
    await expect(page.getByTestId('profile')).toHaveCount(1);
    await page.getByLabel(/Profile name/).fill('Mini Viewer');
    await page.getByRole('button', { name: 'Create profile' }).click();
    const mini = page.getByTestId('profile').filter({ hasText: 'Mini Viewer' });
    await expect(mini).toContainText('Child profile');

    // Deleting asks first; confirming removes the profile.
    await page.getByLabel(/Profile name/).fill('Temporary');
    await page.getByRole('button', { name: 'Create profile' }).click();
    await page.getByRole('button', { name: 'Delete Temporary' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Delete the profile Temporary?');
    await expect(page.getByTestId('profile').filter({ hasText: 'Temporary' })).toHaveCount(1);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('profile').filter({ hasText: 'Temporary' })).toHaveCount(0);
    await expect(page.getByTestId('profile')).toHaveCount(2);

    const before = await sessionRefreshToken(page);
    await mini.getByRole('button', { name: 'Switch to Mini Viewer' }).click();
    await expect(page).toHaveURL(`${origin}/home`);
    // The main account's session was revoked on the platform when the profile took over.
    expect(await sessionRefreshToken(page)).not.toBe(before);
    const stale = await page.request.post(`${PLATFORM}/token/refresh`, {
      headers: { realm: 'arena' },
      data: { refreshToken: before },
      failOnStatusCode: false,
    });
    expect(stale.status()).toBe(401);
    await page.goto(`${origin}/profiles`);
    await expect(page.getByTestId('profile').filter({ hasText: 'Mini Viewer' })).toContainText('in use');
    await expect(page.getByText('Sign in with the main account to manage profiles.')).toBeVisible();
  });

  test('changing the language in preferences reloads in Spanish on the Spanish path set', async ({ page }) => {
    await signIn(page, 'subscriber', origin, '/preferences');
    await expect(page.getByRole('heading', { name: 'Preferences' })).toBeVisible();
    await expect(page.getByLabel('Play the next video automatically')).toBeChecked();
    await page.getByLabel('Play muted').check();
    await page.locator('select[name="language"]').selectOption('es');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(`${origin}/preferencias?saved=1`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Preferencias' })).toBeVisible();
    await expect(page.getByText('Tus preferencias se han guardado.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cuenta' })).toHaveAttribute('href', '/cuenta');

    // Auto-advance off is kept and readable by the player; back to English.
    await page.getByLabel('Reproducir el siguiente vídeo automáticamente').uncheck();
    await page.locator('select[name="language"]').selectOption('en');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(`${origin}/preferences?saved=1`);
    await expect(page.getByLabel('Play the next video automatically')).not.toBeChecked();
    await expect(page.getByLabel('Play muted')).toBeChecked();
  });

  test('TV pairing: the TV gets a code, a signed-in viewer enters it, the TV poll receives tokens', async ({ page, request }) => {
    const codeRes = await request.post(`${PLATFORM}/tv/code`, { headers: { realm: 'arena' }, data: { deviceName: 'Living room TV' } });
    expect(codeRes.status()).toBe(201);
    const { userCode, deviceCode } = await codeRes.json();
    const poll = async () => request.post(`${PLATFORM}/tv/token`, { headers: { realm: 'arena' }, data: { deviceCode }, failOnStatusCode: false });
    expect(await (await poll()).json()).toEqual({ status: 'PENDING' });

    await signIn(page, 'viewer', origin, '/tv-login');
    await page.getByLabel(/TV code/).fill(userCode.toLowerCase());
    await page.getByRole('button', { name: 'Connect TV' }).click();
    await expect(page.getByText('Living room TV is now signed in.')).toBeVisible();

    const paired = await poll();
    expect(paired.status()).toBe(200);
    const body = await paired.json();
    expect(body.status).toBe('PAIRED');
    expect(claimsOf(body.authorisationToken)).toMatchObject({ sub: 'user-viewer', realm: 'arena' });
    expect((await poll()).status()).toBe(410);

    // A wrong code is explained, not a crash.
    await page.goto(`${origin}/tv-login?code=ZZZZ-ZZZZ`);
    await expect(page.getByLabel(/TV code/)).toHaveValue('ZZZZ-ZZZZ');
    await page.getByRole('button', { name: 'Connect TV' }).click();
    await expect(page.getByText('This code is not valid. Check the code on your TV.')).toBeVisible();
  });

  test('an editor issues an impersonation link; opening it signs in as the viewer, audited', async ({ page, browser, request }) => {
    await signIn(page, 'editor', origin, '/account');
    await page.getByRole('textbox', { name: 'Email' }).last().fill(ACCOUNTS.subscriber);
    await page.getByRole('button', { name: 'Create link' }).click();
    const link = await page.getByTestId('impersonate-link').getAttribute('href');
    expect(link).toMatch(new RegExp(`^${origin}/impersonate/[A-Za-z0-9_-]{43}$`));

    const support = await browser.newContext({ locale: BROWSER_LOCALE.arena });
    const other = await support.newPage();
    await other.goto(link!);
    await other.getByRole('button', { name: 'Continue' }).click();
    await expect(other).toHaveURL(`${origin}/home`);
    await other.goto(`${origin}/account`);
    await expect(other.getByLabel('Email', { exact: true })).toHaveValue(ACCOUNTS.subscriber);

    // Single use: the same link refuses a second exchange.
    const again = await support.newPage();
    await again.goto(link!);
    await again.getByRole('button', { name: 'Continue' }).click();
    await expect(again.getByText('This link is not valid any more. Ask for a new one.')).toBeVisible();
    await support.close();

    const editor = await platformLogin(request, ACCOUNTS.editor);
    const audit = await request.get(`${PLATFORM}/impersonation/audit`, { headers: { realm: 'arena', authorization: `Bearer ${editor.authorisationToken}` } });
    const events: Array<{ event: string; actorId: string; targetUserId: string }> = (await audit.json()).events;
    expect(events.some((e) => e.event === 'EXCHANGED' && e.actorId === 'user-editor' && e.targetUserId === 'user-subscriber')).toBe(true);
    expect(events.some((e) => e.event === 'REJECTED')).toBe(true);

    // A viewer sees no impersonation form.
    const viewerContext = await browser.newContext({ locale: BROWSER_LOCALE.arena });
    const viewerPage = await viewerContext.newPage();
    await signIn(viewerPage, 'viewer', origin, '/account');
    await expect(viewerPage.getByRole('button', { name: 'Create link' })).toHaveCount(0);
    await viewerContext.close();
  });

  test('licence redirect and mobile external only lead to this site', async ({ page }) => {
    await page.goto(`${origin}/licence-redirect?extraParams=${encodeURIComponent(JSON.stringify({ from: '//evil.example/x' }))}`);
    await expect(page).toHaveURL(`${origin}/home`);
    // A code that cannot be exchanged goes to the default page (§8).
    await page.goto(`${origin}/licence-redirect?code=made-up&extraParams=${encodeURIComponent('client=demo-id&from=/browse')}`);
    await expect(page).toHaveURL(`${origin}/home`);
    await page.goto(`${origin}/licence-redirect?extraParams=${encodeURIComponent('from=/browse')}`);
    await expect(page).toHaveURL(`${origin}/browse`);
    await page.goto(`${origin}/mobile-external?from=${encodeURIComponent('javascript:alert(1)')}`);
    await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/home');
    expectNoStackTrace(await page.content());
  });
});

async function shoot(browser: Browser, realm: RealmName, width: number) {
  const context = await browser.newContext({ locale: BROWSER_LOCALE[realm], viewport: { width, height: 900 } });
  const { origin: realmOrigin } = REALMS[realm];
  // The editor's stored language is English; the realm's own language shows oasis right to left.
  await context.addCookies([{ name: 'lang', value: REALMS[realm].lang, url: realmOrigin }]);
  const page: Page = await context.newPage();
  await signIn(page, 'editor', realmOrigin, '/account');
  mkdirSync(SCREENS_DIR, { recursive: true });
  for (const path of ['/account', '/profiles', '/preferences', '/tv-login']) {
    const res = await page.goto(`${realmOrigin}${path}`);
    expect(res?.status(), `${realm} ${path}`).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', REALMS[realm].dir);
    expect(await horizontalOverflow(page), `${realm} ${path} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENS_DIR}/${realm}-${path.slice(1)}-${width}.png`, fullPage: true });
  }
  await context.close();
}

test.describe('account screenshots', () => {
  for (const realm of ['arena', 'oasis'] as const) {
    for (const width of [375, 1280]) {
      test(`${realm} at ${width} px`, async ({ browser }) => shoot(browser, realm, width));
    }
  }
});

void WEB_PORT;
