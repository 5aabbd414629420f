/** Realm files changed while running are picked up; invalid changes are refused and reported. */
import { cpSync, mkdtempSync, rmSync, writeFileSync, readFileSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, TEST_REALMS_DIR, TEST_SCHEMAS_DIR, type Platform } from './harness.js';

const realmsDir = mkdtempSync(join(tmpdir(), 'realms-'));
const schemasDir = mkdtempSync(join(tmpdir(), 'schemas-'));
const logLines: string[] = [];
let platform: Platform;

beforeAll(async () => {
  cpSync(TEST_REALMS_DIR, realmsDir, { recursive: true });
  cpSync(TEST_SCHEMAS_DIR, schemasDir, { recursive: true });
  platform = await startPlatform({
    realmsDir,
    schemasDir,
    watchRealms: true,
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  });
});
afterAll(async () => {
  await platform?.close();
  rmSync(realmsDir, { recursive: true, force: true });
  rmSync(schemasDir, { recursive: true, force: true });
});

const file = (...parts: string[]) => join(realmsDir, 'testrealm', ...parts);
const init = async () => JSON.parse((await platform.inject({ method: 'GET', url: '/api/v1/init', headers: { realm: 'testrealm' } })).body);
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
  it('picks up a valid change', async () => {
    editJson(file('realm.json'), (doc) => (doc.name = 'Renamed Realm'));
    await eventually(async () => (await init()).name === 'Renamed Realm', 'the rename');
  });

  it('refuses an invalid change with a report naming file, pointer and message, and keeps serving', async () => {
    editJson(file('realm.json'), (doc) => (doc.layout = 'diagonal'));
    await eventually(() => logged().some((m) => m.includes('Realm testrealm refused')), 'the refusal report');
    const report = logged().find((m) => m.includes('Realm testrealm refused'))!;
    expect(report).toContain('last good version keeps serving');
    expect(report).toContain('realm.json /layout');
    expect(report).toMatch(/must be equal to one of the allowed values/);
    expect(await init()).toMatchObject({ name: 'Renamed Realm', layout: 'top' });
  });

  it('refuses broken JSON and a label file of the wrong shape', async () => {
    const before = logged().filter((m) => m.includes('refused')).length;
    editJson(file('realm.json'), (doc) => (doc.layout = 'top'));
    writeFileSync(file('labels', 'es.json'), '{ "signIn": ');
    await eventually(() => logged().filter((m) => m.includes('refused')).length > before, 'a refusal for broken JSON');
    expect(logged().at(-1)).toContain('not valid JSON');
    writeFileSync(file('labels', 'es.json'), JSON.stringify({ signIn: 42 }));
    await eventually(() => logged().some((m) => m.includes('es.json /signIn: must be string')), 'a refusal for a wrong label type');
    const labels = await platform.inject({ method: 'GET', url: '/api/v2/label', headers: { realm: 'testrealm', 'accept-language': 'es' } });
    expect(JSON.parse(labels.body).translations.signIn).toBe('Iniciar sesión');
  });

  it('serves the fixed version once the files are valid again, pages included', async () => {
    writeFileSync(file('labels', 'es.json'), JSON.stringify({ signIn: 'Entrar' }));
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

  it('re-validates every realm when a schema changes, keeping realms the new schema refuses', async () => {
    const schemaFile = join(schemasDir, 'realm.schema.json');
    const original = readFileSync(schemaFile, 'utf8');
    const stricter = JSON.parse(original);
    stricter.required = [...stricter.required, 'mandatoryNewSetting'];
    writeFileSync(schemaFile, JSON.stringify(stricter));
    await eventually(() => logged().some((m) => m.includes("must have required property 'mandatoryNewSetting'")), 'the schema refusal');
    expect((await init()).realm).toBe('testrealm');
    writeFileSync(schemaFile, original);
    editJson(file('realm.json'), (doc) => (doc.name = 'After Schema Change'));
    await eventually(async () => (await init()).name === 'After Schema Change', 'the realm under the restored schema');
  });
});
