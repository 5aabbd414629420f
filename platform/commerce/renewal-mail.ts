/** The mail a viewer gets when a renewal charge failed: what failed, when it is tried again, how to fix it. */
import type { OutgoingMail } from '../mail/mailer.js';
import { formatMoney } from './receipt.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface RenewalFailedInput {
  realm: string;
  service: string;
  to: string;
  licenceName: string;
  amount: { amount: number; currency: string; scale: number };
  reason: string;
  /** Epoch ms of the next try; null when there is none (the subscription ended). */
  nextTry: number | null;
  /** The web page where the viewer replaces the card. */
  updateUrl: string;
}

export function renewalFailedMail(r: RenewalFailedInput): OutgoingMail {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const lines = [
    `We could not renew your ${r.service} subscription "${r.licenceName}".`,
    '',
    `Amount: ${formatMoney(r.amount.amount, r.amount.currency, r.amount.scale)}`,
    `Reason: ${r.reason}`,
    r.nextTry === null ? 'We will not try again: the subscription has ended.' : `We will try again on ${day(r.nextTry)}.`,
    '',
    `Update your payment details: ${r.updateUrl}`,
  ];
  return {
    realm: r.realm,
    kind: 'renewal-failed',
    to: r.to,
    subject: r.nextTry === null ? `Your ${r.service} subscription has ended` : `Action needed: refresh your payment details for ${r.service}`,
    text: lines.join('\n'),
    html: `<p>${lines.map(escapeHtml).join('<br>\n')}</p>`,
  };
}
