/**
 * Parental control: a PIN (argon2id hash, like passwords) that guards chosen content ratings,
 * its wrong-attempt window, the per-content unlocks a correct PIN grants, and the single-use
 * mailed codes that reset a forgotten PIN (only their SHA-256 is stored); and the videos' rating.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Videos carry a content rating (fixtures' `rating`); none means U.
  await db.schema.alterTable('vods').addColumn('rating', 'text').execute();

  await db.schema
    .createTable('parental_controls')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('pin_hash', 'text', (c) => c.notNull())
    .addColumn('guarded_ratings', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // Attempts (right or wrong) in the current window: counted before the PIN is checked, so
    // parallel guesses cannot all slip in before the first failure is recorded.
    .addColumn('pin_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts_reset_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('parental_unlocks')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('parental_unlocks_pk', ['user_id', 'content_id'])
    .execute();

  await db.schema
    .createTable('parental_pin_resets')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('parental_pin_resets_user').on('parental_pin_resets').columns(['user_id']).execute();
}
