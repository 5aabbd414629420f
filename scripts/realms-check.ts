/**
 * `npm run realms:check`: validates every realm under realms/ offline (schemas and
 * cross-file references) and exits non-zero with a readable report.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkRealms, formatReport } from '../schemas/check-realms';

const realmsDir = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'realms');
const reports = checkRealms(realmsDir);
console.log(formatReport(reports));
const problems = reports.reduce((n, r) => n + r.errorCount, 0);
if (reports.length === 0) {
  console.error(`No realms found in ${realmsDir}.`);
  process.exit(1);
}
if (problems > 0) {
  console.error(`\n${problems} problem(s). Fix them and run npm run realms:check again.`);
  process.exit(1);
}
