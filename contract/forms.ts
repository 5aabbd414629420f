/**
 * Forms from data: the countries an address form needs and
 * the realm's form documents. `GET /api/v1/countries` is a **(chosen)** path.
 */
import { z } from 'zod';
import { defineCall } from './define.js';

export const addressField = z.object({
  fieldName: z.string(),
  label: z.string(),
  acceptableValues: z.array(z.object({ value: z.string(), displayName: z.string() })).optional(),
});

export const country = z.object({
  name: z.string(),
  iso3166alpha2: z.string(),
  countryCallingCode: z.string(),
  addressRequiredFields: z.array(addressField),
});

export const addressRestriction = z.object({
  type: z.enum(['BLACKLIST', 'WHITELIST']),
  appliesTo: z.enum(['PURCHASE', 'REGISTRATION']),
  countries: z.array(z.string()),
});

export const countriesAnswer = z.object({
  countries: z.array(country),
  callerCountryCode: z.string(),
  addressRestrictions: z.array(addressRestriction),
});
export type CountriesAnswer = z.output<typeof countriesAnswer>;

/** A realm form document; its field and consent blocks are open objects the blocks parse themselves. */
export const formDocument = z.looseObject({
  id: z.string(),
  title: z.string(),
  fields: z.array(z.looseObject({})),
  consent: z.array(z.looseObject({})).optional(),
});

export const forms = {
  countries: defineCall({
    method: 'GET',
    path: '/api/v1/countries',
    summary: 'Countries with the address fields each requires, the caller country and the realm address restrictions',
    auth: 'none',
    answer: countriesAnswer,
    errors: [400, 404],
  }),

  form: defineCall({
    method: 'GET',
    path: '/api/v1/form/:formId',
    summary: 'A realm form document: fields (field blocks) and consent terms (consent blocks)',
    auth: 'none',
    params: z.object({
      formId: z
        .string()
        .min(1)
        .max(100)
        .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/),
    }),
    answer: formDocument,
    errors: [400, 404],
  }),
};
