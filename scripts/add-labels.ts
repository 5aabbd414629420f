/**
 * Adds label keys in one step: the English text to the product's table
 * (`app/labels/en.ts`, what `t()` accepts) and the translations to the realm label files.
 *
 *   flock /tmp/labels.lock npx tsx scripts/add-labels.ts new-labels.json [section comment]
 *
 * The input is `{ "<key>": { "en": "…", "es": "…", "pt": "…", "ar": "…" } }`. English is
 * required (it is what every locale falls back to); each other text goes to every realm
 * that has a labels file for that locale. A translation left out is not an error: the
 * viewer reads English there and `realms:check` lists it. Existing keys are left as they
 * are (re-running is harmless); new ones go at the end of each file.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';

const [, , inputFile, section = 'added by scripts/add-labels.ts'] = process.argv;
if (!inputFile) {
  console.error('usage: npx tsx scripts/add-labels.ts <labels.json> [section comment]');
  process.exit(2);
}
const input = JSON.parse(readFileSync(inputFile, 'utf8')) as Record<string, Record<string, string>>;
const root = path.resolve(import.meta.dirname, '..');

const withoutEnglish = Object.entries(input).filter(([, texts]) => typeof texts.en !== 'string' || texts.en === '');
if (withoutEnglish.length) {
  console.error(`no English text for: ${withoutEnglish.map(([key]) => key).join(', ')}`);
  process.exit(1);
}

// The product's English table: a `key: 'text',` line per new key before the closing brace.
const enFile = path.join(root, 'app/labels/en.ts');
const source = readFileSync(enFile, 'utf8');
// Prettier's choice of quotes, so the file stays formatted: single unless the text has more single quotes than double.
const quote = (text: string) => {
  const escaped = text.replace(/\\/g, '\\\\');
  const singles = (text.match(/'/g) ?? []).length;
  const doubles = (text.match(/"/g) ?? []).length;
  return singles > doubles ? `"${escaped.replace(/"/g, '\\"')}"` : `'${escaped.replace(/'/g, "\\'")}'`;
};
const fresh = Object.keys(input).filter((key) => !new RegExp(`^\\s+${key}:`, 'm').test(source));
if (fresh.length) {
  const marker = '} as const satisfies';
  const at = source.lastIndexOf(marker);
  const block = `  // ${section}\n${fresh.map((key) => `  ${key}: ${quote(input[key].en)},`).join('\n')}\n`;
  // Through prettier, so a long text is wrapped the way `npm run lint` expects.
  const options = { ...(await resolveConfig(enFile)), filepath: enFile };
  writeFileSync(enFile, await format(source.slice(0, at) + block + source.slice(at), options));
}

// Translations into the realm label files that exist (English stays in the product table).
let written = 0;
for (const realm of readdirSync(path.join(root, 'realms'))) {
  const dir = path.join(root, 'realms', realm, 'labels');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'en.json');
  } catch {
    continue;
  }
  for (const file of files) {
    const locale = file.replace(/\.json$/, '');
    const full = path.join(dir, file);
    const labels = JSON.parse(readFileSync(full, 'utf8')) as Record<string, string>;
    let changed = false;
    for (const [key, texts] of Object.entries(input)) {
      const text = texts[locale];
      if (key in labels || typeof text !== 'string' || text === '') continue;
      labels[key] = text;
      changed = true;
      written++;
    }
    if (changed) writeFileSync(full, JSON.stringify(labels, null, 2) + '\n');
  }
}
console.log(`labels: ${fresh.length} new key(s) in app/labels/en.ts, ${written} translation(s) in realm files`);
