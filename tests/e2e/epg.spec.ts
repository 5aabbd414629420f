import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BROWSER_LOCALE, expectNoStackTrace, REALMS, serverPage, signIn, waitForHydration } from '../support/e2e';
import { ROOT } from '../support/stack';

/**
 * The programme guide against the real stack. Fixtures: six channels; channel-1 and
 * channel-6 are free, channel-2 needs sign-in, channel-3/4 need licences. Times are
 * checked in UTC (the browser's zone is pinned), never timed.
 */
const { origin } = REALMS.arena;
const ARTIFACTS = path.join(ROOT, 'tests/.artifacts');
const TIME = /^\d{1,2}:\d{2} (AM|PM)$/;

test.describe('programme guide (arena)', () => {
  test.use({ locale: BROWSER_LOCALE.arena, timezoneId: 'UTC' });

  test('shows every channel with its current and next programme, server-rendered', async ({ request }) => {
    const page = await serverPage(request, 'arena', '/epg');
    expect(page.status).toBe(200);
    expectNoStackTrace(page.html);
    const channels = [...page.html.matchAll(/data-channel-id="(channel-\d+)"/g)].map((m) => m[1]);
    expect(channels).toEqual(['channel-1', 'channel-2', 'channel-3', 'channel-4', 'channel-5', 'channel-6']);
    // One programme on air and one next per channel (the channels run round the clock).
    expect(page.html.match(/data-slot="current"/g)).toHaveLength(6);
    expect(page.html.match(/data-slot="next"/g)).toHaveLength(6);
  });

  test('marks the programme on air now, with h:mm A times and M/D day tabs', async ({ page }) => {
    await page.goto(`${origin}/epg`);
    await waitForHydration(page);
    const channel = page.locator('[data-channel-id="channel-1"]');
    const current = channel.locator('[data-slot="current"]');
    await expect(current).toHaveCount(1);
    await expect(current.locator('.epg-badge--now')).toHaveText('Now');
    const [start, end] = await current
      .locator('time')
      .evaluateAll((els) => els.map((el) => ({ text: el.textContent ?? '', iso: el.getAttribute('datetime') ?? '' })));
    expect(start.text).toMatch(TIME);
    expect(end.text).toMatch(TIME);
    const now = Date.now();
    expect(Date.parse(start.iso)).toBeLessThanOrEqual(now);
    expect(Date.parse(end.iso)).toBeGreaterThan(now);
    await expect(channel.locator('[data-slot="next"] .epg-badge--next')).toHaveText('Next');

    // Day tabs: today first, then dates month first (en is en_US).
    const tabs = page.locator('.epg-days__tab');
    await expect(tabs).toHaveCount(7);
    await expect(tabs.first()).toHaveAttribute('aria-current', 'date');
    const tomorrow = new Date(now + 86_400_000);
    await expect(tabs.nth(1).locator('.epg-days__date')).toHaveText(`${tomorrow.getUTCMonth() + 1}/${tomorrow.getUTCDate()}`);
  });

  test('the window moves later and back, and a day tab opens that day', async ({ page }) => {
    await page.goto(`${origin}/epg`);
    const windowStart = () =>
      page
        .locator('.epg-window__range time')
        .first()
        .getAttribute('datetime')
        .then((v) => Date.parse(v ?? ''));
    const first = await windowStart();
    await page.locator('.epg-window a[rel="next"]').click();
    await expect(page).toHaveURL(/from=/);
    await expect.poll(windowStart).toBe(first + 6 * 3_600_000);
    await page.locator('.epg-window a[rel="prev"]').click();
    await expect.poll(windowStart).toBe(first);
    await page.locator('.epg-days__tab').nth(2).click();
    await expect(page.locator('.epg-days__tab').nth(2)).toHaveAttribute('aria-current', 'date');
    await expect.poll(async () => new Date(await windowStart()).getUTCHours()).toBe(0);
  });

  test('channels are paged by cursor', async ({ request }) => {
    // 20 channels a page: the six fixtures fit on one page, so no "more channels" link.
    const all = await serverPage(request, 'arena', '/epg');
    expect(all.html).not.toContain('epg-paging');
    // The cursor continues after the channel it names (the platform's lastSeen), with a way back to the first page.
    const rest = await serverPage(request, 'arena', '/epg?lastSeen=channel-2');
    expect([...rest.html.matchAll(/data-channel-id="(channel-\d+)"/g)].map((m) => m[1])).toEqual(['channel-3', 'channel-4', 'channel-5', 'channel-6']);
    expect(rest.html).toMatch(/<a[^>]*href="\/epg"[^>]*>First channels</);
    // An unknown cursor starts over instead of failing.
    const unknown = await serverPage(request, 'arena', '/epg?lastSeen=channel-999');
    expect(unknown.status).toBe(200);
    expect(unknown.url).toBe('/epg');
  });

  test('the programme modal opens only for granted channels, with watch live first for the programme on air', async ({ page }) => {
    await page.goto(`${origin}/epg`);
    await waitForHydration(page);
    // A free channel's programme on air opens the modal.
    await page.locator('[data-channel-id="channel-1"] [data-slot="current"] a').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.epg-modal__channel')).toHaveText('Atlas Plus');
    const primary = dialog.locator('.button--primary');
    await expect(primary).toHaveAttribute('data-action', 'watchLive');
    await expect(primary).toHaveAttribute('href', /^\/live\/channel-1\/atlas-plus$/);
    const secondary = dialog.locator('.button--ghost');
    await expect(secondary).toHaveAttribute('data-action', 'watchFromStart');
    await expect(secondary).toHaveAttribute('href', /^\/live\/channel-1\/atlas-plus\?start=\d{4}-/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/epg$/);

    // Not granted (sign-in and licensed channels for a guest), and programmes to come: no modal.
    for (const id of ['channel-2', 'channel-3', 'channel-4']) {
      await expect(page.locator(`[data-channel-id="${id}"] .epg-programme a`)).toHaveCount(0);
    }
    await expect(page.locator('[data-channel-id="channel-1"] [data-slot="next"] a')).toHaveCount(0);
    // Asking for it by address does not open it either.
    const programmeId = await page.locator('[data-channel-id="channel-2"] [data-slot="current"]').getAttribute('data-programme-id');
    await page.goto(`${origin}/epg?programme=${programmeId}`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a signed-in viewer gets the modal for a sign-in channel', async ({ page }) => {
    await signIn(page, 'viewer');
    await page.goto(`${origin}/epg`);
    await expect(page.locator('[data-channel-id="channel-2"] [data-slot="current"] a')).toHaveCount(1);
  });

  test('works without JavaScript: the modal is a page state', async ({ request }) => {
    const guide = await serverPage(request, 'arena', '/epg');
    const href = /href="(\/epg\?programme=epg-channel-1-[^"]+)"/.exec(guide.html)?.[1]?.replace(/&amp;/g, '&');
    expect(href).toBeTruthy();
    const modal = await serverPage(request, 'arena', href!);
    expect(modal.html).toContain('role="dialog"');
    expect(modal.html).toContain('data-action="watchLive"');
  });
});

test.describe('programme guide dates', () => {
  test('are day first outside en_US (es)', async ({ request }) => {
    const page = await serverPage(request, 'arena', '/guia', { 'Accept-Language': 'es' });
    expect(page.status).toBe(200);
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(page.html).toContain(`<span class="epg-days__date">${tomorrow.getUTCDate()}/${tomorrow.getUTCMonth() + 1}</span>`);
  });
});

for (const realm of ['arena', 'oasis'] as const) {
  for (const width of [375, 1280]) {
    test(`screenshots of the guide, ${realm} at ${width}px`, async ({ browser }) => {
      const context = await browser.newContext({ locale: BROWSER_LOCALE[realm], viewport: { width, height: width < 600 ? 812 : 900 }, timezoneId: 'UTC' });
      const page = await context.newPage();
      await page.goto(`${REALMS[realm].origin}/epg`);
      await expect(page.locator('html')).toHaveAttribute('dir', REALMS[realm].dir);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(ARTIFACTS, `epg-${realm}-${width}.png`), fullPage: true });
      const open = page.locator('.epg-programme a').first();
      if (await open.count()) {
        await open.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.screenshot({ path: path.join(ARTIFACTS, `epg-modal-${realm}-${width}.png`) });
      }
      await context.close();
    });
  }
}
