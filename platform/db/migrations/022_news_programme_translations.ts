/**
 * Text per locale for news items and programme-guide slots, the same jsonb shape as the
 * catalogue's (migration 010): `{ "<locale>": { title?, summary?, body?, episode? } }` beside
 * the English columns. A locale or field missing there reads the English, so rows written
 * before this migration keep working with the empty default.
 */
import { sql, type Kysely } from 'kysely';

const TABLES = ['news_items', 'epg_slots'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .execute();
  }
}
