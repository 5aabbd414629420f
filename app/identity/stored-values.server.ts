/**
 * What the viewer was doing when a provider sign-in began (entry, from, type, licences, app
 * route, external redirect, selected licence), kept in a signed cookie for 10 minutes and restored into the
 * callback's query together with PAGE_READY. Only on-site targets survive: `from`,
 * `entryPage` and `redirectTo` pass safeRedirect when stored and again when used.
 */
import { z } from 'zod';
import { safeRedirect } from '~/routing/safe-redirect';
import { clearCookie, identityCookie, readCookie } from './cookies.server';

/** Query keys kept across the redirect (spec names → the login route's query names). */
export const STORED_KEYS = [
  'entryPage',
  'from',
  'type',
  'licences',
  'redirectTo',
  'selectedLicence',
  'appRoute',
  'externalRedirect',
  'bundle_id',
  'showPurchase',
] as const;
const TARGETS = new Set(['entryPage', 'from', 'redirectTo']);
export const PAGE_READY = 'PAGE_READY';

const storedSchema = z.record(z.string(), z.string().max(2048));
export type StoredValues = Partial<Record<(typeof STORED_KEYS)[number], string>>;

const cookie = () => identityCookie('identity_return', 600);

export function valuesFromQuery(query: URLSearchParams): StoredValues {
  const values: StoredValues = {};
  for (const key of STORED_KEYS) {
    const raw = query.get(key)?.trim();
    if (!raw || raw.length > 2048) continue;
    if (TARGETS.has(key) || key === 'externalRedirect' || key === 'appRoute') {
      const safe = safeRedirect(raw, '');
      if (safe) values[key] = safe;
    } else {
      values[key] = raw;
    }
  }
  return values;
}

export async function storeValues(values: StoredValues): Promise<string> {
  return cookie().serialize(values);
}

export async function storedValues(request: Request): Promise<StoredValues | null> {
  return readCookie(cookie(), request, (value) => {
    const parsed = storedSchema.safeParse(value);
    if (!parsed.success) return null;
    return valuesFromQuery(new URLSearchParams(parsed.data));
  });
}

export function clearStoredValues(): Promise<string> {
  return clearCookie(cookie());
}

/** The callback URL with the stored values restored into its query and PAGE_READY set (provider answer kept). */
export function restoredUrl(url: URL, values: StoredValues): string {
  const next = new URL(url);
  for (const [key, value] of Object.entries(values)) if (value && !next.searchParams.has(key)) next.searchParams.set(key, value);
  next.searchParams.set(PAGE_READY, 'true');
  return next.pathname + next.search;
}
