import { describe, expect, it } from 'vitest';
import { formatCount } from './format';

const LOCALES = ['en', 'en-IN', 'de', 'es', 'fr', 'pt-BR', 'ar', 'ar-EG', 'fa', 'hi', 'ja'];

describe('formatCount', () => {
  it('writes whole counts below 1000 exactly as Intl does, in every locale (Latin digits, no grouping)', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale, { numberingSystem: 'latn' });
      for (const value of [0, 1, 7, 42, 100, 999]) expect(formatCount(value, locale)).toBe(intl.format(value));
    }
  });

  it('groups larger counts as the locale does', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount(1234567, 'de')).toBe('1.234.567');
    expect(formatCount(123456, 'en-IN')).toBe('1,23,456');
    expect(formatCount(12345, 'ar')).toBe(new Intl.NumberFormat('ar', { numberingSystem: 'latn' }).format(12345));
    expect(formatCount(12345, 'ar')).toMatch(/^[0-9]/);
  });

  it('formats fractions and negatives through Intl too', () => {
    expect(formatCount(2.5, 'de')).toBe('2,5');
    expect(formatCount(-3, 'en')).toBe('-3');
  });
});
