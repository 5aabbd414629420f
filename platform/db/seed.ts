/**
 * Seeding from fixtures/ on start. Every hook must be idempotent (upserts or a
 * seed-version marker), because it runs on every start; first start fills the tables,
 * later starts change nothing. Hooks run in order; add yours to `seedHooks`.
 */
import type { Kysely } from 'kysely';
import type { PlatformConfig } from '../config.js';
import type { Database } from './types.js';
import { seedUsers } from './seed-users.js';
import { seedCatalogue } from '../catalogue/seed.js';
import { seedSubscriptionStates } from '../subscriptions/seed.js';

export interface SeedContext {
  db: Kysely<Database>;
  config: PlatformConfig;
  /** Absolute path of the fixtures folder. */
  fixturesDir: string;
  log: { info(msg: string): void; warn(msg: string): void };
}

export type SeedHook = { name: string; run: (ctx: SeedContext) => Promise<void> };

export const seedHooks: SeedHook[] = [
  { name: 'users', run: seedUsers },
  { name: 'catalogue', run: seedCatalogue },
  { name: 'subscription-states', run: seedSubscriptionStates },
];

export async function runSeeds(ctx: SeedContext, hooks: ReadonlyArray<SeedHook> = seedHooks) {
  for (const hook of hooks) {
    try {
      await hook.run(ctx);
    } catch (error) {
      throw new Error(`Seeding "${hook.name}" failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** True when `name` was already seeded at `version`; use it to skip expensive seeds. */
export async function seedMarkerIs(db: Kysely<Database>, name: string, version: string) {
  const row = await db.selectFrom('seed_markers').select('version').where('name', '=', name).executeTakeFirst();
  return row?.version === version;
}

export async function setSeedMarker(db: Kysely<Database>, name: string, version: string) {
  await db
    .insertInto('seed_markers')
    .values({ name, version })
    .onConflict((oc) => oc.column('name').doUpdateSet({ version, applied_at: new Date() }))
    .execute();
}
