/**
 * Starts the real stack (platform + web) for e2e tests and the web benchmark.
 *
 * Used three ways:
 *  - as Playwright's `webServer` command (`tsx tests/support/stack.ts --web 3200 --platform 3201`),
 *  - from a test that needs its own pair it can break (the "platform stopped" test),
 *  - from `bench/web.ts`.
 *
 * Every process is spawned in its own process group so that stopping it also stops
 * the grandchildren (`tsx` forks a node child; the web server is tsx too).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = path.join(ROOT, 'node_modules/.bin');
/** A fresh session secret per run unless the caller chose one: nothing in the source ever signs a cookie. */
const E2E_SESSION_SECRET = randomBytes(32).toString('hex');
/** The payment provider's key and webhook secret, fresh per run and shared by the platform and the provider. */
const E2E_PSP_SECRETS = {
  PSP_SECRET_KEY: process.env.PSP_SECRET_KEY ?? randomBytes(32).toString('hex'),
  PSP_WEBHOOK_SECRET: process.env.PSP_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
};

export interface Service {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** Last lines of output, for error messages when the service fails to come up. */
  output: () => string;
  /** SIGTERM the whole process group, SIGKILL if still alive after `graceMs`. */
  stop: (graceMs?: number) => Promise<void>;
  /** SIGKILL the whole process group at once (simulates a crash). */
  kill: () => Promise<void>;
}

function log(quiet: boolean | undefined, line: string) {
  if (!quiet) process.stderr.write(line);
}

function spawnService(name: string, command: string, args: string[], port: number, env: Record<string, string>, quiet?: boolean, cwd = ROOT): Service {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const keep = (echo: boolean) => (chunk: Buffer) => {
    const text = chunk.toString();
    tail.push(text);
    if (tail.length > 200) tail.shift();
    if (echo) log(quiet, text.replace(/^(?=.)/gm, `[${name}] `));
  };
  // stdout carries per-request access logs: kept for error messages, not echoed.
  child.stdout?.on('data', keep(false));
  child.stderr?.on('data', keep(true));

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  };
  const isRunning = () => child.exitCode === null && child.signalCode === null;

  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => tail.join('').slice(-4000),
    async stop(graceMs = 5000) {
      if (!isRunning()) return signalGroup('SIGKILL');
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      // The group may still hold grandchildren that ignored SIGTERM.
      signalGroup('SIGKILL');
    },
    async kill() {
      signalGroup('SIGKILL');
      await exited;
    },
  };
}

/** Resolves when something accepts TCP connections on the port (or rejects at the deadline). */
export async function waitForPort(port: number, service: Service, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null || service.child.signalCode !== null) {
      throw new Error(
        `${service.name} exited (code ${service.child.exitCode}, signal ${service.child.signalCode}) before listening on ${port}.\n${service.output()}`,
      );
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${service.name} did not listen on ${port} within ${timeoutMs} ms.\n${service.output()}`);
}

/** Waits until an HTTP GET answers with a status below 500. */
export async function waitForHttp(url: string, service: Service, timeoutMs = 180_000, headers?: Record<string, string>) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null || service.child.signalCode !== null) {
      throw new Error(`${service.name} exited before ${url} answered.\n${service.output()}`);
    }
    try {
      const res = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      if (res.status < 500) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} not ready within ${timeoutMs} ms (last: ${last}).\n${service.output()}`);
}

/** A free loopback port chosen by the OS. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function makeDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'streaming-web-data-'));
}

export interface PlatformOptions {
  port: number;
  dataDir: string;
  publicUrl?: string;
  quiet?: boolean;
  /** Where the platform sends mail (e.g. `startSmtpServer()` of tests/support/smtp.ts); without it the outbox table. */
  smtpUrl?: string;
  /** Base of links in mails when the web's origin is not sent (WEB_PUBLIC_URL). */
  webPublicUrl?: string;
  /** More platform environment (e.g. a short MEDIA_URL_TTL_SECONDS for a test's own pair). */
  env?: Record<string, string>;
  /** Port of the payment provider this platform calls (startPsp). */
  pspPort?: number;
}

/** What a platform needs to reach the payment provider on `port` (server side and for browsers). */
function pspPlatformEnv(port: number): Record<string, string> {
  return { PSP_URL: `http://127.0.0.1:${port}`, PSP_PUBLIC_URL: `http://127.0.0.1:${port}`, ...E2E_PSP_SECRETS };
}

export interface PspServiceOptions {
  port: number;
  dataDir: string;
  /** Where its webhooks go: the platform's /psp/webhooks on this port. */
  platformPort: number;
  quiet?: boolean;
}

/** The reference payment provider (psp/main.ts) on its own port, sharing the platform's data dir. */
export async function startPsp(options: PspServiceOptions): Promise<Service> {
  const service = spawnService(
    'psp',
    path.join(BIN, 'tsx'),
    ['psp/main.ts'],
    options.port,
    {
      PSP_PORT: String(options.port),
      PSP_PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      PSP_WEBHOOK_URL: `http://127.0.0.1:${options.platformPort}/psp/webhooks`,
      DATA_DIR: options.dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.PSP_LOG_LEVEL ?? 'warn',
      ...E2E_PSP_SECRETS,
    },
    options.quiet,
  );
  try {
    await waitForPort(options.port, service);
    await waitForHttp(`${service.url}/health`, service, 60_000);
  } catch (error) {
    await service.stop();
    throw error;
  }
  return service;
}

export async function startPlatform(options: PlatformOptions): Promise<Service> {
  const service = spawnService(
    'platform',
    path.join(BIN, 'tsx'),
    ['platform/main.ts'],
    options.port,
    {
      PLATFORM_PORT: String(options.port),
      PLATFORM_PUBLIC_URL: options.publicUrl ?? `http://127.0.0.1:${options.port}`,
      DATA_DIR: options.dataDir,
      NODE_ENV: 'production',
      // A fresh secret per run: the platform refuses secrets written in the repository.
      JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'),
      DEMO_OIDC_CLIENT_SECRET: process.env.DEMO_OIDC_CLIENT_SECRET ?? randomBytes(24).toString('hex'),
      // The web runs next to the platform: it may state its viewer's address (X-Client-Address).
      TRUSTED_PROXIES: '127.0.0.1/32,::1/128',
      LOG_LEVEL: process.env.PLATFORM_LOG_LEVEL ?? 'warn',
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      ...(options.webPublicUrl ? { WEB_PUBLIC_URL: options.webPublicUrl } : {}),
      // Production requires the provider's secrets even where no provider runs.
      ...E2E_PSP_SECRETS,
      ...(options.pspPort ? pspPlatformEnv(options.pspPort) : {}),
      ...options.env,
    },
    options.quiet,
  );
  try {
    await waitForPort(options.port, service);
    // Listening is not the same as seeded: wait for a realm call to answer.
    await waitForHttp(`${service.url}/api/v1/init`, service, 180_000, { Realm: 'arena' });
  } catch (error) {
    await service.stop();
    throw error;
  }
  return service;
}

export interface WebOptions {
  port: number;
  platformUrl: string;
  platformPublicUrl?: string;
  /** The payment provider's public origin (the pay routes frame its card fields). */
  pspPublicUrl?: string;
  quiet?: boolean;
}

/**
 * Where the web build is served from. scripts/e2e.sh snapshots build/ and public/ into
 * .cache/e2e-web (E2E_WEB_ROOT) so that a rebuild in the working tree during a run
 * cannot swap the assets under a running server.
 */
export function webRoot(): string {
  return process.env.E2E_WEB_ROOT ? path.resolve(ROOT, process.env.E2E_WEB_ROOT) : ROOT;
}

export function assertBuilt() {
  if (!existsSync(path.join(webRoot(), 'build/index.js'))) {
    throw new Error(`No web build at ${path.join(webRoot(), 'build/index.js')}: run \`npm run build\` first.`);
  }
}

export async function startWeb(options: WebOptions): Promise<Service> {
  assertBuilt();
  const service = spawnService(
    'web',
    path.join(BIN, 'tsx'),
    [path.join(ROOT, 'server/index.ts')],
    options.port,
    {
      PORT: String(options.port),
      REALMS_DIR: path.join(ROOT, 'realms'),
      HOST: '127.0.0.1',
      WEB_ROOT: webRoot(),
      PLATFORM_URL: options.platformUrl,
      PLATFORM_PUBLIC_URL: options.platformPublicUrl ?? options.platformUrl,
      NODE_ENV: 'production',
      SESSION_SECRETS: process.env.SESSION_SECRETS ?? E2E_SESSION_SECRET,
      // As behind a proxy on loopback (nginx in the scale set): a test that stands for a viewer
      // on another network states that address (X-Forwarded-For), so per-address limits (wrong
      // codes, sign-ins) count each network apart instead of the whole suite as one address.
      WEB_TRUSTED_PROXIES: '127.0.0.1/32,::1/128',
      ...(options.pspPublicUrl ? { PSP_PUBLIC_URL: options.pspPublicUrl } : {}),
    },
    options.quiet,
    webRoot(),
  );
  try {
    await waitForPort(options.port, service);
    await waitForHttp(`${service.url}/`, service, 120_000);
  } catch (error) {
    await service.stop();
    throw error;
  }
  return service;
}

export interface Stack {
  platform: Service;
  web: Service;
  psp: Service;
  dataDir: string;
  stop: () => Promise<void>;
}

export async function startStack(
  ports: { web: number; platform: number; psp?: number },
  quiet?: boolean,
  /** `platformEnv`: more platform environment (e.g. NODE_ENV=development for the renewal test clock, which production refuses). */
  options: { smtpUrl?: string; platformEnv?: Record<string, string> } = {},
): Promise<Stack> {
  const dataDir = makeDataDir();
  let platform: Service | undefined;
  let psp: Service | undefined;
  try {
    psp = await startPsp({ port: ports.psp ?? (await freePort()), dataDir, platformPort: ports.platform, quiet });
    platform = await startPlatform({
      pspPort: psp.port,
      port: ports.platform,
      dataDir,
      quiet,
      smtpUrl: options.smtpUrl,
      webPublicUrl: `http://127.0.0.1:${ports.web}`,
      ...(options.platformEnv && { env: options.platformEnv }),
    });
    const web = await startWeb({ port: ports.web, platformUrl: platform.url, pspPublicUrl: psp.url, quiet });
    return {
      platform,
      web,
      psp,
      dataDir,
      async stop() {
        await web.stop();
        await platform?.stop();
        await psp?.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await platform?.stop();
    await psp?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

// CLI: `tsx tests/support/stack.ts --web 3200 --platform 3201` (Playwright's webServer).
const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const arg = (name: string, fallback: number) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? Number(process.argv[index + 1]) : fallback;
  };
  const ports = { web: arg('web', 3200), platform: arg('platform', 3201), psp: arg('psp', 3202) };
  // `--smtp-url smtp://127.0.0.1:2525`: the platform mails there (see tests/support/smtp.ts).
  const smtpIndex = process.argv.indexOf('--smtp-url');
  const smtpUrl = smtpIndex > 0 ? process.argv[smtpIndex + 1] : process.env.E2E_SMTP_URL;
  startStack(ports, false, { smtpUrl })
    .then((stack) => {
      process.stderr.write(`[stack] web ${stack.web.url}, platform ${stack.platform.url}, payment provider ${stack.psp.url}, data ${stack.dataDir}\n`);
      let stopping = false;
      const shutdown = () => {
        if (stopping) return;
        stopping = true;
        stack.stop().finally(() => process.exit(0));
      };
      process.on('SIGTERM', shutdown);
      process.on('SIGINT', shutdown);
      // If either service dies, the stack is broken: exit so Playwright reports it.
      for (const service of [stack.platform, stack.web, stack.psp]) {
        service.child.once('exit', (code, signal) => {
          if (stopping) return;
          process.stderr.write(`[stack] ${service.name} exited unexpectedly (code ${code}, signal ${signal})\n`);
          shutdown();
        });
      }
    })
    .catch((error) => {
      process.stderr.write(`[stack] failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
}
