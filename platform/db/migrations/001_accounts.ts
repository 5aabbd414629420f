/** Accounts, consent answers, linked accounts, refresh tokens, seed markers. */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('viewer')
        .check(sql`role in ('viewer', 'editor', 'child')`),
    )
    .addColumn('locale', 'text')
    .addColumn('parent_user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Emails are unique regardless of case; the unique index makes concurrent sign-ups safe.
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);

  await db.schema
    .createTable('consent_answers')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('field_name', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('consent_answers_pk', ['user_id', 'field_name'])
    .execute();

  await db.schema
    .createTable('linked_accounts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('linked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('linked_accounts_pk', ['user_id', 'provider'])
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('rotated_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('seed_markers')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
