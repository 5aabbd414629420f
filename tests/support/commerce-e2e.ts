/**
 * Shared set-up for the commerce Playwright specs (purchase, gifts, payment details): a stack
 * of its own (platform, reference payment provider, web) with mail through a loopback SMTP
 * server, confirmed buyer accounts made through the platform's sign-up and the mailed link,
 * signing in through the login form, and the provider's test cards in its hosted fields.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { RealmName } from './e2e';
import { startSmtpServer, type SmtpTestServer } from './smtp';
import { freePort, startStack, type Stack } from './stack';

/** The password of every buyer account these specs make. */
export const BUYER_PASSWORD = 'quiet harbour lantern 42';

/** The provider's test cards, as a viewer types them (see /work/psp-interface.md). */
export const TEST_CARDS = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', threeDs: '4000 0000 0000 3220' } as const;

/** An expiry three years ahead, so the test cards never expire under the specs. */
export const CARD_EXPIRY = `12 / ${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

export interface CommerceStack {
  smtp: SmtpTestServer;
  stack: Stack;
  /** The realms' origins on the stack's web port. */
  arena: string;
  oasis: string;
  stop(): Promise<void>;
}

/**
 * Starts an SMTP server and a stack wired to it. The stack listens on the ports named by the
 * environment variable `portsVariable` (web,platform,psp) when given, else on free ports, so
 * specs running side by side never collide.
 */
export async function startCommerceStack(portsVariable: string, platformEnv?: Record<string, string>): Promise<CommerceStack> {
  const smtp = await startSmtpServer();
  try {
    const [web, platform, psp] = (process.env[portsVariable] ?? '').split(',').map(Number);
    const stack = await startStack({ web: web || (await freePort()), platform: platform || (await freePort()), psp: psp || (await freePort()) }, true, {
      smtpUrl: smtp.url,
      ...(platformEnv && { platformEnv }),
    });
    return {
      smtp,
      stack,
      arena: `http://localhost:${stack.web.port}`,
      oasis: `http://oasis.localhost:${stack.web.port}`,
      async stop() {
        await stack.stop();
        await smtp.close();
      },
    };
  } catch (error) {
    await smtp.close();
    throw error;
  }
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A confirmed account of its own, made through the platform's sign-up and the mailed link. */
export async function createBuyer(commerce: CommerceStack, tag: string, realm: RealmName = 'arena'): Promise<string> {
  const { smtp, stack } = commerce;
  const email = uniqueEmail(tag);
  const headers = { Realm: realm, 'content-type': 'application/json' };
  const consentAnswers = [
    { fieldName: 'acceptTerms', answer: true },
    { fieldName: 'privacyNotice', answer: true },
  ];
  const signup = await fetch(`${stack.platform.url}/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: email, password: BUYER_PASSWORD, consentAnswers }),
  });
  expect(signup.status).toBe(202);
  const mail = await smtp.nextMail(email, { subject: /confirm/i });
  const token = new URL(smtp.linkIn(mail, /\/email-confirmation\?token=/)).searchParams.get('token');
  const confirmed = await fetch(`${stack.platform.url}/email-confirmation`, { method: 'POST', headers, body: JSON.stringify({ token }) });
  expect(confirmed.status).toBe(200);
  return email;
}

/** Signs in through the login form and waits until the page has left it. */
export async function signInAs(page: Page, origin: string, email: string, password = BUYER_PASSWORD) {
  await page.goto(`${origin}/login`);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await Promise.all([
    page.waitForURL((url) => !/\/login(\?|$|\/)/.test(url.pathname)),
    page.locator('form:has(input[type=password]) button[type=submit]').first().click(),
  ]);
}

export const waitForHydration = (page: Page) => page.waitForFunction(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter));

/** Fills the provider's hosted card fields (card holder `holder`) in the page's card form and submits it. */
export async function submitCard(page: Page, number: string, holder: string) {
  await waitForHydration(page);
  await expect(page.locator('iframe.card-frame')).toHaveAttribute('data-ready', 'true');
  const frame = page.frameLocator('iframe.card-frame');
  await frame.locator('[autocomplete=cc-name]').fill(holder);
  await frame.locator('[autocomplete=cc-number]').fill(number);
  await frame.locator('[autocomplete=cc-exp]').fill(CARD_EXPIRY);
  await frame.locator('[autocomplete=cc-csc]').fill('123');
  await frame.locator('[autocomplete=postal-code]').fill('1012 AB');
  await page.getByTestId('card-form').locator('button[type=submit]').click();
}

/** The video element of a watch page plays (time advances). */
export async function expectPlaying(page: Page) {
  const video = page.locator('video').first();
  await expect(video).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0);
}

/**
 * axe (WCAG 2 A/AA) on a commerce screen's main element, serious and critical findings. The
 * provider's frame is its own document (checked by the provider's tests); the top bar and menus
 * around the screen belong to every page and are not this screen's. Colour contrast is checked
 * apart from the realm theme's accent buttons: their colours are the realm's data, shared by
 * every screen, not this screen's choice.
 */
export async function expectCommerceScreenAccessible(page: Page, name: string) {
  const serious = (results: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const rules = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .disableRules(['color-contrast'])
    .include('main')
    .exclude('iframe.card-frame')
    .analyze();
  const contrast = await new AxeBuilder({ page })
    .withRules(['color-contrast'])
    .include('main')
    .exclude('.button--primary')
    .exclude('iframe.card-frame')
    .analyze();
  expect([...serious(rules), ...serious(contrast)]).toEqual([]);
}
