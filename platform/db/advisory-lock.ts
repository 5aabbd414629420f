/**
 * Advisory locks: one holder at a time across every platform process on one PostgreSQL
 * (boot-time migrations and seeds, periodic jobs). A lock is named by text and hashed to
 * PostgreSQL's key with `hashtext` (with the schema: test runs in separate schemas do not
 * wait for each other), so callers never coordinate numbers. (The live feed's
 * ticker holds its own lock on its listening connection: catalogue/live-fanout.ts.)
 *
 * The lock is session-level and taken on one connection of the pool, held while `work`
 * runs (on any connection) and released on that same connection. PGlite is one process
 * and one connection: holding a pool connection would starve `work`, so there the work
 * simply runs (nothing else could run it at the same time).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './types.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** Waits for the lock named `name`, runs `work`, releases the lock. */
export async function withAdvisoryLock<T>(db: Kysely<Database>, kind: DatabaseKind, name: string, work: () => Promise<T>): Promise<T> {
  if (kind !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${name} || ':' || current_schema()))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name} || ':' || current_schema()))`.execute(connection);
    }
  });
}
