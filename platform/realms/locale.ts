/** Picks the viewer's locale from Accept-Language among the locales a realm has labels for. */

/** Parses "es-MX,es;q=0.9,en;q=0.5" into tags ordered by quality (invalid parts ignored). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(entry.tag) && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

export function negotiateLocale(header: string | undefined, available: string[], fallback: string): string {
  const byLower = new Map(available.map((locale) => [locale.toLowerCase(), locale]));
  for (const tag of parseAcceptLanguage(header)) {
    const lower = tag.toLowerCase();
    const exact = byLower.get(lower);
    if (exact) return exact;
    const language = byLower.get(lower.split('-')[0]);
    if (language) return language;
    const sameLanguage = available.find((locale) => locale.toLowerCase().split('-')[0] === lower.split('-')[0]);
    if (sameLanguage) return sameLanguage;
  }
  return fallback;
}

/** The realm's locales: realm.json's list, else the locales it has label files for. */
function realmLocales(realm: { settings: Record<string, unknown>; labels: Record<string, unknown> }): string[] {
  const listed = realm.settings.locales;
  return Array.isArray(listed) ? listed.filter((l): l is string => typeof l === 'string') : Object.keys(realm.labels);
}

/**
 * The locale a request's answer is written in: its Accept-Language (the web sends the
 * viewer's locale there on every call) among the realm's locales, else the realm default.
 */
export function answerLocale(
  acceptLanguage: string | string[] | undefined,
  realm: { settings: Record<string, unknown>; labels: Record<string, unknown>; defaultLocale: string } | undefined,
): { locale: string; defaultLocale: string } {
  if (!realm) return { locale: 'en', defaultLocale: 'en' };
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return { locale: negotiateLocale(header, realmLocales(realm), realm.defaultLocale), defaultLocale: realm.defaultLocale };
}
