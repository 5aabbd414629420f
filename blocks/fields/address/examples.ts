import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { CountryInfo } from '../rules/address';
import type { FieldContext } from '../shared';
import type { schema } from './schema';

export const sampleCountries: CountryInfo[] = [
  {
    name: 'Brazil',
    iso3166alpha2: 'BR',
    countryCallingCode: '55',
    addressRequiredFields: [
      { fieldName: 'postalCode', label: 'postalCode' },
      { fieldName: 'line1', label: 'line1' },
      {
        fieldName: 'administrativeLevel1',
        label: 'administrativeLevel1',
        acceptableValues: [
          { value: 'SP', displayName: 'São Paulo' },
          { value: 'RJ', displayName: 'Rio de Janeiro' },
        ],
      },
    ],
  },
  { name: 'United Kingdom', iso3166alpha2: 'GB', countryCallingCode: '44', addressRequiredFields: [{ fieldName: 'postalCode', label: 'postalCode' }] },
];

export const examples: BlockExample<z.input<typeof schema>, FieldContext>[] = [
  {
    name: 'Brazil (required by the realm)',
    props: { type: 'address', name: 'address', label: 'address' },
    context: { countries: sampleCountries, defaultCountry: 'BR', requiredCountries: ['BR'] },
  },
  {
    name: 'With errors',
    props: { type: 'address', name: 'address', label: 'address', required: true },
    context: { countries: sampleCountries, values: { 'address.country': 'GB' }, errors: { 'address.postalCode': 'postalCodeFieldIsRequired' } },
  },
];
