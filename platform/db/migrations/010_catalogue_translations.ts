/**
 * Catalogue text per locale: one jsonb column `translations` ({ "<locale>": { title?,
 * description?, weightClass?, bio? } }) on every table whose text a viewer reads, beside
 * the English columns. A locale or field missing there reads the English one, so rows
 * written before this migration keep working with the empty default.
 */
import { sql, type Kysely } from 'kysely';

const TABLES = ['series', 'seasons', 'vods', 'playlists', 'channels', 'live_events', 'fighters'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .execute();
  }
}
