import { describe, expect, it } from 'vitest';
import { chooseAmount, isFreeOffer, marketedPrice, type OfferLike, type PriceLike } from './offer-price';

const gbp: PriceLike = {
  amount: 999,
  currency: 'GBP',
  scale: 2,
  default: true,
  periodAmounts: [
    { period: 'P1M', amount: 999 },
    { period: 'P1Y', amount: 9999 },
  ],
};
const eur: PriceLike = { amount: 1099, currency: 'EUR', scale: 2, default: false, periodAmounts: [{ period: 'P1M', amount: 1099 }] };

function offer(overrides: Partial<OfferLike> = {}): OfferLike {
  return { type: 'STANDARD', purchaseStrategy: { type: 'SUBSCRIPTION', period: 'P1M' }, defaultMarketingPricePeriod: null, amounts: [gbp, eur], ...overrides };
}

describe('marketedPrice', () => {
  it('takes the licence marketing period when it has one', () => {
    expect(marketedPrice(offer({ defaultMarketingPricePeriod: 'P1M' }))).toEqual({ amount: 999, currency: 'GBP', scale: 2, period: 'P1M' });
  });
  it('tries the defaults P1Y, P1M, P1D in that order otherwise', () => {
    expect(marketedPrice(offer())).toEqual({ amount: 9999, currency: 'GBP', scale: 2, period: 'P1Y' });
  });
  it('prefers the viewer currency, then the default amount', () => {
    expect(marketedPrice(offer(), 'EUR')?.currency).toBe('EUR');
    expect(chooseAmount([eur, gbp], 'USD')?.currency).toBe('GBP');
    expect(chooseAmount([], 'USD')).toBeNull();
  });
  it('one-off strategies have no period', () => {
    const ppv = offer({ purchaseStrategy: { type: 'PPV', period: 'P2D' }, amounts: [{ ...gbp, periodAmounts: [], amount: 1999 }] });
    expect(marketedPrice(ppv)).toEqual({ amount: 1999, currency: 'GBP', scale: 2, period: null });
  });
  it('a subscription without period amounts uses its strategy period', () => {
    expect(marketedPrice(offer({ amounts: [{ ...gbp, periodAmounts: [] }] }))?.period).toBe('P1M');
  });
  it('free licences have no price', () => {
    const free = offer({ type: 'FREE', purchaseStrategy: { type: 'FREE' }, amounts: [] });
    expect(isFreeOffer(free)).toBe(true);
    expect(marketedPrice(free)).toBeNull();
  });
});
