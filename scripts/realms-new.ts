/**
 * `npm run realms:new <id> [--locales fr,en]`: writes a minimal valid realm under realms/<id>
 * (scripts/realm-scaffold.ts), checks it as realms:check does, and says where it serves.
 * Refuses to overwrite an existing realm.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkRealm, formatReport } from '../schemas/check-realms';
import { scaffoldRealm } from './realm-scaffold';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const id = args.find((a) => !a.startsWith('--'));
const localesArg = args.find((a) => a.startsWith('--locales='))?.slice('--locales='.length) ?? args[args.indexOf('--locales') + 1];
const locales = args.some((a) => a.startsWith('--locales')) && localesArg ? localesArg.split(',').map((l) => l.trim()) : undefined;

if (!id) {
  console.error('Usage: npm run realms:new <id> [-- --locales fr,en]');
  process.exit(2);
}
if (existsSync(join(root, 'realms', id))) {
  console.error(`realms/${id} exists already; choose another id.`);
  process.exit(1);
}
let files: Record<string, string>;
try {
  files = scaffoldRealm(id, { locales });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
  console.log(`wrote ${path}`);
}
const report = checkRealm(join(root, 'realms', id));
console.log(formatReport([report]));
if (report.errorCount > 0) process.exit(1);
console.log(`\nRealm ${id} serves at http://${id}.localhost:3000 (with npm start running: no restart needed).`);
console.log(`Edit realms/${id}/ (realm.json, menus.json, labels/, pages/); each accepted change shows within seconds. See realms/README.md.`);
