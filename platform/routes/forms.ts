/**
 * Forms from data and the countries they need:
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
import { z } from 'zod';
import { addressRestriction, country, formDocument } from '../../contract/forms.js';
import { contract } from '../../contract/index.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { notFound } from '../errors.js';

const COUNTRY = /^[A-Za-z]{2}$/;

/** The fixture is read with the contract's country shape, so a broken file stops the start, not an answer. */
const countriesFixture = z.object({ countries: z.array(country) });
const restrictionList = z.array(addressRestriction);

export const formRoutes: PlatformPlugin = async (app, { config }) => {
  // Read once at start: the list is fixture data, not realm data (no hot reload needed).
  const fixture = countriesFixture.parse(JSON.parse(readFileSync(join(config.fixturesDir, 'countries.json'), 'utf8')));
  const countries = [...fixture.countries].sort((a, b) => a.name.localeCompare(b.name));

  function callerCountry(req: FastifyRequest): string {
    const raw = req.headers[config.countryHeader];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (value && COUNTRY.test(value)) return value.toUpperCase();
    const fallback = req.realm.settings.defaultCountry;
    return typeof fallback === 'string' && COUNTRY.test(fallback) ? fallback.toUpperCase() : 'GB';
  }

  route(app, contract.forms.countries, async ({ req }, reply) => {
    // realm.json is checked against the realm schema at load; this only gives the value its type.
    const restrictions = restrictionList.parse(req.realm.settings.addressRestrictions ?? []);
    reply.header('cache-control', 'public, max-age=300');
    reply.header('vary', `Realm, ${config.countryHeader}`);
    return { countries, callerCountryCode: callerCountry(req), addressRestrictions: restrictions };
  });

  route(app, contract.forms.form, async ({ req, params }) => {
    const { formId } = params;
    const form = Object.prototype.hasOwnProperty.call(req.realm.forms, formId) ? req.realm.forms[formId] : undefined;
    if (!form) throw notFound('FORM_NOT_FOUND', `This realm has no form "${formId}".`);
    // Form documents are checked against the form schema at realm load; this gives the value its type.
    return formDocument.parse(form);
  });
};
