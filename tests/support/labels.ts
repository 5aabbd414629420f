/**
 * Realm labels read from the realm files, completed as the web does (the realm's locale,
 * then its English, then the product's English), so tests follow the copy instead of
 * hard-coding it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chainLabels } from '../../app/labels/fallback-chain';
import { EN_LABELS } from '../../app/labels/en';
import { ROOT } from './stack';

const cache = new Map<string, Record<string, string>>();

export function labels(realm: string, locale: string): Record<string, string> {
  const key = `${realm}/${locale}`;
  let table = cache.get(key);
  if (!table) {
    const file = (name: string): Record<string, string> | undefined => {
      const full = path.join(ROOT, 'realms', realm, 'labels', `${name}.json`);
      return existsSync(full) ? (JSON.parse(readFileSync(full, 'utf8')) as Record<string, string>) : undefined;
    };
    table = chainLabels(file(locale), file('en'), EN_LABELS);
    cache.set(key, table);
  }
  return table;
}

/** The text for a key; a key with no text anywhere renders as the key itself (the web's rule). */
export function label(realm: string, locale: string, key: string): string {
  return labels(realm, locale)[key] ?? key;
}

/** Escape text for use inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
