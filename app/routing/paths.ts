/**
 * Route helpers: write links in the viewer's path set,
 * recognise which screen a path shows, and the small predicates the flows use.
 * Pure functions over the route table. They run on the server (and in tests): the browser
 * gets only the viewer's path set and writes its few links with client-paths.ts.
 */
import { PATH_SETS, ROUTE_TABLE, SCREEN_KEYS, screenDef, type PathSet, type ScreenKey } from './route-table';
import { buildPath, fillPattern, type Query, type RouteParams } from './path-builder';
import { safeRedirect } from './safe-redirect';

export { bucketPageUrl, fillPattern, queryString, type Query, type QueryValue, type RouteParams } from './path-builder';

/** The path set a locale writes links in: es*, pt*, debug; any other locale uses English. */
export function pathSetForLocale(locale: string | null | undefined): PathSet {
  const base = (locale ?? '').toLowerCase().split(/[-_]/)[0];
  if (base === 'es' || base === 'pt' || base === 'debug') return base;
  return 'en';
}

export function pathPattern(screen: ScreenKey, set: PathSet = 'en'): string {
  return ROUTE_TABLE[screen].paths[set];
}

export interface PathOptions {
  /** The viewer's locale; decides the path set (default English). */
  locale?: string | null;
  query?: Query;
  hash?: string;
}

/** A link to a screen, written in the viewer's path set. */
export function pathFor(screen: ScreenKey, params: RouteParams = {}, options: PathOptions = {}): string {
  return buildPath(pathPattern(screen, pathSetForLocale(options.locale)), params, options);
}

// ---------------------------------------------------------------------------
// Matching

interface CompiledPattern {
  screen: ScreenKey;
  set: PathSet;
  regex: RegExp;
  names: string[];
  staticCount: number;
  dynamicCount: number;
}

function escapeRegex(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(screen: ScreenKey, set: PathSet, pattern: string): CompiledPattern {
  const names: string[] = [];
  let source = '';
  let staticCount = 0;
  let dynamicCount = 0;
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      names.push(segment.slice(1, optional ? -1 : undefined));
      source += optional ? '(?:/([^/]+))?' : '/([^/]+)';
      if (!optional) dynamicCount += 1;
    } else {
      source += '/' + escapeRegex(segment);
      staticCount += 1;
    }
  }
  return { screen, set, regex: new RegExp(`^${source || '/'}/?$`, 'u'), names, staticCount, dynamicCount };
}

let compiled: CompiledPattern[] | null = null;
function allPatterns(): CompiledPattern[] {
  if (!compiled) {
    compiled = [];
    for (const screen of SCREEN_KEYS) {
      for (const set of PATH_SETS) compiled.push(compile(screen, set, ROUTE_TABLE[screen].paths[set]));
    }
  }
  return compiled;
}

function decodePathname(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

export interface ScreenMatch {
  screen: ScreenKey;
  params: Record<string, string>;
  /** Every path set whose path for this screen matches (one set implies a locale; several do not). */
  pathSets: PathSet[];
}

/**
 * Which screen a pathname shows. Static segments win over parameters (as in the
 * router), so `/login/request-password` is request password, not login by provider.
 */
export function matchScreen(pathname: string): ScreenMatch | null {
  const path = decodePathname(pathname.split(/[?#]/)[0] || '/');
  let best: { pattern: CompiledPattern; values: RegExpExecArray } | null = null;
  const sets = new Map<ScreenKey, PathSet[]>();
  for (const pattern of allPatterns()) {
    const values = pattern.regex.exec(path);
    if (!values) continue;
    if (
      !best ||
      pattern.staticCount > best.pattern.staticCount ||
      (pattern.staticCount === best.pattern.staticCount && pattern.dynamicCount > best.pattern.dynamicCount)
    ) {
      best = { pattern, values };
    }
    sets.set(pattern.screen, [...(sets.get(pattern.screen) ?? []), pattern.set]);
  }
  if (!best) return null;
  const params: Record<string, string> = {};
  best.pattern.names.forEach((name, index) => {
    const value = best!.values[index + 1];
    if (value !== undefined) params[name] = safeDecode(value);
  });
  return { screen: best.pattern.screen, params, pathSets: sets.get(best.pattern.screen) ?? [best.pattern.set] };
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The locale path set a pathname implies, if exactly one set writes it this way (e.g. /cuenta → es). */
export function impliedPathSet(pathname: string): PathSet | null {
  const match = matchScreen(pathname);
  if (!match || match.pathSets.length !== 1) return null;
  return match.pathSets[0];
}

function isScreen(pathname: string, ...screens: ScreenKey[]) {
  const match = matchScreen(pathname);
  return !!match && screens.includes(match.screen);
}

export const isHome = (pathname: string) => isScreen(pathname, 'home', 'root');
export const isLogin = (pathname: string) => isScreen(pathname, 'login');
export const isSignup = (pathname: string) => isScreen(pathname, 'signup');
export const isResetPassword = (pathname: string) => isScreen(pathname, 'resetPassword', 'resetPasswordLegacy');
export const isRequestPassword = (pathname: string) => isScreen(pathname, 'requestPassword', 'requestNewPassword');
export const isDetailPage = (pathname: string) => {
  const match = matchScreen(pathname);
  return !!match && screenDef(match.screen).detail === true;
};

/** The "from" return target of a query, only when it stays on this site. */
export function getFrom(searchParams: URLSearchParams | string): string | null {
  const params = typeof searchParams === 'string' ? new URLSearchParams(searchParams) : searchParams;
  const from = params.get('from');
  if (!from) return null;
  const safe = safeRedirect(from, '');
  return safe || null;
}

/**
 * A query parameter that names a content type (e.g. `?type=live`) → the listing
 * screen for that type, or null for an unknown type.
 */
const CONTENT_TYPE_SCREENS: Record<string, ScreenKey> = {
  live: 'liveNow',
  livenow: 'liveNow',
  upcoming: 'upcoming',
  epg: 'epg',
  vod: 'browse',
  series: 'browse',
  season: 'browse',
  playlist: 'browse',
  data_feed: 'news',
  news: 'news',
  fighter: 'fighters',
  fighters: 'fighters',
  history: 'history',
  favourites: 'favourites',
  watchlists: 'watchlists',
  releases: 'releases',
  schedule: 'schedule',
};

export function contentTypeQueryToPath(type: string | null | undefined, locale?: string | null): string | null {
  if (!type) return null;
  const screen = CONTENT_TYPE_SCREENS[type.trim().toLowerCase().replace(/-/g, '_')];
  return screen ? pathFor(screen, {}, { locale }) : null;
}

export interface Alternate {
  hreflang: string;
  path: string;
}

/** hreflang alternates: one per locale with its own path (debug is not a language) plus x-default. */
export function alternates(screen: ScreenKey, params: RouteParams = {}, locales: string[] = ['en', 'es', 'pt']): Alternate[] {
  const byPath = new Map<string, string[]>();
  for (const locale of new Set(locales)) {
    if (pathSetForLocale(locale) === 'debug') continue;
    const path = fillPattern(pathPattern(screen, pathSetForLocale(locale)), params);
    byPath.set(path, [...(byPath.get(path) ?? []), locale]);
  }
  // A URL shared by several locales (the locale is negotiated there) is no one language's
  // alternate; x-default covers it.
  const out: Alternate[] = [];
  for (const [path, owners] of byPath) if (owners.length === 1) out.push({ hreflang: owners[0], path });
  out.push({ hreflang: 'x-default', path: fillPattern(pathPattern(screen, 'en'), params) });
  return out;
}
