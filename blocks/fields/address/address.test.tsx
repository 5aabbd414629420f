import { describe, expect, it } from 'vitest';
import { examplesRender, renderBlock } from '../../testing';
import { isAddressRequired, type AddressRestriction } from '../rules/address';
import { collectValues, validateValues, type FieldRule } from '../rules/form-rules';
import { sampleCountries } from './examples';
import { block } from './index';

const countries = Object.fromEntries(
  sampleCountries.map((c) => [
    c.iso3166alpha2,
    c.addressRequiredFields.map((f) => ({ fieldName: f.fieldName, options: f.acceptableValues?.map((v) => v.value) })),
  ]),
);
const rule = (restrictions: AddressRestriction[], required = false): FieldRule => ({
  name: 'address',
  type: 'address',
  required,
  address: { purpose: 'REGISTRATION', restrictions, countries },
});

describe('field: address', () => {
  it('examples pass the schema and render', () => expect(examplesRender(block)).toHaveLength(block.examples.length));

  it('required outside a BLACKLIST, inside a WHITELIST, only for the restriction purpose', () => {
    const black: AddressRestriction = { type: 'BLACKLIST', appliesTo: 'REGISTRATION', countries: ['GB'] };
    const white: AddressRestriction = { type: 'WHITELIST', appliesTo: 'PURCHASE', countries: ['BR'] };
    expect(isAddressRequired('BR', [black], 'REGISTRATION')).toBe(true);
    expect(isAddressRequired('GB', [black], 'REGISTRATION')).toBe(false);
    expect(isAddressRequired('BR', [white], 'PURCHASE')).toBe(true);
    expect(isAddressRequired('GB', [white], 'PURCHASE')).toBe(false);
    expect(isAddressRequired('BR', [white], 'REGISTRATION')).toBe(false);
    expect(isAddressRequired('BR', [], 'REGISTRATION')).toBe(false);
  });

  it('the chosen country’s fields are required where the restriction says, with {fieldName}FieldIsRequired / Invalid', () => {
    const whitelistBR = rule([{ type: 'WHITELIST', appliesTo: 'REGISTRATION', countries: ['BR'] }]);
    expect(validateValues([whitelistBR], { 'address.country': 'BR' })).toEqual({
      'address.postalCode': 'postalCodeFieldIsRequired',
      'address.line1': 'line1FieldIsRequired',
      'address.administrativeLevel1': 'administrativeLevel1FieldIsRequired',
    });
    expect(validateValues([whitelistBR], { 'address.country': 'GB' })).toEqual({});
    expect(
      validateValues([whitelistBR], {
        'address.country': 'BR',
        'address.postalCode': '01310-100',
        'address.line1': 'Av. Paulista 1',
        'address.administrativeLevel1': 'XX',
      }),
    ).toEqual({
      'address.administrativeLevel1': 'administrativeLevel1FieldIsInvalid',
    });
    expect(
      validateValues([whitelistBR], {
        'address.country': 'BR',
        'address.postalCode': '01310-100',
        'address.line1': 'Av. Paulista 1',
        'address.administrativeLevel1': 'SP',
      }),
    ).toEqual({});
    expect(validateValues([rule([], true)], { 'address.country': '' })).toEqual({ 'address.country': 'countryFieldIsRequired' });
    expect(validateValues([rule([])], { 'address.country': 'ZZ' })).toEqual({ 'address.country': 'countryFieldIsInvalid' });
  });

  it('collects only the chosen country’s fields', () => {
    const posted: Record<string, string> = { 'address.country': 'GB', 'address.postalCode': ' SW1A 1AA ', 'address.line1': 'ignored' };
    expect(collectValues([rule([])], (n) => posted[n])).toEqual({ 'address.country': 'GB', 'address.postalCode': 'SW1A 1AA' });
  });

  it('renders a dropdown where the platform lists acceptable values, else a text input', () => {
    const html = renderBlock(
      block,
      { type: 'address', name: 'address', label: 'address' },
      { countries: sampleCountries, defaultCountry: 'BR', requiredCountries: ['BR'] },
    );
    expect(html).toContain('name="address.country"');
    expect(html).toMatch(/<select[^>]*name="address.administrativeLevel1"/);
    expect(html).toMatch(/<input[^>]*name="address.postalCode"/);
    expect(html).toContain('<option value="SP">São Paulo</option>');
  });
});
