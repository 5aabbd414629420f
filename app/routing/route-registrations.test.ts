import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeKind } from '../../server/door';
import { routeRegistrations } from './route-registrations';
import { PATH_SETS, ROUTE_TABLE, SCREEN_KEYS, type RouteDef } from './route-table';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const table: Record<string, RouteDef> = ROUTE_TABLE;
const registrations = routeRegistrations();

/** Every `*.route.tsx` under app/, relative to app/. */
function routeModules(): string[] {
  return readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.route.tsx'))
    .map((file) => file.split('\\').join('/'));
}

describe('route registrations (what remix.config.js registers)', () => {
  it('gives every registration a unique id and an existing module', () => {
    const ids = registrations.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of registrations) expect(existsSync(`${appDir}${route.file}`), route.file).toBe(true);
  });

  it('registers each built screen once per distinct path of its path sets', () => {
    const vod = registrations.filter((route) => route.file === 'watch/vod.route.tsx').map((route) => [route.id, route.path]);
    // en, es and pt share one path, so only en and debug are registered.
    expect(vod).toEqual([
      ['screen:vod:en', '/video/:eventId/:eventTitle?'],
      ['screen:vod:debug', '/🎬/:eventId/:eventTitle?'],
    ]);
    const expected = SCREEN_KEYS.filter((key) => table[key].file).reduce((sum, key) => {
      const def = table[key];
      return sum + (def.kind === 'screen' ? new Set(PATH_SETS.map((set) => def.paths[set])).size : 0);
    }, 0);
    expect(registrations.filter((route) => route.id.startsWith('screen:') && route.id !== 'screen:notFound')).toHaveLength(expected);
  });

  it('makes / the index route', () => {
    expect(registrations.find((route) => route.id === 'screen:root:en')).toMatchObject({ path: undefined, index: true });
  });

  it('registers resource and admin routes once, unlocalised, and one catch-all', () => {
    expect(registrations).toContainEqual({ id: 'resource:bucket', path: '/_data/bucket/:section/:bucketId', file: 'content/bucket.route.tsx', index: false });
    expect(registrations).toContainEqual({ id: 'resource:lang', path: '/_lang', file: 'realm/lang.route.tsx', index: false });
    expect(registrations).toContainEqual({ id: 'admin:adminForm', path: '/_admin/form/:formId', file: 'admin/form.route.tsx', index: false });
    expect(registrations.filter((route) => route.path === '*')).toEqual([
      { id: 'screen:notFound', path: '*', file: 'content/not-found.route.tsx', index: false },
    ]);
  });

  it('agrees with the front door on each route kind', () => {
    for (const [key, def] of Object.entries(table)) {
      const path = def.kind === 'screen' ? def.paths.en : def.path;
      const expected = def.kind === 'resource' || def.kind === 'admin' ? def.kind : 'screen';
      expect(routeKind(path.replace(/:[^/]+/g, 'x')), key).toBe(expected);
    }
  });

  it('has one place per route module: every *.route.tsx is an entry of the table', () => {
    const files = new Set(Object.values(table).map((def) => def.file));
    expect(routeModules().filter((file) => !files.has(file))).toEqual([]);
  });
});
