import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REALMS } from '../support/e2e';
import { heroLocator, rowLocator } from '../support/selectors';
import { ROOT } from '../support/stack';

/**
 * Screenshots of home for people to look at (tests/.artifacts/, gitignored). The
 * assertions only check the page is the real home before the picture is taken; the
 * pictures themselves are reviewed by eye, not diffed (fonts and artwork vary).
 */
const ARTIFACTS = path.join(ROOT, 'tests/.artifacts');
const LOCALE = { arena: 'en-GB', oasis: 'ar-AE' } as const;

for (const realm of ['arena', 'oasis'] as const) {
  for (const width of [375, 1440]) {
    test.describe(`${realm} ${width}`, () => {
      test.use({ locale: LOCALE[realm], viewport: { width, height: width < 600 ? 812 : 900 } });

      test(`screenshot of ${realm} home at ${width}px`, async ({ page }) => {
        await page.goto(`${REALMS[realm].origin}/`);
        await expect(heroLocator(page)).toBeVisible();
        await expect(rowLocator(page).first()).toBeVisible();
        // Let lazy images near the fold settle: wait for the visible ones to finish loading.
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await page.evaluate(async () => {
          const images = Array.from(document.images).filter((img) => img.getBoundingClientRect().top < window.innerHeight);
          // Each image: resolved on load or error, capped at 5 s so a broken image cannot hang the test.
          await Promise.all(
            images.map((img) =>
              img.complete
                ? null
                : new Promise<void>((resolve) => {
                    img.addEventListener('load', () => resolve(), { once: true });
                    img.addEventListener('error', () => resolve(), { once: true });
                    setTimeout(resolve, 5000);
                  }),
            ),
          );
        });
        await page.screenshot({ path: path.join(ARTIFACTS, `home-${realm}-${width}.png`), fullPage: false });
        // Scroll through once so lazy artwork below the fold loads before the full-page shot.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 600) {
          await page.mouse.wheel(0, 600);
          await page.waitForLoadState('networkidle').catch(() => undefined);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: path.join(ARTIFACTS, `home-${realm}-${width}-full.png`), fullPage: true });
      });
    });
  }
}
