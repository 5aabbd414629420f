/**
 * Realm settings, menus and labels, cached per realm (+ locale for labels):
 * TTL 60 s, stale-while-revalidate 5 min, last good copy kept for outages.
 * Also the last good section answer per realm + locale + section, so a page can
 * still be served while the platform is down.
 */
import type { PlatformClient, PlatformError, Result } from '~/platform/client.server';
import type { Labels, Menus, RealmSettings, Section } from '~/platform/schemas.server';
import { createSwrCache, type Loaded } from './swr-cache.server';

const TTL_MS = 60_000;
const STALE_MS = 300_000;

const settingsCache = createSwrCache<RealmSettings>({ ttlMs: TTL_MS, staleMs: STALE_MS, maxEntries: 50 });
const menusCache = createSwrCache<Menus>({ ttlMs: TTL_MS, staleMs: STALE_MS, maxEntries: 100 });
const labelsCache = createSwrCache<Labels>({ ttlMs: TTL_MS, staleMs: STALE_MS, maxEntries: 200 });
// Sections: no TTL serving (pages must be fresh); only the last good copy, used when the platform fails.
const lastGoodSections = createSwrCache<Section>({ ttlMs: 0, staleMs: 0, maxEntries: 500 });

function asLoaded<T>(result: Result<T>): Loaded<T> {
  return result.ok ? result : { ok: false, error: result.error };
}

function toResult<T>(answer: Loaded<{ value: T }>): Result<T> {
  if (answer.ok) return { ok: true, data: answer.data.value };
  const error = answer.error as PlatformError;
  return {
    ok: false,
    error: error && typeof error === 'object' && 'kind' in error ? error : { kind: 'network', status: 0, code: 'PLATFORM_ERROR', messages: [String(answer.error)] },
  };
}

export async function getRealmSettings(client: PlatformClient): Promise<Result<RealmSettings>> {
  return toResult(await settingsCache.get(client.realm, async () => asLoaded(await client.init())));
}

export type MenuPlatform = 'WEB' | 'MOBILE-WEB';

export async function getMenus(client: PlatformClient, platform: MenuPlatform): Promise<Result<Menus>> {
  return toResult(await menusCache.get(`${client.realm}|${platform}`, async () => asLoaded(await client.menu(platform))));
}

export async function getLabels(client: PlatformClient, locale: string): Promise<Result<Labels>> {
  return toResult(await labelsCache.get(`${client.realm}|${locale}`, async () => asLoaded(await client.labels())));
}

export interface ChromeData {
  menus: { WEB: Menus['menus']; 'MOBILE-WEB': Menus['menus'] };
  labels: Record<string, string>;
}

/** Everything the page chrome needs, fetched in parallel. Missing parts degrade to empty (keys show as text). */
export async function getChromeData(client: PlatformClient, locale: string): Promise<ChromeData> {
  const [web, mobile, labels] = await Promise.all([getMenus(client, 'WEB'), getMenus(client, 'MOBILE-WEB'), getLabels(client, locale)]);
  return {
    menus: { WEB: web.ok ? web.data.menus : [], 'MOBILE-WEB': mobile.ok ? mobile.data.menus : [] },
    labels: labels.ok ? labels.data.translations : {},
  };
}

/**
 * A section (composed page) answer. On success the copy is remembered; when the
 * platform is down or times out the last good copy is served (`fromCache`).
 */
export async function getSection(
  client: PlatformClient,
  locale: string,
  sectionId: string,
): Promise<Result<Section & { fromCache?: boolean }>> {
  const key = `${client.realm}|${locale}|${sectionId}`;
  const answer = await client.section(sectionId);
  if (answer.ok) {
    lastGoodSections.set(key, answer.data);
    return answer;
  }
  const outage = answer.error.kind !== 'http' || answer.error.status >= 500;
  const lastGood = outage ? lastGoodSections.peek(key) : undefined;
  if (lastGood) return { ok: true, data: { ...lastGood, fromCache: true } };
  return answer;
}

/** For tests. */
export function clearRealmCaches() {
  settingsCache.clear();
  menusCache.clear();
  labelsCache.clear();
  lastGoodSections.clear();
}
