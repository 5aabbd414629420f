/**
 * Adds label keys everywhere a key must exist, in one step: `app/labels/keys.ts`
 * and every locale file of every realm (the coverage test demands both).
 *
 *   flock /tmp/labels.lock npx tsx scripts/add-labels.ts new-labels.json
 *
 * The input is `{ "<key>": { "en": "…", "es": "…", "pt": "…", "ar": "…" } }`; every
 * locale a realm has must be given. Existing keys are left as they are (re-running
 * is harmless). New keys go at the end of each locale file; keys.ts gets the new keys appended
 * before the closing bracket under a `// <section>` comment.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [, , inputFile, section = 'added by scripts/add-labels.ts'] = process.argv;
if (!inputFile) {
  console.error('usage: npx tsx scripts/add-labels.ts <labels.json> [section comment]');
  process.exit(2);
}
const input = JSON.parse(readFileSync(inputFile, 'utf8')) as Record<string, Record<string, string>>;
const root = path.resolve(import.meta.dirname, '..');

const problems: string[] = [];
for (const realm of readdirSync(path.join(root, 'realms'))) {
  const dir = path.join(root, 'realms', realm, 'labels');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    continue;
  }
  for (const file of files) {
    const locale = file.replace(/\.json$/, '');
    const full = path.join(dir, file);
    const labels = JSON.parse(readFileSync(full, 'utf8')) as Record<string, string>;
    let changed = false;
    for (const [key, texts] of Object.entries(input)) {
      if (key in labels) continue;
      const text = texts[locale];
      if (typeof text !== 'string') {
        problems.push(`${key}: no text for locale ${locale} (realm ${realm})`);
        continue;
      }
      labels[key] = text;
      changed = true;
    }
    if (!changed) continue;
    writeFileSync(full, JSON.stringify(labels, null, 2) + '\n');
  }
}

const keysFile = path.join(root, 'app/labels/keys.ts');
const source = readFileSync(keysFile, 'utf8');
const fresh = Object.keys(input).filter((key) => !source.includes(`'${key}'`));
if (fresh.length) {
  const marker = '] as const;';
  const at = source.lastIndexOf(marker);
  const block = `  // ${section}\n${fresh.map((k) => `  '${k}',`).join('\n')}\n`;
  writeFileSync(keysFile, source.slice(0, at) + block + source.slice(at));
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`labels: ${fresh.length} new key(s) in keys.ts`);
