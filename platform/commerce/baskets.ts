/**
 * Baskets and their totals. The platform alone prices a basket: the licence's price in the
 * basket's currency, its ACTIVE discount, the vouchers, the free trial and the tax included
 * in the total all come from the catalogue and the commerce rules, never from the browser.
 * Amounts are integer minor units in the price's scale.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { BasketAnswer } from '../../contract/commerce.js';
import type { Database } from '../db/types.js';
import type { LicenceFixture, PriceFixture } from '../catalogue/fixture-types.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { isInEffect } from '../catalogue/access.js';
import { discountView, discountState, discountedAmount, isoDurationDays, priceFor } from './offers.js';
import type { VoucherRule } from './rules.js';
import type { BasketsTable } from './tables.js';

export type BasketRow = Selectable<BasketsTable>;
type Db = Kysely<Database> | Transaction<Database>;

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The viewer's basket in progress (OPEN or PAYING), if any. */
export async function currentBasket(db: Db, userId: string): Promise<BasketRow | undefined> {
  return db.selectFrom('baskets').selectAll().where('user_id', '=', userId).where('status', '<>', 'PAID').executeTakeFirst();
}

/** The basket in progress, created empty when there is none (a concurrent creation wins, then is read). */
export async function openBasket(db: Db, userId: string): Promise<BasketRow> {
  const existing = await currentBasket(db, userId);
  if (existing) return existing;
  await db
    .insertInto('baskets')
    .values({ id: newId('bsk'), user_id: userId, status: 'OPEN', vouchers: '[]' })
    .onConflict((oc) => oc.column('user_id').where('status', '<>', 'PAID').doNothing())
    .execute();
  return (await currentBasket(db, userId))!;
}

/** Has the viewer held this licence, or a licence with a trial in its family, before? Then no second trial. */
export async function trialUsed(db: Db, userId: string, licence: LicenceFixture, catalogue: Catalogue): Promise<boolean> {
  const rows = await db.selectFrom('user_licences').select('licence_id').where('user_id', '=', userId).execute();
  return rows.some((r) => {
    if (r.licence_id === licence.id) return true;
    const held = catalogue.licenceById.get(r.licence_id);
    return Boolean(licence.family && held?.family === licence.family && held.trialDetails && isoDurationDays(held.trialDetails.period) > 0);
  });
}

export interface TierProblem {
  code: 'INVALID_TIER_CHANGE' | 'LICENCE_ALREADY_ACTIVE';
  message: string;
}

/** Buying what the viewer already has in effect, or a lower tier than their best in-effect licence of the family, is refused. */
export async function tierProblem(db: Db, userId: string, licence: LicenceFixture, catalogue: Catalogue, now: number): Promise<TierProblem | null> {
  const rows = await db.selectFrom('user_licences').select(['licence_id', 'status', 'expires_at']).where('user_id', '=', userId).execute();
  const inEffect = rows
    .map((r) => ({ licenceId: r.licence_id, status: r.status, expiresAt: r.expires_at ? new Date(r.expires_at).getTime() : null }))
    .filter((h) => isInEffect(h, now));
  if (inEffect.some((h) => h.licenceId === licence.id)) return { code: 'LICENCE_ALREADY_ACTIVE', message: 'You already have this licence.' };
  if (licence.family) {
    const best = Math.max(
      -Infinity,
      ...inEffect
        .map((h) => catalogue.licenceById.get(h.licenceId))
        .filter((l) => l?.family === licence.family)
        .map((l) => l!.rank),
    );
    if (licence.rank < best) return { code: 'INVALID_TIER_CHANGE', message: 'You already have a higher tier of this licence family.' };
  }
  return null;
}

export type VoucherProblem = 'VOUCHER_EXPIRED' | 'VOUCHER_NOT_APPLICABLE' | null;

/** Whether a known voucher applies to this licence and price now (redemption counts are checked apart). */
export function voucherProblem(v: VoucherRule, licence: LicenceFixture | undefined, price: PriceFixture | null, now: number): VoucherProblem {
  if (Date.parse(v.startDate) > now || (v.endDate && Date.parse(v.endDate) <= now)) return 'VOUCHER_EXPIRED';
  if (licence && (licence.type === 'FREE' || (v.licenceIds && !v.licenceIds.includes(licence.id)))) return 'VOUCHER_NOT_APPLICABLE';
  if (v.type === 'AMOUNT' && price && v.currency && v.currency !== price.currency) return 'VOUCHER_NOT_APPLICABLE';
  return null;
}

export interface Pricing {
  licence: LicenceFixture;
  price: PriceFixture | null;
  currency: string;
  scale: number;
  subtotal: number;
  discount: number;
  voucher: number;
  total: number;
  tax: number;
  taxRateBasisPoints: number;
  /** The trial this purchase gets (null: none, or already used). */
  trialPeriod: string | null;
  trialDenied: boolean;
  voucherCodes: string[];
}

/** Tax included in a tax-inclusive total at `basisPoints` (rounded half up to the minor unit). */
export function includedTax(total: number, basisPoints: number): number {
  if (basisPoints <= 0 || total <= 0) return 0;
  return total - Math.round((total * 10000) / (10000 + basisPoints));
}

export function priceBasket(input: {
  licence: LicenceFixture;
  currency: string;
  vouchers: VoucherRule[];
  trialUsed: boolean;
  acknowledgeNoFreeTrial: boolean;
  taxRateBasisPoints: number;
  now: number;
}): Pricing {
  const { licence, now } = input;
  const price = licence.type === 'FREE' ? null : priceFor(licence, input.currency);
  const subtotal = price?.amount ?? 0;
  const afterDiscount = price ? discountedAmount(price, now) : 0;
  let remaining = afterDiscount;
  const applied: string[] = [];
  for (const v of input.vouchers) {
    if (voucherProblem(v, licence, price, now)) continue;
    const off = v.type === 'PERCENTAGE' ? Math.round((remaining * (v.percentage ?? 0)) / 100) : Math.min(remaining, v.amount ?? 0);
    remaining -= off;
    applied.push(v.code);
  }
  const hasTrial = Boolean(licence.trialDetails && isoDurationDays(licence.trialDetails.period) > 0);
  const trialPeriod = hasTrial && !input.trialUsed ? licence.trialDetails!.period : null;
  // A trial costs nothing now; the subscription's first charge comes when the trial ends.
  const total = trialPeriod ? 0 : Math.max(0, remaining);
  return {
    licence,
    price,
    currency: price?.currency ?? input.currency,
    scale: price?.scale ?? 2,
    subtotal,
    discount: subtotal - afterDiscount,
    voucher: afterDiscount - remaining,
    total,
    tax: includedTax(total, input.taxRateBasisPoints),
    taxRateBasisPoints: input.taxRateBasisPoints,
    trialPeriod,
    trialDenied: hasTrial && input.trialUsed,
    voucherCodes: applied,
  };
}

export function basketAnswer(
  row: BasketRow,
  pricing: Pricing | null,
  vouchers: VoucherRule[],
  billing: BasketAnswer['billing'],
  now: number,
  fallbackCurrency: string,
): BasketAnswer {
  const l = pricing?.licence;
  const activeDiscount = pricing?.price?.discount && discountState(pricing.price.discount, now) === 'ACTIVE' ? discountView(pricing.price.discount, now) : null;
  const currency = pricing?.currency ?? fallbackCurrency;
  const scale = pricing?.scale ?? 2;
  return {
    id: row.id,
    status: row.status,
    basketItems:
      l && pricing
        ? [
            {
              sku: pricing.price?.sku ?? `sku-${l.id}`,
              licenceId: l.id,
              licenceNumber: l.licenceId,
              name: l.name,
              subscriptionSetting: {
                subscriptionType: l.purchaseStrategy.type,
                subscriptionPeriod: l.purchaseStrategy.period ?? null,
                trialPeriodDuration: pricing.trialPeriod,
              },
              price: { amount: pricing.subtotal, currency, scale },
              discount: activeDiscount,
              amount: { amount: pricing.subtotal - pricing.discount, currency, scale },
            },
          ]
        : [],
    vouchers: vouchers.map((v) => ({
      name: v.code,
      type: v.type,
      percentage: v.type === 'PERCENTAGE' ? (v.percentage ?? 0) : null,
      amount: v.type === 'AMOUNT' ? (v.amount ?? 0) : null,
    })),
    freeTrialDenied: Boolean(pricing?.trialDenied),
    acknowledgeNoFreeTrial: row.acknowledge_no_free_trial,
    totals: {
      currency,
      scale,
      subtotal: pricing?.subtotal ?? 0,
      discount: pricing?.discount ?? 0,
      voucher: pricing?.voucher ?? 0,
      total: pricing?.total ?? 0,
      tax: pricing?.tax ?? 0,
      taxRateBasisPoints: pricing?.taxRateBasisPoints ?? 0,
    },
    zeroBalance: Boolean(pricing && pricing.total === 0),
    billing,
  };
}
