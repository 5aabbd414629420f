/**
 * The mail that carries a gift's redemption code to its recipient: what was given, by whom
 * (the buyer's email), the buyer's message, the code in groups of four, and the two links
 * that redeem it with a new account or an existing one. Sent after the paying transaction
 * committed; a mail failure never undoes the payment (the code can be derived again).
 */
import type { OutgoingMail } from '../mail/mailer.js';
import { mailLink } from '../mail/links.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface GiftMailInput {
  realm: string;
  service: string;
  to: string;
  recipientName: string | null;
  from: string;
  message: string | null;
  licenceName: string;
  /** The code as written for people: `ABCD-EFGH-JKMN-PQRS`. */
  code: string;
  origin: string;
}

export function giftMail(g: GiftMailInput): OutgoingMail {
  const register = mailLink(g.origin, `/gift/redeem/${g.code}/register`, {});
  const login = mailLink(g.origin, `/gift/redeem/${g.code}/login`, {});
  const lines = [
    g.recipientName ? `Hello ${g.recipientName},` : 'Hello,',
    '',
    `${g.from} has given you ${g.licenceName} at ${g.service}.`,
    ...(g.message ? ['', `“${g.message}”`] : []),
    '',
    `Your gift code: ${g.code}`,
    '',
    `New to ${g.service}? Create your account and redeem: ${register}`,
    `Already have an account? Sign in and redeem: ${login}`,
  ];
  return {
    realm: g.realm,
    kind: 'gift',
    to: g.to,
    subject: `A gift for you: ${g.licenceName}`,
    text: lines.join('\n'),
    html: `<p>${lines.map(escapeHtml).join('<br>\n')}</p>`,
  };
}
