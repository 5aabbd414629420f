/**
 * Account slice: personal details, playback preferences, impersonation tokens and their
 * audit trail, TV pairing codes. Marketing answers reuse `consent_answers` (001).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_details')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('phone_number', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('address_country', 'text')
    .addColumn('address_line1', 'text')
    .addColumn('address_city', 'text')
    .addColumn('address_postal_code', 'text')
    .addColumn('address_region', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('subtitle_language', 'text')
    .addColumn('audio_language', 'text')
    .addColumn('auto_advance', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('background_autoplay', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('background_autoplay_audio', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Only the hash of an impersonation token is stored; `used_at` makes it single-use.
  await db.schema
    .createTable('impersonation_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('editor_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  // The audit trail keeps no foreign keys: it must outlive deleted accounts.
  await db.schema
    .createTable('impersonation_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull().check(sql`event in ('ISSUED', 'REFUSED', 'EXCHANGED', 'REJECTED')`))
    .addColumn('actor_id', 'text')
    .addColumn('target_user_id', 'text')
    .addColumn('token_id', 'text')
    .addColumn('session_id', 'text')
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('impersonation_audit_at').on('impersonation_audit').column('at').execute();

  // A TV shows `user_code`; it polls with `device_code` (stored hashed, like refresh tokens).
  await db.schema
    .createTable('tv_pairings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_code', 'text', (c) => c.notNull())
    .addColumn('device_code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('device_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('approved_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .execute();
  // One live code per realm at a time: a clash on insert just draws a new code.
  await db.schema.createIndex('tv_pairings_code').on('tv_pairings').columns(['realm', 'user_code']).unique().execute();
}
