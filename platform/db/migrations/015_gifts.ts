/**
 * Gifts: a licence bought for somebody else, paid through the ordinary ledger (baskets,
 * orders, payments, payment events) and redeemed once with a mailed code.
 *
 * - `users.kind`: `guest-checkout` marks the principal that owns a gift's basket, order and
 *   payment (a guest buyer has no account; a signed-in buyer's own basket stays untouched).
 *   Such a principal has no usable password and no real email, so nobody signs in as it.
 * - `gifts`: one row per gift checkout. The redemption code is never stored: only its
 *   SHA-256 (`code_hash`, unique), so the table cannot be read for codes. `status` moves
 *   PENDING → PAID (in the transaction that makes the payment SUCCEEDED) → REDEEMED (in the
 *   transaction that grants the licence, with the gift row locked: one redemption only).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('account')
        .check(sql`kind in ('account', 'guest-checkout')`),
    )
    .execute();

  await db.schema
    .createTable('gifts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('licence_id', 'text', (c) => c.notNull().references('licences.id'))
    .addColumn('principal_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('buyer_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('buyer_email', 'text', (c) => c.notNull())
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('recipient_name', 'text')
    .addColumn('message', 'text')
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('link_origin', 'text', (c) => c.notNull())
    .addColumn('basket_id', 'text', (c) => c.notNull().references('baskets.id'))
    .addColumn('order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PENDING', 'PAID', 'REDEEMED')`))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('redeemed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('redeemed_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('gifts_basket').on('gifts').column('basket_id').unique().execute();
  await db.schema.createIndex('gifts_buyer').on('gifts').column('buyer_user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gifts').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('kind').execute();
}
