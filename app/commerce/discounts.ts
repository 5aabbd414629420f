/**
 * Discounts on an offer: which one shows, with which state label, and the price after it.
 *
 * - Not paused: a discount shows unless it is UPCOMING; a lifetime-repeat discount shows
 *   only while UPCOMING (it is the one the next renewal will carry).
 * - Paused: a discount shows in any state but EXPIRED; a lifetime-repeat one only while ACTIVE.
 * - An EXPIRED discount never shows (it no longer changes any price).
 * - The state label: "upcoming" is hidden unless the licence is paused; active and expired show.
 */
import type { Money } from './money';

export type DiscountState = 'ACTIVE' | 'UPCOMING' | 'EXPIRED';

export type Discount =
  | { type: 'PERCENTAGE'; percentage: number; state: DiscountState; lifeTimeRepeat?: boolean }
  | { type: 'AMOUNT'; amount: number; state: DiscountState; lifeTimeRepeat?: boolean };

export function showsDiscount(discount: Discount, paused: boolean): boolean {
  if (discount.state === 'EXPIRED') return false;
  if (discount.lifeTimeRepeat) return paused ? discount.state === 'ACTIVE' : discount.state === 'UPCOMING';
  return paused || discount.state !== 'UPCOMING';
}

const STATE_LABELS: Record<DiscountState, string> = { ACTIVE: 'discountActive', UPCOMING: 'discountUpcoming', EXPIRED: 'discountExpired' };

/** The label key of the discount's state, or null when it is hidden. */
export function discountStateLabel(discount: Discount, paused: boolean): string | null {
  if (discount.state === 'UPCOMING' && !paused) return null;
  return STATE_LABELS[discount.state];
}

/**
 * The price after the discount, in the price's minor units: a percentage rounds half up to
 * a whole minor unit; an amount is taken off; never below zero. For display only: what the
 * viewer pays is the basket total the platform computes.
 */
export function discountedAmount(price: Money, discount: Discount): number {
  if (discount.type === 'PERCENTAGE') {
    const percentage = Math.min(100, Math.max(0, discount.percentage));
    // Integer arithmetic in hundredths of a percent keeps the rounding exact.
    const basisPoints = Math.round(percentage * 100);
    const off = Math.floor((price.amount * basisPoints + 5000) / 10000);
    return Math.max(0, price.amount - off);
  }
  return Math.max(0, price.amount - Math.max(0, Math.trunc(discount.amount)));
}

/** What the discount says: "20 %" or the amount in the price's currency (the caller formats money). */
export function discountValue(discount: Discount, price: Money): { kind: 'percentage'; percentage: number } | { kind: 'amount'; money: Money } {
  if (discount.type === 'PERCENTAGE') return { kind: 'percentage', percentage: discount.percentage };
  return { kind: 'amount', money: { amount: discount.amount, currency: price.currency, scale: price.scale } };
}
