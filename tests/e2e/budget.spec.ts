import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, PASSWORD, WEB_LOOPBACK } from '../support/env';
import { REALMS, serverPage } from '../support/e2e';
import { HLS_BUDGET_GZIP_BYTES, HTML_BUDGET_BYTES, JS_BUDGET_GZIP_BYTES, kb, measureJs, mediaSourceModuleUrls } from '../support/js-budget';

// A byte budget, not a timing: the home page's client JavaScript, gzip -9, summed over
// every file the server HTML loads (same counting as `npm run bench:web`).
for (const realm of ['arena', 'oasis'] as const) {
  test(`${realm} home ships at most ${kb(JS_BUDGET_GZIP_BYTES)} of gzipped JavaScript`, async ({ request }) => {
    const home = await serverPage(request, realm, '/');
    expect(home.status).toBe(200);
    const js = await measureJs(home.html, `${WEB_LOOPBACK}${home.url}`);
    const listing = js.files.map((f) => `${kb(f.gzipBytes)} ${new URL(f.url).pathname}`).join('\n');
    expect(js.files.length, 'the home page should load its client bundle (hydration)').toBeGreaterThan(0);
    expect(js.totalGzipBytes, `home JS is ${kb(js.totalGzipBytes)} gzip:\n${listing}`).toBeLessThanOrEqual(JS_BUDGET_GZIP_BYTES);
  });
}

// The HTML itself, raw bytes: markup and hydration data together.
for (const realm of ['arena', 'oasis'] as const) {
  test(`${realm} home HTML stays within ${kb(HTML_BUDGET_BYTES)}`, async ({ request }) => {
    const home = await serverPage(request, realm, '/');
    expect(home.status).toBe(200);
    const bytes = Buffer.byteLength(home.html, 'utf8');
    expect(bytes, `home HTML is ${kb(bytes)}`).toBeLessThanOrEqual(HTML_BUDGET_BYTES);
  });
}

// Signed in, the cards carry the viewer's controls: the largest home there is.
for (const realm of ['arena', 'oasis'] as const) {
  test(`${realm} signed-in home HTML stays within ${kb(HTML_BUDGET_BYTES)}`, async ({ request }) => {
    const host = REALMS[realm].host;
    const login = await request.post(`${WEB_LOOPBACK}/login`, {
      headers: { host, origin: `http://${host}` },
      form: { email: ACCOUNTS.subscriber, password: PASSWORD },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);
    const cookie = login
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value.split(';')[0])
      .join('; ');
    const home = await serverPage(request, realm, '/', { cookie });
    expect(home.status).toBe(200);
    expect(home.html).toContain('blk-card__personal');
    const bytes = Buffer.byteLength(home.html, 'utf8');
    expect(bytes, `signed-in home HTML is ${kb(bytes)}`).toBeLessThanOrEqual(HTML_BUDGET_BYTES);
  });
}

// The library a watch page's stream starts with: the page waits for it to be fetched and
// compiled before its first frame.
test(`a watch page's hls.js ships at most ${kb(HLS_BUDGET_GZIP_BYTES)} of gzipped JavaScript`, async ({ request }) => {
  const watch = await serverPage(request, 'arena', '/live/live-1');
  expect(watch.status).toBe(200);
  const urls = mediaSourceModuleUrls(watch.html, `${WEB_LOOPBACK}${watch.url}`);
  expect(urls, 'the watch page should name hls.js among its Media Source modules').toHaveLength(1);
  const res = await request.get(urls[0]);
  expect(res.status()).toBe(200);
  const gzipBytes = gzipSync(await res.body(), { level: 9 }).length;
  expect(gzipBytes, `hls.js is ${kb(gzipBytes)} gzip (${urls[0]})`).toBeLessThanOrEqual(HLS_BUDGET_GZIP_BYTES);
});
