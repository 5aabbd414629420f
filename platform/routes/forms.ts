/**
 * Forms from data and the countries they need (issue 5 §2; commerce §3, §7):
 *   GET /api/v1/countries   countries with their addressRequiredFields, the caller's country
 *                           and the realm's address restrictions (BLACKLIST / WHITELIST for
 *                           PURCHASE or REGISTRATION)
 *   GET /api/v1/form/{id}   a realm form document (forms/<id>.json): fields and consent terms
 * The spec names the countries call only as "GET {token}"; the path is chosen and recorded
 * in docs/platform-contract.md.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { PlatformPlugin } from '../context.js';
import { notFound } from '../errors.js';

const COUNTRY = /^[A-Za-z]{2}$/;
const errors = { 400: { $ref: 'Error#' }, 404: { $ref: 'Error#' } };

const countrySchema = {
  type: 'object',
  required: ['name', 'iso3166alpha2', 'countryCallingCode', 'addressRequiredFields'],
  properties: {
    name: { type: 'string' },
    iso3166alpha2: { type: 'string' },
    countryCallingCode: { type: 'string' },
    addressRequiredFields: {
      type: 'array',
      items: {
        type: 'object',
        required: ['fieldName', 'label'],
        properties: {
          fieldName: { type: 'string' },
          label: { type: 'string' },
          acceptableValues: { type: 'array', items: { type: 'object', required: ['value', 'displayName'], properties: { value: { type: 'string' }, displayName: { type: 'string' } } } },
        },
      },
    },
  },
} as const;

interface CountriesFixture {
  countries: Array<{ name: string; iso3166alpha2: string; countryCallingCode: string; addressRequiredFields: unknown[] }>;
}

export const formRoutes: PlatformPlugin = async (app, { config }) => {
  // Read once at start: the list is fixture data, not realm data (no hot reload needed).
  const fixture = JSON.parse(readFileSync(join(config.fixturesDir, 'countries.json'), 'utf8')) as CountriesFixture;
  const countries = [...fixture.countries].sort((a, b) => a.name.localeCompare(b.name));

  function callerCountry(req: FastifyRequest): string {
    const raw = req.headers[config.countryHeader];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (value && COUNTRY.test(value)) return value.toUpperCase();
    const fallback = req.realm.settings.defaultCountry;
    return typeof fallback === 'string' && COUNTRY.test(fallback) ? fallback.toUpperCase() : 'GB';
  }

  app.get(
    '/api/v1/countries',
    {
      schema: {
        tags: ['forms'],
        summary: 'Countries with the address fields each requires, the caller country and the realm address restrictions',
        response: {
          200: {
            type: 'object',
            required: ['countries', 'callerCountryCode', 'addressRestrictions'],
            properties: {
              countries: { type: 'array', items: countrySchema },
              callerCountryCode: { type: 'string' },
              addressRestrictions: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['type', 'appliesTo', 'countries'],
                  properties: { type: { type: 'string', enum: ['BLACKLIST', 'WHITELIST'] }, appliesTo: { type: 'string', enum: ['PURCHASE', 'REGISTRATION'] }, countries: { type: 'array', items: { type: 'string' } } },
                },
              },
            },
          },
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const restrictions = req.realm.settings.addressRestrictions;
      reply.header('cache-control', 'public, max-age=300');
      reply.header('vary', `Realm, ${config.countryHeader}`);
      return { countries, callerCountryCode: callerCountry(req), addressRestrictions: Array.isArray(restrictions) ? restrictions : [] };
    },
  );

  app.get(
    '/api/v1/form/:formId',
    {
      schema: {
        tags: ['forms'],
        summary: 'A realm form document: fields (field blocks) and consent terms (consent blocks)',
        params: { type: 'object', required: ['formId'], properties: { formId: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' } } },
        response: {
          200: {
            type: 'object',
            additionalProperties: true,
            required: ['id', 'title', 'fields'],
            properties: { id: { type: 'string' }, title: { type: 'string' }, fields: { type: 'array', items: { type: 'object', additionalProperties: true } }, consent: { type: 'array', items: { type: 'object', additionalProperties: true } } },
          },
          ...errors,
        },
      },
    },
    async (req) => {
      const { formId } = req.params as { formId: string };
      const form = Object.prototype.hasOwnProperty.call(req.realm.forms, formId) ? req.realm.forms[formId] : undefined;
      if (!form) throw notFound('FORM_NOT_FOUND', `This realm has no form "${formId}".`);
      return form;
    },
  );
};
