/**
 * The billing-details form, built from what the platform says is missing (424
 * BASKET_REQUIREMENTS_FAILED) and the billing country's `addressRequiredFields`: a dropdown
 * where the country lists acceptable values, else a text field; birth date and tax number
 * only when asked for. Also which lines the payment summary shows.
 */
import { dateValue, isCalendarDate } from '../../blocks/fields/rules/date-parts';

export interface CountryLike {
  iso3166alpha2: string;
  addressRequiredFields: { fieldName: string; label: string; acceptableValues?: { value: string; displayName: string }[] }[];
}

export interface BillingField {
  name: string;
  labelKey: string;
  kind: 'text' | 'select' | 'date';
  options: { value: string; label: string }[];
  autoComplete: string;
}

const ADDRESS_FIELDS = ['line1', 'postalCode', 'administrativeLevel1', 'city'];
const AUTOCOMPLETE: Record<string, string> = {
  line1: 'address-line1',
  postalCode: 'postal-code',
  administrativeLevel1: 'address-level1',
  city: 'address-level2',
  birthDate: 'bday',
  taxNumber: 'off',
  name: 'name',
};

export function isAddressField(name: string): boolean {
  return ADDRESS_FIELDS.includes(name);
}

/** The form's fields, in a stable order: name, address fields in the country's order, birth date, tax number. */
export function billingFields(missingFields: string[], country: CountryLike | null): BillingField[] {
  const missing = new Set(missingFields);
  const fields: BillingField[] = [];
  if (missing.has('name')) fields.push({ name: 'name', labelKey: 'billingName', kind: 'text', options: [], autoComplete: AUTOCOMPLETE.name });
  const countryOrder = country?.addressRequiredFields.map((f) => f.fieldName) ?? [];
  const addressNames = [...countryOrder, ...ADDRESS_FIELDS.filter((f) => !countryOrder.includes(f))].filter((f) => missing.has(f) && isAddressField(f));
  for (const name of addressNames) {
    const spec = country?.addressRequiredFields.find((f) => f.fieldName === name);
    const options = (spec?.acceptableValues ?? []).map((v) => ({ value: v.value, label: v.displayName }));
    fields.push({ name, labelKey: spec?.label || name, kind: options.length ? 'select' : 'text', options, autoComplete: AUTOCOMPLETE[name] ?? 'off' });
  }
  if (missing.has('birthDate')) fields.push({ name: 'birthDate', labelKey: 'birthDate', kind: 'date', options: [], autoComplete: AUTOCOMPLETE.birthDate });
  if (missing.has('taxNumber')) fields.push({ name: 'taxNumber', labelKey: 'taxNumber', kind: 'text', options: [], autoComplete: AUTOCOMPLETE.taxNumber });
  return fields;
}

/** Brazilian tax numbers (CPF) read as ddd.ddd.ddd-dd: digits only, at most 11. */
export function formatBrazilianTaxNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean).join('.');
  return digits.length > 9 ? `${parts}-${digits.slice(9)}` : parts;
}

export interface BillingInput {
  name?: string;
  address?: { country: string; line1?: string; postalCode?: string; administrativeLevel1?: string; city?: string };
  birthDate?: string;
  taxNumber?: string;
}

/**
 * The posted form as the platform's billing details, and the fields left empty or malformed
 * (`{field}FieldIsRequired` / `{field}FieldIsInvalid`).
 */
export function readBillingForm(form: FormData, fields: BillingField[], country: string): { body: BillingInput; errors: Record<string, string> } {
  const body: BillingInput = {};
  const errors: Record<string, string> = {};
  const address: NonNullable<BillingInput['address']> = { country };
  for (const field of fields) {
    // The birth date comes as day, month and year inputs (BirthDateInput), joined as yyyy-mm-dd.
    const posted =
      field.kind === 'date' && form.has(`${field.name}.year`)
        ? dateValue({
            year: String(form.get(`${field.name}.year`) ?? ''),
            month: String(form.get(`${field.name}.month`) ?? ''),
            day: String(form.get(`${field.name}.day`) ?? ''),
          })
        : form.get(field.name);
    const value = String(posted ?? '')
      .trim()
      .slice(0, 200);
    if (!value) {
      errors[field.name] = `${field.labelKey}FieldIsRequired`;
      continue;
    }
    if (field.kind === 'select' && !field.options.some((o) => o.value === value)) {
      errors[field.name] = `${field.labelKey}FieldIsInvalid`;
      continue;
    }
    if (field.name === 'birthDate') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isCalendarDate(value)) errors.birthDate = 'birthDateFieldIsInvalid';
      else body.birthDate = value;
    } else if (field.name === 'taxNumber') {
      body.taxNumber = country === 'BR' ? formatBrazilianTaxNumber(value) : value.slice(0, 30);
    } else if (field.name === 'name') {
      body.name = value;
    } else {
      (address as Record<string, string>)[field.name] = value;
    }
  }
  if (fields.some((f) => isAddressField(f.name))) body.address = address;
  return { body, errors };
}

/** The payment summary's lines: the billing address, birth date and tax number only where the country requires them. */
export function summaryLines(requiredFields: string[]): { address: boolean; birthDate: boolean; taxNumber: boolean } {
  return {
    address: requiredFields.some(isAddressField),
    birthDate: requiredFields.includes('birthDate'),
    taxNumber: requiredFields.includes('taxNumber'),
  };
}
