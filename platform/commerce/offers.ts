/**
 * Licences as sold: discount states from their dates, the price a viewer is charged in
 * their currency, and what a licence costs after its discount. Pure functions over the
 * catalogue's licence fixtures; money is integer minor units throughout.
 */
import type { DiscountFixture, LicenceFixture, PriceFixture } from '../catalogue/fixture-types.js';

export type DiscountState = 'ACTIVE' | 'UPCOMING' | 'EXPIRED';

export function discountState(d: DiscountFixture, now: number): DiscountState {
  if (Date.parse(d.startDate) > now) return 'UPCOMING';
  if (d.endDate && Date.parse(d.endDate) <= now) return 'EXPIRED';
  return 'ACTIVE';
}

export function discountView(d: DiscountFixture, now: number) {
  return {
    type: d.type,
    percentage: d.type === 'PERCENTAGE' ? (d.percentage ?? 0) : null,
    amount: d.type === 'AMOUNT' ? (d.amount ?? 0) : null,
    state: discountState(d, now),
    lifeTimeRepeat: d.lifeTimeRepeat ?? false,
    startDate: d.startDate,
    endDate: d.endDate ?? null,
  };
}

/** A price as answered: an expired discount is not shown at all. */
export function priceView(p: PriceFixture, now: number) {
  const discount = p.discount && discountState(p.discount, now) !== 'EXPIRED' ? discountView(p.discount, now) : null;
  return {
    id: p.id,
    sku: p.sku,
    amount: p.amount,
    currency: p.currency,
    scale: p.scale,
    default: p.default,
    taxInclusive: p.taxInclusive,
    periodAmounts: p.periodAmounts,
    discount,
  };
}

/** The price charged in `currency` when the licence has one, else its default price. */
export function priceFor(l: LicenceFixture, currency: string | null): PriceFixture | null {
  return (currency ? l.amounts.find((a) => a.currency === currency) : undefined) ?? l.amounts.find((a) => a.default) ?? l.amounts[0] ?? null;
}

/** What one unit costs after its ACTIVE discount: never below zero, rounded half up for percentages. */
export function discountedAmount(p: PriceFixture, now: number): number {
  const d = p.discount;
  if (!d || discountState(d, now) !== 'ACTIVE') return p.amount;
  const off = d.type === 'PERCENTAGE' ? Math.round((p.amount * Math.min(100, Math.max(0, d.percentage ?? 0))) / 100) : (d.amount ?? 0);
  return Math.max(0, p.amount - off);
}

/** A positive number of days in an ISO duration (P7D, P1W, P1M …); 0 when it does not parse. */
export function isoDurationDays(period: string | null | undefined): number {
  const m = period ? /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?$/.exec(period) : null;
  if (!m || period === 'P') return 0;
  const [, y, mo, w, d] = m.map((v) => Number(v ?? 0));
  return y * 365 + mo * 30 + w * 7 + d;
}

/** `from` plus an ISO duration in calendar terms (months and years as the calendar has them). */
export function addIsoDuration(from: number, period: string): number | null {
  const m = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?$/.exec(period);
  if (!m || period === 'P') return null;
  const [, y, mo, w, d] = m.map((v) => Number(v ?? 0));
  const date = new Date(from);
  date.setUTCFullYear(date.getUTCFullYear() + y, date.getUTCMonth() + mo, date.getUTCDate() + w * 7 + d);
  return date.getTime();
}
