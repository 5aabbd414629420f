/**
 * A durable job queue in the platform's database (PostgreSQL or PGlite alike).
 *
 *   enqueue   inserts a job under a unique key; the same key twice is one job.
 *   claim     takes one due job (`run_at` on the business clock) that nobody holds, with
 *             `FOR UPDATE SKIP LOCKED`, and leases it until `locked_until` (wall clock): a
 *             second process skips it, and a process that dies leaves a lease that runs out,
 *             after which the job is claimed again.
 *   done / later   finish the job, or put it back for a later run (clearing the lease).
 *
 * Claiming gives "at most one runner at a time"; what a job does must still be idempotent
 * (it may run again after a crash), which the renewal charges are (docs/decisions/0029).
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/types.js';
import type { JobsTable } from '../commerce/renewal-tables.js';

export type JobRow = Selectable<JobsTable>;

/** How long a claimed job is held before another process may take it over. */
export const DEFAULT_LEASE_MS = 5 * 60_000;

export async function enqueue(db: Kysely<Database>, job: { kind: string; key: string; runAt: Date; payload?: Record<string, unknown> }): Promise<boolean> {
  const inserted = await db
    .insertInto('jobs')
    .values({ kind: job.kind, key: job.key, run_at: job.runAt, state: 'PENDING', payload: JSON.stringify(job.payload ?? {}) })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(inserted);
}

export async function claim(
  db: Kysely<Database>,
  options: { now: Date; wallNow: Date; leaseMs: number; kinds: string[]; where?: (job: JobRow) => boolean },
): Promise<JobRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const candidates = await trx
      .selectFrom('jobs')
      .selectAll()
      .where('state', '=', 'PENDING')
      .where('kind', 'in', options.kinds)
      .where('run_at', '<=', options.now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', options.wallNow)]))
      .orderBy('run_at')
      .orderBy('id')
      .limit(20)
      .forUpdate()
      .skipLocked()
      .execute();
    const job = candidates.find((j) => !options.where || options.where(j));
    if (!job) return undefined;
    return trx
      .updateTable('jobs')
      .set({ locked_until: new Date(options.wallNow.getTime() + options.leaseMs), runs: sql`runs + 1`, updated_at: options.wallNow })
      .where('id', '=', job.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export async function done(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('jobs').set({ state: 'DONE', locked_until: null, last_error: null, updated_at: new Date() }).where('id', '=', id).execute();
}

export async function later(db: Kysely<Database>, id: number, runAt: Date, error: string | null): Promise<void> {
  await db.updateTable('jobs').set({ run_at: runAt, locked_until: null, last_error: error, updated_at: new Date() }).where('id', '=', id).execute();
}

/** Brings a pending job forward to `runAt` (e.g. the viewer fixed their card: retry now). */
export async function runSooner(db: Kysely<Database>, key: string, runAt: Date): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ run_at: runAt, updated_at: new Date() })
    .where('key', '=', key)
    .where('state', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
