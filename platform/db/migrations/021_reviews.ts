/**
 * Reviews: one per viewer per video (resubmitting replaces it), a rating of 1 to 5 and an
 * optional text of at most REVIEW_TEXT_MAX characters. The limits are also constraints, so no
 * writer can store what the contract refuses.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addColumn('rating', 'smallint', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('body', 'text', (c) => c.check(sql`char_length(body) <= 500`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('reviews_pk', ['user_id', 'content_id'])
    .execute();
  // The summary of one video (average and count) reads its reviews by content.
  await db.schema.createIndex('reviews_content').on('reviews').columns(['content_id', 'rating']).execute();
}
