import { expect, test } from '@playwright/test';
import { REALMS, waitForBlockHydration, type RealmName } from '../support/e2e';
import { label } from '../support/labels';
import { hamburgerButton, hamburgerPanel, hamburgerToggle, heroLocator, rowLocator } from '../support/selectors';

/** The hamburger menu at phone width (the menu switches to hamburger at max-width 1024 px). */
const CASES: { realm: RealmName; locale: string; browserLocale: string; itemKey: string; expectedPath: RegExp }[] = [
  { realm: 'arena', locale: 'en', browserLocale: 'en-GB', itemKey: 'menuMovies', expectedPath: /\/section\/movies$/ },
  { realm: 'oasis', locale: 'ar', browserLocale: 'ar-AE', itemKey: 'menuSeries', expectedPath: /\/section\/series$/ },
];

for (const { realm, locale, browserLocale, itemKey, expectedPath } of CASES) {
  test.describe(`${realm} hamburger menu at 375 px`, () => {
    test.use({ viewport: { width: 375, height: 812 }, locale: browserLocale });

    test('opens, lists the menu, navigates and closes', async ({ page }) => {
      await page.goto(`${REALMS[realm].origin}/`);
      await expect(heroLocator(page)).toBeVisible();
      // The top bar hydrates on its own (a lazy chunk): the toggle's label follows the panel once React owns it.
      await waitForBlockHydration(hamburgerToggle(page));
      // The desktop menu is not shown at this width; the hamburger button is.
      await expect(page.locator('nav.menu--web')).toBeHidden();
      const button = hamburgerButton(page);
      await expect(button).toBeVisible();
      await expect(hamburgerToggle(page)).toHaveAttribute('aria-label', label(realm, locale, 'openMenu'));
      await expect(hamburgerPanel(page)).toBeHidden();

      await button.click();
      const panel = hamburgerPanel(page);
      await expect(panel).toBeVisible();
      await expect(hamburgerToggle(page)).toHaveAttribute('aria-label', label(realm, locale, 'closeMenu'));
      await expect(panel.getByRole('link', { name: label(realm, locale, 'menuHome') }).first()).toBeVisible();
      // The site's address is the home page itself (ADR 0052): no redirect, home's item is the current page.
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(panel.getByRole('link', { name: label(realm, locale, 'menuHome') }).first()).toHaveAttribute('aria-current', 'page');
      // Guests get sign-in in the top bar or the panel, never a logout button.
      await expect(panel.getByRole('button', { name: label(realm, locale, 'signOut') })).toHaveCount(0);

      await panel
        .getByRole('link', { name: label(realm, locale, itemKey) })
        .first()
        .click();
      await page.waitForURL(expectedPath);
      await expect(panel).toBeHidden();
      await expect(rowLocator(page).first()).toBeVisible();
    });
  });
}
