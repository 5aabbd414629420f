#!/usr/bin/env node
/**
 * `npm start`: one command for a working site.
 *
 *  1. builds the web app when build/ is missing or older than the sources;
 *  2. starts the embedded platform (`tsx platform/main.ts`) and the reference payment provider
 *     (`tsx psp/main.ts`, PSP_PORT, default 3002) unless PLATFORM_URL is set, and waits for
 *     their /health; the platform is told where the provider is (PSP_URL, PSP_PUBLIC_URL);
 *  3. starts the web server (`server/index.ts`: Express + the Remix build) on PORT (default 3000);
 *  4. forwards SIGINT/SIGTERM so one Ctrl-C stops all; a crashed platform or provider is restarted with
 *     backoff (1 s doubling to 30 s, back to 1 s after a minute up) while the web keeps
 *     serving (its pages show the platform-down state meanwhile); if the web dies, all stop.
 *
 * Without SESSION_SECRETS a random secret is created once in `.data/session-secret`
 * (so sessions survive restarts) and a warning is printed: set it in production.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nextDelay } from './restart-backoff.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const log = (line) => process.stderr.write(`[start] ${line}\n`);

function newestMtime(target) {
  let newest = 0;
  const stack = [target];
  while (stack.length) {
    const current = stack.pop();
    let stat;
    try {
      stat = statSync(current);
    } catch {
      continue;
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(current)) stack.push(path.join(current, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

function buildIfStale() {
  const output = path.join(root, 'build/index.js');
  const sources = ['app', 'blocks', 'schemas', 'remix.config.js', 'package.json'].map((p) => path.join(root, p));
  const sourceTime = Math.max(...sources.map(newestMtime));
  const builtTime = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (builtTime >= sourceTime) return;
  log(builtTime ? 'sources changed since the last build: building…' : 'no build yet: building…');
  const result = spawnSync(bin('remix'), ['build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    log('build failed');
    process.exit(result.status ?? 1);
  }
}

function sessionSecrets() {
  if (process.env.SESSION_SECRETS) return process.env.SESSION_SECRETS;
  const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
  const file = path.join(dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  log(`SESSION_SECRETS is not set: using the local secret in ${path.relative(root, file)}. Set SESSION_SECRETS in production.`);
  return readFileSync(file, 'utf8').trim();
}

const children = new Set();
let stopping = false;

function run(name, command, args, env, onExit) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit', detached: true });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (stopping) {
      if (children.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (onExit) return onExit(code, signal);
    log(`${name} exited (${signal ?? `code ${code}`}): stopping everything`);
    process.exitCode = code && code !== 0 ? code : 1;
    stop('SIGTERM');
  });
  return child;
}

function stop(signal) {
  if (stopping && signal !== 'SIGKILL') return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, signal); // the whole group: tsx forks a node child
    } catch {
      /* already gone */
    }
  }
  if (children.size === 0) process.exit(process.exitCode ?? 0);
  setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    process.exit(process.exitCode ?? 1);
  }, 8000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    log(`${signal}: stopping`);
    stop('SIGTERM');
  });
}

async function waitForHealth(url, service, timeoutMs = 120_000, name = 'the platform') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.exitCode !== null || service.signalCode !== null) throw new Error(`${name} exited before it was healthy`);
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no healthy answer from ${url}/health within ${timeoutMs / 1000} s`);
}

/** Runs a back-end service (the platform, the payment provider) and starts it again whenever it exits on its own. */
function supervise(name, entry, env) {
  let delay = 0;
  let restartTimer;
  const start = () => {
    const startedAt = Date.now();
    return run(name, bin('tsx'), [entry], env, (code, signal) => {
      delay = nextDelay(delay, Date.now() - startedAt);
      log(`${name} exited (${signal ?? `code ${code}`}): restarting in ${delay / 1000} s; the web keeps running`);
      restartTimer = setTimeout(() => {
        if (!stopping) start();
      }, delay);
    });
  };
  process.once('exit', () => clearTimeout(restartTimer));
  return start();
}

async function main() {
  buildIfStale();
  const env = { SESSION_SECRETS: sessionSecrets() };
  if (process.env.PLATFORM_URL) {
    log(`using the platform at ${process.env.PLATFORM_URL}`);
  } else {
    const port = process.env.PLATFORM_PORT ?? '3001';
    const url = `http://127.0.0.1:${port}`;
    env.PLATFORM_URL = url;
    // The reference payment provider: its own origin; the platform calls it server to server
    // (PSP_URL) and hands browsers its public address (PSP_PUBLIC_URL). Secrets come from
    // the shared DATA_DIR (or PSP_SECRET_KEY / PSP_WEBHOOK_SECRET) in both processes.
    const pspPort = process.env.PSP_PORT ?? '3002';
    const pspUrl = `http://127.0.0.1:${pspPort}`;
    const pspPublicUrl = process.env.PSP_PUBLIC_URL ?? pspUrl;
    env.PSP_PUBLIC_URL = pspPublicUrl;
    log(`starting the payment provider on ${pspUrl}`);
    const psp = supervise('payment provider', 'psp/main.ts', { PSP_PORT: pspPort, PLATFORM_PORT: port, PSP_PUBLIC_URL: pspPublicUrl });
    log(`starting the embedded platform on ${url}`);
    const platform = supervise('platform', 'platform/main.ts', { PLATFORM_PORT: port, PSP_URL: process.env.PSP_URL ?? pspUrl, PSP_PUBLIC_URL: pspPublicUrl });
    try {
      await Promise.all([waitForHealth(url, platform), waitForHealth(pspUrl, psp, 120_000, 'the payment provider')]);
    } catch (error) {
      log(`platform or payment provider did not start: ${error.message}`);
      process.exitCode = 1;
      stop('SIGTERM');
      return;
    }
    log('platform and payment provider are healthy');
  }
  const port = process.env.PORT ?? '3000';
  run('web', bin('tsx'), ['server/index.ts'], { ...env, PORT: port, HOST: process.env.HOST ?? '127.0.0.1' });
  log(`web on http://localhost:${port} (realms: http://arena.localhost:${port}, http://oasis.localhost:${port})`);
}

main().catch((error) => {
  log(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
  stop('SIGTERM');
});
