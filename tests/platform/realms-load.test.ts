/** The realms in realms/ load in the platform's realm store, none refused. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RealmStore } from '../../platform/realms/store.js';
import { ROOT } from './harness.js';

const realmsDir = join(ROOT, 'realms');
const folders = existsSync(realmsDir)
  ? readdirSync(realmsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

describe.skipIf(folders.length === 0)('realms/ in the platform', () => {
  it('loads every realm folder without a refusal or a warning', () => {
    const errors: string[] = [];
    const warnings: string[] = [];
    const store = new RealmStore(realmsDir, {
      info: () => {},
      warn: (m) => warnings.push(m),
      error: (m) => errors.push(m),
    });
    store.loadAll();
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(
      store
        .list()
        .map((r) => r.id)
        .sort(),
    ).toEqual([...folders].sort());
    for (const realm of store.list()) {
      expect(realm.labels[realm.defaultLocale], `${realm.id} default-locale labels`).toBeDefined();
      expect(Object.keys(realm.menus), `${realm.id} menus`).toEqual(expect.arrayContaining(['WEB', 'MOBILE-WEB']));
      expect(Object.keys(realm.pages).length, `${realm.id} pages`).toBeGreaterThan(0);
    }
  });
});

describe.skipIf(!folders.includes('arena'))('raw page documents of realms/', () => {
  it('answer with the media base URL filled in, so an admin preview of them loads real artwork', async () => {
    const { startPlatform } = await import('./harness.js');
    const platform = await startPlatform({ seed: false });
    try {
      const res = await platform.inject({ method: 'GET', url: '/api/v1/page/home', headers: { realm: 'arena' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('{{PLATFORM_PUBLIC_URL}}');
      expect(res.body).toContain('http://platform.test/images/');
    } finally {
      await platform.close();
    }
  });
});
