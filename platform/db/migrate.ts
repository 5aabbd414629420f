/** Runs every pending migration at start (Kysely Migrator over the static list). */
import { Migrator, sql, type Kysely, type MigrationProvider } from 'kysely';
import { migrations } from './migrations/index.js';

const staticProvider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Name the schema explicitly: Kysely otherwise looks for its bookkeeping tables in every
  // schema and would find another database user's (or another test run's) tables.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  // Unordered: migrations written side by side take the next free numbers in any order, and
  // none depends on a later-numbered one; a database that already ran a higher number still
  // takes a lower one added afterwards.
  const migrator = new Migrator({ db, provider: staticProvider, migrationTableSchema: rows[0]?.schema ?? 'public', allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
