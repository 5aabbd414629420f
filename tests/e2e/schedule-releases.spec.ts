import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BROWSER_LOCALE, expectNoStackTrace, horizontalOverflow, REALMS, serverPage } from '../support/e2e';

/**
 * `/schedule` (upcoming events by day), `/releases` (new videos by release date) and `/grid`
 * (a bucket in full as a card grid): server rendered, cards linking on, page links, in both realms.
 */
const ARTIFACTS = path.join(import.meta.dirname, '..', '.artifacts');

test.describe('schedule and releases', () => {
  test('without JavaScript: days with their cards, newest release first; bad pages never break', async ({ request }) => {
    const schedule = await serverPage(request, 'arena', '/schedule');
    expect(schedule.status).toBe(200);
    expect(schedule.html).toMatch(/<h2[^>]*class="schedule-page__heading"[^>]*><time dateTime="\d{4}-\d{2}-\d{2}">/);
    expect(schedule.html).toContain('class="live-cards__item"');

    const releases = await serverPage(request, 'arena', '/releases');
    expect(releases.status).toBe(200);
    const days = [...releases.html.matchAll(/<time dateTime="(\d{4}-\d{2}-\d{2})">/g)].map((m) => m[1]);
    expect(days.length).toBeGreaterThan(1);
    expect(days).toEqual([...days].sort().reverse());
    expect(releases.html).toContain('class="blk-card"');
    expect(releases.html).toContain('href="/releases?p=2"');
    const second = await serverPage(request, 'arena', '/releases?p=2');
    expect(second.status).toBe(200);
    expect(second.html).toContain('rel="prev"');

    const grid = await serverPage(request, 'arena', '/grid');
    expect(grid.status).toBe(200);
    expect(grid.html).toContain('class="blk-grid"');
    expect(grid.html).toContain('class="blk-card"');
    expect((await serverPage(request, 'arena', '/grid?section=home&bucket=nope')).status).toBe(404);

    for (const hostile of [
      '/grid?section=%3Cscript%3E',
      '/grid?bucket=../../x',
      '/releases?p=-1',
      '/releases?p=%3Cscript%3E',
      '/schedule?p=1e9',
      '/releases?p=99999',
    ]) {
      const res = await serverPage(request, 'arena', hostile);
      expect(res.status, hostile).toBeLessThan(500);
      expectNoStackTrace(res.html);
    }
  });

  for (const realm of ['arena', 'oasis'] as const) {
    for (const width of [375, 1280]) {
      test(`screenshots, ${realm} at ${width}px`, async ({ browser }) => {
        const context = await browser.newContext({ locale: BROWSER_LOCALE[realm], viewport: { width, height: width < 600 ? 812 : 900 } });
        const page = await context.newPage();
        for (const screen of ['schedule', 'releases', 'grid'] as const) {
          const response = await page.goto(`${REALMS[realm].origin}/${screen}`);
          expect(response?.status()).toBe(200);
          await expect(page.locator('html')).toHaveAttribute('dir', REALMS[realm].dir);
          await expect(page.locator(screen === 'grid' ? '.blk-card' : '.schedule-page__heading').first()).toBeVisible();
          await page.waitForLoadState('networkidle').catch(() => undefined);
          expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
          await page.screenshot({ path: path.join(ARTIFACTS, `${screen}-${realm}-${width}.png`), fullPage: width < 600 ? false : true });
        }
        await context.close();
      });
    }
  }
});
