// Card field rules shared by the hosted fields page (served to the browser as an ES module)
// and the provider's tokenisation call, so both refuse exactly the same input.
// Plain JavaScript with JSDoc types: the browser loads this very file, without a build step.

/** @typedef {'incorrect_number' | 'incomplete_number' | 'invalid_expiry_month' | 'invalid_expiry_year' | 'invalid_cvc' | 'incomplete_zip'} CardErrorCode */
/** @typedef {'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown'} CardBrand */

/**
 * The digits of a typed card number (spaces and dashes allowed between groups), or null when
 * anything else was typed.
 * @param {string} value
 * @returns {string | null}
 */
export function cardDigits(value) {
  const compact = String(value).replace(/[\s-]/g, '');
  return /^\d*$/.test(compact) ? compact : null;
}

/**
 * Luhn (mod 10) checksum of a digit string.
 * @param {string} digits
 * @returns {boolean}
 */
export function luhnValid(digits) {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let n = digits.charCodeAt(i) - 48;
    if (double) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * The brand from the leading digits (the IIN ranges of the common networks).
 * @param {string} digits
 * @returns {CardBrand}
 */
export function cardBrand(digits) {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/**
 * How many digits a brand's numbers have (unknown brands: 12 to 19).
 * @param {CardBrand} brand
 * @returns {{ min: number, max: number }}
 */
function numberLength(brand) {
  if (brand === 'amex') return { min: 15, max: 15 };
  if (brand === 'unknown') return { min: 12, max: 19 };
  return { min: 16, max: 16 };
}

/**
 * @param {string} value
 * @returns {CardErrorCode | null}
 */
export function numberError(value) {
  const digits = cardDigits(value);
  if (digits === null) return 'incorrect_number';
  const { min, max } = numberLength(cardBrand(digits));
  if (digits.length < min) return 'incomplete_number';
  if (digits.length > max) return 'incorrect_number';
  return luhnValid(digits) ? null : 'incorrect_number';
}

/**
 * Month and four-digit year of `MM/YY`, `MM / YY`, `MM/YYYY` (null when unreadable).
 * @param {string} value
 * @returns {{ month: number, year: number } | null}
 */
export function parseExpiry(value) {
  const match = /^\s*(\d{1,2})\s*[/\-. ]\s*(\d{2}|\d{4})\s*$/.exec(String(value)) ?? /^\s*(\d{2})(\d{2})\s*$/.exec(String(value));
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month, year };
}

/**
 * A card is valid through the last day of its expiry month; a year more than 20 years ahead
 * is a typing mistake.
 * @param {number} month
 * @param {number} year
 * @param {Date} [now]
 * @returns {CardErrorCode | null}
 */
export function expiryError(month, year, now = new Date()) {
  if (!Number.isInteger(month) || month < 1 || month > 12) return 'invalid_expiry_month';
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year < thisYear || year > thisYear + 20) return 'invalid_expiry_year';
  if (year === thisYear && month < now.getUTCMonth() + 1) return 'invalid_expiry_month';
  return null;
}

/**
 * Three digits, four for American Express.
 * @param {string} value
 * @param {CardBrand} brand
 * @returns {CardErrorCode | null}
 */
export function cvcError(value, brand) {
  const expected = brand === 'amex' ? 4 : 3;
  return new RegExp(`^\\d{${expected}}$`).test(String(value).trim()) ? null : 'invalid_cvc';
}

/**
 * Postal codes differ per country: 3 to 10 letters or digits, spaces and dashes between.
 * @param {string} value
 * @returns {CardErrorCode | null}
 */
export function postalCodeError(value) {
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(String(value).trim()) ? null : 'incomplete_zip';
}

/**
 * @typedef {{ number: string, expiry?: string, expMonth?: number, expYear?: number, cvc: string, postalCode: string }} CardInput
 */

/**
 * Every field's first error, in the order of the form (number, expiry, CVC, postal code).
 * @param {CardInput} card
 * @param {Date} [now]
 * @returns {Array<{ field: 'number' | 'expiry' | 'cvc' | 'postalCode', code: CardErrorCode }>}
 */
export function cardErrors(card, now = new Date()) {
  /** @type {Array<{ field: 'number' | 'expiry' | 'cvc' | 'postalCode', code: CardErrorCode }>} */
  const errors = [];
  const number = numberError(card.number);
  if (number) errors.push({ field: 'number', code: number });
  const parsed = card.expiry !== undefined ? parseExpiry(card.expiry) : { month: Number(card.expMonth), year: Number(card.expYear) };
  const expiry = parsed ? expiryError(parsed.month, parsed.year, now) : 'invalid_expiry_month';
  if (expiry) errors.push({ field: 'expiry', code: expiry });
  const cvc = cvcError(card.cvc, cardBrand(cardDigits(card.number) ?? ''));
  if (cvc) errors.push({ field: 'cvc', code: cvc });
  const postal = postalCodeError(card.postalCode);
  if (postal) errors.push({ field: 'postalCode', code: postal });
  return errors;
}
