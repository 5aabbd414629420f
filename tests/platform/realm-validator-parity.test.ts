/**
 * One validator: for the same bad realm, the running platform's refusal and `npm run realms:check`
 * report the same problems in the same words (the platform runs the same check).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RealmStore } from '../../platform/realms/store.js';
import { ROOT, TEST_REALMS_DIR } from './harness.js';

const realmsDir = mkdtempSync(join(tmpdir(), 'realms-parity-'));
afterAll(() => rmSync(realmsDir, { recursive: true, force: true }));

function edit(path: string, change: (doc: any) => void) {
  const doc = JSON.parse(readFileSync(path, 'utf8'));
  change(doc);
  writeFileSync(path, JSON.stringify(doc));
}

/** The problem lines of a report: "<pointer>  <message>" under each file. */
const problemLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => /^ {4}\//.test(line))
    .map((line) => line.trim());

describe('the platform and realms:check', () => {
  it('refuse the same bad realm with the same messages', () => {
    cpSync(join(TEST_REALMS_DIR, 'testrealm'), join(realmsDir, 'testrealm'), { recursive: true });
    const dir = join(realmsDir, 'testrealm');
    edit(join(dir, 'realm.json'), (doc) => {
      doc.theme.colours.accent = 'greeen';
      doc.hosts = ['Not A Host'];
    });
    edit(join(dir, 'menus.json'), (doc) => {
      doc.WEB[1].target = 'NO_SUCH_SCREEN'; // the cross-file rule the platform once skipped
      doc.WEB[0].target = 'nowhere';
    });

    let cli = '';
    try {
      execFileSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'scripts', 'realms-check.ts'), realmsDir], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      cli = String((error as { stdout?: string }).stdout);
    }
    const errors: string[] = [];
    const store = new RealmStore(realmsDir, { info: () => {}, warn: () => {}, error: (m) => errors.push(m) });
    store.loadAll();

    expect(store.get('testrealm')).toBeUndefined();
    const expected = [
      '/hosts/0  "Not A Host": A host is a lowercase host name, optionally with :port.',
      '/theme/colours/accent  "greeen" is not a CSS colour: #rgb, #rrggbb (or with alpha), rgb(…), hsl(…) or a lower-case colour name such as green (did you mean "green"?).',
      '/WEB/0/target  No page "nowhere" in pages/.',
      '/WEB/1/target  Unknown screen "NO_SUCH_SCREEN" (see app/routing/route-table.ts).',
    ];
    expect(problemLines(cli)).toEqual(expected);
    expect(problemLines(errors.join('\n'))).toEqual(expected);
  });
});
