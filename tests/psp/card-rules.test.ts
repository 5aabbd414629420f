import { describe, expect, it } from 'vitest';
import { cardBrand, cardErrors, cvcError, expiryError, luhnValid, numberError, parseExpiry, postalCodeError } from '../../psp/hosted/card-rules.js';
import { hostedLocale, MESSAGES } from '../../psp/hosted/messages.js';

const NOW = new Date('2026-11-24T12:00:00Z');

describe('card rules (shared by the hosted fields and tokenisation)', () => {
  it('checks the Luhn sum', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('names the brand and tells incomplete from incorrect numbers', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(numberError('4242 4242 4242 4242')).toBeNull();
    expect(numberError('4242-4242-4242-4242')).toBeNull();
    expect(numberError('4242 4242 4242')).toBe('incomplete_number');
    expect(numberError('')).toBe('incomplete_number');
    expect(numberError('4242424242424241')).toBe('incorrect_number');
    expect(numberError('4242a24242424242')).toBe('incorrect_number');
    expect(numberError('42424242424242424')).toBe('incorrect_number');
  });

  it('reads expiry dates and refuses past or absurd ones', () => {
    expect(parseExpiry('12 / 30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('1/2031')).toEqual({ month: 1, year: 2031 });
    expect(parseExpiry('0530')).toEqual({ month: 5, year: 2030 });
    expect(parseExpiry('soon')).toBeNull();
    expect(expiryError(13, 2030, NOW)).toBe('invalid_expiry_month');
    expect(expiryError(0, 2030, NOW)).toBe('invalid_expiry_month');
    expect(expiryError(12, 2025, NOW)).toBe('invalid_expiry_year');
    expect(expiryError(12, 2099, NOW)).toBe('invalid_expiry_year');
    expect(expiryError(10, 2026, NOW)).toBe('invalid_expiry_month');
    expect(expiryError(11, 2026, NOW)).toBeNull();
  });

  it('wants 3 CVC digits (4 for American Express) and a plausible postal code', () => {
    expect(cvcError('123', 'visa')).toBeNull();
    expect(cvcError('12', 'visa')).toBe('invalid_cvc');
    expect(cvcError('123', 'amex')).toBe('invalid_cvc');
    expect(cvcError('1234', 'amex')).toBeNull();
    expect(postalCodeError('1012 AB')).toBeNull();
    expect(postalCodeError('28001')).toBeNull();
    expect(postalCodeError('SW1A 1AA')).toBeNull();
    expect(postalCodeError('1')).toBe('incomplete_zip');
    expect(postalCodeError('')).toBe('incomplete_zip');
  });

  it('lists every field error in form order', () => {
    const errors = cardErrors({ number: '4242424242424241', expiry: '13/30', cvc: '1', postalCode: '' }, NOW);
    expect(errors).toEqual([
      { field: 'number', code: 'incorrect_number' },
      { field: 'expiry', code: 'invalid_expiry_month' },
      { field: 'cvc', code: 'invalid_cvc' },
      { field: 'postalCode', code: 'incomplete_zip' },
    ]);
    expect(cardErrors({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', postalCode: '28001' }, NOW)).toEqual([]);
  });

  it('has every message in every locale and falls back to English', () => {
    const keys = Object.keys(MESSAGES.en).sort();
    for (const locale of ['es', 'pt', 'ar'] as const) expect(Object.keys(MESSAGES[locale]).sort()).toEqual(keys);
    expect(hostedLocale('pt-BR')).toBe('pt');
    expect(hostedLocale('fr')).toBe('en');
    expect(hostedLocale(undefined)).toBe('en');
  });
});
