/**
 * The platform's realm directory (GET /api/v1/realms): which realms exist, their hosts, the
 * version of each (a content hash that changes on every accepted edit) and whether each is
 * served. Read again when the copy is a second old, before the request that needs it, so a new
 * realm, a new host or an edit reaches the site within about a second without a restart; the
 * caches of settings, menus and labels are keyed by the version (realm-data.server.ts), so an
 * edit is never hidden behind a TTL.
 *
 * When the platform has no directory (another back end) or does not answer, the last good copy
 * serves, and before any copy the host table read from the realm files at boot (hosts.server.ts).
 */
import type { Answer } from '../../contract/define';
import type { contract } from '../../contract/index';
import { getEnv } from '~/env.server';
import { createPlatformApi, createPlatformClient } from '~/platform/client.server';
import { hostTable, type HostTable } from './hosts.server';

export type RealmListing = Answer<typeof contract.realm.directory>['realms'][number];

export interface RealmDirectory {
  hosts: HostTable;
  /** realm id → listing; empty when the platform has no directory (every host-mapped realm is then taken as served). */
  realms: Map<string, RealmListing>;
}

const REFRESH_MS = 1000;

let current: { at: number; directory: RealmDirectory } | null = null;
let pending: Promise<void> | null = null;

function fromListings(listings: RealmListing[]): RealmDirectory {
  const hosts: HostTable = new Map();
  const realms = new Map<string, RealmListing>();
  for (const listing of listings) {
    realms.set(listing.id, listing);
    hosts.set(`${listing.id}.localhost`, listing.id);
    for (const host of listing.hosts) hosts.set(host.toLowerCase(), listing.id);
  }
  return { hosts, realms };
}

async function refresh(): Promise<void> {
  const env = getEnv();
  const platform = createPlatformApi(createPlatformClient({ baseUrl: env.PLATFORM_URL, realm: env.DEFAULT_REALM, timeoutMs: env.PLATFORM_TIMEOUT_MS }));
  const answer = await platform.realm.directory();
  if (answer.ok) current = { at: Date.now(), directory: fromListings(answer.data.realms) };
  else if (current)
    current = { ...current, at: Date.now() }; // keep the last good copy; ask again in a second
  else current = { at: Date.now(), directory: { hosts: hostTable().hosts, realms: new Map() } };
}

/** The directory, at most a second old (or the last good copy when the platform does not answer). */
export async function realmDirectory(): Promise<RealmDirectory> {
  if (!current || Date.now() - current.at >= REFRESH_MS) {
    pending ??= refresh().finally(() => (pending = null));
    await pending;
  }
  return current!.directory;
}

/** The version the directory last gave for a realm ('' when unknown): part of every realm cache key. */
export function realmVersion(realm: string): string {
  return current?.directory.realms.get(realm)?.version ?? '';
}

/** For tests. */
export function forgetRealmDirectory() {
  current = null;
  pending = null;
}
