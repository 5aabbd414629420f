/**
 * The payment ledger: every change of a payment's state appends a `payment_events` row and
 * updates the payment's `status` projection in the same transaction (the events table
 * refuses UPDATE and DELETE). Fulfilment (the licence) happens in that transaction too, so a
 * payment can never be SUCCEEDED without its licence, nor the licence granted twice.
 */
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { addIsoDuration } from './offers.js';
import type { OrdersTable, PaymentStatus, PaymentsTable } from './tables.js';
import { fulfilGift } from './gift-fulfilment.js';

export type PaymentRow = Selectable<PaymentsTable>;
export type OrderRow = Selectable<OrdersTable>;
type Trx = Transaction<Database>;

export const CONFIRMED_PAYMENT_REQUIRED = 'CONFIRMED_PAYMENT_REQUIRED';

export async function appendEvent(
  trx: Trx,
  payment: PaymentRow,
  event: { type: string; source: 'api' | 'provider' | 'webhook' | 'return'; status: PaymentStatus; data?: Record<string, unknown> },
  changes: Partial<Pick<PaymentRow, 'psp_intent_id' | 'redirect_url' | 'failure_code' | 'failure_message' | 'updated_at'>> = {},
): Promise<PaymentRow> {
  await trx
    .insertInto('payment_events')
    .values({ payment_id: payment.id, type: event.type, source: event.source, status: event.status, data: JSON.stringify(event.data ?? {}) })
    .execute();
  if (event.status === payment.status && Object.keys(changes).length === 0) return payment;
  return trx
    .updateTable('payments')
    .set({ status: event.status, updated_at: new Date(), ...changes })
    .where('id', '=', payment.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** When a licence bought now ends: the trial, the period, the fixed date; FREE never. */
export function licenceExpiry(order: OrderRow, catalogue: Catalogue, now: number): number | null {
  const l = catalogue.licenceById.get(order.licence_id);
  if (!l) return null;
  if (order.trial_period) return addIsoDuration(now, order.trial_period);
  switch (l.purchaseStrategy.type) {
    case 'FIXED_DATE':
      return l.purchaseStrategy.fixedDate ? Date.parse(l.purchaseStrategy.fixedDate) : null;
    case 'SUBSCRIPTION':
    case 'PPV':
      return l.purchaseStrategy.period ? addIsoDuration(now, l.purchaseStrategy.period) : null;
    default:
      return null;
  }
}

/**
 * Grants the order's licence after its payment succeeded: ACTIVE (TRIAL during a free trial),
 * or INACTIVE with the pending action CONFIRMED_PAYMENT_REQUIRED for confirm-payment licences
 * until the provider's webhook confirms. Marks the basket PAID and records voucher use.
 */
export async function fulfil(trx: Trx, order: OrderRow, catalogue: Catalogue, now: number): Promise<'ACTIVE' | 'TRIAL' | 'INACTIVE'> {
  // A gift order grants nothing to its payer: the gift becomes redeemable instead.
  if (await fulfilGift(trx, order, now)) return 'ACTIVE';
  const l = catalogue.licenceById.get(order.licence_id);
  const confirm = l?.activationStrategy === 'CONFIRM_PAYMENT' && order.total > 0;
  const status = confirm ? 'INACTIVE' : order.trial_period ? 'TRIAL' : 'ACTIVE';
  const expires = licenceExpiry(order, catalogue, now);
  const values = {
    status,
    auto_renewing: l?.purchaseStrategy.type === 'SUBSCRIPTION',
    purchased_at: new Date(now),
    expires_at: expires === null ? null : new Date(expires),
    updated_at: new Date(now),
    pending_action: confirm ? CONFIRMED_PAYMENT_REQUIRED : null,
    pending_action_at: confirm ? new Date(now) : null,
  } as const;
  await trx
    .insertInto('user_licences')
    .values({ user_id: order.user_id, licence_id: order.licence_id, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'licence_id']).doUpdateSet(values))
    .execute();
  await trx
    .updateTable('baskets')
    .set({ status: 'PAID', updated_at: new Date(now) })
    .where('id', '=', order.basket_id)
    .execute();
  const codes = order.voucher_codes;
  if (codes.length)
    await trx
      .insertInto('voucher_redemptions')
      .values(codes.map((code) => ({ code, user_id: order.user_id, order_id: order.id })))
      .execute();
  return status;
}

/** The provider confirmed: a licence waiting for confirmation becomes ACTIVE; anything else stays as it is. */
export async function confirmLicence(trx: Trx, order: OrderRow, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('user_licences')
    .set({ status: 'ACTIVE', pending_action: null, pending_action_at: null, updated_at: new Date(now) })
    .where('user_id', '=', order.user_id)
    .where('licence_id', '=', order.licence_id)
    .where('pending_action', '=', CONFIRMED_PAYMENT_REQUIRED)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
