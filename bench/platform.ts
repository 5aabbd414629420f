/**
 * Platform load benchmark: starts the platform on a free loopback port (PGlite in a
 * temporary folder, the real realms and fixtures), then loads two calls with autocannon,
 * each for a bounded time, and prints requests/s and latency percentiles.
 *
 *   npm run bench:platform                      # 10 s per call, 20 connections
 *   BENCH_SECONDS=3 BENCH_CONNECTIONS=10 npm run bench:platform
 *
 * Calls: the arena home content section (guest) and the VOD manifest as the
 * subscriber (an Arena Pass video: the GRANTED path with licence lookup).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildServer } from '../platform/server.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const realm = process.env.BENCH_REALM ?? 'arena';

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function report(name: string, r: autocannon.Result) {
  const non2xx = r.non2xx + r.errors + r.timeouts;
  console.log(
    `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(7)} req/s   ` +
      `p50 ${String(r.latency.p50).padStart(4)} ms   p90 ${String(r.latency.p90).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   ` +
      `(${r.requests.total} requests, ${non2xx} failed)`,
  );
  return non2xx;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-platform-'));
  const app = await buildServer({
    config: { dataDir, databaseUrl: undefined, port: 0, logLevel: 'warn' },
    logger: false,
  });
  let failed = 0;
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;

    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { realm, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'subscriber@example.com', secret: 'Password-123' }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const { authorisationToken } = (await login.json()) as { authorisationToken: string };

    // Warm up (catalogue snapshot, JIT) so the first second does not skew the numbers.
    for (let i = 0; i < 20; i++) await fetch(`${base}/api/v4/content/home`, { headers: { realm } });

    console.log(`platform bench: ${seconds} s per call, ${connections} connections, realm ${realm}, ${base}\n`);
    const home = await run({ url: `${base}/api/v4/content/home`, headers: { realm }, duration: seconds, connections });
    failed += report('GET /api/v4/content/home', home);
    const manifest = await run({
      url: `${base}/v5/manifest/vod/vod-021?includePlaybackDetails=URL`,
      method: 'POST',
      headers: { realm, authorization: `Bearer ${authorisationToken}` },
      duration: seconds,
      connections,
    });
    failed += report('POST /v5/manifest/vod (sub)', manifest);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed > 0) {
    console.error(`\n${failed} requests failed`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
