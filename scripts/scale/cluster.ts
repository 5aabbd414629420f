/**
 * Runs several copies of one server entry with node:cluster, copy i listening on its own
 * port (base + i), so nginx in front sees every process and balances between them (and can
 * keep one signed-in browser on one process).
 *
 *   tsx scripts/scale/cluster.ts --entry server/index.ts --name web --port-env PORT --base-port 3010 --processes 2
 *
 * - `--processes` defaults to one per core (os.availableParallelism()).
 * - Each copy gets `<port-env>=base+i` and `SERVED_BY=<name>-<i>` (the answers' X-Served-By).
 * - `--first-alone`: copy 0 starts and listens before the others start (the platform: the
 *   first one migrates and seeds, and writes its local files, while nobody else does).
 * - A copy that dies is started again after a second; SIGTERM/SIGINT stop every copy
 *   (each finishes its open requests) and then the primary.
 */
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const RESTART_DELAY_MS = 1000;
const STOP_GRACE_MS = 12_000;

if (cluster.isPrimary) {
  const { values } = parseArgs({
    options: {
      entry: { type: 'string' },
      name: { type: 'string', default: 'server' },
      'port-env': { type: 'string', default: 'PORT' },
      'base-port': { type: 'string' },
      processes: { type: 'string' },
      'first-alone': { type: 'boolean', default: false },
    },
  });
  if (!values.entry || !values['base-port']) {
    console.error('usage: cluster.ts --entry FILE --base-port N [--name NAME] [--port-env VAR] [--processes N] [--first-alone]');
    process.exit(2);
  }
  const count = Math.max(1, Number(values.processes) || os.availableParallelism());
  const basePort = Number(values['base-port']);
  const name = values.name!;
  // Each copy accepts its own connections (no hand-over through the primary).
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  cluster.setupPrimary({ exec: process.argv[1], args: [] });

  const workers = new Map<number, Worker>();
  let stopping = false;

  const start = (index: number): Worker => {
    const worker = cluster.fork({
      CLUSTER_ENTRY: path.resolve(values.entry!),
      [values['port-env']!]: String(basePort + index),
      SERVED_BY: `${name}-${index}`,
    });
    workers.set(index, worker);
    worker.on('exit', (code, signal) => {
      if (workers.get(index) === worker) workers.delete(index);
      if (stopping) {
        if (workers.size === 0) process.exit(0);
        return;
      }
      console.error(`[${name}] process ${index} exited (${signal ?? `code ${code}`}): starting it again in ${RESTART_DELAY_MS / 1000} s`);
      setTimeout(() => {
        if (!stopping) start(index);
      }, RESTART_DELAY_MS);
    });
    return worker;
  };

  const listening = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      worker.once('listening', () => resolve());
      worker.once('exit', (code) => reject(new Error(`${name} process 0 exited (code ${code}) before it listened`)));
    });

  const stopAll = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.error(`[${name}] ${signal}: stopping ${workers.size} process(es)`);
    for (const worker of workers.values()) worker.process.kill('SIGTERM');
    if (workers.size === 0) process.exit(0);
    setTimeout(() => {
      for (const worker of workers.values()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => stopAll(signal));

  const first = start(0);
  if (values['first-alone'] && count > 1) {
    try {
      await listening(first);
    } catch (error) {
      console.error(`[${name}] ${(error as Error).message}`);
      stopAll('start-up failure');
    }
  }
  for (let index = 1; index < count && !stopping; index++) start(index);
  console.error(`[${name}] ${count} process(es) on ports ${basePort}-${basePort + count - 1}`);
} else {
  await import(pathToFileURL(process.env.CLUSTER_ENTRY!).href);
}
