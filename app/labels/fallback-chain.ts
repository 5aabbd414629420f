/**
 * The label fallback: the realm's text in the requested locale, then the realm's English,
 * then the product's English (app/labels/en.ts). The platform answers the first two merged
 * (`/api/v2/label`); the web completes the table with the product's English on the server,
 * so every key the web renders has words and English never falls back to another language.
 * An empty text counts as missing.
 */
import { EN_LABELS } from './en';

type Table = Readonly<Record<string, string>>;

/** Earlier tables win; keys with no non-empty text in any table are absent. */
export function chainLabels(...tables: Array<Table | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const table of [...tables].reverse()) {
    if (!table) continue;
    for (const [key, text] of Object.entries(table)) if (typeof text === 'string' && text !== '' && key !== '$schema') out[key] = text;
  }
  return out;
}

/** A realm's label table completed with the product's English. */
export function withProductEnglish(realm: Table): Record<string, string> {
  return chainLabels(realm, EN_LABELS);
}
