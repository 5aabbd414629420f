/**
 * Commerce calls (spec 03 §7): the basket, vouchers, paying, following a payment, the
 * payment providers the web offers, billing details and whether this viewer may buy.
 * The licences list and licence families are the `access` area's calls (same shapes).
 *
 * Rules every call here follows:
 * - Money is integer minor units with its currency and scale (amount ÷ 10^scale), never a
 *   float. Every total is computed by the platform; nothing the browser sends is a price.
 * - Errors are `commerceError`: the common error answer with optional `details`
 *   (`missingFields` for 424 BASKET_REQUIREMENTS_FAILED, `paymentId` when a payment exists).
 * - A refused purchase (child profile, restricted territory, VPN) answers 403
 *   PURCHASE_RESTRICTED with the header `X-Purchase-Restriction` (`outside-region`, `vpn`,
 *   `child-profile`).
 * - Paths marked (chosen) are not prescribed by the spec; docs/decisions/0019 records them.
 */
import { z } from 'zod';
import { discount } from './cards.js';
import { defineCall, errorAnswer, text } from './define.js';

/** An amount of money: integer minor units; shown as amount ÷ 10^scale fixed to scale digits. */
export const money = z.object({ amount: z.number().int(), currency: z.string().length(3), scale: z.number().int().min(0).max(4) }).meta({ id: 'Money' });

export const basketItem = z
  .object({
    sku: z.string(),
    /** The licence's string id (`lic-…`) and its integer id. */
    licenceId: z.string(),
    licenceNumber: z.number().int(),
    name: z.string(),
    subscriptionSetting: z.object({
      subscriptionType: z.enum(['SUBSCRIPTION', 'FIXED_DATE', 'PPV', 'FREE']),
      /** ISO duration (P1M, P1Y …); null for FIXED_DATE and FREE. */
      subscriptionPeriod: z.string().nullable(),
      /** ISO duration of the free trial this purchase gets; null when none applies. */
      trialPeriodDuration: z.string().nullable(),
    }),
    /** The list price. */
    price: money,
    /** The licence discount in effect now, if any. */
    discount: discount.nullable(),
    /** What this item costs after its discount (before vouchers). */
    amount: money,
  })
  .meta({ id: 'BasketItem' });

export const basketVoucher = z
  .object({
    /** The code as the viewer typed it (normalised to upper case). */
    name: z.string(),
    type: z.enum(['PERCENTAGE', 'AMOUNT']),
    percentage: z.number().nullable(),
    amount: z.number().int().nullable(),
  })
  .meta({ id: 'BasketVoucher' });

/** Totals in the basket's currency and scale, integer minor units; tax is included in `total`. */
export const basketTotals = z
  .object({
    currency: z.string().length(3),
    scale: z.number().int(),
    subtotal: z.number().int(),
    discount: z.number().int(),
    voucher: z.number().int(),
    total: z.number().int(),
    tax: z.number().int(),
    /** Tax rate of the billing country in basis points (2000 = 20 %). */
    taxRateBasisPoints: z.number().int(),
  })
  .meta({ id: 'BasketTotals' });

export const basket = z
  .object({
    id: z.string(),
    status: z.enum(['OPEN', 'PAYING', 'PAID']),
    basketItems: z.array(basketItem),
    vouchers: z.array(basketVoucher),
    /** The licence has a trial this viewer may not have (already used): pay needs acknowledgeNoFreeTrial. */
    freeTrialDenied: z.boolean(),
    acknowledgeNoFreeTrial: z.boolean(),
    totals: basketTotals,
    /** Nothing to charge (FREE licence, 100 % voucher, free trial): pay completes without a provider. */
    zeroBalance: z.boolean(),
    /** Billing fields the billing country requires, and those still missing (424 on pay while any is). */
    billing: z.object({ country: z.string(), requiredFields: z.array(z.string()), missingFields: z.array(z.string()) }),
  })
  .meta({ id: 'Basket' });
export type BasketAnswer = z.output<typeof basket>;

export const paymentStatuses = ['PROCESSING', 'REQUIRES_ACTION', 'SUCCEEDED', 'FAILED'] as const;

export const payment = z
  .object({
    id: z.string(),
    orderId: z.string(),
    basketId: z.string(),
    status: z.enum(paymentStatuses),
    amount: money,
    tax: z.number().int(),
    /** `reference-card`, `reference-wallet`, `reference-bank` or `zero-balance`. */
    provider: z.string(),
    paymentMethodType: z.string(),
    /** For REQUIRES_ACTION: where the browser goes (3-D Secure challenge, bank page). */
    redirectUrl: z.string().nullable(),
    failure: z.object({ code: z.string(), message: z.string() }).nullable(),
    /** The licences this order grants, with their state now (INACTIVE until a confirm-payment licence is confirmed). */
    licences: z.array(
      z.object({
        licenceId: z.string(),
        name: z.string(),
        /** ACTIVE, TRIAL or INACTIVE (waiting for the provider's confirmation); null before the payment succeeded. */
        status: z.string().nullable(),
        pendingAction: z.string().nullable(),
      }),
    ),
    createdAt: z.string(),
  })
  .meta({ id: 'Payment' });
export type PaymentAnswer = z.output<typeof payment>;

export const paymentProvider = z
  .object({
    id: z.string(),
    name: z.string(),
    displayName: z.string(),
    logoUrl: z.string().nullable(),
    mode: z.enum(['form', 'native', 'browser']),
    paymentMethodTypes: z.array(z.string()),
    /** Form mode: the provider's hosted card fields page (framed by the pay screen). */
    hostedFieldsUrl: z.string().nullable(),
    /** The provider's origin (the pay screen's frame-src and postMessage origin). */
    origin: z.string().nullable(),
  })
  .meta({ id: 'PaymentProvider' });

export const billingAddress = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  line1: z.string().max(200).optional(),
  postalCode: z.string().max(20).optional(),
  administrativeLevel1: z.string().max(100).optional(),
  city: z.string().max(100).optional(),
});

export const billingDetails = z
  .object({
    name: z.string().nullable(),
    address: billingAddress.nullable(),
    /** yyyy-mm-dd. */
    birthDate: z.string().nullable(),
    taxNumber: z.string().nullable(),
    /** What the billing country requires, and what is still missing. */
    requiredFields: z.array(z.string()),
    missingFields: z.array(z.string()),
  })
  .meta({ id: 'BillingDetails' });

/** The common error answer with the details commerce answers add. */
export const commerceError = errorAnswer
  .extend({
    details: z
      .object({
        missingFields: z.array(z.string()).optional(),
        paymentId: z.string().optional(),
      })
      .optional(),
  })
  .meta({ id: 'CommerceError' });

export const purchaseRestrictions = ['outside-region', 'vpn', 'child-profile'] as const;

const voucherCode = z.object({ code: z.string().min(1).max(200) });
const basketPathId = z.object({ id: text.id(100) });
const paymentPathId = z.object({ id: text.id(100) });

/** Every payment call names its Idempotency-Key: printable ASCII, 8 to 255 characters. */
export const payHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(8)
    .max(255)
    .regex(/^[\x21-\x7e]+$/, 'printable ASCII'),
});

/** What a payment call sends: the arrangement (provider, method, tokenised details) and where the provider returns the browser. */
export const payBody = z.object({
  paymentArrangement: z.object({
    primaryPaymentDetailsAttributes: z.object({
      /** `pm_…` from the hosted card fields; absent for browser-mode methods and zero balance. */
      paymentDetailsExternalId: z.string().max(200).optional(),
      targetPaymentProvider: z.string().min(1).max(100),
      paymentMethodType: z.string().min(1).max(50),
    }),
  }),
  /** The web's /payment-authorization URL the provider sends the browser back to (its origin must be one of the realm's). */
  returnUrl: z.string().max(2000).optional(),
});

export const commerce = {
  paymentProviders: defineCall({
    method: 'GET',
    path: '/customer/payment-providers',
    summary: 'Payment providers the web offers, with their mode (form: hosted fields; browser: redirect) (chosen path)',
    answer: z.object({ providers: z.array(paymentProvider) }),
    errors: [400, 404],
  }),

  purchaseEligibility: defineCall({
    method: 'GET',
    path: '/customer/purchase-eligibility',
    summary:
      'Whether this viewer may buy here: child profiles, restricted territories and VPNs (where the realm disallows them) may not; the refusal also comes as header X-Purchase-Restriction (chosen path)',
    answer: z.object({
      allowed: z.boolean(),
      /** One of `purchaseRestrictions` (outside-region, vpn, child-profile); null when allowed. */
      restriction: z.string().nullable(),
      /** The label key the blocking modal shows: kidPurchasePermissionDenied, signupGeoRestriction or vpnErrorMessage. */
      label: z.string().nullable(),
      country: z.string(),
    }),
    errors: [400, 401],
  }),

  basket: defineCall({
    method: 'GET',
    path: '/customer/basket',
    summary: 'The signed-in viewer’s open basket with its totals (an empty basket when none)',
    answer: basket,
    errorBody: commerceError,
    errors: [400, 401],
  }),

  setBasket: defineCall({
    method: 'PUT',
    path: '/baskets/:id',
    summary:
      'Puts one licence in the basket ({id}: a licence id, its integer id or a SKU). 409 freeTrialDenied when its trial was already used and acknowledgeNoFreeTrial is not true',
    params: basketPathId,
    query: z.object({ acknowledgeNoFreeTrial: text.bool().optional() }),
    body: z.object({ currency: z.string().length(3).optional() }).nullish(),
    answer: basket,
    errorBody: commerceError,
    errors: [400, 401, 403, 404, 409],
  }),

  addVoucher: defineCall({
    method: 'PUT',
    path: '/baskets/vouchers/:code',
    summary:
      'Applies a voucher to the open basket (code URL-encoded). VOUCHER_MALFORMED 400, VOUCHER_NOT_FOUND 404, VOUCHER_EXPIRED / VOUCHER_ALREADY_USED / VOUCHER_NOT_APPLICABLE / BASKET_EMPTY 409; the basket is unchanged on error',
    params: voucherCode,
    answer: basket,
    errorBody: commerceError,
    errors: [400, 401, 404, 409],
  }),

  removeVoucher: defineCall({
    method: 'DELETE',
    path: '/baskets/vouchers/:code',
    summary: 'Removes a voucher from the open basket',
    params: voucherCode,
    answer: basket,
    errorBody: commerceError,
    errors: [400, 401, 404],
  }),

  pay: defineCall({
    method: 'POST',
    path: '/customer/baskets/pay/:id',
    summary:
      'Pays the basket {id} with the payment arrangement (at most once per basket: the Idempotency-Key replays its first answer). Card errors 402 (card_declined, insufficient_funds, expired_card, incorrect_number …), 424 BASKET_REQUIREMENTS_FAILED with details.missingFields, 409 freeTrialDenied / INVALID_TIER_CHANGE / PAYMENT_IN_PROGRESS / IDEMPOTENCY_KEY_REUSED, 428 PAYMENT_DETAILS_REQUIRED, 502/503 PSP_UNAVAILABLE (nothing charged)',
    params: basketPathId,
    query: z.object({ acknowledgeNoFreeTrial: text.bool().optional() }),
    headers: payHeaders,
    body: payBody,
    answer: payment,
    errorBody: commerceError,
    errors: [400, 401, 402, 403, 404, 409, 424, 428, 502, 503],
  }),

  payment: defineCall({
    method: 'GET',
    path: '/customer/payments/:id',
    summary: 'One of the viewer’s payments with the state of the licences it grants (the /pay confirmation screen polls it) (chosen path)',
    params: paymentPathId,
    answer: payment,
    errorBody: commerceError,
    errors: [400, 401, 404],
  }),

  paymentAuthorization: defineCall({
    method: 'POST',
    path: '/customer/payment-authorization',
    summary:
      'The browser came back from the provider (/payment-authorization?payment_intent&redirect_status): the platform asks the provider for the intent’s real state (redirect_status is a hint only) and answers the payment (chosen path)',
    body: z.object({ payment_intent: z.string().min(1).max(200), redirect_status: z.string().max(50).optional() }),
    answer: payment,
    errorBody: commerceError,
    errors: [400, 401, 404, 502, 503],
  }),

  billingDetails: defineCall({
    method: 'GET',
    path: '/customer/billing-details',
    summary: 'The viewer’s billing details and what their billing country requires (chosen path)',
    answer: billingDetails,
    errorBody: commerceError,
    errors: [400, 401],
  }),

  saveBillingDetails: defineCall({
    method: 'PUT',
    path: '/customer/billing-details',
    summary:
      'Saves billing details (address from the country’s addressRequiredFields, birth date and tax number where required); 400 VALIDATION_ERROR with {field}FieldIsInvalid messages (chosen path)',
    body: z.object({
      name: z.string().max(200).optional(),
      address: billingAddress.optional(),
      birthDate: z.string().max(10).optional(),
      taxNumber: z.string().max(30).optional(),
    }),
    answer: billingDetails,
    errorBody: commerceError,
    errors: [400, 401],
  }),

  pspWebhook: defineCall({
    method: 'POST',
    path: '/psp/webhooks',
    summary:
      'The payment provider’s signed event (header PSP-Signature: t=<unix s>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>). 400 BAD_SIGNATURE / STALE_TIMESTAMP and nothing changes; an event already seen answers 200 and changes nothing (chosen path)',
    auth: 'none',
    realmFree: true,
    headers: z.object({ 'psp-signature': z.string().max(500).optional() }),
    body: z.object({
      id: z.string().min(1).max(200),
      type: z.string().min(1).max(100),
      created: z.number().int(),
      data: z.looseObject({ id: z.string().min(1).max(200) }),
    }),
    answer: z.object({ received: z.boolean(), duplicate: z.boolean() }),
    errors: [400],
  }),
};
