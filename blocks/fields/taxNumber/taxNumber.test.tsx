import { describe, expect, it } from 'vitest';
import { examplesRender, renderBlock } from '../../testing';
import { normaliseValue, validateValues } from '../rules/form-rules';
import { formatTaxNumber, isCompleteTaxNumber } from '../rules/tax-number';
import { block } from './index';

const rule = { name: 'taxNumber', type: 'taxNumber' as const, required: true };

describe('field: taxNumber', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));

  it('formats ddd.ddd.ddd-dd as the digits arrive, dropping anything else and digits past 11', () => {
    expect(formatTaxNumber('')).toBe('');
    expect(formatTaxNumber('123')).toBe('123');
    expect(formatTaxNumber('1234')).toBe('123.4');
    expect(formatTaxNumber('1234567')).toBe('123.456.7');
    expect(formatTaxNumber('1234567890')).toBe('123.456.789-0');
    expect(formatTaxNumber('12345678909')).toBe('123.456.789-09');
    expect(formatTaxNumber('123a456b789c0999')).toBe('123.456.789-09');
  });

  it('is complete with exactly 11 digits', () => {
    expect(isCompleteTaxNumber('123.456.789-09')).toBe(true);
    expect(isCompleteTaxNumber('12345678909')).toBe(true);
    expect(isCompleteTaxNumber('123.456.789-0')).toBe(false);
    expect(isCompleteTaxNumber('123456789091')).toBe(false);
    expect(isCompleteTaxNumber('123.456.789-0x')).toBe(false);
  });

  it('required, invalid, stored formatted', () => {
    expect(validateValues([rule], { taxNumber: '' })).toEqual({ taxNumber: 'taxNumberFieldIsRequired' });
    expect(validateValues([rule], { taxNumber: '1234' })).toEqual({ taxNumber: 'taxNumberFieldIsInvalid' });
    expect(validateValues([rule], { taxNumber: '12345678909' })).toEqual({});
    expect(normaliseValue(rule, '12345678909')).toBe('123.456.789-09');
  });

  it('renders the typed value formatted', () => {
    expect(renderBlock(block, { type: 'taxNumber', name: 't', label: 'taxNumber' }, { value: '12345678909' })).toContain('value="123.456.789-09"');
  });
});
