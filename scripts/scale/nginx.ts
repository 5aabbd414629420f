/**
 * Debian's nginx for the scale set: the committed template (deploy/nginx/scale.conf.template)
 * filled with this run's ports and folder, checked with `nginx -t`, then run in the
 * foreground (daemon off) so it stops with its parent.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface NginxSettings {
  /** The folder of this run's configuration, pid, log, temp files and cache. */
  runDir: string;
  listenHost: string;
  webPort: number;
  platformPort: number;
  webPorts: number[];
  platformPorts: number[];
  /** nginx workers (default 1: the web processes need the cores). */
  workers?: number;
}

const TEMPLATE = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../deploy/nginx/scale.conf.template');

export function renderNginxConfig(settings: NginxSettings): string {
  const servers = (ports: number[]) => ports.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=5s;`).join('\n');
  const values: Record<string, string> = {
    // As root, workers run as nobody (the run folder is opened to them); otherwise as the caller.
    USER_DIRECTIVE: process.getuid?.() === 0 ? 'user nobody nogroup;' : '',
    WORKER_PROCESSES: String(settings.workers ?? 1),
    RUN_DIR: settings.runDir,
    LISTEN_HOST: settings.listenHost,
    WEB_PORT: String(settings.webPort),
    PLATFORM_PORT: String(settings.platformPort),
    WEB_SERVERS: servers(settings.webPorts),
    PLATFORM_SERVERS: servers(settings.platformPorts),
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (whole, key: string) => {
    if (!(key in values)) throw new Error(`deploy/nginx template: unknown placeholder ${whole}`);
    return values[key]!;
  });
}

/** Writes the configuration and checks it; answers the nginx arguments that run it. */
export function prepareNginx(settings: NginxSettings): string[] {
  if (!existsSync(NGINX_BIN)) {
    throw new Error(`nginx is not installed (${NGINX_BIN}): apt-get install -y nginx (npm run test:scale installs it when run as root).`);
  }
  mkdirSync(settings.runDir, { recursive: true });
  chmodSync(settings.runDir, 0o755);
  const conf = path.join(settings.runDir, 'nginx.conf');
  writeFileSync(conf, renderNginxConfig(settings));
  const args = ['-p', settings.runDir, '-c', conf, '-e', path.join(settings.runDir, 'error.log')];
  const check = spawnSync(NGINX_BIN, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused ${conf}:\n${check.stderr}`);
  return args;
}
