/**
 * Phone numbers (libphonenumber-js with its `min` metadata: the smallest variant; this
 * module is reached only from form routes, never from root or home bundles).
 */
import { AsYouType, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * The UK trunk prefix typed after the country code: `+4407…` is corrected to `+447…`.
 * Spaces and dashes between the digits are tolerated.
 */
export function correctPhonePrefix(input: string): string {
  return input.replace(/^\s*\+\s*4\s*4[\s-]*0[\s-]*7/, '+447');
}

function asCountry(code: string | undefined): CountryCode | undefined {
  return code && /^[A-Z]{2}$/.test(code) ? (code as CountryCode) : undefined;
}

/** What the viewer sees while typing: the corrected prefix, grouped as the country writes it. */
export function formatPhoneAsYouType(input: string, defaultCountry?: string): string {
  const corrected = correctPhonePrefix(input);
  if (!/\d/.test(corrected)) return corrected.replace(/[^+]/g, '');
  return new AsYouType(asCountry(defaultCountry)).input(corrected);
}

export interface PhoneDetails {
  regionCode: string | undefined;
  prefix: string;
  number: string;
  internationalNumber: string;
  possible: boolean;
  complete: boolean;
}

/** The parsed number (spec entity: regionCode, prefix, complete, number, possible, internationalNumber), or null. */
export function parsePhone(input: string, defaultCountry?: string): PhoneDetails | null {
  const corrected = correctPhonePrefix(input.trim());
  if (!corrected) return null;
  const parsed = parsePhoneNumberFromString(corrected, asCountry(defaultCountry));
  if (!parsed) return null;
  return {
    regionCode: parsed.country,
    prefix: `+${parsed.countryCallingCode}`,
    number: parsed.nationalNumber,
    internationalNumber: parsed.number,
    possible: parsed.isPossible(),
    complete: parsed.isValid(),
  };
}
