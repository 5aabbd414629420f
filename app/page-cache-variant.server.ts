/**
 * Which guest copy of a page a request may share (server/page-cache.ts keys on it).
 *
 * A page is the same for every guest of one realm, locale, country and realm version: those are
 * the only viewer inputs its loaders read before a session exists. The realm version is the one
 * the platform's realm directory gives (changes on every accepted edit of the realm's files,
 * read at most a second old: realm-directory.server.ts), so an edit is a new key and shows on
 * cached pages within about a second; pages of the older version are no longer found (and age
 * out of the store). Without a directory (another back end) the digest of the settings stands in. The answer is built from the
 * same rules as the load context (context.server.ts), so the cache and the render cannot
 * disagree. `null` means "render for this request alone": a session cookie is present (a
 * signed-in viewer never shares a copy; a stale or forged cookie renders too, which costs a
 * render but never serves a guest page to a viewer), the host is not one the realms name (its
 * origin would be written into canonical links), or the realm settings cannot be read.
 */
import { createHash } from 'node:crypto';
import type { PlatformApi } from '../contract/client';
import { createPlatformApi, createPlatformClient } from './platform/client.server';
import type { RealmSettings } from './platform/schemas.server';
import { langFromCookie, viewerCountry } from './context.server';
import { getEnv } from './env.server';
import { realmDirectory } from './realm/realm-directory.server';
import { realmForHost } from './realm/hosts.server';
import { resolveLocale } from './realm/locale';
import { getRealmSettings } from './realm/realm-data.server';

export interface GuestRequest {
  host: string;
  cookie: string | null;
  acceptLanguage: string | null;
  country: string | null;
  pathname: string;
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?session=/;

/** Hosts that name a realm (realm.json `hosts`, `<realm>.localhost`) and loopback names. */
function knownHost(hostname: string, hosts: Map<string, string>): boolean {
  if (hostname === 'localhost' || hostname === '127.0.0.1') return true;
  if (hosts.has(hostname)) return true;
  const sub = /^([a-z0-9-]+)\.localhost$/.exec(hostname);
  return sub !== null && [...hosts.values()].includes(sub[1]);
}

// The settings object is replaced when the platform's answer is reloaded (its cache is keyed by
// the realm version); its digest names the settings a page was rendered from.
const versions = new WeakMap<RealmSettings, string>();
function settingsVersion(settings: RealmSettings): string {
  let version = versions.get(settings);
  if (!version) {
    version = createHash('sha1').update(JSON.stringify(settings)).digest('base64url').slice(0, 12);
    versions.set(settings, version);
  }
  return version;
}

// One client per realm and country, built on first use: the settings are read from their cache
// on almost every request, and building a client walks the whole contract.
const guestApis = new Map<string, PlatformApi>();
function guestApi(realm: string, country: string | null): PlatformApi {
  const key = `${realm}|${country ?? ''}`;
  let api = guestApis.get(key);
  if (!api) {
    const env = getEnv();
    api = createPlatformApi(createPlatformClient({ baseUrl: env.PLATFORM_URL, realm, timeoutMs: env.PLATFORM_TIMEOUT_MS, country, clientAddress: null }));
    guestApis.set(key, api);
  }
  return api;
}

export async function guestPageVariant(input: GuestRequest): Promise<string | null> {
  if (input.cookie && SESSION_COOKIE.test(input.cookie)) return null;
  return (await pageVariant(input, langFromCookie(input.cookie ?? '')))?.key ?? null;
}

export interface PageVariant {
  /** realm|locale|country|realm version|settings digest */
  key: string;
  realm: string;
  locale: string;
  country: string | null;
}

/**
 * What a page's copy depends on besides the viewer: realm, locale (from `storedLocale`, the path
 * or Accept-Language), country and realm version; `null` where the request cannot be keyed.
 */
export async function pageVariant(input: GuestRequest, storedLocale: string | null): Promise<PageVariant | null> {
  const env = getEnv();
  // The same table and rules as the load context (context.server.ts), so a new realm's host is
  // cacheable as soon as it is served, and a refused realm is rendered (its 503) for itself.
  const { hosts, realms } = await realmDirectory();
  const hostname = input.host.replace(/:\d+$/, '');
  if (!knownHost(hostname, hosts)) return null;
  const realm = realmForHost(input.host, hosts, env.DEFAULT_REALM);
  const listing = realms.get(realm);
  if (listing && !listing.served) return null;
  const country = viewerCountry(input.country);
  const answer = await getRealmSettings({ platform: guestApi(realm, country), realm });
  if (!answer.ok) return null;
  const settings = answer.data;
  const locale = resolveLocale({
    pathname: input.pathname,
    stored: storedLocale,
    acceptLanguage: settings.localeNegotiation === 'realmDefault' ? null : input.acceptLanguage,
    locales: settings.locales,
    defaultLocale: settings.defaultLocale,
  });
  return { key: `${realm}|${locale}|${country ?? '-'}|${listing?.version ?? ''}|${settingsVersion(settings)}`, realm, locale, country };
}
