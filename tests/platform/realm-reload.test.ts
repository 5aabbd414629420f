/** Realm files changed while running are picked up; invalid changes are refused with the realms:check report and the last good version keeps serving. */
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, TEST_REALMS_DIR, type Platform } from './harness.js';

const realmsDir = mkdtempSync(join(tmpdir(), 'realms-'));
const logLines: string[] = [];
let platform: Platform;

beforeAll(async () => {
  cpSync(TEST_REALMS_DIR, realmsDir, { recursive: true });
  platform = await startPlatform({
    realmsDir,
    watchRealms: true,
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  });
});
afterAll(async () => {
  await platform?.close();
  rmSync(realmsDir, { recursive: true, force: true });
});

const file = (...parts: string[]) => join(realmsDir, 'testrealm', ...parts);
const init = async () => JSON.parse((await platform.inject({ method: 'GET', url: '/api/v1/init', headers: { realm: 'testrealm' } })).body);
const directory = async () => JSON.parse((await platform.inject({ method: 'GET', url: '/api/v1/realms' })).body).realms as any[];
const logged = () => logLines.map((line) => JSON.parse(line).msg as string);

async function eventually(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function editJson(path: string, change: (doc: any) => void) {
  const doc = JSON.parse(readFileSync(path, 'utf8'));
  change(doc);
  writeFileSync(path, JSON.stringify(doc, null, 2));
}

describe('realm hot reload', () => {
  it('picks up a valid change and gives the realm a new version', async () => {
    const before = (await directory()).find((r) => r.id === 'testrealm');
    expect(before).toMatchObject({ served: true, hosts: ['testrealm.localhost'], problems: [] });
    editJson(file('realm.json'), (doc) => (doc.name = 'Renamed Realm'));
    await eventually(async () => (await init()).name === 'Renamed Realm', 'the rename');
    const after = (await directory()).find((r) => r.id === 'testrealm');
    expect(after.version).not.toBe(before.version);
  });

  it('refuses an invalid change with the realms:check report, keeps serving, and lists the problems', async () => {
    editJson(file('realm.json'), (doc) => (doc.layout = 'diagonal'));
    await eventually(() => logged().some((m) => m.includes('Realm testrealm refused')), 'the refusal report');
    const report = logged().find((m) => m.includes('Realm testrealm refused'))!;
    expect(report).toContain('last good version keeps serving');
    expect(report).toContain('/layout  Must be one of: "top", "top-left", "hamburger", "sidebar".');
    expect(await init()).toMatchObject({ name: 'Renamed Realm', layout: 'top' });
    const listing = (await directory()).find((r) => r.id === 'testrealm');
    expect(listing.served).toBe(true);
    expect(listing.problems).toEqual([expect.objectContaining({ pointer: '/layout', message: 'Must be one of: "top", "top-left", "hamburger", "sidebar".' })]);
  });

  it('refuses a theme colour that is not one and text without contrast, in the schema’s words', async () => {
    const before = logged().length;
    editJson(file('realm.json'), (doc) => {
      doc.layout = 'top';
      doc.theme.colours.accent = 'greeen';
      doc.theme.colours.text = '#202020';
    });
    await eventually(
      () =>
        logged()
          .slice(before)
          .some((m) => m.includes('refused')),
      'the colour refusal',
    );
    expect(logged().slice(before).join('\n')).toContain('/theme/colours/accent  "greeen" is not a CSS colour');
    editJson(file('realm.json'), (doc) => (doc.theme.colours.accent = '#ffb000'));
    await eventually(
      () =>
        logged()
          .slice(before)
          .some((m) => m.includes('Contrast of text on the background')),
      'the contrast refusal',
    );
    editJson(file('realm.json'), (doc) => (doc.theme.colours.text = '#f5f5f5'));
    await eventually(async () => (await directory()).find((r) => r.id === 'testrealm').problems.length === 0, 'the fixed theme');
  });

  it('refuses broken JSON and a label file of the wrong shape', async () => {
    const before = logged().filter((m) => m.includes('refused')).length;
    writeFileSync(file('labels', 'es.json'), '{ "signIn": ');
    await eventually(() => logged().filter((m) => m.includes('refused')).length > before, 'a refusal for broken JSON');
    expect(logged().at(-1)).toContain('Not valid JSON');
    writeFileSync(file('labels', 'es.json'), JSON.stringify({ signIn: 42 }));
    await eventually(() => logged().some((m) => m.includes('/signIn  Must be of type string.')), 'a refusal for a wrong label type');
    const labels = await platform.inject({ method: 'GET', url: '/api/v2/label', headers: { realm: 'testrealm', 'accept-language': 'es' } });
    expect(JSON.parse(labels.body).translations.signIn).toBe('Iniciar sesión');
  });

  it('serves the fixed version once the files are valid again, pages included', async () => {
    writeFileSync(file('labels', 'es.json'), JSON.stringify({ signIn: 'Entrar', menuHome: 'Inicio', menuLive: 'En directo' }));
    writeFileSync(file('pages', 'promo.json'), JSON.stringify({ id: 'promo', title: 'Promo', heroes: [], buckets: [] }));
    await eventually(async () => {
      const res = await platform.inject({ method: 'GET', url: '/api/v1/page/promo', headers: { realm: 'testrealm' } });
      return res.statusCode === 200;
    }, 'the new page');
    const labels = await platform.inject({ method: 'GET', url: '/api/v2/label', headers: { realm: 'testrealm', 'accept-language': 'es' } });
    expect(JSON.parse(labels.body).translations.signIn).toBe('Entrar');
    unlinkSync(file('pages', 'promo.json'));
    await eventually(async () => {
      const res = await platform.inject({ method: 'GET', url: '/api/v1/page/promo', headers: { realm: 'testrealm' } });
      return res.statusCode === 404;
    }, 'the page removal');
  });

  it('keeps noticing a file after an atomic save (temporary file renamed over it), twice', async () => {
    for (const name of ['Saved Atomically', 'Saved Atomically Again']) {
      const doc = JSON.parse(readFileSync(file('realm.json'), 'utf8'));
      doc.name = name;
      writeFileSync(file('.realm.json.tmp'), JSON.stringify(doc));
      renameSync(file('.realm.json.tmp'), file('realm.json'));
      await eventually(async () => (await init()).name === name, `the atomic save "${name}"`);
    }
  });

  it('serves a realm folder created while running, and never serves a refused new realm', async () => {
    cpSync(join(realmsDir, 'testrealm'), join(realmsDir, 'newrealm'), { recursive: true });
    editJson(join(realmsDir, 'newrealm', 'realm.json'), (doc) => {
      doc.name = 'New Realm';
      doc.hosts = ['new.example'];
    });
    await eventually(async () => (await directory()).some((r) => r.id === 'newrealm' && r.served), 'the new realm');
    expect((await directory()).find((r) => r.id === 'newrealm').hosts).toEqual(['new.example']);

    cpSync(join(realmsDir, 'testrealm'), join(realmsDir, 'badrealm'), { recursive: true });
    editJson(join(realmsDir, 'badrealm', 'realm.json'), (doc) => (doc.defaultPage = 'nowhere'));
    await eventually(async () => (await directory()).some((r) => r.id === 'badrealm'), 'the refused realm listed');
    const bad = (await directory()).find((r) => r.id === 'badrealm');
    expect(bad).toMatchObject({
      served: false,
      version: null,
      problems: [expect.objectContaining({ pointer: '/defaultPage', message: 'No page "nowhere" in pages/.' })],
    });
    const res = await platform.inject({ method: 'GET', url: '/api/v1/init', headers: { realm: 'badrealm' } });
    expect(res.statusCode).toBe(404);
  });
});
