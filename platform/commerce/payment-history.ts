/**
 * The viewer's payment history (purchases and renewals, newest first, HISTORY_PAGE_SIZE a
 * page: the web reads the size from the answer) and the invoice of a succeeded payment.
 * Both read the ledger's projections (payments, orders, renewal_charges); nothing here writes.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { licenceExpiry } from './ledger.js';

export const HISTORY_PAGE_SIZE = 10;

/** The invoice number of a payment: stable, derived from the payment (year of issue and its id). */
export function invoiceNumber(paymentId: string, issuedAt: Date): string {
  return `INV-${issuedAt.getUTCFullYear()}-${paymentId.replace(/^pay_/, '').slice(0, 12).toUpperCase()}`;
}

export async function paymentHistoryPage(db: Kysely<Database>, catalogue: Catalogue, userId: string, page: number) {
  const { count } = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .leftJoin('renewal_charges', 'renewal_charges.payment_id', 'payments.id')
    .select([
      'payments.id',
      'payments.status',
      'payments.amount',
      'payments.currency',
      'payments.scale',
      'payments.psp_intent_id',
      'payments.created_at',
      'orders.licence_id',
      'orders.sku',
      'renewal_charges.id as renewal',
    ])
    .where('payments.user_id', '=', userId)
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc')
    .limit(HISTORY_PAGE_SIZE)
    .offset(page * HISTORY_PAGE_SIZE)
    .execute();
  const total = Number(count);
  return {
    items: rows.map((r) => {
      const when = new Date(r.created_at);
      return {
        id: r.id,
        itemType: r.renewal ? ('RENEWAL' as const) : ('PURCHASE' as const),
        when: when.toISOString(),
        status: r.status,
        skuLicence: { licenceId: r.licence_id, name: catalogue.licenceById.get(r.licence_id)?.name ?? r.licence_id },
        skus: [r.sku],
        amount: { amount: r.amount, currency: r.currency, scale: r.scale },
        refunds: [],
        externalPaymentId: r.psp_intent_id,
        invoice: r.status === 'SUCCEEDED' ? invoiceNumber(r.id, when) : null,
      };
    }),
    page,
    itemsPerPage: HISTORY_PAGE_SIZE,
    total,
    loadedAll: (page + 1) * HISTORY_PAGE_SIZE >= total,
  };
}

export async function invoiceOf(db: Kysely<Database>, catalogue: Catalogue, userId: string, paymentId: string, seller: string) {
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', paymentId)
    .where('user_id', '=', userId)
    .where('status', '=', 'SUCCEEDED')
    .executeTakeFirst();
  if (!payment) return null;
  const order = await db.selectFrom('orders').selectAll().where('id', '=', payment.order_id).executeTakeFirstOrThrow();
  const user = await db.selectFrom('users').select(['email', 'name']).where('id', '=', userId).executeTakeFirstOrThrow();
  const billing = await db.selectFrom('billing_details').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const renewal = await db.selectFrom('renewal_charges').select(['period_start', 'period_end']).where('payment_id', '=', payment.id).executeTakeFirst();
  const issuedAt = new Date(payment.created_at);
  const licenceName = catalogue.licenceById.get(order.licence_id)?.name ?? order.licence_id;
  const periodEnd = renewal ? new Date(renewal.period_end).getTime() : licenceExpiry(order, catalogue, new Date(order.created_at).getTime());
  const method = await db
    .selectFrom('renewal_charges')
    .innerJoin('payment_methods', 'payment_methods.id', 'renewal_charges.payment_method_id')
    .select(['payment_methods.brand', 'payment_methods.last4'])
    .where('renewal_charges.payment_id', '=', payment.id)
    .executeTakeFirst();
  return {
    number: invoiceNumber(payment.id, issuedAt),
    paymentId: payment.id,
    issuedAt: issuedAt.toISOString(),
    itemType: renewal ? ('RENEWAL' as const) : ('PURCHASE' as const),
    seller: { name: seller },
    buyer: {
      name: billing?.name ?? (user.name || null),
      email: user.email,
      country: order.billing_country,
      address: [billing?.line1, [billing?.postal_code, billing?.city].filter(Boolean).join(' '), billing?.administrative_level1].filter(
        (line): line is string => Boolean(line),
      ),
      taxNumber: billing?.tax_number ?? null,
    },
    lines: [{ description: licenceName, sku: order.sku, amount: order.subtotal }],
    currency: order.currency,
    scale: order.scale,
    subtotal: order.subtotal,
    discount: order.discount,
    voucher: order.voucher,
    total: order.total,
    tax: order.tax,
    taxRateBasisPoints: order.tax_rate_bp,
    period: {
      start: (renewal ? new Date(renewal.period_start) : new Date(order.created_at)).toISOString(),
      end: periodEnd === null ? null : new Date(periodEnd).toISOString(),
    },
    paymentMethod: method
      ? `${method.brand.toUpperCase()} •••• ${method.last4}`
      : payment.payment_method_type === 'card'
        ? 'Card'
        : payment.payment_method_type,
    externalPaymentId: payment.psp_intent_id,
  };
}
