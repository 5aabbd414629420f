/**
 * Payment details, payment history and renewals (spec 03 §2–9): the viewer's stored cards,
 * adding one through the provider's hosted fields (init, then validate the provider's
 * `pm_…` id: the platform stores only that id with brand, last four and expiry), replacing
 * the card a licence renews with, the paged payment history, one payment's invoice, and a
 * development-only call that runs due renewals as of a given instant (the test clock).
 *
 * Errors are `commerceError` (contract/commerce.ts). 409 MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED
 * when the viewer keeps the most payment methods allowed (`maxPaymentMethods`).
 * Paths marked (chosen) are not prescribed by the spec; docs/decisions/0029 records them.
 */
import { z } from 'zod';
import { commerceError, money } from './commerce.js';
import { defineCall, text } from './define.js';

export const paymentCard = z
  .object({
    /** The provider's payment method id (`pm_…`). */
    cardId: z.string(),
    /** The card brand in capitals (VISA, MASTERCARD, AMEX …). */
    cardType: z.string(),
    /** Last four digits; for mobile payment types the masked number's last digits only. */
    last4Digits: z.string(),
    /** What the web shows: `•••• 4242`, or a masked phone number for mobile types. */
    maskedNumber: z.string(),
    cardHolder: z.string().nullable(),
    expiryMonth: z.number().int(),
    expiryYear: z.number().int(),
    /** The card pays an auto-renewing subscription: the recurring-charge terms are shown beside it. */
    showEula: z.boolean(),
    paymentProviderId: z.string(),
    provider: z.string(),
    paymentMethodType: z.string(),
    /** Licences this card renews (explicitly, or as the viewer's newest card). */
    licences: z.array(z.object({ licenceId: z.string(), name: z.string() })),
  })
  .meta({ id: 'PaymentCard' });
export type PaymentCard = z.output<typeof paymentCard>;

const licenceCardAnswer = z
  .object({
    licenceId: z.string(),
    card: paymentCard,
    /** The licence's pending action after the change (REFRESH_PAYMENT_DETAILS until a retry succeeded). */
    pendingAction: z.string().nullable(),
    /** A renewal waiting for new details was tried at once: its result. */
    renewal: z.enum(['renewed', 'failed', 'none']),
    expiryTimestamp: z.number().nullable(),
  })
  .meta({ id: 'LicenceCard' });

export const paymentHistoryItem = z
  .object({
    id: z.string(),
    /** PURCHASE or RENEWAL. */
    itemType: z.enum(['PURCHASE', 'RENEWAL']),
    /** ISO instant of the payment. */
    when: z.string(),
    status: z.enum(['PROCESSING', 'REQUIRES_ACTION', 'SUCCEEDED', 'FAILED']),
    skuLicence: z.object({ licenceId: z.string(), name: z.string() }),
    skus: z.array(z.string()),
    amount: money,
    refunds: z.array(z.object({ id: z.string(), amount: money, when: z.string() })),
    /** The provider's intent id. */
    externalPaymentId: z.string().nullable(),
    /** Number of the invoice of a succeeded payment (null otherwise). */
    invoice: z.string().nullable(),
  })
  .meta({ id: 'PaymentHistoryItem' });

export const invoice = z
  .object({
    number: z.string(),
    paymentId: z.string(),
    issuedAt: z.string(),
    itemType: z.enum(['PURCHASE', 'RENEWAL']),
    seller: z.object({ name: z.string() }),
    buyer: z.object({ name: z.string().nullable(), email: z.string(), country: z.string(), address: z.array(z.string()), taxNumber: z.string().nullable() }),
    lines: z.array(z.object({ description: z.string(), sku: z.string(), amount: z.number().int() })),
    currency: z.string(),
    scale: z.number().int(),
    subtotal: z.number().int(),
    discount: z.number().int(),
    voucher: z.number().int(),
    total: z.number().int(),
    tax: z.number().int(),
    taxRateBasisPoints: z.number().int(),
    /** The period the payment covers (null end: no end date). */
    period: z.object({ start: z.string(), end: z.string().nullable() }).nullable(),
    paymentMethod: z.string().nullable(),
    externalPaymentId: z.string().nullable(),
  })
  .meta({ id: 'Invoice' });

const licencePath = z.object({ licenceId: text.id(100) });

export const paymentDetails = {
  cards: defineCall({
    method: 'GET',
    path: '/customer/cards',
    summary: 'The viewer’s stored payment methods with the licences each renews, and the most they may keep (chosen path)',
    answer: z.object({
      cards: z.array(paymentCard),
      maxPaymentMethods: z.number().int(),
      /** Subscriptions whose renewal failed: pending action REFRESH_PAYMENT_DETAILS (replace the card at /payment-update/{licenceId}). */
      refreshRequired: z.array(z.object({ licenceId: z.string(), name: z.string(), since: z.string() })),
    }),
    errorBody: commerceError,
    errors: [400, 401],
  }),

  initPaymentMethod: defineCall({
    method: 'POST',
    path: '/v4/payment-method/init',
    summary:
      'Starts adding a payment method: the provider’s hosted fields to frame (form mode). 409 MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED when the viewer keeps the most allowed',
    body: z.object({ paymentProviderId: z.string().max(100).optional() }).nullish(),
    answer: z.object({
      paymentProviderId: z.string(),
      mode: z.enum(['form']),
      hostedFieldsUrl: z.string(),
      origin: z.string(),
      paymentMethodTypes: z.array(z.string()),
      remaining: z.number().int(),
    }),
    errorBody: commerceError,
    errors: [400, 401, 409],
  }),

  validatePaymentMethod: defineCall({
    method: 'POST',
    path: '/v4/payment-method/validate',
    summary:
      'Stores the payment method the hosted fields tokenised (the platform reads brand, last four and expiry from the provider). 404 PAYMENT_DETAILS_NOT_FOUND, 409 MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED, 503 PSP_UNAVAILABLE',
    body: z.object({
      paymentDetailsExternalId: z.string().min(1).max(200),
      paymentProviderId: z.string().max(100).optional(),
      cardHolder: z.string().max(100).optional(),
    }),
    answer: paymentCard,
    errorBody: commerceError,
    errors: [400, 401, 404, 409, 503],
  }),

  removeCard: defineCall({
    method: 'DELETE',
    path: '/customer/cards/:cardId',
    summary: 'Removes a stored payment method; 409 CARD_IN_USE while a subscription renews with it (chosen path)',
    params: z.object({ cardId: text.id(100) }),
    answer: null,
    errorBody: commerceError,
    errors: [400, 401, 404, 409],
  }),

  replaceLicenceCard: defineCall({
    method: 'POST',
    path: '/licences/:licenceId/card/:cardId',
    summary:
      'The licence renews with the stored card {cardId} from now on; a renewal waiting for new details is tried at once. checkBillingDetails=true answers 424 BASKET_REQUIREMENTS_FAILED while billing details are missing',
    params: licencePath.extend({ cardId: text.id(100) }),
    query: z.object({ checkBillingDetails: text.bool().optional() }),
    body: z.unknown().optional(),
    answer: licenceCardAnswer,
    errorBody: commerceError,
    errors: [400, 401, 404, 409, 424, 503],
  }),

  setLicencePaymentDetails: defineCall({
    method: 'POST',
    path: '/licence/:licenceId/payment-details/:paymentDetailsExid',
    summary:
      'The licence renews with the provider’s payment method {paymentDetailsExid} (stored first when new, within the maximum); a renewal waiting for new details is tried at once',
    params: licencePath.extend({ paymentDetailsExid: text.id(200) }),
    body: z.unknown().optional(),
    answer: licenceCardAnswer,
    errorBody: commerceError,
    errors: [400, 401, 404, 409, 503],
  }),

  paymentHistory: defineCall({
    method: 'GET',
    path: '/customer/payment-history',
    summary: 'The viewer’s payments, newest first, in pages of the server’s size (itemsPerPage) (chosen path)',
    query: z.object({ page: text.int(0, 10_000).optional() }),
    answer: z.object({
      items: z.array(paymentHistoryItem),
      page: z.number().int(),
      itemsPerPage: z.number().int(),
      total: z.number().int(),
      loadedAll: z.boolean(),
    }),
    errorBody: commerceError,
    errors: [400, 401],
  }),

  invoice: defineCall({
    method: 'GET',
    path: '/customer/payments/:id/invoice',
    summary: 'The invoice of one of the viewer’s succeeded payments (404 for others) (chosen path)',
    params: z.object({ id: text.id(100) }),
    answer: invoice,
    errorBody: commerceError,
    errors: [400, 401, 404],
  }),

  runRenewals: defineCall({
    method: 'POST',
    path: '/dev/renewals/run',
    summary:
      'Development only (404 in production, and from anywhere but loopback without the outbox token): sweeps and runs due renewals as of `at` (the test clock; default now), for one viewer when `email` is given',
    auth: 'none',
    headers: z.object({ 'x-outbox-token': z.string().max(200).optional() }),
    body: z.object({ at: z.string().datetime().optional(), email: z.string().max(200).optional() }),
    answer: z.object({
      now: z.string(),
      enqueued: z.number().int(),
      expired: z.number().int(),
      outcomes: z.array(z.object({ result: z.string(), licenceId: z.string(), code: z.string().optional(), nextTry: z.string().nullable().optional() })),
    }),
    errors: [400, 404],
  }),
};
