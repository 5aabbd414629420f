/** Phone numbers typed in the account form → E.164 (libphonenumber-js, server side only). */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** The spec's correction: a UK number typed with its trunk zero after +44 (`+4407…`) means `+447…`. */
export function fixUkTrunkZero(input: string): string {
  return input.replace(/^\+4407/, '+447');
}

/** E.164, or null when it is not a possible number. */
export function toE164(input: string, defaultCountry?: string): string | null {
  const cleaned = fixUkTrunkZero(input.replace(/[\s()-]/g, ''));
  const country = defaultCountry && /^[A-Z]{2}$/.test(defaultCountry) ? (defaultCountry as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(cleaned, country);
  return parsed && parsed.isPossible() ? parsed.number : null;
}
