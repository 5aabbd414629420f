/**
 * The purchase receipt mail: what was bought, the amount paid with the tax it includes, and
 * the period it covers. Sent through the platform's mailer (SMTP, else the outbox) after the
 * payment's transaction committed; a mail failure never undoes a payment.
 */
import type { OutgoingMail } from '../mail/mailer.js';
import type { OrderRow } from './ledger.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** 1234 with scale 2 in GBP → "GBP 12.34": integer arithmetic, no float rounding. */
export function formatMoney(amount: number, currency: string, scale: number): string {
  const negative = amount < 0;
  const digits = String(Math.abs(amount)).padStart(scale + 1, '0');
  const whole = scale ? digits.slice(0, -scale) : digits;
  const fraction = scale ? `.${digits.slice(-scale)}` : '';
  return `${negative ? '-' : ''}${currency} ${whole}${fraction}`;
}

export interface ReceiptInput {
  realm: string;
  service: string;
  to: string;
  order: OrderRow;
  licenceName: string;
  /** Epoch ms; null for licences that do not end. */
  periodStart: number;
  periodEnd: number | null;
  paymentId: string;
}

export function receiptMail(r: ReceiptInput): OutgoingMail {
  const { order } = r;
  const money = (amount: number) => formatMoney(amount, order.currency, order.scale);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const lines = [
    `Thank you for your purchase at ${r.service}.`,
    '',
    `Item: ${r.licenceName}`,
    `Amount paid: ${money(order.total)}`,
    `Tax included: ${money(order.tax)} (${(order.tax_rate_bp / 100).toFixed(2)} %)`,
    ...(order.discount ? [`Discount: -${money(order.discount)}`] : []),
    ...(order.voucher ? [`Voucher (${order.voucher_codes.join(', ')}): -${money(order.voucher)}`] : []),
    ...(order.trial_period ? [`Free trial: ${order.trial_period}`] : []),
    `Period: ${day(r.periodStart)} to ${r.periodEnd === null ? 'no end date' : day(r.periodEnd)}`,
    `Order: ${order.id}`,
    `Payment: ${r.paymentId}`,
  ];
  return {
    realm: r.realm,
    kind: 'receipt',
    to: r.to,
    subject: `Your ${r.service} receipt: ${r.licenceName}`,
    text: lines.join('\n'),
    html: `<p>${lines.map(escapeHtml).join('<br>\n')}</p>`,
  };
}
