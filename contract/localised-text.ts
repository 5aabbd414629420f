/**
 * Localised text in realm documents (page heroes and rows, plugins) and catalogue items:
 * a text is either a plain string or one value per locale, `{ "en": "…", "es": "…" }`.
 * A document is resolved for one viewer before anything renders it: the viewer's locale,
 * then its base language (`pt` for `pt-BR`), then the realm's default locale, then English,
 * then the first value written. Browser-safe and dependency-free: the platform resolves
 * its answers with it and the web resolves documents it reads raw.
 */

/** A locale tag as realms write them: `en`, `pt-BR`, `zh-Hant`. */
export const LOCALE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

export type LocalisedText = string | Readonly<Record<string, string>>;

/** A non-empty object whose keys are all locale tags and whose values are all strings. */
export function isLocaleMap(value: unknown): value is Readonly<Record<string, string>> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([key, text]) => LOCALE_TAG.test(key) && typeof text === 'string');
}

/** The text of one value for a viewer (see the order above). */
export function pickText(value: LocalisedText, locale: string, defaultLocale: string): string {
  if (typeof value === 'string') return value;
  const base = locale.split('-')[0];
  const baseMatch = Object.keys(value).find((key) => key.split('-')[0] === base);
  for (const key of [locale, baseMatch, defaultLocale, 'en']) {
    if (key && typeof value[key] === 'string' && value[key] !== '') return value[key];
  }
  return Object.values(value).find((text) => text !== '') ?? '';
}

/** A copy of a JSON document with every locale map replaced by its text for the viewer. */
export function localiseDocument<T>(document: T, locale: string, defaultLocale: string): T {
  const walk = (value: unknown): unknown => {
    if (isLocaleMap(value)) return pickText(value, locale, defaultLocale);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    return value;
  };
  return walk(document) as T;
}

/** JSON pointers of the locale maps in a document that name a locale the realm does not declare. */
export function undeclaredLocales(document: unknown, locales: readonly string[]): Array<{ pointer: string; locale: string }> {
  const found: Array<{ pointer: string; locale: string }> = [];
  const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
  const walk = (value: unknown, pointer: string) => {
    if (isLocaleMap(value)) {
      for (const key of Object.keys(value)) if (!locales.includes(key)) found.push({ pointer: `${pointer}/${escape(key)}`, locale: key });
      return;
    }
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${pointer}/${i}`));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, `${pointer}/${escape(key)}`);
  };
  walk(document, '');
  return found;
}
