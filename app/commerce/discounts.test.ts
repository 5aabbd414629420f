import { describe, expect, it } from 'vitest';
import { discountedAmount, discountStateLabel, discountValue, showsDiscount, type Discount } from './discounts';

const percent = (state: Discount['state'], lifeTimeRepeat = false): Discount => ({ type: 'PERCENTAGE', percentage: 20, state, lifeTimeRepeat });

describe('showsDiscount', () => {
  it('not paused: active shows, upcoming does not, expired never', () => {
    expect(showsDiscount(percent('ACTIVE'), false)).toBe(true);
    expect(showsDiscount(percent('UPCOMING'), false)).toBe(false);
    expect(showsDiscount(percent('EXPIRED'), false)).toBe(false);
  });
  it('paused: active and upcoming show', () => {
    expect(showsDiscount(percent('ACTIVE'), true)).toBe(true);
    expect(showsDiscount(percent('UPCOMING'), true)).toBe(true);
    expect(showsDiscount(percent('EXPIRED'), true)).toBe(false);
  });
  it('lifetime repeat: only upcoming when not paused, only active when paused', () => {
    expect(showsDiscount(percent('UPCOMING', true), false)).toBe(true);
    expect(showsDiscount(percent('ACTIVE', true), false)).toBe(false);
    expect(showsDiscount(percent('ACTIVE', true), true)).toBe(true);
    expect(showsDiscount(percent('UPCOMING', true), true)).toBe(false);
  });
});

describe('discountStateLabel', () => {
  it('hides the upcoming label unless the licence is paused', () => {
    expect(discountStateLabel(percent('UPCOMING'), false)).toBeNull();
    expect(discountStateLabel(percent('UPCOMING'), true)).toBe('discountUpcoming');
    expect(discountStateLabel(percent('ACTIVE'), false)).toBe('discountActive');
    expect(discountStateLabel(percent('EXPIRED'), true)).toBe('discountExpired');
  });
});

describe('discountedAmount', () => {
  const price = { amount: 999, currency: 'EUR', scale: 2 };
  it('takes a percentage off, rounding half up to a minor unit', () => {
    expect(discountedAmount(price, percent('ACTIVE'))).toBe(799); // 199.8 off → 200
    expect(discountedAmount({ ...price, amount: 1000 }, { type: 'PERCENTAGE', percentage: 12.5, state: 'ACTIVE' })).toBe(875);
    expect(discountedAmount(price, { type: 'PERCENTAGE', percentage: 100, state: 'ACTIVE' })).toBe(0);
  });
  it('takes an amount off, never below zero', () => {
    expect(discountedAmount(price, { type: 'AMOUNT', amount: 200, state: 'ACTIVE' })).toBe(799);
    expect(discountedAmount(price, { type: 'AMOUNT', amount: 5000, state: 'ACTIVE' })).toBe(0);
  });
  it('says what it takes off', () => {
    expect(discountValue(percent('ACTIVE'), price)).toEqual({ kind: 'percentage', percentage: 20 });
    expect(discountValue({ type: 'AMOUNT', amount: 200, state: 'ACTIVE' }, price)).toEqual({
      kind: 'amount',
      money: { amount: 200, currency: 'EUR', scale: 2 },
    });
  });
});
