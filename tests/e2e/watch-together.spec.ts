import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { BROWSER_LOCALE, horizontalOverflow, REALMS, signIn, waitForHydration, type RealmName } from '../support/e2e';

/**
 * Watch together against the real stack: two browser contexts in one room on live-1 (free,
 * on air, a real HLS live stream with programme dates) stay within half a second of each
 * other after play, pause and seek, whoever acts; presence and chat reach both.
 */
const ARTIFACTS = path.join(import.meta.dirname, '..', '.artifacts');
const ROOM_PATH = '/live/live-1/watch-together';

async function viewerPage(browser: Browser, realm: RealmName, who: 'subscriber' | 'viewer', width = 1280) {
  const context = await browser.newContext({ locale: BROWSER_LOCALE[realm], viewport: { width, height: width < 600 ? 812 : 900 } });
  // The demo accounts read English; the language badge's cookie asks for the realm's own language.
  if (realm === 'oasis') await context.addCookies([{ name: 'lang', value: 'ar', url: REALMS.oasis.origin }]);
  const page = await context.newPage();
  await signIn(page, who, REALMS[realm].origin, ROOM_PATH);
  return page;
}

/** Where this page's picture is on the room clock, stamped with the moment it was read. */
async function picture(page: Page) {
  return page.evaluate(() => {
    const video = document.querySelector('video')!;
    const offset = Number(document.querySelector('.together')!.getAttribute('data-clock-offset'));
    return { at: Date.now(), ms: video.currentTime * 1000 + offset, paused: video.paused };
  });
}

/** The gap between two pictures, with the one read first moved on by the time between the reads when playing. */
async function gap(a: Page, b: Page) {
  const [pa, pb] = await Promise.all([picture(a), picture(b)]);
  const moved = pa.paused ? 0 : pb.at - pa.at;
  return { ms: Math.abs(pa.ms + moved - pb.ms), paused: [pa.paused, pb.paused] };
}

async function expectInStep(a: Page, b: Page, paused: boolean) {
  await expect.poll(async () => (await gap(a, b)).paused, { timeout: 20_000 }).toEqual([paused, paused]);
  await expect.poll(async () => (await gap(a, b)).ms, { timeout: 20_000, intervals: [250] }).toBeLessThan(500);
  // And it stays so.
  await a.waitForTimeout(1500);
  const settled = await gap(a, b);
  expect(settled.paused).toEqual([paused, paused]);
  expect(settled.ms).toBeLessThan(500);
}

test.describe('watch together', () => {
  test('a guest is asked to sign in first and comes back to the room screen', async ({ page }) => {
    await page.goto(`${REALMS.arena.origin}${ROOM_PATH}`);
    await expect(page).toHaveURL(/\/login\?from=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('from') ?? '')).toBe(ROOM_PATH);
  });

  test('two viewers in one room stay within half a second after play, pause and seek; presence and chat reach both', async ({ browser }) => {
    test.setTimeout(150_000);
    const a = await viewerPage(browser, 'arena', 'subscriber');
    await expect(a).toHaveURL(new RegExp(`${ROOM_PATH}$`));
    await waitForHydration(a);
    await a.getByRole('button', { name: 'Start a room' }).click();
    await expect(a).toHaveURL(/\?room=[A-Za-z0-9_-]{24}$/);
    const link = await a.locator('#together-link').inputValue();
    expect(link).toBe(a.url());

    // The first viewer's picture starts the room.
    await expect(a.locator('.together__status')).toHaveAttribute('data-in-step', 'true', { timeout: 30_000 });

    const b = await viewerPage(browser, 'arena', 'viewer');
    await b.goto(link);
    await waitForHydration(b);
    await expect(a.getByRole('heading', { name: 'People here (2)' })).toBeVisible({ timeout: 15_000 });
    await expect(b.getByRole('heading', { name: 'People here (2)' })).toBeVisible();
    await expect(b.locator('.together__people li')).toHaveCount(2);
    await expect(b.locator('.together__people')).toContainText('(you)');
    await expectInStep(a, b, false);

    // A pauses with the keyboard: B pauses at the same frame.
    await a.locator('.player').focus();
    await a.keyboard.press('k');
    await expectInStep(a, b, true);

    // A seeks back while paused: B follows.
    const before = (await picture(b)).ms;
    await a.keyboard.press('ArrowLeft');
    await expect.poll(async () => before - (await picture(b)).ms, { timeout: 15_000 }).toBeGreaterThan(3000);
    await expectInStep(a, b, true);

    // B plays: A plays too, from the same place.
    await b.locator('.player').focus();
    await b.keyboard.press('k');
    await expectInStep(a, b, false);

    // B seeks while playing: A follows and both keep playing.
    await b.keyboard.press('ArrowLeft');
    await expectInStep(a, b, false);

    // Chat: text arrives as text.
    const hostile = 'Goal! <img src=x onerror=alert(1)>';
    await a.getByLabel('Message').fill(hostile);
    await a.getByRole('button', { name: 'Send' }).click();
    await expect(b.locator('.together__messages li').last()).toContainText(hostile);
    await expect(a.getByLabel('Message')).toHaveValue('');
    expect(await b.locator('.together__messages img').count()).toBe(0);

    // B leaves: A sees one person again.
    await b.context().close();
    await expect(a.getByRole('heading', { name: 'People here (1)' })).toBeVisible({ timeout: 15_000 });
    await a.context().close();
  });

  test('an unknown or malformed room says so and offers a new one', async ({ browser }) => {
    const page = await viewerPage(browser, 'arena', 'viewer');
    for (const room of ['AAAAAAAAAAAAAAAAAAAAAAAA', "x'<script>", 'a'.repeat(5000)]) {
      await page.goto(`${REALMS.arena.origin}${ROOM_PATH}?room=${encodeURIComponent(room)}`);
      await expect(page.getByRole('alert')).toContainText('This room does not exist or has ended.');
      await expect(page.getByRole('button', { name: 'Start a room' })).toBeVisible();
    }
    await page.context().close();
  });

  for (const realm of ['arena', 'oasis'] as const) {
    for (const width of [375, 1280]) {
      test(`screenshots and axe, ${realm} at ${width}px`, async ({ browser }) => {
        const page = await viewerPage(browser, realm, 'subscriber', width);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('dir', REALMS[realm].dir);
        await page.locator('.together form button[type=submit]').click();
        await expect(page).toHaveURL(/\?room=/);
        await expect(page.locator('.together__people li')).toHaveCount(1, { timeout: 15_000 });
        await page.locator('#together-message').fill(realm === 'oasis' ? 'مرحبا بالجميع' : 'Hello everyone');
        await page.locator('.together__say button').click();
        await expect(page.locator('.together__messages li')).toHaveCount(1);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(ARTIFACTS, `watch-together-${realm}-${width}.png`), fullPage: true });
        const axe = await new AxeBuilder({ page }).include('.together').analyze();
        expect(
          axe.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
        await page.context().close();
      });
    }
  }
});
