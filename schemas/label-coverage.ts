/**
 * Which labels each locale of a realm lacks: the keys the product renders (its English
 * table) plus the keys the realm's own data names (menu items), per locale file. A gap is
 * not an error (the viewer reads the realm's English, then the product's English), so
 * `realms:check` reports it for translators without failing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface LocaleCoverage {
  locale: string;
  /** Keys with no non-empty text in this locale's file, sorted. */
  missing: string[];
  /** How many keys the locale is expected to have. */
  expected: number;
}

type Json = Record<string, unknown>;

function readJson(file: string): Json | null {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
  } catch {
    return null;
  }
}

/** Label keys named by the realm's menus (every platform, children included). */
export function menuLabelKeys(menus: Json | null): string[] {
  const keys = new Set<string>();
  const walk = (items: unknown) => {
    if (!Array.isArray(items)) return;
    for (const item of items) {
      if (item && typeof item === 'object') {
        const { label, children } = item as { label?: unknown; children?: unknown };
        if (typeof label === 'string') keys.add(label);
        walk(children);
      }
    }
  };
  for (const value of Object.values(menus ?? {})) walk(value);
  return [...keys].sort();
}

/**
 * Per locale of realm.json: the keys it lacks. English is measured against the realm's
 * own keys only, since the product ships English for its keys.
 */
export function labelCoverage(realmDir: string, productKeys: readonly string[]): LocaleCoverage[] {
  const settings = readJson(join(realmDir, 'realm.json'));
  const locales = Array.isArray(settings?.locales) ? settings.locales.filter((l): l is string => typeof l === 'string') : [];
  const realmKeys = menuLabelKeys(readJson(join(realmDir, 'menus.json')));
  const labelsDir = join(realmDir, 'labels');
  const files = existsSync(labelsDir) ? readdirSync(labelsDir) : [];
  return locales.map((locale) => {
    const table = files.includes(`${locale}.json`) ? (readJson(join(labelsDir, `${locale}.json`)) ?? {}) : {};
    const expectedKeys = [...new Set(locale === 'en' ? realmKeys : [...productKeys, ...realmKeys])];
    const missing = expectedKeys.filter((key) => typeof table[key] !== 'string' || table[key] === '').sort();
    return { locale, missing, expected: expectedKeys.length };
  });
}

/** One line per locale: "es: 12 of 390 labels missing (a, b, …)", or "es: complete". */
export function formatCoverage(realm: string, coverage: LocaleCoverage[], shown = 20): string[] {
  return coverage.map(({ locale, missing, expected }) => {
    if (missing.length === 0) return `  ${realm} ${locale}: all ${expected} labels written`;
    const list = missing.slice(0, shown).join(', ') + (missing.length > shown ? `, … (${missing.length - shown} more)` : '');
    return `  ${realm} ${locale}: ${missing.length} of ${expected} labels missing, shown in English: ${list}`;
  });
}
