/**
 * The root loader: realm chrome (menus, labels, theme), the viewer, the live-now list for
 * the top bar. Kept out of root.tsx on purpose (see there).
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { linkMenuItems as linkItems } from './components/top-bar/menu-links';
import { viewerCountry } from './context.server';
import { getEnv } from './env.server';
import { createLiveNowShare } from './live/live-now-shared.server';
import { createPlatformApi, createPlatformClient } from './platform/client.server';
import { getChromeData } from './realm/realm-data.server';
import { themeToCssVars } from './realm/theme';
import type { MenuItem } from './platform/schemas.server';
import type { LinkedMenuItem, RootData } from './root-data';
import { clientPathSet, detailScreens } from './routing/client-paths.server';
import { publicUser } from './session.server';
import { jsonWithShared } from './shared-json.server';

/** A logo path on this site stays as is; anything else must be an absolute http(s) URL. */
function logoUrl(url: string | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//.test(url) ? url : null;
}

// Realm settings and menus are cached objects, replaced when reloaded: what the root derives
// from them is derived once per object and shared by every request (never mutated).
const themes = new WeakMap<object, Record<string, string>>();
const linkedMenus = new WeakMap<object, Map<string, LinkedMenuItem[]>>();

function themeVars(theme: Parameters<typeof themeToCssVars>[0]): Record<string, string> {
  if (!theme) return themeToCssVars(theme);
  let vars = themes.get(theme);
  if (!vars) {
    vars = themeToCssVars(theme);
    themes.set(theme, vars);
  }
  return vars;
}

function linkedMenu(items: MenuItem[], locale: string, defaultPage: string): LinkedMenuItem[] {
  let byLocale = linkedMenus.get(items);
  if (!byLocale) {
    byLocale = new Map();
    linkedMenus.set(items, byLocale);
  }
  const key = `${locale}|${defaultPage}`;
  let linked = byLocale.get(key);
  if (!linked) {
    linked = linkItems(items, { locale, defaultPage });
    byLocale.set(key, linked);
  }
  return linked;
}

/** Both menus, linked, as one object per menus object and locale (so its JSON is written once too). */
const bothMenus = new WeakMap<object, Map<string, RootData['menus']>>();
function bothMenusLinked(menus: Record<'WEB' | 'MOBILE-WEB', MenuItem[]>, locale: string, defaultPage: string): RootData['menus'] {
  let byLocale = bothMenus.get(menus.WEB);
  if (!byLocale) {
    byLocale = new Map();
    bothMenus.set(menus.WEB, byLocale);
  }
  const key = `${locale}|${defaultPage}`;
  let linked = byLocale.get(key);
  const web = linkedMenu(menus.WEB, locale, defaultPage);
  const mobile = linkedMenu(menus['MOBILE-WEB'], locale, defaultPage);
  if (!linked || linked.WEB !== web || linked['MOBILE-WEB'] !== mobile) {
    linked = { WEB: web, 'MOBILE-WEB': mobile };
    byLocale.set(key, linked);
  }
  return linked;
}

// The top bar's live-now list is the same for every viewer of a realm, locale and country: fetched as a
// guest and shared for a few seconds (live/live-now-shared.server.ts).
const sharedLiveNow = createLiveNowShare((key) =>
  createPlatformApi(
    createPlatformClient({ baseUrl: key.platform, realm: key.realm, locale: key.locale, country: key.country, timeoutMs: getEnv().PLATFORM_TIMEOUT_MS }),
  ),
);

export async function loader({ context: ctx }: LoaderFunctionArgs) {
  const user = publicUser(ctx.user);
  const [chrome, liveNow] = await Promise.all([
    getChromeData(ctx, ctx.locale),
    user.isGuest
      ? Promise.resolve(null)
      : sharedLiveNow({
          platform: getEnv().PLATFORM_URL,
          realm: ctx.realm,
          locale: ctx.locale,
          country: viewerCountry(ctx.request.headers.get('x-country')),
          rpp: 20,
        }),
  ]);
  const { settings } = ctx;

  const logo = settings.logo && logoUrl(settings.logo.url) ? { ...settings.logo, url: logoUrl(settings.logo.url)! } : null;
  const data: RootData = {
    realm: ctx.realm,
    realmName: settings.name || ctx.realm,
    locale: ctx.locale,
    locales: settings.locales,
    dir: ctx.dir,
    themeVars: themeVars(settings.theme),
    realmProblems: ctx.realmProblems,
    logo,
    layout: settings.layout,
    features: settings.features,
    searchType: settings.search.type,
    languageBadge: settings.languageBadge,
    registrationUrl: settings.registration.externalUrl && /^https:\/\//.test(settings.registration.externalUrl) ? settings.registration.externalUrl : null,
    defaultPage: settings.defaultPage,
    menus: bothMenusLinked(chrome.menus, ctx.locale, settings.defaultPage),
    paths: clientPathSet(ctx.locale),
    detailScreens: detailScreens(),
    labels: chrome.labels,
    user,
    liveNow,
    platformPublicUrl: getEnv().PLATFORM_PUBLIC_URL,
  };
  // The realm's parts are the same cached objects on every request: their JSON is written once.
  return jsonWithShared(data, ['labels', 'menus', 'paths', 'detailScreens', 'themeVars', 'features', 'locales'], { headers: await ctx.sessionHeaders() });
}
