/**
 * Realm settings, menus and labels, cached per realm version (+ locale for labels): the key
 * carries the version the platform's realm directory gives (realm-directory.server.ts), so an
 * accepted edit is a new key and shows at once; within a version, TTL 60 s,
 * stale-while-revalidate 5 min, last good copy kept for outages.
 * Also the last good section answer per realm + locale + section, so a page can
 * still be served while the platform is down.
 */
import type { PlatformApi } from '../../contract/client';
import type { MenuPlatform } from '../../contract/realm';
import type { PlatformError, Result } from '~/platform/client.server';
import { realmSettingsSchema, type Labels, type Menus, type RealmSettings, type Section } from '~/platform/schemas.server';
import { realmVersion } from './realm-directory.server';
import { withProductEnglish } from '~/labels/fallback-chain';
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
    error:
      error && typeof error === 'object' && 'kind' in error ? error : { kind: 'network', status: 0, code: 'PLATFORM_ERROR', messages: [String(answer.error)] },
  };
}

/** The platform client of one realm (the load context is one; the admin previews build others). */
export interface RealmPlatform {
  platform: PlatformApi;
  realm: string;
}

/** The settings with the web's defaults filled in (realmSettingsSchema). */
async function loadSettings(platform: PlatformApi): Promise<Result<RealmSettings>> {
  const answer = await platform.realm.init();
  if (!answer.ok) return answer;
  const parsed = realmSettingsSchema.safeParse(answer.data);
  if (parsed.success) return { ok: true, data: parsed.data };
  const first = parsed.error.issues[0];
  return {
    ok: false,
    error: {
      kind: 'malformed',
      status: 200,
      code: 'MALFORMED_ANSWER',
      messages: [`Unexpected realm settings: ${first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'invalid'}`],
    },
  };
}

export async function getRealmSettings({ platform, realm }: RealmPlatform): Promise<Result<RealmSettings>> {
  return toResult(await settingsCache.get(`${realm}@${realmVersion(realm)}`, async () => asLoaded(await loadSettings(platform))));
}

export type { MenuPlatform };

export async function getMenus({ platform, realm }: RealmPlatform, menuPlatform: MenuPlatform): Promise<Result<Menus>> {
  return toResult(
    await menusCache.get(`${realm}@${realmVersion(realm)}|${menuPlatform}`, async () =>
      asLoaded(await platform.realm.menu({ params: { platform: menuPlatform } })),
    ),
  );
}

/** The realm's labels for the locale, completed with the product's English (app/labels/fallback-chain.ts). */
// The cached table completed with the product's English once per table object (it is replaced
// when reloaded): one shared object per realm version and locale, so the root loader's JSON of
// it is written once too (shared-json.server.ts). Nothing changes a table once built.
const completedTables = new WeakMap<object, Record<string, string>>();
function completed(translations: Record<string, string>): Record<string, string> {
  let table = completedTables.get(translations);
  if (!table) {
    table = withProductEnglish(translations);
    completedTables.set(translations, table);
  }
  return table;
}

export async function getLabels({ platform, realm }: RealmPlatform, locale: string): Promise<Result<Labels>> {
  const answer = toResult(await labelsCache.get(`${realm}@${realmVersion(realm)}|${locale}`, async () => asLoaded(await platform.realm.labels())));
  return answer.ok ? { ok: true, data: { ...answer.data, translations: completed(answer.data.translations) } } : answer;
}

export interface ChromeData {
  menus: { WEB: Menus['menus']; 'MOBILE-WEB': Menus['menus'] };
  labels: Record<string, string>;
}

/** Everything the page chrome needs, fetched in parallel. Missing menus degrade to empty; missing labels to the product's English. */
export async function getChromeData(source: RealmPlatform, locale: string): Promise<ChromeData> {
  const [web, mobile, labels] = await Promise.all([getMenus(source, 'WEB'), getMenus(source, 'MOBILE-WEB'), getLabels(source, locale)]);
  return {
    menus: { WEB: web.ok ? web.data.menus : [], 'MOBILE-WEB': mobile.ok ? mobile.data.menus : [] },
    labels: labels.ok ? labels.data.translations : withProductEnglish({}),
  };
}

/**
 * A section (composed page) answer. On success the copy is remembered; when the
 * platform is down or times out the last good copy is served (`fromCache`).
 */
export async function getSection({ platform, realm }: RealmPlatform, locale: string, sectionId: string): Promise<Result<Section & { fromCache?: boolean }>> {
  const key = `${realm}|${locale}|${sectionId}`;
  const answer = await platform.content.section({ params: { section: sectionId } });
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
