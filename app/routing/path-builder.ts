/**
 * Writing a path from a pattern (`/vod/:eventId/:eventTitle?`), with no route table:
 * the server fills patterns from `route-table.ts` (paths.ts); the browser fills the
 * patterns of the viewer's own path set, handed over in the root loader data
 * (client-paths.ts), so the whole table never ships to the client.
 */
export type RouteParams = Record<string, string | number | null | undefined>;
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue> | URLSearchParams;

/** Fill a pattern's params. Required params must be present; optional ones are dropped when empty. */
export function fillPattern(pattern: string, params: RouteParams = {}): string {
  const out: string[] = [];
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) {
      out.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      if (optional) continue;
      throw new Error(`pathFor: missing route parameter "${name}" for ${pattern}`);
    }
    out.push(encodeURIComponent(String(value)));
  }
  return '/' + out.join('/');
}

export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  const entries = query instanceof URLSearchParams ? [...query.entries()] : Object.entries(query);
  for (const [key, value] of entries) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A pattern filled with params, plus query and hash. */
export function buildPath(pattern: string, params: RouteParams = {}, options: { query?: Query; hash?: string } = {}): string {
  const hash = options.hash ? (options.hash.startsWith('#') ? options.hash : `#${options.hash}`) : '';
  return fillPattern(pattern, params) + queryString(options.query) + hash;
}

/** URL of the JSON resource route serving a bucket's next page (used by rows' infinite loading). */
export function bucketPageUrl(section: string, bucketId: string, lastSeen?: string | null): string {
  return `/_data/bucket/${encodeURIComponent(section)}/${encodeURIComponent(bucketId)}${queryString({ lastSeen })}`;
}
