/**
 * Keeping a subscription: the viewer's stored payment methods (the provider's id, brand,
 * last four digits and expiry: never a card number), the card each licence renews with,
 * one row per renewal charge attempt, and a durable job queue.
 *
 * Exactly once: a renewal period (user, licence, period start) has at most one charge that is
 * not FAILED (a partial unique index), every attempt has its own provider idempotency key, and
 * jobs are claimed with `FOR UPDATE SKIP LOCKED` under a lease so two platform processes never
 * run one job at once (docs/decisions/0029).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('payment_method_type', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('holder', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('removed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('payment_methods_user').on('payment_methods').column('user_id').execute();

  await db.schema
    .alterTable('user_licences')
    .addColumn('payment_method_id', 'text', (c) => c.references('payment_methods.id'))
    .execute();

  await db.schema
    .createTable('renewal_charges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('licence_id', 'text', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
    .addColumn('payment_method_id', 'text')
    .addColumn('psp_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PROCESSING', 'SUCCEEDED', 'FAILED')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('renewal_charges_attempt', ['user_id', 'licence_id', 'period_start', 'attempt'])
    .execute();
  // At most one charge per period that may still succeed or did: a second one cannot exist.
  await sql`create unique index renewal_charges_one_live_per_period on renewal_charges (user_id, licence_id, period_start) where status <> 'FAILED'`.execute(
    db,
  );

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('PENDING', 'DONE')`))
    .addColumn('run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addColumn('runs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index jobs_due on jobs (run_at) where state = 'PENDING'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').ifExists().execute();
  await db.schema.dropTable('renewal_charges').ifExists().execute();
  await db.schema.alterTable('user_licences').dropColumn('payment_method_id').execute();
  await db.schema.dropTable('payment_methods').ifExists().execute();
}
