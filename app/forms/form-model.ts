/**
 * The serialisable description of a form built from data, as the loader hands it to the
 * browser: the validated props of each field and consent block, the validation rules as
 * plain data, and the countries the address fields need. No zod, no code: the browser
 * renders it with the client block registry and validates with the shared pure rules.
 */
import type { CountryInfo } from '../../blocks/fields/rules/address';
import type { FieldRule, FormErrors, FormValues } from '../../blocks/fields/rules/form-rules';

export interface FormBlock {
  type: string;
  /** Props validated by the block's schema on the server (defaults applied). */
  props: Record<string, unknown> & { name?: string; fieldName?: string };
}

export interface FormModel {
  id: string;
  title: string;
  submit: string;
  fields: FormBlock[];
  consent: FormBlock[];
  rules: FieldRule[];
  countries: CountryInfo[];
  /** Caller country (else the realm's): phone numbers without +prefix, date order, first address country. */
  defaultCountry: string;
  /** address field name → countries where the realm makes it required. */
  requiredCountries: Record<string, string[]>;
}

/** What an action answers when the form did not pass: the values to show again and the errors. */
export interface FormProblem {
  values: FormValues;
  errors: FormErrors;
  /** A form-level message key (platform refusal, consent gate). */
  formError?: string;
}

export type { FormErrors, FormValues };
