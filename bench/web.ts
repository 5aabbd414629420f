/**
 * `npm run bench:web`: the web's server rendering against a static server, side by side
 * in one run on loopback, plus the home page's client JavaScript against its budget.
 *
 *  1. builds the web if there is no build,
 *  2. starts the platform (fresh temporary DATA_DIR) and the built web on free ports,
 *  3. fetches the home page once and serves exactly those bytes from a plain node:http server,
 *  4. autocannon, same settings, one after the other: SSR home, then the static copy
 *     (requests/s, p99 latency, and the static/SSR ratio),
 *  5. sums the gzip (level 9) bytes of every JS file the home HTML loads; exits 1 over 100 KB.
 *
 * Env: BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 10), BENCH_HOST
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
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
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
async function fetchHome(webUrl: string, headers: Record<string, string>) {
  let url = `${webUrl}/`;
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
  throw new Error('Too many redirects fetching the home page');
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
  `${r.label.padEnd(22)} ${r.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms` +
  (r.non2xx || r.errors ? `   (non-2xx ${r.non2xx}, errors ${r.errors})` : '');

async function main() {
  if (!existsSync(path.join(ROOT, 'build/index.js'))) {
    console.log('bench:web: no build yet, running npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }

  const dataDir = makeDataDir();
  const services: Service[] = [];
  let staticServer: { url: string; close: () => Promise<void> } | undefined;
  let exitCode = 0;
  try {
    const [platformPort, webPort] = [await freePort(), await freePort()];
    console.log(`bench:web: starting platform on ${platformPort} and web on ${webPort} (quiet)…`);
    const platform = await startPlatform({ port: platformPort, dataDir, quiet: true });
    services.push(platform);
    const web = await startWeb({ port: webPort, platformUrl: platform.url, quiet: true });
    services.push(web);

    const headers = { host: `${HOST}:${webPort}`, 'accept-language': 'en' };
    const home = await fetchHome(web.url, headers);
    console.log(`home: ${home.url.replace(web.url, '')} (${kb(home.html.length)} HTML, host ${HOST})`);
    staticServer = await serveStatic(home.html, home.contentType);

    // Warm-up so the first SSR second (JIT, caches, platform connection pool) does not count.
    await hammer('warm-up', home.url, headers, 2);
    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s each, one after the other\n`);
    const ssr = await hammer('SSR home (remix)', home.url, headers);
    console.log(row(ssr));
    const stat = await hammer('static same bytes', staticServer.url, {});
    console.log(row(stat));
    const ratio = ssr.requestsPerSecond > 0 ? stat.requestsPerSecond / ssr.requestsPerSecond : Infinity;
    console.log(`ratio: static serves ${ratio.toFixed(1)}x the requests/s of SSR (SSR = ${((1 / ratio) * 100).toFixed(1)}% of static)`);
    if (ssr.non2xx || ssr.errors) {
      console.log('warning: the SSR run had non-2xx answers or errors; its numbers do not describe successful pages.');
    }

    const js = await measureJs(home.html.toString('utf8'), home.url, headers);
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
    await staticServer?.close();
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
