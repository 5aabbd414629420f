/**
 * Commerce: baskets, orders, payments and their append-only event ledger, idempotency keys
 * with their stored answers, provider webhook events already seen, voucher redemptions and
 * billing details per account.
 *
 * Money is integer minor units with currency and scale, never a float. `payment_events` is
 * a ledger: a trigger refuses UPDATE and DELETE, so history cannot be rewritten. A payment's
 * `status` column is a projection of its events, changed only in the transaction that appends
 * the event that moves it. At most one payment per basket may be live or succeeded (a partial
 * unique index), which is what makes "one basket, one charge" hold under concurrency.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('licences')
    .addColumn('activation_strategy', 'text', (c) =>
      c
        .notNull()
        .defaultTo('IMMEDIATE')
        .check(sql`activation_strategy in ('IMMEDIATE', 'CONFIRM_PAYMENT')`),
    )
    .execute();
  await db.schema.alterTable('user_licences').addColumn('pending_action', 'text').execute();
  await db.schema.alterTable('user_licences').addColumn('pending_action_at', 'timestamptz').execute();

  await db.schema
    .createTable('baskets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('OPEN', 'PAYING', 'PAID')`))
    .addColumn('licence_id', 'text', (c) => c.references('licences.id'))
    .addColumn('sku', 'text')
    .addColumn('currency', 'text')
    .addColumn('acknowledge_no_free_trial', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('vouchers', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One basket in progress per viewer: a paid basket is history, the next purchase opens a new one.
  await sql`create unique index baskets_one_open_per_user on baskets (user_id) where status <> 'PAID'`.execute(db);

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('basket_id', 'text', (c) => c.notNull().references('baskets.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('licence_id', 'text', (c) => c.notNull().references('licences.id'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('scale', 'integer', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('voucher', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull().check(sql`total >= 0`))
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addColumn('tax_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('voucher_codes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('trial_period', 'text')
    .addColumn('billing_country', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('basket_id', 'text', (c) => c.notNull().references('baskets.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('payment_method_type', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('scale', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PROCESSING', 'REQUIRES_ACTION', 'SUCCEEDED', 'FAILED')`))
    .addColumn('psp_intent_id', 'text', (c) => c.unique())
    .addColumn('redirect_url', 'text')
    .addColumn('failure_code', 'text')
    .addColumn('failure_message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index payments_one_live_per_basket on payments (basket_id) where status <> 'FAILED'`.execute(db);
  await db.schema.createIndex('payments_user').on('payments').column('user_id').execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('api', 'provider', 'webhook', 'return')`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('payment_events_payment').on('payment_events').column('payment_id').execute();
  await sql`
    create function payment_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'payment_events is append-only';
    end;
    $$`.execute(db);
  await sql`
    create trigger payment_events_no_rewrite before update or delete on payment_events
    for each row execute function payment_events_append_only()`.execute(db);

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('answer', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();

  await db.schema
    .createTable('psp_webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('intent_id', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('voucher_redemptions')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('voucher_redemptions_code').on('voucher_redemptions').column('code').execute();
  await sql`create unique index voucher_redemptions_once_per_order on voucher_redemptions (code, order_id) where order_id is not null`.execute(db);

  await db.schema
    .createTable('billing_details')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('country', 'text')
    .addColumn('line1', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('administrative_level1', 'text')
    .addColumn('city', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('tax_number', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['billing_details', 'voucher_redemptions', 'psp_webhook_events', 'idempotency_keys', 'payment_events', 'payments', 'orders', 'baskets']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop function if exists payment_events_append_only()`.execute(db);
  await db.schema.alterTable('user_licences').dropColumn('pending_action_at').execute();
  await db.schema.alterTable('user_licences').dropColumn('pending_action').execute();
  await db.schema.alterTable('licences').dropColumn('activation_strategy').execute();
}
