/**
 * What a response's headers allow a shared cache to do with it (RFC 9111 + RFC 5861), read the
 * way a careful CDN reads them: only `public` answers with a shared lifetime are kept, never one
 * that is private, no-store, no-cache, sets a cookie or varies on something the cache cannot key.
 */

export interface SharedLifetime {
  /** s-maxage (else max-age): fresh for this long. */
  freshMs: number;
  /** stale-while-revalidate: served stale this much longer while one refresh runs. */
  staleWhileRevalidateMs: number;
  /** stale-if-error: served stale this much longer when a refresh fails. */
  staleIfErrorMs: number;
}

function directives(cacheControl: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of cacheControl.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name) found.set(name.toLowerCase(), value.replace(/^"|"$/g, ''));
  }
  return found;
}

function seconds(value: string | undefined): number {
  const parsed = value === undefined || !/^\d{1,9}$/.test(value) ? 0 : Number(value);
  return parsed * 1000;
}

/**
 * The cache's own keys already cover these: the session cookie decides whether the cache is
 * used at all and the locale is part of the key; Accept-Encoding is applied per answer.
 */
const KEYED_VARY = new Set(['cookie', 'accept-language', 'accept-encoding']);

/** The shared lifetime of a response, or null when a shared cache must not keep it. */
export function sharedLifetime(status: number, headers: Headers): SharedLifetime | null {
  if (status !== 200 || headers.has('set-cookie')) return null;
  const vary = (headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
  if (vary.some((name) => name && !KEYED_VARY.has(name))) return null;
  const cc = directives(headers.get('cache-control') ?? '');
  if (!cc.has('public') || cc.has('private') || cc.has('no-store') || cc.has('no-cache')) return null;
  const freshMs = seconds(cc.get('s-maxage') ?? cc.get('max-age'));
  if (freshMs <= 0) return null;
  return {
    freshMs,
    staleWhileRevalidateMs: seconds(cc.get('stale-while-revalidate')),
    staleIfErrorMs: seconds(cc.get('stale-if-error')),
  };
}
