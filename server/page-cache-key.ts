/**
 * The guest page cache's key, from normalised inputs only. Anything the key cannot describe
 * exactly makes the request uncacheable (rendered for itself), never a shared copy: an unusual
 * host or port, a long or odd path, a query parameter pages do not read, an odd value. So a
 * hostile query string, header or host can neither reach another viewer's copy nor write one.
 *
 * A Remix data request (`?_data=<route id>`, what a composed page's blocks hydrate from) is keyed
 * like its document plus the route id, and only for ids the build names (`dataRoutes`): the
 * JSON answer is another copy of the same page, never confused with the HTML one.
 */

/** Parameters pages read to choose what they show (paging, views, filters), with short values. */
const KEYED_PARAMS = new Set(['p', 'page', 'view', 'type', 'section', 'rpp', 'resultPerPage']);
/** Campaign tags no page reads: dropped from the key and from the URL the page is rendered from. */
const IGNORED_PARAM = /^(?:utm_[a-z_]{1,20}|gclid|fbclid|msclkid)$/;
const VALUE = /^[A-Za-z0-9_.:-]{0,64}$/;
const HOST = /^[a-z0-9.-]{1,253}(?::(\d{1,5}))?$/;
const PATH = /^\/[A-Za-z0-9_.~!$&'()*+,;=:@%/-]{0,511}$/;
const MAX_PARAMS = 8;
/** Remix's data request: the route whose loader answers, and the flag its client adds for index routes. */
const DATA_PARAM = '_data';
const INDEX_PARAM = 'index';

export interface PageRequest {
  protocol: string;
  host: string | undefined;
  /** Path and query as received. */
  url: string;
  /** The port this server answers on: a Host naming another port is not one of our origins. */
  localPort: number | undefined;
}

export interface NormalisedPage {
  /** Origin + path + sorted keyed query: the part of the key the request itself decides. */
  location: string;
  host: string;
  pathname: string;
  /** What the page is rendered from: the path and the keyed query only. */
  pathAndQuery: string;
  /** The route id of a data request (`_data`); undefined for a document. */
  dataRoute?: string;
}

/**
 * `dataRoutes`: the route ids a data request may name to be keyed (the build's); without it, a
 * data request cannot be keyed (a cache that keeps HTML only).
 */
export function normalisePage(request: PageRequest, dataRoutes?: ReadonlySet<string>): NormalisedPage | null {
  const host = (request.host ?? '').toLowerCase();
  const hostMatch = HOST.exec(host);
  if (!hostMatch) return null;
  if (hostMatch[1] !== undefined && Number(hostMatch[1]) !== request.localPort) return null;
  if (request.protocol !== 'http' && request.protocol !== 'https') return null;

  const queryAt = request.url.indexOf('?');
  const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  if (!PATH.test(pathname) || pathname.includes('//')) return null;
  const params = new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1));
  const kept: [string, string][] = [];
  let count = 0;
  for (const [name, value] of params) {
    if (++count > MAX_PARAMS) return null;
    if (IGNORED_PARAM.test(name)) continue;
    if (kept.some(([seen]) => seen === name)) return null;
    if (name === DATA_PARAM ? !dataRoutes?.has(value) : name === INDEX_PARAM ? value !== '' : !KEYED_PARAMS.has(name) || !VALUE.test(value)) return null;
    kept.push([name, value]);
  }
  const dataRoute = kept.find(([name]) => name === DATA_PARAM)?.[1];
  // `index` means something to a data request only.
  if (!dataRoute && kept.some(([name]) => name === INDEX_PARAM)) return null;
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = kept.length ? `?${new URLSearchParams(kept).toString()}` : '';
  return {
    location: `${request.protocol}://${host}${pathname}${query}`,
    host,
    pathname,
    pathAndQuery: `${pathname}${query}`,
    ...(dataRoute !== undefined && { dataRoute }),
  };
}
