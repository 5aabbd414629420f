/**
 * `npm run bench:web`: the web's server rendering against a static server, side by side
 * in one run on loopback, plus the home page's client JavaScript against its budget.
 *
 *  1. builds the web if there is no build,
 *  2. starts the platform (fresh temporary DATA_DIR) and the built web on free ports,
 *  3. runs each scenario (`SCENARIOS`, a function each): it fetches its page once, serves
 *     exactly those bytes from a plain node:http server, and runs autocannon with the same
 *     settings on both, one after the other (requests/s, p50/p99, and the SSR/static share):
 *     guest home (served by the guest page cache once warm), signed-in home (answered again
 *     while the viewer's personal state is unchanged, ADR 0043) and signed-in home rendered on
 *     every view,
 *  4. sums the gzip (level 9) bytes of every JS file the home HTML loads; exits 1 over budget.
 *
 * Env: BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 50), BENCH_HOST
 * (Host header = realm, default localhost).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { httpGet } from '../tests/support/http';
import { JS_BUDGET_GZIP_BYTES, kb, measureJs } from '../tests/support/js-budget';
import { ROOT, freePort, makeDataDir, startPlatform, startWeb, type Service } from '../tests/support/stack';
import { benchNginxScale } from './nginx-scale';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HOST = process.env.BENCH_HOST ?? 'localhost';

interface Result {
  label: string;
  requestsPerSecond: number;
  p99: number;
  p50: number;
  non2xx: number;
  errors: number;
}

async function hammer(label: string, url: string, headers: Record<string, string>, duration = DURATION): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Follows redirects by hand (node:http, so the Host header picks the realm) to bench the final page. */
async function fetchPage(start: string, headers: Record<string, string>, webUrl: string) {
  let url = start;
  for (let hop = 0; hop < 5; hop++) {
    const res = await httpGet(url, headers);
    const location = res.headers.location;
    if (res.status >= 300 && res.status < 400 && location) {
      // Stay on loopback even when the redirect names the public host.
      const next = new URL(location, url);
      url = `${webUrl}${next.pathname}${next.search}`;
      continue;
    }
    if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${res.body.toString('utf8').slice(0, 500)}`);
    return { url, html: res.body, contentType: String(res.headers['content-type'] ?? 'text/html') };
  }
  throw new Error(`Too many redirects fetching ${start}`);
}

function serveStatic(body: Buffer, contentType: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

const row = (r: Result) =>
  `${r.label.padEnd(24)} ${r.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms` +
  (r.non2xx || r.errors ? `   (non-2xx ${r.non2xx}, errors ${r.errors})` : '');

/** What a scenario gets: the running web, the realm's Host header, and where to report. */
interface BenchStack {
  webUrl: string;
  platformUrl: string;
  headers: Record<string, string>;
}

interface ScenarioResult {
  name: string;
  page: { url: string; html: Buffer };
  ssr: Result;
  static: Result;
}

/** Hammers `url` then a static server of the bytes it answered, same settings, and prints both. */
async function againstStatic(name: string, url: string, headers: Record<string, string>, webUrl: string): Promise<ScenarioResult> {
  const page = await fetchPage(url, headers, webUrl);
  const copy = await serveStatic(page.html, page.contentType);
  try {
    console.log(`\n${name}: ${page.url.replace(webUrl, '')} (${kb(page.html.length)} HTML)`);
    // Warm-up so the first SSR second (JIT, caches, platform connection pool) does not count.
    await hammer('warm-up', page.url, headers, 2);
    const ssr = await hammer(`${name} (web)`, page.url, headers);
    console.log(row(ssr));
    const stat = await hammer('static same bytes', copy.url, {});
    console.log(row(stat));
    const share = stat.requestsPerSecond > 0 ? (ssr.requestsPerSecond / stat.requestsPerSecond) * 100 : 0;
    console.log(`${name}: web = ${share.toFixed(1)}% of static`);
    if (ssr.non2xx || ssr.errors) console.log('warning: the web run had non-2xx answers or errors; its numbers do not describe successful pages.');
    return { name, page, ssr, static: stat };
  } finally {
    await copy.close();
  }
}

/** POSTs the login form (node:http, so the Host header picks the realm); the session cookie. */
function signIn(webUrl: string, headers: Record<string, string>, email: string): Promise<string> {
  const body = new URLSearchParams({ email, password: 'Password-123' }).toString();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${webUrl}/login`,
      {
        method: 'POST',
        headers: {
          ...headers,
          origin: `http://${headers.host}`,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        const cookie = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
        if (res.statusCode !== 302 || !cookie.includes('session=')) reject(new Error(`sign-in of ${email} answered ${res.statusCode}`));
        else resolve(cookie);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

type Scenario = (stack: BenchStack) => Promise<ScenarioResult>;

const guestHome: Scenario = (stack) => againstStatic('guest home', `${stack.webUrl}/`, stack.headers, stack.webUrl);

const signedInHome: Scenario = async (stack) => {
  const cookie = await signIn(stack.webUrl, stack.headers, 'subscriber@example.com');
  return againstStatic('signed-in home', `${stack.webUrl}/`, { ...stack.headers, cookie }, stack.webUrl);
};

/**
 * The signed-in home rendered on every view: a query parameter no page cache keys on
 * (server/page-cache-key.ts) makes every request a render, as for a viewer whose personal state
 * has just changed (the viewer page cache, ADR 0043, answers the plain signed-in home).
 */
const signedInHomeRendered: Scenario = async (stack) => {
  const cookie = await signIn(stack.webUrl, stack.headers, 'subscriber@example.com');
  return againstStatic('signed-in home, rendered each view', `${stack.webUrl}/home?bench=render`, { ...stack.headers, cookie }, stack.webUrl);
};

/** Each scenario runs against the same stack, one after the other. */
const SCENARIOS: Scenario[] = [guestHome, signedInHome, signedInHomeRendered];

async function main() {
  if (!existsSync(path.join(ROOT, 'build/index.js'))) {
    console.log('bench:web: no build yet, running npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }

  const dataDir = makeDataDir();
  const services: Service[] = [];
  let exitCode = 0;
  try {
    const [platformPort, webPort] = [await freePort(), await freePort()];
    console.log(`bench:web: starting platform on ${platformPort} and web on ${webPort} (quiet)…`);
    const platform = await startPlatform({ port: platformPort, dataDir, quiet: true });
    services.push(platform);
    const web = await startWeb({ port: webPort, platformUrl: platform.url, quiet: true });
    services.push(web);

    const stack: BenchStack = { webUrl: web.url, platformUrl: platform.url, headers: { host: `${HOST}:${webPort}`, 'accept-language': 'en' } };
    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s each, one after the other; host ${HOST}`);
    const results: ScenarioResult[] = [];
    for (const scenario of SCENARIOS) results.push(await scenario(stack));

    const home = results[0].page;
    const js = await measureJs(home.html.toString('utf8'), home.url, stack.headers);
    console.log(`\nclient JavaScript of the home page (${js.files.length} files, gzip -9):`);
    for (const file of js.files) {
      console.log(`  ${kb(file.gzipBytes).padStart(9)}  (${kb(file.rawBytes)} raw)  ${new URL(file.url).pathname}`);
    }
    console.log(`  inline scripts: ${kb(js.inlineScriptGzipBytes)} gzip (not counted: serialized data)`);
    const verdict = js.totalGzipBytes <= JS_BUDGET_GZIP_BYTES ? 'within' : 'OVER';
    console.log(`total: ${js.totalGzipBytes} bytes gzip (${kb(js.totalGzipBytes)}), budget ${kb(JS_BUDGET_GZIP_BYTES)}: ${verdict} budget`);
    if (js.files.length === 0) {
      console.log('error: the home HTML references no JavaScript at all; the measurement is not meaningful.');
      exitCode = 1;
    }
    if (verdict === 'OVER') exitCode = 1;
  } finally {
    for (const service of services.reverse()) await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Then guest home through nginx and 2 web processes against one (bench/nginx-scale.ts;
  // BENCH_SCALE=off skips it, e.g. where nginx is missing).
  if (process.env.BENCH_SCALE !== 'off') await benchNginxScale({ duration: DURATION, connections: CONNECTIONS });
  process.exitCode = exitCode;
}

main().catch((error) => {
  console.error(`bench:web failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
