import { expect, test, type Page } from '@playwright/test';
import { BROWSER_LOCALE, expectNoStackTrace, HEIGHTS, horizontalOverflow, htmlAttributes, REALMS, serverPage, WIDTHS } from '../support/e2e';
import { cardLocator, heroLocator, HTML_MARKERS, logoLocator, rowLocator } from '../support/selectors';

/**
 * Home in both realms. Arena is the default realm on plain `localhost`; oasis answers on
 * `oasis.localhost` and is Arabic, right to left. Browser tests use a browser locale that
 * matches the realm's default (Accept-Language decides the locale when nothing is stored).
 */

for (const realm of ['arena', 'oasis'] as const) {
  const { origin, lang, dir } = REALMS[realm];

  test.describe(`${realm} home`, () => {
    test.use({ locale: BROWSER_LOCALE[realm] });

    test('server HTML carries the hero, rows and cards before any script runs', async ({ request }) => {
      // No Accept-Language at all, like a crawler: the realm default locale applies.
      const home = await serverPage(request, realm, '/', { 'accept-language': '' });
      expect(home.status).toBe(200);
      expectNoStackTrace(home.html);
      const attrs = htmlAttributes(home.html);
      expect(attrs.lang).toBe(lang);
      expect(attrs.dir).toBe(dir);
      const body = home.html.slice(home.html.search(/<body\b/i));
      const firstScript = body.search(/<script\b/i);
      const beforeScripts = firstScript >= 0 ? body.slice(0, firstScript) : body;
      expect(beforeScripts, 'hero in the server HTML').toMatch(HTML_MARKERS.hero);
      expect(beforeScripts, 'a row in the server HTML').toMatch(HTML_MARKERS.row);
      expect(beforeScripts, 'content cards in the server HTML').toMatch(HTML_MARKERS.card);
    });

    for (const [device, width] of Object.entries(WIDTHS) as [keyof typeof WIDTHS, number][]) {
      test(`renders at ${device} width (${width}px)`, async ({ page }) => {
        await page.setViewportSize({ width, height: HEIGHTS[device] });
        const response = await page.goto(`${origin}/`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await expect(logoLocator(page)).toBeVisible();
        await expect(heroLocator(page)).toBeVisible();
        await expect(rowLocator(page).first()).toBeVisible();
        await expect(cardLocator(page).first()).toBeVisible();
        expect(await rowLocator(page).count()).toBeGreaterThanOrEqual(2);
        // No sideways scrolling at any width (carousels scroll inside themselves).
        expect(await horizontalOverflow(page), 'page must not overflow horizontally').toBeLessThanOrEqual(1);
        // The hero must fit the viewport width.
        const heroBox = await heroLocator(page).boundingBox();
        expect(heroBox?.width ?? 0).toBeLessThanOrEqual(width + 1);
      });
    }
  });
}

/** The realm theme reaches CSS as custom properties on <html> (app/realm/theme.ts). */
const ACCENT = '--color-accent';

interface Look {
  accent: string;
  background: string;
  logo: string;
  dir: string;
  font: string;
}

async function look(page: Page, url: string): Promise<Look> {
  await page.goto(url);
  await expect(heroLocator(page)).toBeVisible();
  return page.evaluate((accentName) => {
    const logo = document.querySelector('.top-bar__logo img') as HTMLImageElement | null;
    return {
      accent: getComputedStyle(document.documentElement).getPropertyValue(accentName).trim(),
      background: getComputedStyle(document.body).backgroundColor,
      logo: logo?.currentSrc || logo?.src || '',
      dir: document.documentElement.dir,
      font: getComputedStyle(document.body).fontFamily,
    };
  }, ACCENT);
}

test('the two realms look different: theme colours, logo, font, direction', async ({ browser }) => {
  const arenaContext = await browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });
  // An English browser on purpose: oasis sets localeNegotiation "realmDefault", so a first
  // visit lands in Arabic, right to left, whatever the browser's language.
  const oasisContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  try {
    const arena = await look(await arenaContext.newPage(), `${REALMS.arena.origin}/`);
    const oasis = await look(await oasisContext.newPage(), `${REALMS.oasis.origin}/`);
    expect(arena.dir).toBe('ltr');
    expect(oasis.dir).toBe('rtl');
    expect(arena.accent, `${ACCENT} is set in arena`).not.toBe('');
    expect(oasis.accent, `${ACCENT} is set in oasis`).not.toBe('');
    expect(arena.accent).not.toBe(oasis.accent);
    expect(arena.background).not.toBe(oasis.background);
    expect(arena.font).not.toBe(oasis.font);
    expect(arena.logo).not.toBe('');
    expect(arena.logo).not.toBe(oasis.logo);
  } finally {
    await arenaContext.close();
    await oasisContext.close();
  }
});
