import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { examplesRender, renderBlock } from '../../testing';
import { normaliseValue, validateValues } from '../rules/form-rules';
import { formatTaxNumber, isCompleteTaxNumber } from '../rules/tax-number';
import { textLikeFields } from './index';
import { TEXT_LIKE_TYPES } from './variants';

/** What each type's input must say, beyond the label, value and error every field shows. */
const expectedMarkup: Record<string, string> = {
  text: 'type="text"',
  email: 'type="email"',
  name: 'autoComplete="given-name"',
  fullName: 'autoComplete="name"',
  taxNumber: 'inputMode="numeric"',
  postalCode: 'autoComplete="postal-code"',
  line1: 'autoComplete="address-line1"',
  administrativeLevel1: 'autoComplete="address-level1"',
};

describe.each(TEXT_LIKE_TYPES.map((type) => [type]))('field: %s', (type) => {
  const block = textLikeFields[type];

  it('is the block of its own type', () => expect([block.type, block.kind]).toEqual([type, 'fields']));
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));

  it('renders a labelled input with its own attributes, the typed value and its error wired for assistive technology', () => {
    const html = renderBlock(
      block,
      { type, name: 'f', label: 'fieldLabel', required: true },
      { value: '12345678909', error: 'fieldError' },
      { t: (k) => k.toUpperCase() },
    );
    expect(html).toContain(expectedMarkup[type]);
    expect(html).toContain('for="field-f"');
    expect(html).toContain('FIELDLABEL');
    expect(html).toContain(type === 'taxNumber' ? 'value="123.456.789-09"' : 'value="12345678909"');
    expect(html).toContain('aria-describedby="field-f-error"');
    expect(html).toContain('FIELDERROR');
  });
});

describe('text-like schemas', () => {
  const json = (type: (typeof TEXT_LIKE_TYPES)[number]) =>
    z.toJSONSchema(textLikeFields[type].schema, { io: 'input' }) as {
      properties: Record<string, { default?: unknown; maximum?: number }>;
      description?: string;
    };

  it("a length default is the document's to change, within 1–1000", () => {
    expect(json('name').properties.maxLength).toMatchObject({ default: 80, maximum: 1000 });
    expect(textLikeFields.line1.schema.parse({ type: 'line1', name: 'l', label: 'l' })).toMatchObject({ maxLength: 200, required: false });
    expect(textLikeFields.postalCode.schema.safeParse({ type: 'postalCode', name: 'p', label: 'p', maxLength: 1001 }).success).toBe(false);
  });

  it('free text takes optional lengths and autocomplete from the document; email and taxNumber have no length props', () => {
    expect(Object.keys(json('text').properties)).toEqual(['type', 'name', 'label', 'placeholder', 'required', 'minLength', 'maxLength', 'autoComplete']);
    expect(Object.keys(json('email').properties)).toEqual(['type', 'name', 'label', 'placeholder', 'required']);
    expect(Object.keys(json('taxNumber').properties)).toEqual(['type', 'name', 'label', 'placeholder', 'required']);
    expect(renderBlock(textLikeFields.text, { type: 'text', name: 'n', label: 'n', minLength: 2, autoComplete: 'nickname' }, {})).toContain(
      'autoComplete="nickname"',
    );
  });

  it('a document cannot give a fixed-attribute type another autocomplete', () => {
    expect(renderBlock(textLikeFields.email, { type: 'email', name: 'e', label: 'e', autoComplete: 'off' }, {})).toContain('autoComplete="email"');
  });
});

describe('field: taxNumber rules', () => {
  const rule = { name: 'taxNumber', type: 'taxNumber' as const, required: true };

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

  it('renders the typed value formatted, with the format as placeholder', () => {
    const html = renderBlock(textLikeFields.taxNumber, { type: 'taxNumber', name: 't', label: 'taxNumber' }, { value: '12345678909' });
    expect(html).toContain('value="123.456.789-09"');
    expect(html).toContain('placeholder="000.000.000-00"');
  });
});
