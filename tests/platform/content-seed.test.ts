/** Catalogue seeding is idempotent and leaves viewers' licence holdings alone once seeded. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../platform/db/database.js';
import { migrateToLatest } from '../../platform/db/migrate.js';
import { runSeeds } from '../../platform/db/seed.js';
import { loadConfig } from '../../platform/config.js';
import { loadCatalogue } from '../../platform/catalogue/catalogue.js';
import { ROOT } from './harness.js';

let handle: DatabaseHandle;
const quiet = { info: () => {}, warn: () => {} };
const seed = () =>
  runSeeds({
    db: handle.db,
    config: { ...loadConfig({}, () => {}), argon2: { memoryCost: 1024, timeCost: 1 } },
    fixturesDir: join(ROOT, 'fixtures'),
    log: quiet,
  });
const count = async (table: string) => Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(handle.db)).rows[0].n);

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

describe('catalogue seeding', () => {
  it('fills the catalogue once and changes nothing on a second run', async () => {
    await seed();
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          [
            'vods',
            'series',
            'seasons',
            'playlists',
            'playlist_items',
            'channels',
            'epg_slots',
            'live_events',
            'news_items',
            'fighters',
            'licences',
            'licence_families',
            'user_licences',
          ].map(async (t) => [t, await count(t)] as const),
        ),
      );
    const first = await counts();
    expect(first).toMatchObject({ series: 3, playlists: 5, channels: 6, live_events: 8, fighters: 20, licences: 7, licence_families: 2, news_items: 14 });
    expect(first.vods).toBeGreaterThanOrEqual(60);
    expect(first.seasons).toBe(3 + 32 + 3);
    // One row per holding in the fixture (the demo subscribers of the subscription screens included).
    expect(first.user_licences).toBe((JSON.parse(readFileSync(join(ROOT, 'fixtures/user-licences.json'), 'utf8')) as unknown[]).length);
    await seed();
    expect(await counts()).toEqual(first);
  });

  it('restores changed catalogue rows when the fixtures differ from the last seed, but keeps holdings', async () => {
    await handle.db.updateTable('vods').set({ title: 'Edited' }).where('id', '=', 'vod-001').execute();
    await handle.db.updateTable('user_licences').set({ status: 'CANCELLED' }).where('licence_id', '=', 'lic-arena-monthly').execute();
    // Same fixtures: the marker skips the catalogue upsert, so the edit stays.
    await seed();
    expect((await handle.db.selectFrom('vods').select('title').where('id', '=', 'vod-001').executeTakeFirstOrThrow()).title).toBe('Edited');
    // Changed fixtures (simulated by clearing the marker): catalogue rows are upserted again.
    await handle.db.deleteFrom('seed_markers').where('name', '=', 'catalogue').execute();
    await seed();
    expect((await handle.db.selectFrom('vods').select('title').where('id', '=', 'vod-001').executeTakeFirstOrThrow()).title).not.toBe('Edited');
    const holding = await handle.db.selectFrom('user_licences').select('status').where('licence_id', '=', 'lic-arena-monthly').executeTakeFirstOrThrow();
    expect(holding.status).toBe('CANCELLED');
  });

  it('reads back a consistent snapshot', async () => {
    const catalogue = await loadCatalogue(handle.db);
    expect(catalogue.vodById.get('vod-021')?.access).toEqual({ level: 'LICENCE', licenceIds: ['lic-arena-monthly', 'lic-arena-yearly'] });
    expect(catalogue.seriesById.get('series-2')?.seasonIds).toHaveLength(32);
    expect(catalogue.listedSeasons('series-2')).toHaveLength(29);
    expect(catalogue.playlistById.get('playlist-1')?.vodIds[0]).toBe('vod-001');
    expect(catalogue.channelById.get('channel-1')?.schedule.length).toBeGreaterThan(3);
    for (const season of catalogue.seasons) {
      const numbers = season.episodeIds.map((id) => catalogue.vodById.get(id)!.episodeNumber);
      expect(numbers).toEqual([...numbers].sort((a, b) => a! - b!));
    }
    // Every id a fixture refers to exists.
    for (const p of catalogue.playlists) for (const id of p.vodIds) expect(catalogue.vodById.has(id)).toBe(true);
    for (const v of catalogue.vods) for (const id of v.trailerIds) expect(catalogue.vodById.get(id)?.isTrailer).toBe(true);
    for (const v of catalogue.vods) for (const id of v.access.licenceIds ?? []) expect(catalogue.licenceById.has(id)).toBe(true);
  });
});
