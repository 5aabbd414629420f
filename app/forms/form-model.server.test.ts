import { describe, expect, it } from 'vitest';
import { sampleCountries } from '../../blocks/fields/address/examples';
import { validateValues } from '../../blocks/fields/rules/form-rules';
import { formSchema, parseSubmission, rulesFor } from './form-model.server';

const fields = [
  { type: 'fullName', name: 'name', required: true },
  { type: 'email', name: 'email', required: true },
  { type: 'password', name: 'password', required: true, minLength: 8 },
  { type: 'confirmPassword', name: 'again', required: true, matches: 'password' },
  { type: 'phoneNumber', name: 'phone', required: true },
  { type: 'birthDate', name: 'birthDate', required: true },
  { type: 'taxNumber', name: 'taxNumber', required: false },
  { type: 'address', name: 'address', required: false, purpose: 'REGISTRATION' as const },
];
const rules = rulesFor(fields, sampleCountries, [{ type: 'WHITELIST', appliesTo: 'REGISTRATION', countries: ['BR'] }], 'GB');

function post(entries: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(entries)) form.append(k, v);
  return form;
}

const good = {
  name: '  Ada Lovelace ',
  email: 'ada@example.com',
  password: 'a long password',
  again: 'a long password',
  phone: '07400 123456',
  'birthDate.day': '9',
  'birthDate.month': '4',
  'birthDate.year': '1990',
  taxNumber: '12345678909',
  'address.country': 'GB',
  'address.postalCode': 'SW1A 1AA',
};

describe('forms from data: one zod schema from the field rules', () => {
  it('derives plain-data rules (phone default country, address countries and restrictions)', () => {
    expect(rules.find((r) => r.name === 'phone')).toMatchObject({ type: 'phoneNumber', defaultCountry: 'GB' });
    expect(rules.find((r) => r.name === 'again')).toMatchObject({ matches: 'password' });
    const address = rules.find((r) => r.type === 'address')!;
    expect(address.address!.countries.BR.map((f) => f.fieldName)).toEqual(['postalCode', 'line1', 'administrativeLevel1']);
    expect(JSON.parse(JSON.stringify(rules))).toEqual(rules);
  });

  it('a good post parses into normalised values (trimmed, E.164, yyyy-mm-dd, formatted tax number)', () => {
    const result = parseSubmission({ rules }, post(good));
    expect(result).toEqual({
      ok: true,
      values: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        password: 'a long password',
        again: 'a long password',
        phone: '+447400123456',
        birthDate: '1990-04-09',
        taxNumber: '123.456.789-09',
        'address.country': 'GB',
        'address.postalCode': 'SW1A 1AA',
      },
    });
  });

  it('a bad post answers every problem by input name and never echoes passwords', () => {
    const result = parseSubmission(
      { rules },
      post({ ...good, email: 'nope', again: 'different one', phone: '+44 74', 'birthDate.month': '', 'address.country': 'BR', taxNumber: '123' }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      email: 'pleaseProvideValidEmail',
      again: 'againFieldIsInvalid',
      phone: 'phoneFieldIsInvalid',
      birthDate: 'birthDateFieldIsInvalid',
      taxNumber: 'taxNumberFieldIsInvalid',
      'address.line1': 'line1FieldIsRequired',
      'address.administrativeLevel1': 'administrativeLevel1FieldIsRequired',
    });
    expect(result.values.password).toBeUndefined();
    expect(result.values.again).toBeUndefined();
    expect(result.values.email).toBe('nope');
  });

  it('the zod schema and the browser’s pure validation agree', () => {
    const samples: Array<Record<string, string>> = [
      {},
      { email: 'a@b.co' },
      { phone: '+4407400123456', name: 'x' },
      { 'address.country': 'BR', 'address.line1': 'Rua 1' },
    ];
    for (const values of samples) {
      const parsed = formSchema(rules).safeParse(values);
      const zodErrors = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
      expect(zodErrors).toEqual(validateValues(rules, values));
    }
  });
});
