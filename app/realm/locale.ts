/**
 * Locale choice: the viewer's stored language, else
 * Accept-Language among the realm's locales, else the realm default. A path
 * written in one locale's path set (e.g. /cuenta) makes the page that locale.
 */
import { impliedPathSet, pathSetForLocale } from '~/routing/paths';

/** Best realm locale for one language tag: exact match, then same base language. */
export function matchLocale(tag: string | null | undefined, locales: readonly string[]): string | null {
  if (!tag) return null;
  const wanted = tag.trim().toLowerCase().replace('_', '-');
  if (!wanted || wanted === '*') return null;
  const exact = locales.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const base = wanted.split('-')[0];
  return locales.find((locale) => locale.toLowerCase().split('-')[0] === base) ?? null;
}

/** Accept-Language negotiation by q-value (ties keep header order). Malformed parts are ignored. */
export function negotiateAcceptLanguage(header: string | null | undefined, locales: readonly string[]): string | null {
  if (!header) return null;
  const ranges = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((range) => range.tag && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    const match = matchLocale(range.tag, locales);
    if (match) return match;
  }
  return null;
}

export interface LocaleInputs {
  pathname: string;
  /** The viewer's stored language (the `lang` cookie, else the session user's loc). */
  stored?: string | null;
  acceptLanguage?: string | null;
  locales: readonly string[];
  defaultLocale: string;
}

export function resolveLocale(input: LocaleInputs): string {
  const set = impliedPathSet(input.pathname);
  if (set && set !== 'en') {
    const fromPath = input.locales.find((locale) => pathSetForLocale(locale) === set);
    if (fromPath) return fromPath;
  }
  return (
    matchLocale(input.stored, input.locales) ??
    negotiateAcceptLanguage(input.acceptLanguage, input.locales) ??
    (input.locales.includes(input.defaultLocale) ? input.defaultLocale : (input.locales[0] ?? 'en'))
  );
}

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'dv', 'yi']);

export function isRtl(locale: string, rtlLocales: readonly string[] = []): boolean {
  return rtlLocales.includes(locale) || RTL_LANGUAGES.has(locale.toLowerCase().split('-')[0]);
}
