/**
 * The scale scenario of `npm run bench:web`: guest home through nginx and 2 web processes
 * against one web process, in one run on loopback (scripts/scale/stack.ts starts PostgreSQL,
 * the platform processes, 2 web processes and nginx).
 *
 *  1. one web process, directly (the baseline);
 *  2. nginx → 2 web processes, every request rendered (nginx's cache bypassed: the
 *     balancing alone; the request carries an Authorization header, which nginx never caches);
 *  3. nginx → 2 web processes with its guest page cache (what a guest gets).
 *
 * Target: (2) or (3) at least 1.6× (1). Env: BENCH_DURATION, BENCH_CONNECTIONS (as bench:web),
 * BENCH_SCALE_PLATFORM_PROCESSES (default 1: the machine's cores go to the web processes).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { scalePorts } from '../scripts/scale/ports';
import { startScale } from '../scripts/scale/stack';

interface Run {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

async function hammer(label: string, url: string, headers: Record<string, string>, duration: number, connections: number): Promise<Run> {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const row = (r: Run) =>
  `${r.label.padEnd(36)} ${r.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms` +
  (r.failures ? `   (failures ${r.failures})` : '');

export interface ScaleBenchOptions {
  duration: number;
  connections: number;
}

/** Runs the scenario, prints its rows; answers the best nginx ratio against one process. */
export async function benchNginxScale({ duration, connections }: ScaleBenchOptions): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  console.log('\nnginx and 2 web processes against one web process (scale set: PostgreSQL, platform, nginx)…');
  const set = await startScale({
    dir,
    ports: await scalePorts(),
    webProcesses: 2,
    platformProcesses: Number(process.env.BENCH_SCALE_PLATFORM_PROCESSES) || 1,
    quiet: true,
    log: () => {},
  });
  try {
    const host = new URL(set.webUrl).host;
    const headers = { host, 'accept-language': 'en' };
    const one = `http://127.0.0.1:${set.webPorts[0]}/home`;
    const balanced = `${set.webUrl}/home`;
    // Warm-up: JIT and connection pools of both web processes, and nginx's cached copy.
    await hammer('warm-up', balanced, { ...headers, authorization: 'Bearer bench' }, 2, connections);
    await hammer('warm-up', balanced, headers, 1, connections);
    const runs = [
      await hammer('one web process (direct)', one, headers, duration, connections),
      await hammer('nginx → 2 web, no cache', balanced, { ...headers, authorization: 'Bearer bench' }, duration, connections),
      await hammer('nginx → 2 web, guest cache', balanced, headers, duration, connections),
    ];
    for (const run of runs) console.log(row(run));
    const [base, uncached, cached] = runs.map((r) => r.requestsPerSecond);
    const ratio = (value: number) => (base > 0 ? value / base : Infinity);
    console.log(`ratio to one process: ${ratio(uncached).toFixed(2)}× without nginx's cache, ${ratio(cached).toFixed(2)}× with it (target ≥ 1.6×)`);
    if (runs.some((r) => r.failures)) console.log('warning: a run had failures; its numbers do not describe successful pages.');
    return Math.max(ratio(uncached), ratio(cached));
  } finally {
    await set.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
