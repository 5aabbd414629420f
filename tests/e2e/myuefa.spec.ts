import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { BROWSER_LOCALE, horizontalOverflow, REALMS, signIn } from '../support/e2e';
import { ROOT } from '../support/stack';

/** `/myuefa`: guests go to sign in with `from`; a viewer sees continue watching, lists, subscriptions, settings. */
const ARTIFACTS = path.join(ROOT, 'tests/.artifacts/myuefa');

test('a guest is sent to sign in with `from`', async ({ page }) => {
  await page.goto(`${REALMS.arena.origin}/myuefa`);
  await expect(page).toHaveURL(/\/login\?from=%2Fmyuefa$/);
});

for (const realm of ['arena', 'oasis'] as const) {
  for (const width of [375, 1280]) {
    test(`${realm} at ${width}px: sections, links, axe`, async ({ browser }) => {
      const context = await browser.newContext({ locale: BROWSER_LOCALE[realm], viewport: { width, height: width < 600 ? 812 : 900 } });
      const page = await context.newPage();
      await signIn(page, 'subscriber', REALMS[realm].origin, '/myuefa');
      await expect(page).toHaveURL(`${REALMS[realm].origin}/myuefa`);
      // Signed in, the page follows the account's language (the subscriber's is English), in the realm's theme.
      await expect(page.locator('html')).toHaveAttribute('data-realm', realm);
      await expect(page.locator('.my-area h1')).toBeVisible();
      // The realm's lists: arena has watchlists and favourites, oasis favourites only; history in both.
      await expect(page.locator('[data-list="history"]')).toHaveAttribute('href', /\/history$/);
      await expect(page.locator('[data-list="favourites"]')).toHaveCount(1);
      await expect(page.locator('[data-list="watchlists"]')).toHaveCount(realm === 'arena' ? 1 : 0);
      // The subscriber holds an arena subscription.
      if (realm === 'arena') await expect(page.locator('.my-area__subscriptions li').first()).toBeVisible();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(ARTIFACTS, `myuefa-${realm}-${width}.png`), fullPage: true });
      const axe = await new AxeBuilder({ page }).include('.my-area').analyze();
      expect(
        axe.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      await context.close();
    });
  }
}
