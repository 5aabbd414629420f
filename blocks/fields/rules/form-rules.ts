/**
 * Form validation as plain data and pure functions, shared by the server and the browser.
 *
 * The server derives one `FieldRule` per field of a form document (`app/forms/`), builds
 * its zod schema from them for the action, and hands the same rules to the browser, where
 * react-hook-form's resolver calls `validateValues`. zod stays out of client bundles
 * (`blocks/client-imports.test.ts`), yet both sides give the same answer because both call
 * the checks below.
 */
import { addressInputName, addressMessage, isAddressRequired, type AddressRestriction, type RestrictionPurpose } from './address';
import { dateValue, isCalendarDate } from './date-parts';
import { parsePhone } from './phone';
import { formatTaxNumber, isCompleteTaxNumber } from './tax-number';

export const FIELD_TYPES = [
  'text',
  'email',
  'password',
  'dropdown',
  'address',
  'name',
  'fullName',
  'phoneNumber',
  'date',
  'birthDate',
  'confirmPassword',
  'taxNumber',
  'postalCode',
  'line1',
  'administrativeLevel1',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface AddressRule {
  purpose: RestrictionPurpose;
  restrictions: AddressRestriction[];
  /** country code → its required fields (options when the platform lists acceptable values). */
  countries: Record<string, Array<{ fieldName: string; options?: string[] }>>;
}

export interface FieldRule {
  name: string;
  type: FieldType;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  /** dropdown: the accepted values. */
  options?: string[];
  /** confirmPassword: the name of the password field it repeats. */
  matches?: string;
  /** phoneNumber: the country of numbers typed without a +prefix. */
  defaultCountry?: string;
  address?: AddressRule;
}

export type FormValues = Record<string, string>;
/** input name → label key of the message. */
export type FormErrors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;
const DEFAULT_MAX_LENGTH = 200;
const PASSWORD_MAX = 128;

/** The input names a field posts (composite fields post several). */
export function inputNames(rule: FieldRule, values: FormValues = {}): string[] {
  if (rule.type === 'date' || rule.type === 'birthDate') return [rule.name];
  if (rule.type === 'address' && rule.address) {
    const country = values[addressInputName(rule.name, 'country')] ?? '';
    return [addressInputName(rule.name, 'country'), ...(rule.address.countries[country] ?? []).map((f) => addressInputName(rule.name, f.fieldName))];
  }
  return [rule.name];
}

/**
 * Values of a form from whatever the browser posted (FormData on the server, the form
 * element in the browser). Date fields post their parts (`name.year` …) and become
 * `yyyy-mm-dd` only when complete; `name:partial` marks a started but incomplete date.
 */
export function collectValues(rules: readonly FieldRule[], read: (name: string) => string | null | undefined): FormValues {
  const values: FormValues = {};
  for (const rule of rules) {
    if (rule.type === 'date' || rule.type === 'birthDate') {
      const parts = { year: read(`${rule.name}.year`) ?? '', month: read(`${rule.name}.month`) ?? '', day: read(`${rule.name}.day`) ?? '' };
      const started = Boolean(parts.year || parts.month || parts.day);
      values[rule.name] = started ? dateValue(parts) : (read(rule.name) ?? '').trim();
      if (started && !values[rule.name]) values[`${rule.name}:partial`] = 'true';
    } else if (rule.type === 'address' && rule.address) {
      const countryName = addressInputName(rule.name, 'country');
      const country = (read(countryName) ?? '').trim();
      values[countryName] = country;
      for (const field of rule.address.countries[country] ?? []) {
        const name = addressInputName(rule.name, field.fieldName);
        values[name] = (read(name) ?? '').trim();
      }
    } else if (rule.type === 'password' || rule.type === 'confirmPassword') {
      values[rule.name] = read(rule.name) ?? ''; // passwords are never trimmed
    } else {
      values[rule.name] = (read(rule.name) ?? '').trim();
    }
  }
  return values;
}

function requiredMessage(rule: FieldRule): string {
  if (rule.type === 'email') return 'pleaseProvideYourEmail';
  if (rule.type === 'name' || rule.type === 'fullName') return 'pleaseProvideYourName';
  return addressMessage(rule.name, 'required');
}

const invalidMessage = (rule: FieldRule) => (rule.type === 'email' ? 'pleaseProvideValidEmail' : addressMessage(rule.name, 'invalid'));

function isBirthDate(value: string, today: Date): boolean {
  const year = Number(value.slice(0, 4));
  return year >= 1900 && value <= today.toISOString().slice(0, 10);
}

/** Problem with one simple (single-input) field's value, or null. */
function simpleFieldProblem(rule: FieldRule, value: string, values: FormValues, today: Date): 'required' | 'invalid' | null {
  const partial = values[`${rule.name}:partial`] === 'true';
  if (!value) {
    if (partial) return 'invalid';
    return rule.required ? 'required' : null;
  }
  const max = rule.type === 'password' || rule.type === 'confirmPassword' ? PASSWORD_MAX : (rule.maxLength ?? DEFAULT_MAX_LENGTH);
  if (value.length > max) return 'invalid';
  if (rule.minLength && value.length < rule.minLength) return 'invalid';
  switch (rule.type) {
    case 'email':
      return EMAIL.test(value) && value.length <= 254 ? null : 'invalid';
    case 'password':
      return value.length >= (rule.minLength ?? 8) ? null : 'invalid';
    case 'confirmPassword':
      return rule.matches && value !== (values[rule.matches] ?? '') ? 'invalid' : null;
    case 'dropdown':
      return rule.options && !rule.options.includes(value) ? 'invalid' : null;
    case 'phoneNumber':
      return parsePhone(value, rule.defaultCountry)?.complete ? null : 'invalid';
    case 'date':
      return isCalendarDate(value) ? null : 'invalid';
    case 'birthDate':
      return isCalendarDate(value) && isBirthDate(value, today) ? null : 'invalid';
    case 'taxNumber':
      return isCompleteTaxNumber(value) ? null : 'invalid';
    case 'postalCode':
      return POSTAL_CODE.test(value) ? null : 'invalid';
    default:
      return null;
  }
}

/** Errors of an address block: the country, then each field the chosen country requires. */
function addressErrors(rule: FieldRule, address: AddressRule, values: FormValues): FormErrors {
  const errors: FormErrors = {};
  const countryName = addressInputName(rule.name, 'country');
  const country = values[countryName] ?? '';
  const required = rule.required || isAddressRequired(country, address.restrictions, address.purpose);
  if (!country) {
    if (required) errors[countryName] = addressMessage('country', 'required');
    return errors;
  }
  const fields = address.countries[country];
  if (!fields) {
    errors[countryName] = addressMessage('country', 'invalid');
    return errors;
  }
  for (const field of fields) {
    const name = addressInputName(rule.name, field.fieldName);
    const value = values[name] ?? '';
    if (!value) {
      if (required) errors[name] = addressMessage(field.fieldName, 'required');
    } else if (
      (field.options && !field.options.includes(value)) ||
      value.length > DEFAULT_MAX_LENGTH ||
      (field.fieldName === 'postalCode' && !POSTAL_CODE.test(value))
    ) {
      errors[name] = addressMessage(field.fieldName, 'invalid');
    }
  }
  return errors;
}

/** Every problem of a form's values, as input name → message key. Empty when valid. */
export function validateValues(rules: readonly FieldRule[], values: FormValues, today = new Date()): FormErrors {
  const errors: FormErrors = {};
  for (const rule of rules) {
    if (rule.type === 'address') {
      if (rule.address) Object.assign(errors, addressErrors(rule, rule.address, values));
      continue;
    }
    const problem = simpleFieldProblem(rule, values[rule.name] ?? '', values, today);
    if (problem) errors[rule.name] = problem === 'required' ? requiredMessage(rule) : invalidMessage(rule);
  }
  return errors;
}

/** The value a valid field is stored as: phone numbers in E.164, tax numbers formatted. */
export function normaliseValue(rule: FieldRule, value: string): string {
  if (!value) return value;
  if (rule.type === 'phoneNumber') return parsePhone(value, rule.defaultCountry)?.internationalNumber ?? value;
  if (rule.type === 'taxNumber') return formatTaxNumber(value);
  return value;
}
