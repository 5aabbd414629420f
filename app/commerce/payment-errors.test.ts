import { describe, expect, it } from 'vitest';
import { cardErrorLabel, loadFailureLabel, MISSING_PAYMENT_DETAILS, paymentOutcome } from './payment-errors';

const failure = (status: number, code: string | null, message: string | null = null) => ({ status, code, message });

describe('paymentOutcome', () => {
  it('409 freeTrialDenied asks for the acknowledgement', () => {
    expect(paymentOutcome(failure(409, null, 'freeTrialDenied'))).toEqual({ kind: 'freeTrialDenied' });
    expect(paymentOutcome(failure(409, 'CONFLICT', 'other'))).toEqual({ kind: 'message', labelKey: 'anErrorOccured', serverText: null });
  });
  it('424 BASKET_REQUIREMENTS_FAILED passes the missing fields', () => {
    expect(paymentOutcome({ ...failure(424, 'BASKET_REQUIREMENTS_FAILED'), missingFields: ['postalCode', 'taxNumber'] })).toEqual({
      kind: 'billingDetailsRequired',
      missingFields: ['postalCode', 'taxNumber'],
    });
  });
  it('maps the catalogue codes to their labels', () => {
    const label = (code: string) => {
      const outcome = paymentOutcome(failure(400, code));
      return outcome.kind === 'message' ? outcome.labelKey : outcome.kind;
    };
    expect(label('INVALID_TIER_CHANGE')).toBe('invalidTierChange');
    expect(label('BAD_REQUEST')).toBe('paymentError');
    expect(label('MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED')).toBe('maxPaymentMethodsErrorMessage');
    expect(label('CAPTCHA_FAIL_ERROR')).toBe('captchaFailed');
    expect(label('CHALLENGE_FAILED')).toBe('captchaFailed');
    expect(label('expired_card')).toBe('cardErrorExpiredCard');
    expect(label('SOMETHING_ELSE')).toBe('anErrorOccured');
    expect(MISSING_PAYMENT_DETAILS).toEqual({ kind: 'message', labelKey: 'failedPayment', serverText: null });
  });
  it('card_declined and incorrect_number show the server message, their label without one', () => {
    expect(paymentOutcome(failure(402, 'card_declined', 'Your card was declined.'))).toEqual({
      kind: 'message',
      labelKey: 'cardErrorDeclined',
      serverText: 'Your card was declined.',
    });
    expect(paymentOutcome(failure(402, 'incorrect_number'))).toEqual({ kind: 'message', labelKey: 'cardErrorInvalidNumber', serverText: null });
  });
});

describe('card error labels', () => {
  it('maps the processor codes and falls back to the generic one', () => {
    expect(cardErrorLabel('invalid_expiry_month')).toBe('cardErrorInvalidExpiryMonth');
    expect(cardErrorLabel('invalid_expiry_year')).toBe('cardErrorInvalidExpiryYear');
    expect(cardErrorLabel('invalid_cvc')).toBe('cardErrorInvalidCvc');
    expect(cardErrorLabel('incomplete_zip')).toBe('cardErrorInvalidZip');
    expect(cardErrorLabel('card_missing')).toBe('cardErrorMissing');
    expect(cardErrorLabel('card_error')).toBe('cardErrorCard');
    expect(cardErrorLabel('whatever')).toBe('cardErrorGeneric');
    expect(cardErrorLabel(null)).toBe('cardErrorGeneric');
  });
  it('names the load errors', () => {
    expect(loadFailureLabel('licences')).toBe('couldNotLoadLicences');
    expect(loadFailureLabel('providers')).toBe('couldNotLoadPaymentProviders');
    expect(loadFailureLabel('unknown')).toBe('unknownError');
  });
});

describe('every catalogue message is a realm label', () => {
  it('names only keys the realms carry', async () => {
    const { EN_LABELS } = await import('~/labels/en');
    const keys = new Set<string>(Object.keys(EN_LABELS));
    const codes = [
      'INVALID_TIER_CHANGE',
      'BAD_REQUEST',
      'MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED',
      'CAPTCHA_FAIL_ERROR',
      'card_declined',
      'incorrect_number',
      'expired_card',
      'x',
    ];
    for (const code of codes) {
      const outcome = paymentOutcome(failure(400, code));
      if (outcome.kind === 'message') expect(keys.has(outcome.labelKey), code).toBe(true);
    }
    for (const code of ['invalid_expiry_month', 'invalid_expiry_year', 'invalid_expiry', 'invalid_cvc', 'incomplete_zip', 'card_missing', 'card_error', 'nope'])
      expect(keys.has(cardErrorLabel(code)), code).toBe(true);
    for (const failure of ['licences', 'providers', 'unknown'] as const) expect(keys.has(loadFailureLabel(failure))).toBe(true);
    expect(keys.has('failedPayment')).toBe(true);
  });
});
