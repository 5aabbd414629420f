import { expect, test } from '@playwright/test';
import { BROWSER_LOCALE, expectNoStackTrace, htmlAttributes, REALMS, serverPage } from '../support/e2e';

/** Query strings an attacker or a broken link might send. None may produce a 500. */
const HOSTILE_QUERIES = [
  'from=javascript:alert(1)',
  'from=//evil.example.com/phish',
  'redirectTo=https%3A%2F%2Fevil.example.com',
  'entryPage=%2F%2Fevil.example.com',
  'q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'lastSeen=%00%01%02',
  'rpp=-1&resultPerPage=99999999999999999999',
  'p=NaN&rpp=1e309',
  'a%5Bb%5D=c&a=d&a=e',
  '__proto__%5Bpolluted%5D=1&constructor%5Bprototype%5D%5Bx%5D=1',
  'playlistId=..%2F..%2F..%2Fetc%2Fpasswd&seasonId=%27%20OR%201%3D1--',
  'bad=%E0%A4%A&worse=%',
  `long=${'x'.repeat(6000)}`,
  'progress=-Infinity&showInterstitial=maybe&trailerFrom=%F0%9F%92%A5',
];

const PATHS = ['/', '/home', '/login', '/browse', '/search', '/video/vod-001', '/section/home', '/externalpage/home'];

test.describe('hostile query parameters', () => {
  for (const path of PATHS) {
    test(`${path} never answers 5xx or leaks a stack trace`, async ({ request }) => {
      for (const query of HOSTILE_QUERIES) {
        const res = await serverPage(request, 'arena', `${path}?${query}`);
        expect(res.status, `${path}?${query.slice(0, 80)} answered ${res.status}`).toBeLessThan(500);
        expectNoStackTrace(res.html);
        // Reflected markup must be escaped.
        expect(res.html, `${path}?${query.slice(0, 80)} reflects a script tag`).not.toContain('<script>alert(1)</script>');
      }
    });
  }

  test('a hostile Accept-Language or Realm-looking header does not break the page', async ({ request }) => {
    const hostileHeaders: Record<string, string>[] = [
      { 'accept-language': 'zz-ZZ;q=abc,,,;;;' },
      { 'accept-language': '../../etc/passwd' },
      { 'x-country': '<script>' },
      { cookie: '__session=not-a-valid-signed-cookie; __Host-session=garbage' },
    ];
    for (const headers of hostileHeaders) {
      const res = await serverPage(request, 'arena', '/', headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expectNoStackTrace(res.html);
    }
  });
});

for (const realm of ['arena', 'oasis'] as const) {
  test.describe(`unknown paths in ${realm}`, () => {
    test.use({ locale: BROWSER_LOCALE[realm] });

    test(`${realm}: an unknown path gives the realm's 404 page`, async ({ request, page }) => {
      const res = await serverPage(request, realm, '/this/path/does-not-exist-42');
      expect(res.status).toBe(404);
      expectNoStackTrace(res.html);
      const attrs = htmlAttributes(res.html);
      expect(attrs.lang).toBe(REALMS[realm].lang);
      expect(attrs.dir).toBe(REALMS[realm].dir);

      // In the browser: the realm's chrome (logo / navigation) and a way back home.
      const response = await page.goto(`${REALMS[realm].origin}/this/path/does-not-exist-42`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('dir', REALMS[realm].dir);
      await expect(page.getByRole('img', { name: new RegExp(realm, 'i') }).first()).toBeVisible();
      await expect(page.locator('main a[href], [role="main"] a[href]').first()).toBeVisible();
    });
  });
}
