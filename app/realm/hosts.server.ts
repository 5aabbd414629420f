/**
 * Which realm a request is for, by host name.
 *
 * The realm → hosts list is derived from `realms/<realm>/realm.json` `hosts`
 * (read once at boot from REALMS_DIR, default `./realms`); `<realm>.localhost`
 * always maps (browsers resolve *.localhost to loopback); anything else gets
 * DEFAULT_REALM.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type HostTable = Map<string, string>;

export function readHostTable(realmsDir: string): { hosts: HostTable; realms: string[] } {
  const hosts: HostTable = new Map();
  const realms: string[] = [];
  let folders: string[] = [];
  try {
    folders = readdirSync(realmsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch {
    console.warn(`[web] No realms folder at ${realmsDir}: every host gets the default realm.`);
  }
  for (const realm of folders) {
    try {
      const document = JSON.parse(readFileSync(path.join(realmsDir, realm, 'realm.json'), 'utf8')) as { hosts?: unknown };
      realms.push(realm);
      hosts.set(`${realm}.localhost`, realm);
      if (Array.isArray(document.hosts)) {
        for (const host of document.hosts) if (typeof host === 'string') hosts.set(host.toLowerCase(), realm);
      }
    } catch (error) {
      console.warn(`[web] Skipping realms/${realm}/realm.json for host mapping: ${(error as Error).message}`);
    }
  }
  return { hosts, realms };
}

/** Host header value (may carry a port) → realm. Unknown hosts get the default realm. */
export function realmForHost(hostHeader: string | null | undefined, table: HostTable, defaultRealm: string): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (!host) return defaultRealm;
  const withPort = table.get(host);
  if (withPort) return withPort;
  const bare = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
  const direct = table.get(bare);
  if (direct) return direct;
  const sub = /^([a-z0-9-]+)\.localhost$/.exec(bare);
  if (sub) {
    for (const realm of table.values()) if (realm === sub[1]) return realm;
  }
  return defaultRealm;
}

let cached: { hosts: HostTable; realms: string[] } | null = null;

export function hostTable() {
  if (!cached) cached = readHostTable(path.resolve(process.env.REALMS_DIR ?? 'realms'));
  return cached;
}
