/**
 * Watchlists (spec 03 §3, §7): named, ordered lists of content a viewer owns, shareable by
 * their address, and the shared watchlists other viewers saved to their own list.
 *
 * - `watchlists.version` grows with every change of the items (add, remove, reorder): a
 *   reorder sent against an older version is refused (409), never applied to a list the
 *   viewer did not see.
 * - `watchlist_items`: the primary key (watchlist, type, content) makes concurrent adds of
 *   one item a single row; `position` orders the list (gaps allowed; writers lock the
 *   watchlist row, so positions never collide).
 * - `watchlist_saves`: a viewer's saved copy of someone else's watchlist (a reference, not a copy).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('watchlists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 60`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('watchlists_owner_idx').on('watchlists').columns(['owner_id', 'created_at']).execute();

  await db.schema
    .createTable('watchlist_items')
    .addColumn('watchlist_id', 'text', (c) => c.notNull().references('watchlists.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('watchlist_items_pk', ['watchlist_id', 'content_type', 'content_id'])
    .execute();
  await db.schema.createIndex('watchlist_items_order_idx').on('watchlist_items').columns(['watchlist_id', 'position']).execute();

  await db.schema
    .createTable('watchlist_saves')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('watchlist_id', 'text', (c) => c.notNull().references('watchlists.id').onDelete('cascade'))
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('watchlist_saves_pk', ['user_id', 'watchlist_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['watchlist_saves', 'watchlist_items', 'watchlists']) await db.schema.dropTable(table).ifExists().execute();
}
