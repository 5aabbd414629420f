/**
 * Address requirements from the platform's countries answer: each
 * country lists its `addressRequiredFields`; the address as a whole is required only
 * where the realm's restriction for the purpose says so: outside a BLACKLIST, inside a
 * WHITELIST.
 */
export interface AddressFieldSpec {
  fieldName: string;
  /** Label key. */
  label: string;
  /** A dropdown when present. */
  acceptableValues?: Array<{ value: string; displayName: string }>;
}

export interface CountryInfo {
  name: string;
  iso3166alpha2: string;
  countryCallingCode?: string;
  addressRequiredFields: AddressFieldSpec[];
}

export type RestrictionPurpose = 'PURCHASE' | 'REGISTRATION';

export interface AddressRestriction {
  type: 'BLACKLIST' | 'WHITELIST';
  appliesTo: RestrictionPurpose;
  countries: string[];
}

/** Required when the country is outside a blacklist or inside a whitelist for the purpose; no restriction → optional. */
export function isAddressRequired(country: string, restrictions: readonly AddressRestriction[], purpose: RestrictionPurpose): boolean {
  return restrictions
    .filter((r) => r.appliesTo === purpose)
    .some((r) => (r.type === 'BLACKLIST' ? !r.countries.includes(country) : r.countries.includes(country)));
}

/** Message keys of the spec: `{fieldName}FieldIsRequired` / `{fieldName}FieldIsInvalid`. */
export const addressMessage = (fieldName: string, problem: 'required' | 'invalid') =>
  `${fieldName}${problem === 'required' ? 'FieldIsRequired' : 'FieldIsInvalid'}`;

/** Input names of an address block's parts (flat, so a plain POST carries them). */
export const addressInputName = (field: string, part: string) => `${field}.${part}`;
