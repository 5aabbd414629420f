import { describe, expect, it } from 'vitest';
import { examplesRender, renderBlock } from '../../testing';
import { correctPhonePrefix, formatPhoneAsYouType, parsePhone } from '../rules/phone';
import { validateValues, normaliseValue } from '../rules/form-rules';
import { block } from './index';

const rule = { name: 'phone', type: 'phoneNumber' as const, required: true, defaultCountry: 'GB' };

describe('field: phoneNumber', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));

  it('+4407 becomes +447 (with or without spaces)', () => {
    expect(correctPhonePrefix('+4407400123456')).toBe('+447400123456');
    expect(correctPhonePrefix('+44 07400 123456')).toBe('+447400 123456');
    expect(correctPhonePrefix('+4402079460000')).toBe('+4402079460000');
    expect(correctPhonePrefix('07400123456')).toBe('07400123456');
  });

  it('formats as typed, in the international or the national form', () => {
    expect(formatPhoneAsYouType('+4407400123456')).toBe('+44 7400 123456');
    expect(formatPhoneAsYouType('07400123456', 'GB')).toBe('07400 123456');
    expect(formatPhoneAsYouType('+5511987654321')).toBe('+55 11 98765 4321');
  });

  it('parses into the spec entity (regionCode, prefix, number, internationalNumber, possible, complete)', () => {
    expect(parsePhone('+44 07400 123456')).toEqual({
      regionCode: 'GB',
      prefix: '+44',
      number: '7400123456',
      internationalNumber: '+447400123456',
      possible: true,
      complete: true,
    });
    expect(parsePhone('07400 123456', 'GB')?.internationalNumber).toBe('+447400123456');
    expect(parsePhone('12')?.complete ?? false).toBe(false);
  });

  it('required, invalid and stored in E.164', () => {
    expect(validateValues([rule], { phone: '' })).toEqual({ phone: 'phoneFieldIsRequired' });
    expect(validateValues([rule], { phone: '+44 74' })).toEqual({ phone: 'phoneFieldIsInvalid' });
    expect(validateValues([rule], { phone: '+4407400123456' })).toEqual({});
    expect(normaliseValue(rule, '+44 07400 123456')).toBe('+447400123456');
  });

  it('renders a tel input showing the corrected, formatted number', () => {
    const html = renderBlock(block, { type: 'phoneNumber', name: 'phone', label: 'phone' }, { value: '+4407400123456' });
    expect(html).toContain('type="tel"');
    expect(html).toContain('value="+44 7400 123456"');
  });
});
