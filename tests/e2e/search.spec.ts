import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { BROWSER_LOCALE, expectNoStackTrace, horizontalOverflow, REALMS, serverPage, waitForHydration } from '../support/e2e';

/**
 * Search against the real stack: arena's header box (the default engine) submits `value` to
 * /search; oasis's header control (the vesper engine) opens /search, whose own box searches.
 * Both find "Iron Lantern" from the typo "lanteren", highlighted. Without JavaScript the
 * screen and its next page are plain links; hostile queries never break it.
 */
const ARTIFACTS = path.join(import.meta.dirname, '..', '.artifacts');

test.describe('search', () => {
  test('arena: "lanteren" typed in the header finds "Iron Lantern", the match highlighted', async ({ page }) => {
    await page.goto(`${REALMS.arena.origin}/home`);
    const box = page.locator('header form[role="search"] input[name="value"]').first();
    await box.fill('lanteren');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?value=lanteren$/);
    const hit = page.locator('.search-hit', { hasText: 'Iron Lantern' }).first();
    await expect(hit).toBeVisible();
    await expect(hit.locator('.search-hit__title mark')).toHaveText('Lantern');
    await expect(page.locator('.search-page__alternatives')).toContainText('lantern');
  });

  test('oasis: the header’s search control opens the screen, whose box finds "Iron Lantern" (in Arabic)', async ({ browser }) => {
    const context = await browser.newContext({ locale: BROWSER_LOCALE.oasis });
    const page = await context.newPage();
    await page.goto(`${REALMS.oasis.origin}/`);
    await page.locator('a.search-link').first().click();
    await expect(page).toHaveURL(/\/search$/);
    // Before a query: popular videos.
    await expect(page.locator('#search-popular')).toBeVisible();
    await expect(page.locator('.search-hit').first()).toBeVisible();
    const box = page.locator('main form[role="search"] input[name="value"], .search-page__form input[name="value"]').first();
    await box.fill('lanteren');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?value=lanteren$/);
    // Found by its original (English) title, answered in the page's language: "Iron Lantern" in Arabic.
    await expect(page.locator('.search-hit', { hasText: 'الفانوس الحديدي' }).first()).toBeVisible();
    await context.close();
  });

  test('the realms’ Search menu items lead to the screen, not a 404', async ({ request }) => {
    for (const realm of ['arena', 'oasis'] as const) {
      const home = await serverPage(request, realm, '/');
      const href = /<a[^>]+href="(\/search)"/.exec(home.html)?.[1];
      expect(href, `${realm} has a link to /search`).toBe('/search');
      const screen = await serverPage(request, realm, href!);
      expect(screen.status).toBe(200);
      expect(screen.html).toContain('class="search-page"');
    }
  });

  test('a refined kind appends its next page in place; without JavaScript the next page is a link', async ({ page, request }) => {
    const first = await serverPage(request, 'arena', '/search?value=chronicles&refine=videos');
    expect(first.status).toBe(200);
    expect(first.html).toContain('href="/search?value=chronicles&amp;refine=videos&amp;p=2"');
    const second = await serverPage(request, 'arena', '/search?value=chronicles&refine=videos&p=2');
    expect(second.status).toBe(200);
    expect((second.html.match(/class="search-hit"/g) ?? []).length).toBeGreaterThan(0);

    await page.goto(`${REALMS.arena.origin}/search?value=chronicles&refine=videos`);
    await waitForHydration(page);
    const hits = page.locator('.search-hit');
    await expect(hits).toHaveCount(12);
    await page.locator('.search-page__more a').click();
    await expect(hits).toHaveCount(24);
    await expect(page).toHaveURL(/refine=videos$/);
  });

  test('hostile queries: escaped, bounded, never a server error', async ({ request }) => {
    const cases = [
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      "' OR 1=1; DROP TABLE vods; --",
      '%_\\:*&|!()',
      'x'.repeat(10_000),
      'مصباح \u202Eevil',
      '\u200B\u200D\u2066',
      'lan\u200Bteren',
    ];
    for (const q of cases) {
      const started = Date.now();
      const res = await serverPage(request, 'arena', `/search?value=${encodeURIComponent(q)}`);
      expect(res.status, q.slice(0, 40)).toBe(200);
      expect(Date.now() - started, 'bounded in time').toBeLessThan(10_000);
      expect(res.html).not.toContain('<script>alert(1)');
      expect(res.html).not.toContain('<img src=x');
      expectNoStackTrace(res.html);
    }
    // Zero-width characters inside a word are ignored: the typo still finds the lantern.
    const zw = await serverPage(request, 'arena', `/search?value=${encodeURIComponent('lan\u200Bteren')}`);
    expect(zw.html).toContain('Iron ');
  });

  for (const realm of ['arena', 'oasis'] as const) {
    for (const width of [375, 1280]) {
      test(`screenshots and axe, ${realm} at ${width}px`, async ({ browser }) => {
        const context = await browser.newContext({ locale: BROWSER_LOCALE[realm], viewport: { width, height: width < 600 ? 812 : 900 } });
        const page = await context.newPage();
        await page.goto(`${REALMS[realm].origin}/search?value=lanteren`);
        await expect(page.locator('html')).toHaveAttribute('dir', REALMS[realm].dir);
        await expect(page.locator('.search-hit').first()).toBeVisible();
        await page.waitForLoadState('networkidle').catch(() => undefined);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(ARTIFACTS, `search-${realm}-${width}.png`), fullPage: true });
        const axe = await new AxeBuilder({ page }).include('.search-page').analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        await page.goto(`${REALMS[realm].origin}/search`);
        await expect(page.locator('#search-popular')).toBeVisible();
        await page.screenshot({ path: path.join(ARTIFACTS, `search-popular-${realm}-${width}.png`), fullPage: width < 600 });
        await context.close();
      });
    }
  }
});
