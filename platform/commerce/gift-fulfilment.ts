/**
 * Fulfilment of a gift order: in the transaction that makes its payment SUCCEEDED, the gift
 * becomes PAID (its code may now be redeemed) and the basket PAID, instead of a licence going
 * to the payer. Called by the ledger's `fulfil` first; false for every order that is no gift.
 */
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import type { OrdersTable } from './tables.js';
import './gift-tables.js';

export async function fulfilGift(trx: Transaction<Database>, order: Selectable<OrdersTable>, now: number): Promise<boolean> {
  const gift = await trx
    .updateTable('gifts')
    .set({ status: 'PAID', order_id: order.id, paid_at: new Date(now) })
    .where('basket_id', '=', order.basket_id)
    .where('status', '=', 'PENDING')
    .returning('id')
    .executeTakeFirst();
  if (!gift) {
    const known = await trx.selectFrom('gifts').select('id').where('basket_id', '=', order.basket_id).executeTakeFirst();
    if (!known) return false;
  }
  await trx
    .updateTable('baskets')
    .set({ status: 'PAID', updated_at: new Date(now) })
    .where('id', '=', order.basket_id)
    .execute();
  return true;
}
