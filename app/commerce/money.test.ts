import { describe, expect, it } from 'vitest';
import { decimalString, formatMoney } from './money';

describe('decimalString', () => {
  it('divides by ten to the scale and keeps exactly scale digits', () => {
    expect(decimalString(999, 2)).toBe('9.99');
    expect(decimalString(5, 2)).toBe('0.05');
    expect(decimalString(1000, 2)).toBe('10.00');
    expect(decimalString(1234, 0)).toBe('1234');
    expect(decimalString(1500, 3)).toBe('1.500');
    expect(decimalString(-250, 2)).toBe('-2.50');
  });
  it('refuses amounts that are not integers of minor units', () => {
    expect(() => decimalString(9.99, 2)).toThrow(RangeError);
  });
  it('is exact beyond float precision', () => {
    expect(decimalString(9007199254740991, 2)).toBe('90071992547409.91');
  });
});

describe('formatMoney', () => {
  it('formats in the viewer locale and the price currency', () => {
    expect(formatMoney({ amount: 999, currency: 'GBP', scale: 2 }, 'en')).toBe('£9.99');
    expect(formatMoney({ amount: 999, currency: 'EUR', scale: 2 }, 'es')).toMatch(/^9,99\s€$/);
    expect(formatMoney({ amount: 123456, currency: 'EUR', scale: 2 }, 'pt')).toMatch(/1\.234,56/);
  });
  it('shows as many fraction digits as the scale says', () => {
    expect(formatMoney({ amount: 1500, currency: 'JPY', scale: 0 }, 'en')).toBe('¥1,500');
    expect(formatMoney({ amount: 1500, currency: 'BHD', scale: 3 }, 'en')).toMatch(/1\.500/);
  });
  it('writes Arabic prices with the Arabic locale', () => {
    const text = formatMoney({ amount: 999, currency: 'EUR', scale: 2 }, 'ar');
    expect(text).toContain('€');
    expect(text).not.toBe('9.99 EUR');
  });
  it('falls back to the amount and code for an unknown currency code', () => {
    expect(formatMoney({ amount: 100, currency: 'not-a-code', scale: 2 }, 'en')).toBe('1.00 not-a-code');
  });
});
