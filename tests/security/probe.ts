/**
 * `npm run test:security`: hostile cases replayed against the real stack, started as the
 * README starts it (`npm start`, on its own ports and a fresh data folder). Each case
 * either held (the attack got a clear 4xx and changed nothing) or escaped. Prints the
 * counts per group and `N passed, N failed`; exits 1 on any escape.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { send } from './client';
import { bodyCases } from './cases/bodies';
import { documentCases } from './cases/documents';
import { forgeryCases } from './cases/forgery';
import { headerCases } from './cases/headers';
import { limitCases } from './cases/limits';
import { originCases } from './cases/origins';
import { pspCases } from './cases/psp';
import { sessionCases } from './cases/sessions';
import { streamCases } from './cases/streams';
import type { Probe, Stack } from './stack';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB_PORT = Number(process.env.SECURITY_WEB_PORT ?? 3250);
const PLATFORM_PORT = Number(process.env.SECURITY_PLATFORM_PORT ?? 3251);
const PSP_PORT = Number(process.env.SECURITY_PSP_PORT ?? 3252);

// Limits run last: every probe request comes from loopback, and exhausting its limits first
// would keep the other groups from signing in.
const GROUPS: Array<[string, (stack: Stack) => Promise<Probe[]>]> = [
  ['forged tokens and the outbox', forgeryCases],
  ['cross-site state changes', originCases],
  ['bodies and content types', bodyCases],
  ['protected streams', streamCases],
  ['sessions', sessionCases],
  ["editors' documents", documentCases],
  ['headers', headerCases],
  ['payment provider', pspCases],
  ['limits', limitCases],
];

async function waitFor(url: string, headers: Record<string, string>, deadline: number) {
  while (Date.now() < deadline) {
    try {
      const answer = await send(url, { headers, timeoutMs: 5_000 });
      if (answer.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer in time`);
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'security-probe-'));
  // As the README: npm start (it builds when needed), with nothing configured but ports and data.
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(WEB_PORT),
    PLATFORM_PORT: String(PLATFORM_PORT),
    PSP_PORT: String(PSP_PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  // Nothing configured: the defaults are what is probed.
  for (const name of [
    'NODE_ENV',
    'SESSION_SECRETS',
    'JWT_SECRET',
    'PLATFORM_URL',
    'PSP_URL',
    'PSP_PUBLIC_URL',
    'PSP_WEBHOOK_URL',
    'PSP_SECRET_KEY',
    'PSP_WEBHOOK_SECRET',
    'PSP_ALLOWED_PARENTS',
  ]) {
    delete env[name];
  }
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: env as unknown as NodeJS.ProcessEnv,
    // Echoed as before, and kept: a probe searches the output for card numbers.
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => {
    output.push(chunk.toString());
    process.stdout.write(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output.push(chunk.toString());
    process.stderr.write(chunk);
  });
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  };
  process.on('exit', stop);
  const stack: Stack = {
    web: `http://127.0.0.1:${WEB_PORT}`,
    platform: `http://127.0.0.1:${PLATFORM_PORT}`,
    psp: `http://127.0.0.1:${PSP_PORT}`,
    webHost: `localhost:${WEB_PORT}`,
    otherRealmHost: `oasis.localhost:${WEB_PORT}`,
    dataDir,
    root: ROOT,
    webPid: () => findPid(`server/index.ts`),
    output: () => output.join(''),
  };
  let tried = 0;
  let held = 0;
  try {
    const deadline = Date.now() + 240_000;
    await waitFor(`${stack.platform}/health`, {}, deadline);
    await waitFor(`${stack.psp}/health`, {}, deadline);
    await waitFor(`${stack.web}/`, { host: stack.webHost }, deadline);
    for (const [name, group] of GROUPS) {
      const probes = await group(stack);
      const escaped = probes.filter((p) => !p.held);
      tried += probes.length;
      held += probes.length - escaped.length;
      console.log(`${name}: ${probes.length} tried, ${probes.length - escaped.length} held`);
      for (const p of escaped) console.log(`  ESCAPED ${p.name}: ${p.detail}`);
    }
  } finally {
    stop();
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nsecurity probe: ${tried} tried, ${held} held, ${tried - held} escaped`);
  console.log(`${held} passed, ${tried - held} failed`);
  process.exit(tried - held === 0 && tried > 0 ? 0 : 1);
}

/** The pid of a process whose command line contains `needle` (the web server, for its memory). */
async function findPid(needle: string): Promise<number | null> {
  const { readdirSync, readFileSync } = await import('node:fs');
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmd.includes(needle) && cmd.includes('node')) return Number(entry);
    } catch {
      /* gone */
    }
  }
  return null;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
