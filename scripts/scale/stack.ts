/**
 * The scale set on loopback: PostgreSQL (scripts/pg-server.sh), N platform processes and N
 * web processes (scripts/scale/cluster.ts), nginx in front (scripts/scale/nginx.ts).
 * `npm run start:scale` runs it until Ctrl-C; test:scale and bench:web start their own.
 *
 *   browser → nginx :webPort ──→ web processes :webBase+i ──→ nginx :platformPort ──→ platform processes :platformBase+i ──→ PostgreSQL :pgPort
 *
 * Every process of a kind gets the same secrets, so any of them can open what another sealed
 * or signed (session cookies, access tokens, signed media URLs).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareNginx, NGINX_BIN } from './nginx';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

export interface ScalePorts {
  /** nginx: the site. */
  web: number;
  /** nginx: the platform API the web processes call. */
  platform: number;
  /** First web process (the others follow). */
  webBase: number;
  /** First platform process (the others follow). */
  platformBase: number;
  /** The reference payment provider (one process: its state is a file of its own). */
  psp: number;
  postgres: number;
}

export interface ScaleOptions {
  /** Folder of the set: pg/ (database cluster, kept), platform-data/, nginx/, secrets.json. */
  dir: string;
  ports: ScalePorts;
  webProcesses: number;
  platformProcesses: number;
  /** Address nginx listens on (default 127.0.0.1). */
  listenHost?: string;
  /** More platform environment (e.g. CATALOGUE_ANCHOR, CATALOGUE_TICK_MS in the scale test). */
  platformEnv?: Record<string, string>;
  /** Keep the processes' output to themselves (kept for error messages). */
  quiet?: boolean;
  log?: (line: string) => void;
}

export interface ScaleSet {
  webUrl: string;
  platformUrl: string;
  databaseUrl: string;
  webPorts: number[];
  platformPorts: number[];
  /** Each started kind (psp, platform, nginx, web) and its process group (benchmarks' CPU shares). */
  processGroups: Map<string, number>;
  stop(): Promise<void>;
}

interface Secrets {
  SESSION_SECRETS: string;
  JWT_SECRET: string;
  DEMO_OIDC_CLIENT_SECRET: string;
  PSP_SECRET_KEY: string;
  PSP_WEBHOOK_SECRET: string;
}

/** The set's secrets: from the environment, else generated once and kept in `<dir>/secrets.json`. */
function secrets(dir: string): Secrets {
  const file = path.join(dir, 'secrets.json');
  const kept = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>) : {};
  const value = (name: keyof Secrets, bytes: number) => process.env[name] || kept[name] || randomBytes(bytes).toString('hex');
  const result: Secrets = {
    SESSION_SECRETS: value('SESSION_SECRETS', 32),
    JWT_SECRET: value('JWT_SECRET', 32),
    DEMO_OIDC_CLIENT_SECRET: value('DEMO_OIDC_CLIENT_SECRET', 24),
    PSP_SECRET_KEY: value('PSP_SECRET_KEY', 32),
    PSP_WEBHOOK_SECRET: value('PSP_WEBHOOK_SECRET', 32),
  };
  writeFileSync(file, JSON.stringify(result, null, 2), { mode: 0o600 });
  return result;
}

interface Child {
  name: string;
  child: ChildProcess;
  output: () => string;
}

function run(name: string, command: string, args: string[], env: Record<string, string>, quiet: boolean): Child {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail: string[] = [];
  const keep = (echo: boolean) => (chunk: Buffer) => {
    tail.push(chunk.toString());
    if (tail.length > 200) tail.shift();
    if (echo && !quiet) process.stderr.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `));
  };
  child.stdout?.on('data', keep(false)); // access logs: kept for errors, not echoed
  child.stderr?.on('data', keep(true));
  return { name, child, output: () => tail.join('').slice(-4000) };
}

async function stopChild({ child }: Child, graceMs = 15_000) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      /* gone */
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Waits until `url` answers below 500 (the child must stay alive meanwhile). */
async function waitFor(url: string, child: Child, headers: Record<string, string> = {}, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.child.exitCode !== null || child.child.signalCode !== null) throw new Error(`${child.name} exited before ${url} answered.\n${child.output()}`);
    try {
      const res = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      if (res.status < 500) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} not ready within ${timeoutMs} ms (last: ${last}).\n${child.output()}`);
}

const range = (base: number, count: number) => Array.from({ length: count }, (_, i) => base + i);

export async function startScale(options: ScaleOptions): Promise<ScaleSet> {
  const log = options.log ?? ((line: string) => process.stderr.write(`[scale] ${line}\n`));
  const quiet = options.quiet ?? false;
  const { ports } = options;
  const dir = path.resolve(options.dir);
  mkdirSync(dir, { recursive: true });
  // PostgreSQL and nginx's workers run as other users when this runs as root: they must be
  // able to pass through (not list) the set's folder; the secrets file stays the owner's.
  chmodSync(dir, 0o711);
  const keys = secrets(dir);
  const pgDir = path.join(dir, 'pg');
  const children: Child[] = [];
  let pgStarted = false;

  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child);
    if (pgStarted) spawnSync('bash', [path.join(ROOT, 'scripts/pg-server.sh'), 'stop', pgDir], { stdio: 'ignore' });
  };

  try {
    const pg = spawnSync('bash', [path.join(ROOT, 'scripts/pg-server.sh'), 'start', pgDir, String(ports.postgres)], { encoding: 'utf8' });
    if (pg.status !== 0) throw new Error(`PostgreSQL did not start:\n${pg.stderr}`);
    pgStarted = true;
    const databaseUrl = pg.stdout.trim().split('\n').pop()!;
    log(`PostgreSQL on 127.0.0.1:${ports.postgres} (data in ${path.relative(ROOT, pgDir) || pgDir})`);

    const host = options.listenHost ?? '127.0.0.1';
    const webUrl = `http://${host}:${ports.web}`;
    const platformUrl = `http://127.0.0.1:${ports.platform}`;
    const platformPorts = range(ports.platformBase, options.platformProcesses);
    const webPorts = range(ports.webBase, options.webProcesses);

    const pspUrl = `http://127.0.0.1:${ports.psp}`;
    const psp = run(
      'psp',
      TSX,
      ['psp/main.ts'],
      {
        NODE_ENV: 'production',
        PSP_PORT: String(ports.psp),
        PSP_PUBLIC_URL: pspUrl,
        // Through nginx: whichever platform process answers records the payment.
        PSP_WEBHOOK_URL: `${platformUrl}/psp/webhooks`,
        DATA_DIR: path.join(dir, 'psp-data'),
        PSP_SECRET_KEY: keys.PSP_SECRET_KEY,
        PSP_WEBHOOK_SECRET: keys.PSP_WEBHOOK_SECRET,
        LOG_LEVEL: process.env.PSP_LOG_LEVEL ?? 'warn',
      },
      quiet,
    );
    children.push(psp);
    await waitFor(`${pspUrl}/health`, psp);

    const platform = run(
      'platform',
      TSX,
      [
        'scripts/scale/cluster.ts',
        '--entry=platform/main.ts',
        '--name=platform',
        '--port-env=PLATFORM_PORT',
        `--base-port=${ports.platformBase}`,
        `--processes=${options.platformProcesses}`,
        '--first-alone',
      ],
      {
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        DATA_DIR: path.join(dir, 'platform-data'),
        PLATFORM_PUBLIC_URL: platformUrl,
        WEB_PUBLIC_URL: `http://localhost:${ports.web}`,
        JWT_SECRET: keys.JWT_SECRET,
        DEMO_OIDC_CLIENT_SECRET: keys.DEMO_OIDC_CLIENT_SECRET,
        PSP_URL: pspUrl,
        PSP_PUBLIC_URL: pspUrl,
        PSP_SECRET_KEY: keys.PSP_SECRET_KEY,
        PSP_WEBHOOK_SECRET: keys.PSP_WEBHOOK_SECRET,
        // The web processes (directly, or through nginx) state their viewer's address.
        TRUSTED_PROXIES: '127.0.0.1/32,::1/128',
        // One anchor for every process: the live schedule must be the same whichever answers.
        CATALOGUE_ANCHOR: new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString(),
        LOG_LEVEL: process.env.PLATFORM_LOG_LEVEL ?? 'warn',
        ...options.platformEnv,
      },
      quiet,
    );
    children.push(platform);
    for (const port of platformPorts) await waitFor(`http://127.0.0.1:${port}/api/v1/init`, platform, { Realm: 'arena' });
    log(`${platformPorts.length} platform process(es) on ${platformPorts.join(', ')}`);

    const nginxArgs = prepareNginx({
      runDir: path.join(dir, 'nginx'),
      listenHost: host,
      webPort: ports.web,
      platformPort: ports.platform,
      webPorts,
      platformPorts,
      workers: Number(process.env.NGINX_WORKERS) || 1,
    });
    const nginx = run('nginx', NGINX_BIN, nginxArgs, {}, quiet);
    children.push(nginx);
    await waitFor(`${platformUrl}/api/v1/init`, nginx, { Realm: 'arena' });

    const web = run(
      'web',
      TSX,
      [
        'scripts/scale/cluster.ts',
        '--entry=server/index.ts',
        '--name=web',
        '--port-env=PORT',
        `--base-port=${ports.webBase}`,
        `--processes=${options.webProcesses}`,
      ],
      {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PLATFORM_URL: platformUrl,
        PLATFORM_PUBLIC_URL: platformUrl,
        SESSION_SECRETS: keys.SESSION_SECRETS,
        // nginx is the proxy in front: its X-Forwarded-For names the viewer.
        WEB_TRUSTED_PROXIES: '127.0.0.1/32,::1/128',
      },
      quiet,
    );
    children.push(web);
    for (const port of webPorts) await waitFor(`http://127.0.0.1:${port}/`, web);
    await waitFor(`${webUrl}/`, nginx);
    log(`${webPorts.length} web process(es) on ${webPorts.join(', ')}; nginx: site ${webUrl}, platform ${platformUrl}`);
    const processGroups = new Map(children.filter(({ child }) => child.pid !== undefined).map(({ name, child }) => [name, child.pid!]));
    return { webUrl, platformUrl, databaseUrl, webPorts, platformPorts, processGroups, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
