/**
 * The commerce rules of the reference platform, read from `fixtures/commerce.json` once at
 * start and checked with zod (a broken file stops the start, not a payment): the currency a
 * country pays in, the tax included in its prices, the billing fields besides the address it
 * requires, and the vouchers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const voucherRule = z.object({
  code: z.string().regex(/^[A-Z0-9][A-Z0-9_-]{2,31}$/),
  type: z.enum(['PERCENTAGE', 'AMOUNT']),
  percentage: z.number().min(0).max(100).optional(),
  amount: z.number().int().min(0).optional(),
  /** AMOUNT vouchers apply to baskets in this currency only. */
  currency: z.string().length(3).optional(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** Redemptions allowed in all (null: unlimited); each viewer redeems a code once. */
  maxRedemptions: z.number().int().min(0).nullable(),
  /** Redemptions made before this platform's records began (counts towards maxRedemptions). */
  redeemedBefore: z.number().int().min(0).default(0),
  /** Licences it applies to (default: every priced licence). */
  licenceIds: z.array(z.string()).optional(),
});
export type VoucherRule = z.output<typeof voucherRule>;

const commerceFixture = z.object({
  currencies: z.record(z.string(), z.string().length(3)),
  taxRates: z.record(z.string(), z.number().int().min(0).max(10000)),
  billingRules: z.record(z.string(), z.object({ birthDate: z.boolean().optional(), taxNumber: z.object({ pattern: z.string() }).optional() })),
  vouchers: z.array(voucherRule),
});

export interface CommerceRules {
  currencyFor(country: string): string;
  /** Basis points of tax included in prices (2000 = 20 %). */
  taxRateFor(country: string): number;
  /** Besides the address: `birthDate`, `taxNumber` where the country requires them. */
  personalFieldsFor(country: string): Array<'birthDate' | 'taxNumber'>;
  taxNumberPattern(country: string): RegExp | null;
  voucher(code: string): VoucherRule | undefined;
}

export function loadCommerceRules(fixturesDir: string): CommerceRules {
  const data = commerceFixture.parse(JSON.parse(readFileSync(join(fixturesDir, 'commerce.json'), 'utf8')));
  const vouchers = new Map(data.vouchers.map((v) => [v.code, v]));
  const own = <T>(table: Record<string, T>, key: string): T | undefined => (Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined);
  return {
    currencyFor: (country) => own(data.currencies, country) ?? data.currencies.default ?? 'EUR',
    taxRateFor: (country) => own(data.taxRates, country) ?? data.taxRates.default ?? 0,
    personalFieldsFor(country) {
      const rule = own(data.billingRules, country);
      const fields: Array<'birthDate' | 'taxNumber'> = [];
      if (rule?.birthDate) fields.push('birthDate');
      if (rule?.taxNumber) fields.push('taxNumber');
      return fields;
    },
    taxNumberPattern(country) {
      const pattern = own(data.billingRules, country)?.taxNumber?.pattern;
      return pattern ? new RegExp(pattern) : null;
    },
    voucher: (code) => vouchers.get(code),
  };
}
