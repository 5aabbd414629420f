/**
 * Rate-limit counters shared by every platform process on one database: one row per
 * bucket and subject (`login-fail-pair:<hash>`), a hit count and the end of its window.
 * Counting is one atomic upsert (security/limits.ts), so concurrent calls never lose a hit.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_at').on('rate_limits').column('reset_at').execute();
}
