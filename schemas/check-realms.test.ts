import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkRealm, checkRealms, formatReport } from './check-realms';
import arena from '../realms/arena/realm.json';

const root = mkdtempSync(join(tmpdir(), 'realms-check-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function writeRealm(name: string, files: Record<string, unknown>) {
  for (const [path, value] of Object.entries(files)) {
    const full = join(root, 'realms', name, path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return join(root, 'realms', name);
}

const realm = {
  name: 'Test',
  hosts: ['test.localhost'],
  defaultLocale: 'en',
  locales: ['en'],
  defaultCountry: 'GB',
  theme: { colours: arena.theme.colours },
  logo: { url: '/logo.svg', width: 10, height: 10, alt: 'T' },
  defaultPage: 'home',
};
const page = (id: string, extra: object = {}) => ({ id, title: id, buckets: [], ...extra });

describe('realms check', () => {
  it('passes a consistent realm', () => {
    const dir = writeRealm('good', {
      'realm.json': realm,
      'menus.json': { WEB: [{ id: 'home', label: 'menuHome', type: 'SECTION', target: 'home' }], 'MOBILE-WEB': [] },
      'labels/en.json': { menuHome: 'Home' },
      'pages/home.json': page('home'),
    });
    expect(checkRealm(dir, { isScreen: (t) => t === 'liveNow' })).toMatchObject({ realm: 'good', files: [], errorCount: 0 });
  });

  it('reports schema errors, broken references and missing files with pointers', () => {
    const dir = writeRealm('bad', {
      'realm.json': { ...realm, defaultPage: 'start', rtlLocales: ['ar'] },
      'menus.json': {
        WEB: [
          { id: 'a', label: 'menuA', type: 'SECTION', target: 'nowhere' },
          { id: 'b', label: 'menuHome', type: 'SCREEN', target: 'bogusScreen' },
        ],
        'MOBILE-WEB': [],
      },
      'labels/en.json': { menuHome: 'Home' },
      'pages/home.json': page('home', {
        buckets: [{ bucketId: 'x', name: 'X', rowTypeData: { rowType: 'sectionLink' }, source: { kind: 'sections', ids: ['gone'] } }],
      }),
      'pages/other.json': page('different'),
      'pages/broken.json': '{ nope',
    });
    const report = checkRealm(dir, { isScreen: (t) => t === 'liveNow' });
    const text = formatReport([report]);
    expect(report.errorCount).toBeGreaterThanOrEqual(7);
    expect(text).toContain('/defaultPage  No page "start" in pages/.');
    expect(text).toContain('/rtlLocales/0  ar is not in locales.');
    expect(text).toContain('/WEB/0/target  No page "nowhere" in pages/.');
    expect(text).toContain('/WEB/0/label  Label "menuA" is missing in labels/en.json.');
    expect(text).toContain('/WEB/1/target  Unknown screen "bogusScreen"');
    expect(text).toContain('/buckets/0/source/ids/0  No page "gone" in pages/.');
    expect(text).toContain('/id  The page id must equal the file name ("other").');
    expect(text).toMatch(/broken\.json\n\s+\/ {2}Not valid JSON/);
  });

  it('checks every realm folder', () => {
    expect(checkRealms(join(root, 'realms')).map((r) => r.realm)).toEqual(['bad', 'good']);
  });
});
