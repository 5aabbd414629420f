import { describe, expect, it } from 'vitest';
import { billingFields, formatBrazilianTaxNumber, readBillingForm, summaryLines } from './billing-fields';

const brazil = {
  iso3166alpha2: 'BR',
  addressRequiredFields: [
    { fieldName: 'postalCode', label: 'postalCode' },
    { fieldName: 'line1', label: 'line1' },
    { fieldName: 'administrativeLevel1', label: 'administrativeLevel1', acceptableValues: [{ value: 'SP', displayName: 'São Paulo' }] },
  ],
};

describe('billingFields', () => {
  it('builds only the missing fields, in the country order, with dropdowns for listed values', () => {
    const fields = billingFields(['line1', 'administrativeLevel1', 'taxNumber', 'birthDate'], brazil);
    expect(fields.map((f) => [f.name, f.kind])).toEqual([
      ['line1', 'text'],
      ['administrativeLevel1', 'select'],
      ['birthDate', 'date'],
      ['taxNumber', 'text'],
    ]);
    expect(fields[1].options).toEqual([{ value: 'SP', label: 'São Paulo' }]);
  });
  it('asks nothing when nothing is missing', () => expect(billingFields([], brazil)).toEqual([]));
});

describe('readBillingForm', () => {
  const fields = billingFields(['line1', 'administrativeLevel1', 'taxNumber', 'birthDate'], brazil);
  it('reads the posted values as billing details', () => {
    const form = new FormData();
    form.set('line1', ' Rua A, 1 ');
    form.set('administrativeLevel1', 'SP');
    form.set('taxNumber', '12345678901');
    form.set('birthDate', '1990-02-03');
    expect(readBillingForm(form, fields, 'BR')).toEqual({
      body: { address: { country: 'BR', line1: 'Rua A, 1', administrativeLevel1: 'SP' }, taxNumber: '123.456.789-01', birthDate: '1990-02-03' },
      errors: {},
    });
  });
  it('names the empty and invalid fields with their message keys', () => {
    const form = new FormData();
    form.set('administrativeLevel1', 'XX');
    form.set('birthDate', '1990-13');
    expect(readBillingForm(form, fields, 'BR').errors).toEqual({
      line1: 'line1FieldIsRequired',
      administrativeLevel1: 'administrativeLevel1FieldIsInvalid',
      birthDate: 'birthDateFieldIsInvalid',
      taxNumber: 'taxNumberFieldIsRequired',
    });
  });
});

describe('formatBrazilianTaxNumber', () => {
  it('writes ddd.ddd.ddd-dd with at most 11 digits', () => {
    expect(formatBrazilianTaxNumber('123')).toBe('123');
    expect(formatBrazilianTaxNumber('1234567')).toBe('123.456.7');
    expect(formatBrazilianTaxNumber('123.456.789-0199')).toBe('123.456.789-01');
  });
});

describe('summaryLines', () => {
  it('shows birth date and tax number only where required', () => {
    expect(summaryLines(['line1', 'postalCode'])).toEqual({ address: true, birthDate: false, taxNumber: false });
    expect(summaryLines(['taxNumber', 'birthDate'])).toEqual({ address: false, birthDate: true, taxNumber: true });
  });
});
