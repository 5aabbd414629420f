/**
 * `npm run bench:pay`: the client JavaScript of the pay screen, the provider's hosted card
 * fields included, next to home's.
 *
 *  1. builds the web if there is no build (under the shared build lock),
 *  2. starts the platform, the reference payment provider and the built web on free ports
 *     (or BENCH_WEB_PORT / BENCH_PLATFORM_PORT / BENCH_PSP_PORT), like the e2e does,
 *  3. signs in as viewer@example.com in /usr/bin/chromium, chooses a licence on /purchase
 *     (BENCH_LICENCE, default lic-arena-yearly: no free trial, so there is a card to pay with) and lands on the card pay screen,
 *  4. reports gzip (level 9) bytes of JavaScript: what the pay page's HTML asks for
 *     (tests/support/js-budget.ts measureJs, the budget's own measure), every JS file the
 *     browser fetched until the card fields were ready, split by origin (the site's own and
 *     the provider's frame), and home's HTML-referenced JavaScript for comparison.
 *
 * Exits 1 when the pay screen or the card fields never load, or when the provider's script
 * reaches home.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { ACCOUNTS, CHROMIUM_ARGS, CHROMIUM_PATH, PASSWORD } from '../tests/support/env';
import { kb, measureJs } from '../tests/support/js-budget';
import { freePort, ROOT, startStack, webRoot, type Stack } from '../tests/support/stack';

const HOST = process.env.BENCH_HOST ?? 'localhost';
const LICENCE = process.env.BENCH_LICENCE ?? 'lic-arena-yearly';

function ensureBuild() {
  if (existsSync(path.join(webRoot(), 'build/index.js'))) return;
  process.stderr.write('bench: building the web app (under the build lock)\n');
  const built = spawnSync('flock', ['/tmp/streaming-web-build.lock', 'npm', 'run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
}

interface FetchedJs {
  url: string;
  gzipBytes: number;
}

const sum = (files: FetchedJs[]) => files.reduce((total, file) => total + file.gzipBytes, 0);
const list = (files: FetchedJs[]) => files.map((f) => `${new URL(f.url).pathname} ${kb(f.gzipBytes)}`).join(', ') || 'none';

async function payPageJs(browser: Browser, origin: string) {
  const context = await browser.newContext();
  const files = new Map<string, Promise<FetchedJs | null>>();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.locator('input[type="email"], input[name="email"]').first().fill(ACCOUNTS.viewer);
    await page.locator('input[type="password"]').first().fill(PASSWORD);
    await Promise.all([
      page.waitForURL((url) => !/\/login(\?|$|\/)/.test(url.pathname), { timeout: 60_000 }),
      page
        .locator('form')
        .filter({ has: page.locator('input[type="password"]') })
        .first()
        .locator('button[type="submit"]')
        .first()
        .click(),
    ]);
    await page.goto(`${origin}/purchase?licences=${encodeURIComponent(LICENCE)}`);
    // Count from the pay screen's navigation on: the responses of the page and of its frames.
    page.on('response', (res) => {
      const type = res.headers()['content-type'] ?? '';
      if (res.request().resourceType() !== 'script' && !/javascript/.test(type)) return;
      if (files.has(res.url())) return;
      files.set(
        res.url(),
        res.body().then(
          (body) => ({ url: res.url(), gzipBytes: gzipSync(body, { level: 9 }).length }),
          () => null,
        ),
      );
    });
    await Promise.all([page.waitForURL(/\/pay\//, { timeout: 60_000 }), page.locator(`[data-licence="${LICENCE}"] button[type="submit"]`).click()]);
    const payUrl = page.url();
    // A reload makes the count a cold document load of the pay screen (the client-side navigation above reused home's chunks).
    files.clear();
    await page.reload({ waitUntil: 'load' });
    await page.locator('iframe.card-frame[data-ready="true"]').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    const fetched = (await Promise.all(files.values())).filter((file): file is FetchedJs => file !== null);
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const html = await (await fetch(payUrl, { headers: { cookie } })).text();
    return { payUrl, fetched, htmlJs: await measureJs(html, payUrl, { cookie }) };
  } finally {
    await context.close();
  }
}

async function main() {
  ensureBuild();
  const ports = {
    web: Number(process.env.BENCH_WEB_PORT) || (await freePort()),
    platform: Number(process.env.BENCH_PLATFORM_PORT) || (await freePort()),
    psp: Number(process.env.BENCH_PSP_PORT) || (await freePort()),
  };
  process.stderr.write(`bench: starting platform :${ports.platform}, provider :${ports.psp} and web :${ports.web}\n`);
  let stack: Stack | null = null;
  let browser: Browser | null = null;
  let failed = false;
  try {
    stack = await startStack(ports, true);
    const origin = `http://${HOST}:${ports.web}`;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const pay = await payPageJs(browser, origin);
    const homeJs = await measureJs(await (await fetch(`${origin}/`)).text(), `${origin}/`);
    const pspOrigin = stack.psp ? new URL(stack.psp.url).origin : '';
    const own = pay.fetched.filter((f) => new URL(f.url).origin !== pspOrigin);
    const provider = pay.fetched.filter((f) => new URL(f.url).origin === pspOrigin);
    const providerOnHome = homeJs.files.filter((f) => new URL(f.url).origin === pspOrigin);
    const lines = [
      `Pay screen JavaScript (gzip -9), ${new URL(pay.payUrl).pathname}, signed in as ${ACCOUNTS.viewer}, Chromium ${browser.version()}:`,
      `  HTML-referenced (the budget's measure): ${kb(pay.htmlJs.totalGzipBytes)} (${pay.htmlJs.files.length} files)`,
      `  fetched by the browser until the card fields were ready: ${kb(sum(pay.fetched))} (${pay.fetched.length} files)`,
      `    the site's own: ${kb(sum(own))} (${own.length} files)`,
      `    the provider's hosted fields (${pspOrigin}): ${kb(sum(provider))} (${provider.length} files): ${list(provider)}`,
      `  home, HTML-referenced: ${kb(homeJs.totalGzipBytes)} (${homeJs.files.length} files); provider script on home: ${providerOnHome.length ? 'YES' : 'no'}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (!provider.length || providerOnHome.length) failed = true;
  } finally {
    await browser?.close();
    await stack?.stop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  process.stderr.write(`bench:pay failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
