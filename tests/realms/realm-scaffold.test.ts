import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EN_LABELS } from '../../app/labels/en';
import { checkRealm, formatReport } from '../../schemas/check-realms';
import { scaffoldRealm } from '../../scripts/realm-scaffold';

const out = mkdtempSync(join(tmpdir(), 'scaffold-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), text);
  }
}

describe('realms:new scaffold', () => {
  it('writes a realm that passes realms:check, in French and English, with every label key in English', () => {
    const files = scaffoldRealm('summit', { locales: ['fr', 'en'] });
    write(files);
    const report = checkRealm(join(out, 'realms', 'summit'));
    expect(formatReport([report])).toBe('✔ summit: all files valid');
    expect(Object.keys(files).sort()).toEqual([
      'public/realms/summit/logo.svg',
      'realms/summit/forms/signup.json',
      'realms/summit/labels/en.json',
      'realms/summit/labels/fr.json',
      'realms/summit/menus.json',
      'realms/summit/pages/home.json',
      'realms/summit/realm.json',
    ]);
    const settings = JSON.parse(files['realms/summit/realm.json']);
    expect(settings).toMatchObject({ name: 'Summit', defaultLocale: 'fr', locales: ['fr', 'en'], rtlLocales: [], defaultPage: 'home' });
    const french = JSON.parse(files['realms/summit/labels/fr.json']);
    for (const key of Object.keys(EN_LABELS)) expect(french[key], key).toMatch(/\S/);
    expect(french.signIn).toBe('Sign in');
  });

  it('marks right-to-left locales and refuses an id that cannot be a host name', () => {
    expect(JSON.parse(scaffoldRealm('sahara', { locales: ['ar', 'en'] })['realms/sahara/realm.json']).rtlLocales).toEqual(['ar']);
    expect(() => scaffoldRealm('Bad Id')).toThrow(/not a realm id/);
  });
});
