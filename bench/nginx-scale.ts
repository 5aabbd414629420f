/**
 * The scale scenario of `npm run bench:web`: guest home through nginx and 2 web processes
 * against one web process, in one run on loopback (scripts/scale/stack.ts starts PostgreSQL,
 * the platform processes, 2 web processes and nginx).
 *
 *  1. one web process alone, as `npm start` serves a guest (its own page cache: the Host names
 *     the process's own port);
 *  2. one web process, every request rendered (the Host names nginx's port, so the process's
 *     page cache does not take it: the rendering baseline);
 *  3. nginx → 2 web processes, every request rendered (nginx's cache bypassed: the balancing
 *     alone; the request carries an Authorization header, which nginx never caches);
 *  4. nginx → 2 web processes with its guest page cache (what a guest gets).
 *
 * Target: a guest's home through nginx and 2 web processes (4) at least 1.6× one process (1).
 * The rendered pair (3 against 2) says how far rendering itself scales: each row prints where
 * the machine's CPU went (bench/process-cpu.ts), since the load generator, nginx, the platform
 * and PostgreSQL share the same cores with the web processes.
 * Env: BENCH_DURATION, BENCH_CONNECTIONS (as bench:web),
 * BENCH_SCALE_PLATFORM_PROCESSES (default 1: the machine's cores go to the web processes).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuShares, cpuSnapshot } from './process-cpu';
import { scalePorts } from '../scripts/scale/ports';
import { startScale } from '../scripts/scale/stack';

interface Run {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** Where the machine's CPU went during the run (bench/process-cpu.ts). */
  cpu: string;
}

async function hammer(
  label: string,
  url: string,
  headers: Record<string, string>,
  duration: number,
  connections: number,
  groups: ReadonlyMap<string, number>,
): Promise<Run> {
  const before = cpuSnapshot(groups);
  const result = await autocannon({ url, connections, duration, headers });
  const cpu = cpuShares(before, cpuSnapshot(groups));
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    cpu,
  };
}

const row = (r: Run) =>
  `${r.label.padEnd(36)} ${r.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms` +
  (r.failures ? `   (failures ${r.failures})` : '') +
  `\n${''.padEnd(38)}CPU: ${r.cpu}`;

export interface ScaleBenchOptions {
  duration: number;
  connections: number;
}

/** Runs the scenario, prints its rows; answers a guest's ratio (4 against 1). */
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
    const alone = `http://127.0.0.1:${set.webPorts[0]}/home`;
    const balanced = `${set.webUrl}/home`;
    const rendered = { ...headers, authorization: 'Bearer bench' };
    const aloneHeaders = { host: `127.0.0.1:${set.webPorts[0]}`, 'accept-language': 'en' };
    const groups = set.processGroups;
    // Warm-up: JIT and connection pools of both web processes, and both caches' copies.
    await hammer('warm-up', balanced, rendered, 2, connections, groups);
    await hammer('warm-up', balanced, headers, 1, connections, groups);
    await hammer('warm-up', alone, aloneHeaders, 1, connections, groups);
    const runs = [
      await hammer('one web process, its page cache', alone, aloneHeaders, duration, connections, groups),
      await hammer('one web process, rendered', alone, headers, duration, connections, groups),
      await hammer('nginx → 2 web, rendered', balanced, rendered, duration, connections, groups),
      await hammer('nginx → 2 web, guest cache', balanced, headers, duration, connections, groups),
    ];
    for (const run of runs) console.log(row(run));
    const [cachedOne, renderedOne, renderedTwo, cachedTwo] = runs.map((r) => r.requestsPerSecond);
    const ratio = (value: number, base: number) => (base > 0 ? value / base : Infinity);
    const guest = ratio(cachedTwo, cachedOne);
    console.log(`guest home, nginx → 2 web against one web process: ${guest.toFixed(2)}× (target ≥ 1.6×)`);
    console.log(
      `rendering alone (every request rendered): ${ratio(renderedTwo, renderedOne).toFixed(2)}× (bounded by the cores the other processes leave; CPU above)`,
    );
    if (runs.some((r) => r.failures)) console.log('warning: a run had failures; its numbers do not describe successful pages.');
    return guest;
  } finally {
    await set.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
