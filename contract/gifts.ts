/**
 * Gift calls (spec 03 §7: /gift/products, /gift/basket, /gift/redeem; the guest-checkout
 * principal): licences bought for somebody else and redeemed once with a mailed code.
 *
 * Rules every call here follows:
 * - A guest may buy: the platform makes a guest-checkout principal that owns the gift's
 *   basket, order and payment, with the buyer's email on the gift. A signed-in buyer's own
 *   basket is never touched. The gift id (`gft_…`, 96 random bits) is the buyer's handle.
 * - Money is the platform's alone (integer minor units with currency and scale); nothing the
 *   browser sends is a price.
 * - A redemption code is 16 Crockford base32 characters in groups of four with a check
 *   character (docs/decisions/0030). A code that cannot be one answers 400
 *   GIFT_CODE_MALFORMED, an unknown one 404 GIFT_CODE_NOT_FOUND; wrong codes are counted per
 *   address and per account and answer 429 TOO_MANY_ATTEMPTS past the limit.
 * - Errors are `commerceError` (the common error answer with optional details.paymentId).
 * - Paths not listed in the spec are chosen; docs/decisions/0030 records them.
 */
import { z } from 'zod';
import { licenceSummary } from './cards.js';
import { commerceError, money, payBody, payHeaders } from './commerce.js';
import { defineCall, text } from './define.js';
import { email } from './auth.js';

export const giftStatuses = ['PENDING', 'PAID', 'REDEEMED'] as const;

export const gift = z
  .object({
    id: z.string(),
    /** PENDING until paid; PAID once the code went to the recipient; REDEEMED once used. */
    status: z.enum(giftStatuses),
    licence: z.object({ id: z.string(), name: z.string(), strategy: z.string(), period: z.string().nullable() }),
    recipientEmail: z.string(),
    recipientName: z.string().nullable(),
    message: z.string().nullable(),
    buyerEmail: z.string(),
    /** What the gift costs (tax included), in the licence price's currency and scale. */
    price: money,
    tax: z.number().int(),
    taxRateBasisPoints: z.number().int(),
    /** The latest payment attempt, if any. */
    payment: z
      .object({
        id: z.string(),
        status: z.enum(['PROCESSING', 'REQUIRES_ACTION', 'SUCCEEDED', 'FAILED']),
        /** REQUIRES_ACTION: the provider's page (3-D Secure) the browser goes to. */
        redirectUrl: z.string().nullable(),
        failure: z.object({ code: z.string(), message: z.string() }).nullable(),
      })
      .nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Gift' });
export type GiftAnswer = z.output<typeof gift>;

export const giftRedemption = z
  .object({
    /** AVAILABLE: may be redeemed; REDEEMED: used already. */
    status: z.enum(['AVAILABLE', 'REDEEMED']),
    licence: z.object({ id: z.string(), name: z.string(), strategy: z.string(), period: z.string().nullable() }),
    recipientName: z.string().nullable(),
    message: z.string().nullable(),
  })
  .meta({ id: 'GiftRedemption' });

const giftId = z.object({ giftId: text.id(100) });

export const gifts = {
  products: defineCall({
    method: 'GET',
    path: '/gift/products',
    summary: 'Licences that can be given: priced (STANDARD), not confirm-payment; a gift is one period of the licence (or its fixed date), never a trial',
    answer: z.object({ products: z.array(licenceSummary) }),
    errors: [400],
  }),

  createGift: defineCall({
    method: 'POST',
    path: '/gift/basket',
    summary:
      'Starts a gift checkout for one licence: a guest names their email (buyerEmail, required for guests; a signed-in buyer’s account email is used). 404 LICENCE_NOT_FOUND, 409 NOT_GIFTABLE, 403 PURCHASE_RESTRICTED',
    body: z.object({
      licenceId: text.id(100),
      recipientEmail: email(),
      recipientName: z.string().trim().max(100).optional(),
      message: z.string().trim().max(500).optional(),
      buyerEmail: email().optional(),
      currency: z.string().length(3).optional(),
    }),
    answer: gift,
    errorBody: commerceError,
    errors: [400, 403, 404, 409],
  }),

  gift: defineCall({
    method: 'GET',
    path: '/gift/:giftId',
    summary: 'One gift checkout with its price and its latest payment (a signed-in buyer’s gift answers only to them); the code is never in it',
    params: giftId,
    answer: gift,
    errorBody: commerceError,
    errors: [400, 404],
  }),

  payGift: defineCall({
    method: 'POST',
    path: '/gift/:giftId/pay',
    summary:
      'Pays the gift through the ordinary ledger (one order, one charge; the Idempotency-Key replays its first answer). Success creates the redemption code and mails it to the recipient. 402 card errors, 409 BASKET_ALREADY_PAID / PAYMENT_IN_PROGRESS / IDEMPOTENCY_KEY_REUSED, 428 PAYMENT_DETAILS_REQUIRED, 503 PSP_UNAVAILABLE',
    params: giftId,
    headers: payHeaders,
    body: payBody,
    answer: gift,
    errorBody: commerceError,
    errors: [400, 402, 403, 404, 409, 428, 502, 503],
  }),

  redemption: defineCall({
    method: 'GET',
    path: '/gift/redeem/:redeemCode',
    summary:
      'What a redemption code gives, before redeeming it. 400 GIFT_CODE_MALFORMED, 404 GIFT_CODE_NOT_FOUND, 429 TOO_MANY_ATTEMPTS (wrong codes per address and account)',
    params: z.object({ redeemCode: z.string().min(1).max(64) }),
    answer: giftRedemption,
    errorBody: commerceError,
    errors: [400, 404, 429],
  }),

  redeem: defineCall({
    method: 'POST',
    path: '/gift/redeem',
    summary:
      'Grants the gifted licence to the signed-in viewer, once per code (parallel attempts: one wins, the others 409 GIFT_ALREADY_REDEEMED). 400 GIFT_CODE_MALFORMED, 404 GIFT_CODE_NOT_FOUND, 409 LICENCE_ALREADY_ACTIVE (the code stays usable), 403 child profiles, 429 TOO_MANY_ATTEMPTS',
    body: z.object({ redeemCode: z.string().min(1).max(64) }),
    answer: z.object({
      licenceId: z.string(),
      name: z.string(),
      status: z.literal('ACTIVE'),
      /** When the gifted access ends (epoch ms); null when it never does. */
      expiresAt: z.number().nullable(),
    }),
    errorBody: commerceError,
    errors: [400, 401, 403, 404, 409, 429],
  }),
};
