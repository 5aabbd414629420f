/**
 * What one renewal charges, or why it charges nothing: the single place where the renewal
 * job reads the subscription state of docs/decisions/0028.
 *
 *   cancelled   `cancelled_at` set (a cancellation, or LEAVE of a price change): never renews;
 *               the sweep expires it at its period end.
 *   paused      PAUSED is not charged; with a `resume_after` that has come, it renews, and the
 *               charged period starts then (the paused time is not paid for). A resume asked
 *               after the period (RESUME_REQUESTED) renews from the moment the sweep first saw it.
 *   price       a decided price change (CONTINUE; or LEAVE later undone by reactivation) whose
 *               `effective_at` has come prices the renewal at `new_amount` in its currency.
 *   promo       a `licence_discounts` row with renewals left whose [starts_at, ends_at) holds the
 *               charged period's start prices the renewal at the full price less its discount
 *               (a percentage rounds half up, as the promo's displayed price does; an amount never
 *               below zero), unless the listed offer is lower: offers do not stack. The settling
 *               transaction counts it down only when it was used.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/types.js';
import type { LicenceFixture } from '../catalogue/fixture-types.js';
import type { UserLicencesTable } from '../catalogue/tables.js';
import '../subscriptions/tables.js';
import { includedTax, priceBasket, type Pricing } from './baskets.js';
import { addIsoDuration } from './offers.js';
import type { CommerceRules } from './rules.js';

type Holding = Selectable<UserLicencesTable>;

const ms = (d: Date | string) => new Date(d).getTime();

/**
 * When this holding's next paid period starts, if it renews at all (null: it does not renew:
 * cancelled, paused without a resume date that has come, not renewing, or not in effect).
 * `now` stands for "when the resume was asked" of a RESUME_REQUESTED holding.
 */
export function renewsFrom(holding: Holding, now: Date): Date | null {
  if (holding.status !== 'ACTIVE' && holding.status !== 'TRIAL') return null;
  if (!holding.expires_at || holding.cancelled_at) return null;
  const expires = ms(holding.expires_at);
  if (holding.pause_state === 'PAUSED') {
    const resumeAfter = holding.resume_after ? ms(holding.resume_after) : null;
    return resumeAfter !== null && resumeAfter <= now.getTime() ? new Date(Math.max(resumeAfter, expires)) : null;
  }
  if (!holding.auto_renewing) return null;
  if (holding.pause_state === 'RESUME_REQUESTED') return new Date(Math.max(expires, now.getTime()));
  return new Date(expires);
}

export type RenewalTerms =
  | { renew: false; reason: string }
  | {
      renew: true;
      /** The charged period: from when it renews to one licence period later. */
      periodFrom: Date;
      periodEnd: Date;
      pricing: Pricing;
      /** The cancellation-promo discount priced in (counted down when the charge succeeds). */
      discountId: number | null;
      realm: string | undefined;
      country: string;
    };

/**
 * The terms of renewing the period that ended at `periodStart` (the job's key), as of `now`;
 * `dueAt` is when the job's sweep found it due (the start of the charged period).
 */
export async function renewalTerms(
  db: Kysely<Database>,
  input: { holding: Holding | undefined; licence: LicenceFixture | undefined; rules: CommerceRules; periodStart: Date; dueAt: Date; now: Date },
): Promise<RenewalTerms> {
  const { holding, licence, rules, periodStart, now } = input;
  if (!holding?.expires_at || ms(holding.expires_at) !== periodStart.getTime()) return { renew: false, reason: 'licence changed' };
  if (holding.cancelled_at) return { renew: false, reason: 'cancelled' };
  const from = renewsFrom(holding, input.dueAt);
  if (!from || from.getTime() > now.getTime()) return { renew: false, reason: holding.pause_state === 'PAUSED' ? 'paused' : 'not renewing' };
  const period = licence?.purchaseStrategy.type === 'SUBSCRIPTION' ? licence.purchaseStrategy.period : undefined;
  if (!licence || !period) return { renew: false, reason: 'not a subscription' };
  const periodFrom = new Date(Math.max(from.getTime(), periodStart.getTime()));
  const periodEnd = new Date(addIsoDuration(periodFrom.getTime(), period) ?? periodFrom.getTime());

  const { user_id: userId, licence_id: licenceId } = holding;
  const [previous, migration, discount] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['realm', 'currency', 'billing_country'])
      .where('user_id', '=', userId)
      .where('licence_id', '=', licenceId)
      .orderBy('created_at', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('price_migrations')
      .selectAll()
      .where('user_id', '=', userId)
      .where('licence_id', '=', licenceId)
      .where('status', 'in', ['CONTINUE', 'LEAVE'])
      .where('effective_at', '<=', periodFrom)
      .orderBy('effective_at', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('licence_discounts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('licence_id', '=', licenceId)
      .where('renewals', '>', 0)
      .where('starts_at', '<=', periodFrom)
      .where('ends_at', '>', periodFrom)
      .orderBy('id')
      .executeTakeFirst(),
  ]);
  const country = previous?.billing_country ?? 'GB';
  const base = priceBasket({
    licence,
    currency: migration?.currency ?? previous?.currency ?? rules.currencyFor(country),
    vouchers: [],
    trialUsed: true,
    acknowledgeNoFreeTrial: true,
    taxRateBasisPoints: rules.taxRateFor(country),
    now: now.getTime(),
  });
  // The new price replaces the listed price (and any offer on it) from its effective date.
  const repriced = migration && migration.currency === base.currency;
  const subtotal = repriced ? migration.new_amount : base.subtotal;
  const listed = repriced ? migration.new_amount : base.subtotal - base.discount;
  // Offers do not stack: the promo's price is taken off the full price, as its offer showed
  // (subscriptions/actions.ts promoView), and the viewer pays the lower of it and the listed offer.
  const promoted = discount ? Math.max(0, subtotal - promoOff(subtotal, discount)) : null;
  const total = promoted !== null && promoted < listed ? promoted : listed;
  const pricing: Pricing = {
    ...base,
    ...(repriced && { scale: migration.scale }),
    subtotal,
    discount: subtotal - total,
    voucher: 0,
    total,
    tax: includedTax(total, base.taxRateBasisPoints),
  };
  return {
    renew: true,
    periodFrom,
    periodEnd,
    pricing,
    discountId: discount && promoted !== null && promoted < listed ? discount.id : null,
    realm: previous?.realm,
    country,
  };
}

/** A promo discount off `amount` (minor units): a percentage rounded half up, an amount at most `amount`. */
function promoOff(amount: number, d: { type: 'PERCENTAGE' | 'AMOUNT'; percentage: number | null; amount: number | null }): number {
  if (d.type === 'PERCENTAGE') return Math.min(amount, Math.floor((amount * (d.percentage ?? 0) + 50) / 100));
  return Math.min(amount, d.amount ?? 0);
}
