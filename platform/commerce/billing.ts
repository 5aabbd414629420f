/**
 * Billing requirements (spec 03 §5): the address fields of the billing country
 * (`addressRequiredFields` of fixtures/countries.json) are required where the realm's
 * PURCHASE restriction says an address is (outside a BLACKLIST, inside a WHITELIST); birth
 * date and tax number where the country's billing rules ask for them. A payment with any of
 * them missing is refused with 424 BASKET_REQUIREMENTS_FAILED and the missing field names.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { country, type addressRestriction } from '../../contract/forms.js';
import type { CommerceRules } from './rules.js';
import type { Selectable } from 'kysely';
import type { BillingDetailsTable } from './tables.js';

type Restriction = z.output<typeof addressRestriction>;
type Country = z.output<typeof country>;
type BillingRow = Omit<Selectable<BillingDetailsTable>, 'updated_at' | 'user_id'> | undefined;

/** Address required when the country is outside a PURCHASE blacklist or inside a PURCHASE whitelist. */
export function addressRequiredForPurchase(countryCode: string, restrictions: readonly Restriction[]): boolean {
  return restrictions
    .filter((r) => r.appliesTo === 'PURCHASE')
    .some((r) => (r.type === 'BLACKLIST' ? !r.countries.includes(countryCode) : r.countries.includes(countryCode)));
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in the past, yyyy-mm-dd. */
export function isValidBirthDate(value: string, now = Date.now()): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && date.getTime() < now && y >= 1900;
}

export class BillingRequirements {
  private readonly countries: Map<string, Country>;

  constructor(
    fixturesDir: string,
    private readonly rules: CommerceRules,
  ) {
    const fixture = z.object({ countries: z.array(country) }).parse(JSON.parse(readFileSync(join(fixturesDir, 'countries.json'), 'utf8')));
    this.countries = new Map(fixture.countries.map((c) => [c.iso3166alpha2, c]));
  }

  country(code: string): Country | undefined {
    return this.countries.get(code);
  }

  /** Field names the billing country requires (address fields, then birthDate, taxNumber). */
  requiredFields(countryCode: string, restrictions: readonly Restriction[]): string[] {
    const address = addressRequiredForPurchase(countryCode, restrictions)
      ? (this.countries.get(countryCode)?.addressRequiredFields ?? []).map((f) => f.fieldName)
      : [];
    return [...address, ...this.rules.personalFieldsFor(countryCode)];
  }

  /** Required fields with no (valid) value in the stored details. */
  missingFields(countryCode: string, restrictions: readonly Restriction[], row: BillingRow): string[] {
    return this.requiredFields(countryCode, restrictions).filter((field) => !this.isPresent(field, countryCode, row));
  }

  private isPresent(field: string, countryCode: string, row: BillingRow): boolean {
    if (!row) return false;
    switch (field) {
      case 'birthDate':
        return Boolean(row.birth_date && isValidBirthDate(row.birth_date));
      case 'taxNumber': {
        const pattern = this.rules.taxNumberPattern(countryCode);
        return Boolean(row.tax_number && (!pattern || pattern.test(row.tax_number)));
      }
      default: {
        // The address must be for the billing country for its fields to count.
        if (row.country !== countryCode) return false;
        const value = addressValue(row, field);
        const allowed = this.countries.get(countryCode)?.addressRequiredFields.find((f) => f.fieldName === field)?.acceptableValues;
        return Boolean(value && value.trim() && (!allowed || allowed.some((a) => a.value === value)));
      }
    }
  }

  /** `{field}FieldIsInvalid` messages for values given that the country would not accept. */
  invalidFields(countryCode: string, input: { address?: Record<string, string | undefined>; birthDate?: string; taxNumber?: string }): string[] {
    const problems: string[] = [];
    const fields = this.countries.get(countryCode)?.addressRequiredFields ?? [];
    for (const f of fields) {
      const value = input.address?.[f.fieldName];
      if (value !== undefined && f.acceptableValues && !f.acceptableValues.some((a) => a.value === value)) problems.push(`${f.fieldName}FieldIsInvalid`);
    }
    if (input.birthDate !== undefined && input.birthDate !== '' && !isValidBirthDate(input.birthDate)) problems.push('birthDateFieldIsInvalid');
    const pattern = this.rules.taxNumberPattern(countryCode);
    if (input.taxNumber !== undefined && input.taxNumber !== '' && pattern && !pattern.test(input.taxNumber)) problems.push('taxNumberFieldIsInvalid');
    return problems;
  }
}

function addressValue(row: NonNullable<BillingRow>, field: string): string | null {
  switch (field) {
    case 'line1':
      return row.line1;
    case 'postalCode':
      return row.postal_code;
    case 'administrativeLevel1':
      return row.administrative_level1;
    case 'city':
      return row.city;
    default:
      return null;
  }
}
