/** Realm labels read from the realm files, so tests follow the copy instead of hard-coding it. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack';

const cache = new Map<string, Record<string, string>>();

export function labels(realm: string, locale: string): Record<string, string> {
  const key = `${realm}/${locale}`;
  let table = cache.get(key);
  if (!table) {
    table = JSON.parse(readFileSync(path.join(ROOT, 'realms', realm, 'labels', `${locale}.json`), 'utf8')) as Record<string, string>;
    cache.set(key, table);
  }
  return table;
}

/** The text for a key; a missing key renders as the key itself (the web's rule). */
export function label(realm: string, locale: string, key: string): string {
  return labels(realm, locale)[key] ?? key;
}

/** Escape text for use inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
