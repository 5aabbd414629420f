/**
 * `npm run realms:check`: validates every realm under realms/ offline (schemas and
 * cross-file references) and exits non-zero with a readable report. Then it lists, per
 * realm and locale, the labels a translator has not written yet; those only inform
 * (the viewer reads English there) and never fail the check.
 */
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EN_LABELS } from '../app/labels/en';
import { checkRealms, formatReport } from '../schemas/check-realms';
import { formatCoverage, labelCoverage } from '../schemas/label-coverage';

const realmsDir = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'realms');
const reports = checkRealms(realmsDir);
console.log(formatReport(reports));

const productKeys = Object.keys(EN_LABELS);
const coverage = readdirSync(realmsDir)
  .filter((name) => statSync(join(realmsDir, name)).isDirectory())
  .sort()
  .flatMap((realm) => formatCoverage(realm, labelCoverage(join(realmsDir, realm), productKeys)));
if (coverage.length) console.log(`\nLabels per locale (missing ones show in English; not an error):\n${coverage.join('\n')}`);

const problems = reports.reduce((n, r) => n + r.errorCount, 0);
if (reports.length === 0) {
  console.error(`No realms found in ${realmsDir}.`);
  process.exit(1);
}
if (problems > 0) {
  console.error(`\n${problems} problem(s). Fix them and run npm run realms:check again.`);
  process.exit(1);
}
