/**
 * The price an offer is marketed with: which amount (the default one, in the viewer's
 * currency when there is one) and which period of it. A licence's `defaultMarketingPricePeriod`
 * names the period; without it the defaults P1Y, P1M, P1D are tried in that order, then the
 * first period the price has, then the plain amount with the purchase strategy's period.
 */
import type { Money } from './money';

export interface PriceLike {
  amount: number;
  currency: string;
  scale: number;
  default: boolean;
  periodAmounts: { period: string; amount: number }[];
}

export interface OfferLike {
  type: 'STANDARD' | 'FREE';
  purchaseStrategy: { type: string; period?: string };
  defaultMarketingPricePeriod: string | null;
  amounts: PriceLike[];
}

export interface MarketedPrice extends Money {
  /** ISO duration the amount pays for; null for one-off prices (FIXED_DATE, PPV). */
  period: string | null;
}

const DEFAULT_MARKETING_PERIODS = ['P1Y', 'P1M', 'P1D'];

/** The amount to show: the viewer's currency first, then the default amount, then the first. */
export function chooseAmount<T extends PriceLike>(amounts: T[], currency?: string | null): T | null {
  if (!amounts.length) return null;
  return (currency ? amounts.find((a) => a.currency === currency) : undefined) ?? amounts.find((a) => a.default) ?? amounts[0];
}

/** A FREE licence has no price: it activates without a payment. */
export function isFreeOffer(offer: OfferLike): boolean {
  return offer.type === 'FREE' || offer.purchaseStrategy.type === 'FREE';
}

export function marketedPrice(offer: OfferLike, currency?: string | null): MarketedPrice | null {
  if (isFreeOffer(offer)) return null;
  const price = chooseAmount(offer.amounts, currency);
  if (!price) return null;
  const wanted = [offer.defaultMarketingPricePeriod, ...DEFAULT_MARKETING_PERIODS].filter((p): p is string => Boolean(p));
  const periodAmount = wanted.map((period) => price.periodAmounts.find((p) => p.period === period)).find(Boolean) ?? price.periodAmounts[0];
  const oneOff = offer.purchaseStrategy.type !== 'SUBSCRIPTION';
  if (periodAmount) return { amount: periodAmount.amount, currency: price.currency, scale: price.scale, period: oneOff ? null : periodAmount.period };
  return { amount: price.amount, currency: price.currency, scale: price.scale, period: oneOff ? null : (offer.purchaseStrategy.period ?? null) };
}
