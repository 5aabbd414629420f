import { expect, test, type Locator } from '@playwright/test';
import { REALMS, waitForHydration } from '../support/e2e';

/**
 * Infinite loading of a bucket: scrolling a paged row's sentinel into view fetches the
 * next page and appends cards, until the platform says there is no more data.
 * Arena's browse page ends with the "everything" grid (every VOD, 24 per page).
 */
test.use({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });

async function cardIds(row: Locator): Promise<string[]> {
  return row.locator('a.blk-card').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

test('a grid loads more cards when its sentinel scrolls into view', async ({ page }) => {
  const bucketRequests: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'fetch') bucketRequests.push(req.url());
  });
  await page.goto(`${REALMS.arena.origin}/browse`);
  await waitForHydration(page);
  const paged = page
    .locator('section.blk-row[data-row-type="grid"]')
    .filter({ has: page.locator('.blk-sentinel') })
    .first();
  await expect(paged).toBeVisible();
  // Pin the row by its heading id: a short bucket may load to its end, and the sentinel filter
  // then matches no row at all.
  const grid = page.locator(`section.blk-row[aria-labelledby="${await paged.getAttribute('aria-labelledby')}"]`);
  const first = await cardIds(grid);
  expect(first.length).toBeGreaterThan(0);

  await grid.locator('.blk-sentinel').scrollIntoViewIfNeeded();
  await expect.poll(async () => (await cardIds(grid)).length, { timeout: 20_000 }).toBeGreaterThan(first.length);
  const second = await cardIds(grid);
  // The first page stays in place, new cards follow, none repeated.
  expect(second.slice(0, first.length)).toEqual(first);
  expect(new Set(second).size).toBe(second.length);
  expect(bucketRequests.length, 'the next page came from a fetch').toBeGreaterThan(0);
});

test('keeps loading until the bucket is exhausted, then the sentinel goes away', async ({ page }) => {
  await page.goto(`${REALMS.arena.origin}/browse`);
  await waitForHydration(page);
  const paged = page
    .locator('section.blk-row[data-row-type="grid"]')
    .filter({ has: page.locator('.blk-sentinel') })
    .first();
  await expect(paged).toBeVisible();
  // Pin the row by its heading id: the sentinel filter stops matching once the row is exhausted.
  const headingId = await paged.getAttribute('aria-labelledby');
  const grid = page.locator(`section.blk-row[aria-labelledby="${headingId}"]`);
  const sentinel = grid.locator('.blk-sentinel');
  // 60 VODs at 24 per page: at most a handful of pages; bounded loop, waiting on conditions.
  for (let round = 0; round < 10 && (await sentinel.count()) > 0; round++) {
    const before = (await cardIds(grid)).length;
    await sentinel.scrollIntoViewIfNeeded().catch(() => undefined);
    await expect
      .poll(async () => ((await sentinel.count()) === 0 ? Number.MAX_SAFE_INTEGER : (await cardIds(grid)).length), { timeout: 20_000 })
      .toBeGreaterThan(before);
  }
  await expect(sentinel).toHaveCount(0);
  const all = await cardIds(grid);
  expect(new Set(all).size).toBe(all.length);
  expect(all.length).toBeGreaterThan(24);
});

test('a carousel row loads more cards when paged to its end', async ({ page }) => {
  await page.goto(`${REALMS.arena.origin}/browse`);
  await waitForHydration(page);
  const paged = page
    .locator('section.blk-row')
    .filter({ has: page.locator('.blk-carousel .blk-sentinel') })
    .first();
  await expect(paged).toBeVisible();
  const row = page.locator(`section.blk-row[aria-labelledby="${await paged.getAttribute('aria-labelledby')}"]`);
  const before = (await cardIds(row)).length;
  await row.scrollIntoViewIfNeeded();
  // Page the carousel forward with its "next" control (keen-slider moves by transform,
  // so scrolling the track is not enough) until the sentinel comes into view and loads.
  const next = row.locator('.blk-carousel__nav--next');
  await expect
    .poll(
      async () => {
        await row.hover();
        if (await next.isVisible()) await next.click();
        return (await cardIds(row)).length;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBeGreaterThan(before);
});
