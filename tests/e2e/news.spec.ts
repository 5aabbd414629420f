import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BROWSER_LOCALE, expectNoStackTrace, horizontalOverflow, REALMS, serverPage, waitForHydration, type RealmName } from '../support/e2e';

/**
 * News and fighters against the real stack (fixtures: feeds `headlines` (8 items) and
 * `results`; 20 fighters in 5 weight classes, one per initial letter A–T). These pages are
 * server-rendered with their state in the query: the no-JS checks read the raw server HTML.
 */
const { origin } = REALMS.arena;
const SHOTS = path.join(process.env.E2E_SHOTS_DIR ?? 'test-results-news', 'screens');

test.describe('news (arena)', () => {
  test.use({ locale: BROWSER_LOCALE.arena });

  test('the news list leads to an item; feeds switch; the body is shown', async ({ page }) => {
    const response = await page.goto(`${origin}/news`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1.news-page__title')).toHaveText('News');
    const tabs = page.locator('.news-feeds__tab');
    await expect(tabs).toHaveCount(2);
    await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
    const cards = page.locator('.news-card');
    await expect(cards).toHaveCount(8);

    // Another feed is a link with ?feed=
    await tabs.nth(1).click();
    await expect(page).toHaveURL(/\/news\?feed=results$/);
    await expect(tabs.nth(1)).toHaveAttribute('aria-current', 'page');
    await expect(cards).toHaveCount(6);

    // An item: its own URL in the route table's shape, title, date and body.
    const first = cards.first();
    const title = (await first.locator('.news-card__title').textContent())!.trim();
    await first.locator('a').click();
    await expect(page).toHaveURL(/\/news\/results\/news-results-\d+$/);
    await expect(page.locator('h1.news-item__title')).toHaveText(title);
    await expect(page.locator('.news-item__body p').first()).toHaveText(/\S/);
    await expect(page.locator('.news-item__meta time')).toHaveText(/\d{4}/);
    // Back to the feed it came from.
    await page.locator('.news-item__back a').click();
    await expect(page).toHaveURL(/\/news\?feed=results$/);
  });

  test('share on a news item shows "Link copied" and puts the address on the clipboard, then reads Share again', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await page.goto(`${origin}/news/headlines/news-headlines-2`);
    await waitForHydration(page);
    const share = page.locator('.share-button');
    await expect(share).toHaveText(/Share/);
    await share.click();
    await expect(share).toHaveText(/Link copied/);
    await expect(share).toHaveAttribute('data-phase', 'copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/news/headlines/news-headlines-2`);
    // The label returns by itself (2 s in the spec; polled, not timed).
    await expect(share).toHaveText(/^\W*Share$/);
  });

  test('without JavaScript: list, paging past the end, item; hostile queries never 500', async ({ request }) => {
    const list = await serverPage(request, 'arena', '/news?feed=headlines');
    expect(list.status).toBe(200);
    expect(list.html).toContain('href="/news/headlines/news-headlines-1"');

    const past = await serverPage(request, 'arena', '/news?feed=headlines&p=7');
    expect(past.status).toBe(200);
    expect(past.html).toContain('href="/news?feed=headlines"'); // "previous" leads back to the last page (1)

    for (const hostile of ['/news?feed=%3Cscript%3E&p=-1', '/news?p=1e9&feed=../../etc', '/news?feed=nope', '/news?p=%00']) {
      const res = await serverPage(request, 'arena', hostile);
      expect(res.status, hostile).toBe(200);
      expect(res.html).not.toContain('<script>alert');
      expectNoStackTrace(res.html);
    }
    for (const missing of ['/news/headlines/news-nope-1', '/news/results/news-headlines-1', `/news/headlines/${'x'.repeat(300)}`]) {
      const res = await serverPage(request, 'arena', missing);
      expect(res.status, missing).toBe(404);
      expectNoStackTrace(res.html);
    }
  });
});

test.describe('fighters (arena)', () => {
  test.use({ locale: BROWSER_LOCALE.arena });

  test('rankings by weight class, A-to-Z with a letter, the weight-class filter, and a fighter page', async ({ page }) => {
    await page.goto(`${origin}/fighters`);
    await expect(page.locator('h1.fighters-page__title')).toHaveText('Fighters');
    await expect(page.locator('.fighters-tabs__tab[data-tab="rankings"]')).toHaveAttribute('aria-current', 'page');
    // Rankings: grouped by weight class, ranks shown.
    await expect(page.locator('.fighters-group__title')).toHaveCount(5);
    await expect(page.locator('.fighter-card__rank').first()).toHaveText('#1');

    // Filter option: choosing a class submits the GET form (JS) → only that class.
    await waitForHydration(page);
    await page.locator('.fighters-filter select').selectOption('Flyweight');
    await expect(page).toHaveURL(/weightClass=Flyweight/);
    await expect(page.locator('.fighters-group__title')).toHaveText(['Flyweight']);
    const flyweights = page.locator('.fighter-card__meta');
    expect(await flyweights.count()).toBeGreaterThan(0);
    for (const meta of await flyweights.allTextContents()) expect(meta).toContain('Flyweight');

    // A-to-Z tab: letter A by default, then choose B.
    await page.locator('.fighters-tabs__tab[data-tab="az"]').click();
    await expect(page).toHaveURL(/tab=az/);
    await expect(page.locator('.fighters-letters a[aria-current="true"]')).toHaveText('A');
    await page.locator('.fighters-letters a[data-letter="B"]').click();
    await expect(page).toHaveURL(/letter=B/);
    await expect(page.locator('.fighters-letters a[aria-current="true"]')).toHaveText('B');
    const names = await page.locator('.fighter-card__name').allTextContents();
    // The weight-class filter stays while the letter changes; a letter may have no fighter in that class.
    for (const name of names) expect(name.startsWith('B')).toBe(true);

    // Clear the filter: every B fighter.
    await page.locator('.fighters-filter select').selectOption('');
    await expect(page).not.toHaveURL(/weightClass=[^&]/);
    await expect(page.locator('.fighter-card')).not.toHaveCount(0);

    // A fighter page.
    const card = page.locator('.fighter-card').first();
    const name = (await card.locator('.fighter-card__name').textContent())!.trim();
    await card.locator('a').click();
    await expect(page).toHaveURL(/\/fighters\/fighter-\d+$/);
    await expect(page.locator('h1.fighter-page__name')).toHaveText(name);
    await expect(page.locator('.fighter-page__record td[data-stat="wins"]')).toHaveText(/^\d+$/);
    await page.locator('.fighter-page__back a').click();
    await expect(page).toHaveURL(/\/fighters\?weightClass=/);
  });

  test('without JavaScript: every state is a link or GET form; hostile queries are ignored, never a 500', async ({ request }) => {
    const az = await serverPage(request, 'arena', '/fighters?tab=az&letter=c');
    expect(az.status).toBe(200);
    expect(az.html).toMatch(/<a[^>]*aria-current="true"[^>]*>C<\/a>|<a[^>]*data-letter="C"[^>]*aria-current="true"/);
    expect(az.html).toContain('<form method="get" action="/fighters"');

    for (const hostile of [
      '/fighters?tab=%3Cscript%3E&letter=ZZ&weightClass=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&p=-4',
      '/fighters?tab=az&letter=%00&p=99999999',
      '/fighters?weightClass=Heavyweight',
      `/fighters?weightClass=${'w'.repeat(500)}`,
      '/fighters?p=2&p=3&tab=az&tab=rankings',
    ]) {
      const res = await serverPage(request, 'arena', hostile);
      expect(res.status, hostile).toBe(200);
      expect(res.html).not.toContain('onerror=alert');
      expectNoStackTrace(res.html);
    }
    for (const missing of ['/fighters/fighter-999', `/fighters/${'%3C'.repeat(20)}`]) {
      const res = await serverPage(request, 'arena', missing);
      expect(res.status, missing).toBe(404);
      expectNoStackTrace(res.html);
    }
  });
});

/** The query strings of hostile.spec.ts, against these screens: never a 5xx, never a stack trace, nothing reflected raw. */
const HOSTILE_QUERIES = [
  'from=javascript:alert(1)',
  'q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'p=NaN&rpp=1e309',
  'a%5Bb%5D=c&a=d&a=e',
  '__proto__%5Bpolluted%5D=1&constructor%5Bprototype%5D%5Bx%5D=1',
  'bad=%E0%A4%A&worse=%',
  `long=${'x'.repeat(6000)}`,
  'feed=%3Cscript%3Ealert(1)%3C%2Fscript%3E&tab=%00&letter=%F0%9F%92%A5&weightClass=%27%20OR%201%3D1--',
];

test('hostile query strings on news and fighter screens answer below 500', async ({ request }) => {
  for (const screen of ['/news', '/news/headlines/news-headlines-1', '/fighters', '/fighters/fighter-01']) {
    for (const query of HOSTILE_QUERIES) {
      const res = await serverPage(request, 'arena', `${screen}?${query}`);
      expect(res.status, `${screen}?${query.slice(0, 60)}`).toBeLessThan(500);
      expectNoStackTrace(res.html);
      expect(res.html).not.toContain('<script>alert(1)</script>');
    }
  }
});

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  expect(await horizontalOverflow(page), `${name}: no sideways scrolling`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

for (const realm of ['arena', 'oasis'] as RealmName[]) {
  for (const width of [375, 1280]) {
    test.describe(`screens ${realm} ${width}`, () => {
      test.use({ locale: BROWSER_LOCALE[realm], viewport: { width, height: width < 600 ? 812 : 900 } });

      test(`news and fighters at ${width}px in ${realm}`, async ({ page }) => {
        const base = REALMS[realm].origin;
        await page.goto(`${base}/news`);
        await expect(page.locator('html')).toHaveAttribute('dir', REALMS[realm].dir);
        await expect(page.locator('.news-card').first()).toBeVisible();
        await shoot(page, `news-${realm}-${width}`);
        await page.goto(`${base}/news/headlines/news-headlines-1`);
        await expect(page.locator('.news-item__title')).toBeVisible();
        await shoot(page, `news-item-${realm}-${width}`);
        await page.goto(`${base}/fighters?tab=az&letter=B`);
        await expect(page.locator('.fighter-card').first()).toBeVisible();
        await shoot(page, `fighters-${realm}-${width}`);
        await page.goto(`${base}/fighters/fighter-01`);
        await expect(page.locator('.fighter-page__name')).toBeVisible();
        await shoot(page, `fighter-${realm}-${width}`);
      });
    });
  }
}
