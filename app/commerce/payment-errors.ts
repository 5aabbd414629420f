/**
 * The payment error catalogue (spec 03 §8) as values the screens act on. Every message is a
 * realm label key, except the card processor's own message for `card_declined` and
 * `incorrect_number`, which the catalogue shows as the server wrote it (its card label when
 * the server sent none).
 */

export interface PaymentFailure {
  /** HTTP status of the platform's answer (0 when it never answered). */
  status: number;
  /** The answer's code (`BASKET_REQUIREMENTS_FAILED`, `card_declined`, …), or null. */
  code: string | null;
  /** The answer's message(s). */
  message: string | null;
  /** `details.missingFields` of a 424. */
  missingFields?: string[];
}

export type PaymentOutcome =
  /** 409 freeTrialDenied: the viewer acknowledges there is no free trial and continues at full price. */
  | { kind: 'freeTrialDenied' }
  /** 424 BASKET_REQUIREMENTS_FAILED: ask for the missing billing details, then retry. */
  | { kind: 'billingDetailsRequired'; missingFields: string[] }
  /** A message to show: a label key, or the server's own text. */
  | { kind: 'message'; labelKey: string; serverText: string | null };

const CODE_LABELS: Record<string, string> = {
  INVALID_TIER_CHANGE: 'invalidTierChange',
  BAD_REQUEST: 'paymentError',
  MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED: 'maxPaymentMethodsErrorMessage',
  CAPTCHA_FAIL_ERROR: 'captchaFailed',
  CHALLENGE_FAILED: 'captchaFailed',
  MISSING_PAYMENT_DETAILS: 'failedPayment',
  PAYMENT_DETAILS_MISSING: 'failedPayment',
  // The viewer cancelled on the bank's or the wallet's page: nothing was charged.
  payment_cancelled: 'paymentCancelled',
  wallet_cancelled: 'paymentCancelled',
  // Left on the provider's page too long, or interrupted before the provider: nothing was charged.
  payment_expired: 'paymentExpired',
  payment_interrupted: 'paymentExpired',
};

/** Codes whose server message is shown as written. */
const SERVER_MESSAGE_CODES = new Set(['card_declined', 'incorrect_number']);

export function paymentOutcome(failure: PaymentFailure): PaymentOutcome {
  const code = failure.code ?? '';
  if (failure.status === 409 && (failure.message === 'freeTrialDenied' || code === 'freeTrialDenied')) return { kind: 'freeTrialDenied' };
  if (failure.status === 424 && code === 'BASKET_REQUIREMENTS_FAILED') return { kind: 'billingDetailsRequired', missingFields: failure.missingFields ?? [] };
  if (SERVER_MESSAGE_CODES.has(code)) return { kind: 'message', labelKey: cardErrorLabel(code), serverText: failure.message || null };
  const labelKey = CODE_LABELS[code];
  if (labelKey) return { kind: 'message', labelKey, serverText: null };
  if (isCardErrorCode(code)) return { kind: 'message', labelKey: cardErrorLabel(code), serverText: null };
  return { kind: 'message', labelKey: 'anErrorOccured', serverText: null };
}

/** A payment submitted without payment details (no card tokenised, no method chosen). */
export const MISSING_PAYMENT_DETAILS: Extract<PaymentOutcome, { kind: 'message' }> = { kind: 'message', labelKey: 'failedPayment', serverText: null };

/** Card errors (spec 03 §5) by the processor's code; an unknown code is the generic card error. */
const CARD_ERROR_LABELS: Record<string, string> = {
  card_error: 'cardErrorCard',
  invalid_expiry_month: 'cardErrorInvalidExpiryMonth',
  invalid_expiry_year: 'cardErrorInvalidExpiryYear',
  invalid_expiry: 'cardErrorInvalidExpiry',
  incorrect_number: 'cardErrorInvalidNumber',
  invalid_number: 'cardErrorInvalidNumber',
  incomplete_number: 'cardErrorInvalidNumber',
  expired_card: 'cardErrorExpiredCard',
  invalid_cvc: 'cardErrorInvalidCvc',
  incorrect_cvc: 'cardErrorInvalidCvc',
  incomplete_cvc: 'cardErrorInvalidCvc',
  incomplete_zip: 'cardErrorInvalidZip',
  invalid_zip: 'cardErrorInvalidZip',
  card_declined: 'cardErrorDeclined',
  insufficient_funds: 'cardErrorDeclined',
  card_missing: 'cardErrorMissing',
};

function isCardErrorCode(code: string): boolean {
  return Object.hasOwn(CARD_ERROR_LABELS, code);
}

export function cardErrorLabel(code: string | null | undefined): string {
  return code && isCardErrorCode(code) ? CARD_ERROR_LABELS[code] : 'cardErrorGeneric';
}

/** Errors of loading the purchase or pay screen. */
export type LoadFailure = 'licences' | 'providers' | 'unknown';
const LOAD_LABELS: Record<LoadFailure, string> = { licences: 'couldNotLoadLicences', providers: 'couldNotLoadPaymentProviders', unknown: 'unknownError' };
export function loadFailureLabel(failure: LoadFailure): string {
  return LOAD_LABELS[failure];
}
