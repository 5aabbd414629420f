/**
 * Tokenisation: a typed card becomes a payment method that keeps only its brand, last four
 * digits, expiry and the behaviour its test number stands for. The number and the CVC are
 * checked and then dropped; nothing here stores or logs them.
 */
import { randomBytes } from 'node:crypto';
import { cardBrand, cardDigits, cardErrors } from './hosted/card-rules.js';
import type { CardBehaviour, PaymentMethod } from './store.js';

/** The processor test numbers and what they do at charge time; any other valid number succeeds. */
const TEST_CARD_BEHAVIOURS: ReadonlyArray<[suffix: string, behaviour: CardBehaviour]> = [
  ['4000000000000002', 'card_declined'],
  ['4000000000009995', 'insufficient_funds'],
  ['4000000000000069', 'expired_card'],
  ['4000000000003220', 'challenge'],
];

export function behaviourOf(digits: string): CardBehaviour {
  return TEST_CARD_BEHAVIOURS.find(([number]) => number === digits)?.[1] ?? 'succeed';
}

/** Stripe-like ids: a type prefix and 24 random base62-ish characters. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export interface CardSubmission {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  postalCode: string;
}

export type TokeniseResult = { ok: true; method: PaymentMethod } | { ok: false; code: string; field: string };

export function tokenise(card: CardSubmission, now = new Date()): TokeniseResult {
  const errors = cardErrors(card, now);
  if (errors.length) return { ok: false, code: errors[0].code, field: errors[0].field };
  const digits = cardDigits(card.number) ?? '';
  return {
    ok: true,
    method: {
      id: newId('pm'),
      type: 'card',
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
      behaviour: behaviourOf(digits),
      created: Math.floor(now.getTime() / 1000),
    },
  };
}
