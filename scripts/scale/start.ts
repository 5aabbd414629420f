/**
 * `npm run start:scale`: the whole set on loopback until Ctrl-C — PostgreSQL, PLATFORM_PROCESSES
 * platform processes, WEB_PROCESSES web processes (both default: one per core) and nginx in
 * front as load balancer and cache (deploy/nginx/scale.conf.template).
 *
 * Ports (env): PORT — the site through nginx (default 3000); PLATFORM_PORT — the platform API
 * through nginx (default PORT+1); web processes from PORT+2 (at most 8), platform processes from
 * PORT+10 (at most 9), PostgreSQL on PORT+19. SCALE_DIR (default .data/scale) keeps the database and the set's secrets
 * between runs. Builds the web first when there is no build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scalePorts } from './ports';
import { startScale } from './stack';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const count = (value: string | undefined, most: number) => Math.min(most, Math.max(1, Number(value) || os.availableParallelism()));

async function main() {
  if (!existsSync(path.join(ROOT, 'build/index.js'))) {
    console.error('[scale] no build yet: npm run build');
    if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3000);
  const set = await startScale({
    dir: path.resolve(ROOT, process.env.SCALE_DIR ?? '.data/scale'),
    ports: { ...(await scalePorts(port)), ...(process.env.PLATFORM_PORT ? { platform: Number(process.env.PLATFORM_PORT) } : {}) },
    webProcesses: count(process.env.WEB_PROCESSES, 8),
    platformProcesses: count(process.env.PLATFORM_PROCESSES, 9),
  });
  console.error(`[scale] ready: http://localhost:${port} (realms: http://arena.localhost:${port}, http://oasis.localhost:${port}). Ctrl-C stops everything.`);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.error(`[scale] ${signal}: stopping`);
    void set.stop().finally(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => shutdown(signal));
}

main().catch((error) => {
  console.error(`[scale] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
