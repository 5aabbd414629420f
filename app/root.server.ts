/**
 * The root loader: realm chrome (menus, labels, theme), the viewer, the live-now list for
 * the top bar. Kept out of root.tsx on purpose (see there).
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { linkMenuItems as linkItems } from './components/top-bar/menu-links';
import { getEnv } from './env.server';
import { getChromeData } from './realm/realm-data.server';
import { themeToCssVars } from './realm/theme';
import type { MenuItem } from './platform/schemas.server';
import type { LinkedMenuItem, LiveNowItem, RootData } from './root-data';
import { clientPathSet, detailScreens } from './routing/client-paths.server';
import { contentLink } from './routing/content-links';
import { publicUser } from './session.server';

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

export async function loader({ context: ctx }: LoaderFunctionArgs) {
  const user = publicUser(ctx.user);
  const [chrome, live] = await Promise.all([
    getChromeData(ctx, ctx.locale),
    user.isGuest ? Promise.resolve(null) : ctx.platform.live.liveNow({ query: { rpp: 20 } }),
  ]);
  const { settings } = ctx;

  let liveNow: LiveNowItem[] | null = null;
  if (live?.ok) {
    liveNow = live.data.events.flatMap((event) => {
      const id = typeof event.id === 'string' ? event.id : null;
      const title = typeof event.title === 'string' ? event.title : '';
      if (!id) return [];
      const href = contentLink(
        { id, type: 'LIVE', title, liveEventId: typeof event.liveEventId === 'string' ? event.liveEventId : undefined },
        { locale: ctx.locale },
      );
      return href ? [{ id, title, thumbnailUrl: typeof event.thumbnailUrl === 'string' ? event.thumbnailUrl : undefined, href }] : [];
    });
  }

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
    menus: {
      WEB: linkedMenu(chrome.menus.WEB, ctx.locale, settings.defaultPage),
      'MOBILE-WEB': linkedMenu(chrome.menus['MOBILE-WEB'], ctx.locale, settings.defaultPage),
    },
    paths: clientPathSet(ctx.locale),
    detailScreens: detailScreens(),
    labels: chrome.labels,
    user,
    liveNow,
    platformPublicUrl: getEnv().PLATFORM_PUBLIC_URL,
  };
  return json(data, { headers: await ctx.sessionHeaders() });
}
