/**
 * Keeping a subscription (spec 03 §2–9): the licences a viewer holds with everything the
 * account shows about them, pause, resume, cancel and reactivate, the cancellation promo,
 * consent to a price change and redeeming a voucher.
 *
 * Rules every call here follows:
 * - `{id}` of the licence calls is the licence's id (`lic-…`) or its integer id.
 * - Every refusal is the common error answer with a code: 404 LICENCE_NOT_HELD, 409 with the
 *   state that forbids the action (ALREADY_CANCELLED, LICENCE_PAUSED, PAUSE_NOT_ALLOWED,
 *   NOT_PAUSED, NOT_CANCELLED, LICENCE_NOT_ACTIVE, CANCELLATION_PROMO_AVAILABLE,
 *   PROMO_ALREADY_ANSWERED, CONSENT_ALREADY_GIVEN, …). The web joins `messages` into one text.
 * - Paths marked (chosen) are not prescribed by the spec; docs/decisions/0028 records them.
 */
import { z } from 'zod';
import { licenceStatus } from './access.js';
import { licenceSummary } from './cards.js';
import { money } from './commerce.js';
import { defineCall, text } from './define.js';

/** A discount on the viewer's own subscription: the licence's price discount or one a cancellation promo granted. */
export const heldDiscount = z
  .object({
    source: z.enum(['PRICE', 'CANCELLATION_PROMO']),
    type: z.enum(['PERCENTAGE', 'AMOUNT']),
    percentage: z.number().nullable(),
    /** For AMOUNT: minor units in the price's currency and scale. */
    amount: z.number().int().nullable(),
    state: z.enum(['ACTIVE', 'UPCOMING', 'EXPIRED']),
    lifeTimeRepeat: z.boolean(),
    /** How many renewals it applies to (null: every renewal while it lasts). */
    renewals: z.number().int().nullable(),
    startDate: z.string(),
    endDate: z.string().nullable(),
  })
  .meta({ id: 'HeldDiscount' });

/** What the account shows and may do about one subscription besides its licence status. */
export const subscriptionState = z
  .object({
    /** PAUSED, PAUSE_REQUESTED, RESUME_REQUESTED or NOT_ALLOWED (this licence cannot be paused), or null. A string, not an enum: OpenAPI 3.0 cannot say "one of these or null". */
    pauseState: z.string().nullable(),
    pausedAt: z.number().nullable(),
    /** Epoch ms the pause ends by itself; null: until the viewer resumes. */
    resumeAfter: z.number().nullable(),
    /** Paused, but the period already paid still gives access until it ends. */
    accessUntilEnd: z.boolean(),
    /** Epoch ms the viewer cancelled; the licence keeps its access until its period ends. */
    cancelledAt: z.number().nullable(),
    canPause: z.boolean(),
    canResume: z.boolean(),
    canCancel: z.boolean(),
    canReactivate: z.boolean(),
    /** What the next renewal costs before discounts (the new price once a price change is consented to). */
    renewalPrice: money.nullable(),
    discounts: z.array(heldDiscount),
    /** A price change waiting for the viewer's consent (leave or continue). */
    priceMigration: z.object({ id: z.string(), currentPrice: money, newPrice: money, effectiveAt: z.number() }).nullable(),
  })
  .meta({ id: 'SubscriptionState' });

export const heldLicence = licenceSummary
  .extend({ licenceStatus, willRenew: z.boolean(), expiry: z.number().nullable(), subscription: subscriptionState })
  .meta({ id: 'HeldLicence' });
export type HeldLicenceAnswer = z.output<typeof heldLicence>;

export const cancellationPromo = z
  .object({
    id: z.string(),
    /** Label key of the offer's words (realms translate it). */
    titleKey: z.string(),
    type: z.enum(['PERCENTAGE', 'AMOUNT']),
    percentage: z.number().nullable(),
    amount: z.number().int().nullable(),
    /** The renewals the discount applies to. */
    renewals: z.number().int().min(1),
    /** The renewal price before and after the promo. */
    price: money.nullable(),
    discountedPrice: money.nullable(),
    licenceIds: z.array(z.string()),
  })
  .meta({ id: 'CancellationPromo' });

const licencePath = z.object({ id: text.id(100) });

export const subscriptions = {
  held: defineCall({
    method: 'GET',
    path: '/customer/licences',
    summary:
      'Every licence the signed-in viewer holds, family and non-family, with status, pause and cancellation state, discounts and any price change waiting for consent (chosen path)',
    answer: z.object({
      licenceFamilies: z.array(z.object({ id: z.string(), name: z.string(), licences: z.array(heldLicence) })),
      nonFamilyBasedLicences: z.array(heldLicence),
    }),
    errors: [400, 401],
  }),

  pause: defineCall({
    method: 'POST',
    path: '/active-licences/:id/pause',
    summary:
      'Pauses an active subscription: it stops renewing and keeps access until the paid period ends; optional config.resumeAfter (ISO date, within 3 months) resumes it by itself. 409 PAUSE_NOT_ALLOWED / LICENCE_PAUSED / ALREADY_CANCELLED / LICENCE_NOT_ACTIVE',
    params: licencePath,
    body: z.object({ config: z.object({ resumeAfter: z.string().max(40).optional() }).optional() }).nullish(),
    answer: heldLicence,
    errors: [400, 401, 404, 409],
  }),

  resume: defineCall({
    method: 'POST',
    path: '/active-licences/:id/resume',
    summary:
      'Resumes a paused subscription: within the paid period it renews again at once; after it, RESUME_REQUESTED until the next renewal charges. 409 NOT_PAUSED',
    params: licencePath,
    answer: heldLicence,
    errors: [400, 401, 404, 409],
  }),

  cancel: defineCall({
    method: 'DELETE',
    path: '/active-licences/:id',
    summary:
      'Cancels a subscription at the end of its period (access stays until then). While a cancellation promo is on offer and unanswered: 409 CANCELLATION_PROMO_AVAILABLE unless cancellationDiscount=IGNORE. 409 ALREADY_CANCELLED / LICENCE_PAUSED / LICENCE_NOT_ACTIVE',
    params: licencePath,
    query: z.object({ cancellationDiscount: z.enum(['IGNORE']).optional() }),
    answer: heldLicence,
    errors: [400, 401, 404, 409],
  }),

  reactivate: defineCall({
    method: 'PATCH',
    path: '/reactivate-licence/:id',
    summary: 'Undoes a cancellation before the period ends: the subscription renews again. 409 NOT_CANCELLED / LICENCE_EXPIRED',
    params: licencePath,
    answer: heldLicence,
    errors: [400, 401, 404, 409],
  }),

  verifyCancellationPromo: defineCall({
    method: 'GET',
    path: '/cancellation-promo/:id/verify',
    summary: 'Whether a promo is offered to keep this subscription (once per viewer, licence and promo)',
    params: licencePath,
    answer: z.object({ eligible: z.boolean(), promo: cancellationPromo.nullable() }),
    errors: [400, 401, 404],
  }),

  redeemCancellationPromo: defineCall({
    method: 'POST',
    path: '/cancellation-promo/:id/redeem',
    summary: 'Accepts the promo: the subscription stays and its next renewals carry the discount. 409 PROMO_NOT_AVAILABLE / PROMO_ALREADY_ANSWERED',
    params: licencePath,
    answer: heldLicence,
    errors: [400, 401, 404, 409],
  }),

  refuseCancellationPromo: defineCall({
    method: 'POST',
    path: '/cancellation-promo/:id/refuse',
    summary: 'Refuses the promo (it is not offered again for this licence); the web then cancels. 409 PROMO_NOT_AVAILABLE / PROMO_ALREADY_ANSWERED',
    params: licencePath,
    answer: heldLicence,
    errors: [400, 401, 404, 409],
  }),

  cancellationPromos: defineCall({
    method: 'GET',
    path: '/promotions/cancellation',
    summary: 'Every cancellation promo with the price it offers, for the editors’ preview (editors only)',
    answer: z.object({ promos: z.array(cancellationPromo) }),
    errors: [400, 401, 403],
  }),

  priceMigrationConsent: defineCall({
    method: 'PUT',
    path: '/price-migration/:id/consent',
    summary:
      'The viewer’s answer to a price change ({id}: the price migration’s id): CONTINUE renews at the new price; LEAVE cancels at the end of the period. 409 CONSENT_ALREADY_GIVEN',
    params: z.object({ id: text.id(100) }),
    body: z.object({ status: z.enum(['LEAVE', 'CONTINUE']) }),
    answer: heldLicence,
    errors: [400, 401, 404, 409],
  }),

  redeemVoucher: defineCall({
    method: 'POST',
    path: '/promotions/voucher/redeem',
    summary:
      'Redeems a voucher: with an integer licenceId a licence voucher (grants that licence for the voucher’s period), else a basket voucher (applied to the open basket). Wrong codes count towards a per-account and per-address limit (429 TOO_MANY_ATTEMPTS). 404 VOUCHER_NOT_FOUND, 409 VOUCHER_ALREADY_USED / VOUCHER_EXPIRED / VOUCHER_NOT_APPLICABLE / LICENCE_ALREADY_ACTIVE / BASKET_EMPTY',
    body: z.object({ voucherCode: z.string().min(1).max(200), licenceId: z.union([z.number().int(), z.string().max(100)]).nullish() }),
    answer: z.object({
      kind: z.enum(['LICENCE', 'BASKET']),
      voucherCode: z.string(),
      /** LICENCE: the licence granted and when it ends. */
      licence: heldLicence.nullable(),
      /** BASKET: the basket it was applied to. */
      basketId: z.string().nullable(),
    }),
    errors: [400, 401, 404, 409, 429],
  }),
};
