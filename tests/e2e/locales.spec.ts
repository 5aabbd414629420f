import { expect, test } from '@playwright/test';
import { expectNoStackTrace, htmlAttributes, REALMS, serverPage } from '../support/e2e';
import { escapeRegExp, label } from '../support/labels';

/**
 * Localised path sets: a path written in the Spanish or Portuguese set serves the page
 * in that locale (arena has en, es and pt), whatever the browser's language.
 */
const CASES = [
  { locale: 'es', login: '/iniciar-sesion', browse: '/canales' },
  { locale: 'pt', login: '/entrar', browse: '/canais' },
] as const;

test.use({ locale: 'en-GB' });

for (const { locale, login, browse } of CASES) {
  test.describe(`${locale} paths`, () => {
    test(`${login} (sign in) serves in ${locale} on the server and in the browser`, async ({ request, page }) => {
      const res = await serverPage(request, 'arena', login);
      expect(res.status).toBe(200);
      expectNoStackTrace(res.html);
      expect(htmlAttributes(res.html).lang).toBe(locale);
      expect(res.html).toContain(escapeHtml(label('arena', locale, 'password')));

      await page.goto(`${REALMS.arena.origin}${login}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { name: label('arena', locale, 'signInTitle') })).toBeVisible();
      await expect(page.getByLabel(new RegExp(escapeRegExp(label('arena', locale, 'password'))))).toBeVisible();
      // Menu labels are translated too.
      await expect(page.locator('nav.menu--web').getByRole('link', { name: label('arena', locale, 'menuMovies') })).toBeVisible();
    });

    test(`${browse} (browse) serves in ${locale} with links in the ${locale} path set`, async ({ page }) => {
      const response = await page.goto(`${REALMS.arena.origin}${browse}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('a.blk-card').first()).toBeVisible();
      // The sign-in link in the top bar is written in the viewer's path set.
      const signIn = page.locator('.guest-actions').getByRole('link', { name: label('arena', locale, 'signIn') });
      await expect(signIn).toHaveAttribute('href', new RegExp(`^${escapeRegExp(login)}(\\?|$)`));
    });
  });
}

test('pages emit hreflang alternates for every locale of the realm', async ({ request }) => {
  const res = await serverPage(request, 'arena', '/browse');
  expect(res.status).toBe(200);
  for (const locale of ['en', 'es', 'pt']) {
    expect(res.html, `hreflang="${locale}"`).toMatch(new RegExp(`<link[^>]*hreflang="${locale}"`));
  }
});

function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
