/**
 * Keeping a subscription: pause and cancellation state on the viewer's licence, the
 * append-only log of what the viewer did to it, answers to cancellation promos, the
 * discounts a promo grants, pending price changes waiting for consent, and licence
 * vouchers (a redemption that names no order).
 *
 * Every change of a holding appends its `subscription_events` row in the same transaction
 * (a trigger refuses UPDATE and DELETE of that log). One answer per promo and viewer, one
 * pending price change per holding and one licence-voucher redemption per code and viewer
 * are unique indexes, so parallel calls cannot apply an action twice.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('user_licences')
    .addColumn('pause_state', 'text', (c) => c.check(sql`pause_state in ('PAUSED', 'RESUME_REQUESTED')`))
    .execute();
  await db.schema.alterTable('user_licences').addColumn('paused_at', 'timestamptz').execute();
  await db.schema.alterTable('user_licences').addColumn('resume_after', 'timestamptz').execute();
  await db.schema.alterTable('user_licences').addColumn('cancelled_at', 'timestamptz').execute();

  await db.schema
    .createTable('subscription_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('licence_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('subscription_events_holding').on('subscription_events').columns(['user_id', 'licence_id']).execute();
  await sql`
    create function subscription_events_append_only() returns trigger language plpgsql as $$
    begin
      -- A deleted account takes its log with it (the cascade); nothing else rewrites history.
      if tg_op = 'DELETE' and not exists (select 1 from users where id = old.user_id) then
        return old;
      end if;
      raise exception 'subscription_events is append-only';
    end;
    $$`.execute(db);
  await sql`
    create trigger subscription_events_no_rewrite before update or delete on subscription_events
    for each row execute function subscription_events_append_only()`.execute(db);

  await db.schema
    .createTable('cancellation_promo_answers')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('licence_id', 'text', (c) => c.notNull())
    .addColumn('promo_id', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull().check(sql`answer in ('REDEEMED', 'REFUSED')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('cancellation_promo_answers_pk', ['user_id', 'licence_id', 'promo_id'])
    .execute();

  await db.schema
    .createTable('licence_discounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('licence_id', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('PERCENTAGE', 'AMOUNT')`))
    .addColumn('percentage', 'integer')
    .addColumn('amount', 'integer')
    .addColumn('renewals', 'integer', (c) => c.notNull().check(sql`renewals > 0`))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('licence_discounts_holding').on('licence_discounts').columns(['user_id', 'licence_id']).execute();

  await db.schema
    .createTable('price_migrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('licence_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('scale', 'integer', (c) => c.notNull())
    .addColumn('old_amount', 'integer', (c) => c.notNull().check(sql`old_amount >= 0`))
    .addColumn('new_amount', 'integer', (c) => c.notNull().check(sql`new_amount >= 0`))
    .addColumn('effective_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PENDING', 'CONTINUE', 'LEAVE')`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index price_migrations_one_pending on price_migrations (user_id, licence_id) where status = 'PENDING'`.execute(db);

  await db.schema.alterTable('voucher_redemptions').addColumn('licence_id', 'text').execute();
  // A licence voucher (no order) is redeemed once per viewer; basket vouchers keep their per-order rule.
  await sql`create unique index voucher_redemptions_licence_once on voucher_redemptions (code, user_id) where order_id is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists voucher_redemptions_licence_once`.execute(db);
  await db.schema.alterTable('voucher_redemptions').dropColumn('licence_id').execute();
  for (const table of ['price_migrations', 'licence_discounts', 'cancellation_promo_answers', 'subscription_events']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop function if exists subscription_events_append_only()`.execute(db);
  for (const column of ['cancelled_at', 'resume_after', 'paused_at', 'pause_state']) {
    await db.schema.alterTable('user_licences').dropColumn(column).execute();
  }
}
