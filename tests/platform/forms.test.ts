/**
 * Forms from data on the platform: the countries call (address fields per country, caller
 * country, the realm's address restrictions), realm form documents, and the realm's
 * required sign-up consents enforced by /signup. Runs on the real realms (arena, oasis).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type Platform } from './harness';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.close());

const arena = { realm: 'arena' };

describe('GET /api/v1/countries', () => {
  it('lists countries with their address fields (acceptable values where a dropdown applies)', async () => {
    const res = await platform.inject({ method: 'GET', url: '/api/v1/countries', headers: arena });
    expect(res.statusCode).toBe(200);
    const body = platform.json(res);
    const brazil = body.countries.find((c: { iso3166alpha2: string }) => c.iso3166alpha2 === 'BR');
    expect(brazil).toMatchObject({ name: 'Brazil', countryCallingCode: '55' });
    expect(brazil.addressRequiredFields.map((f: { fieldName: string }) => f.fieldName)).toEqual(['postalCode', 'line1', 'administrativeLevel1']);
    expect(brazil.addressRequiredFields[2].acceptableValues).toContainEqual({ value: 'SP', displayName: 'São Paulo' });
    expect(body.callerCountryCode).toBe('GB');
    expect(body.addressRestrictions).toContainEqual({ type: 'WHITELIST', appliesTo: 'REGISTRATION', countries: ['BR'] });
  });

  it('takes the caller country from the country header, else the realm default', async () => {
    const fromHeader = platform.json(await platform.inject({ method: 'GET', url: '/api/v1/countries', headers: { ...arena, 'x-country': 'br' } }));
    expect(fromHeader.callerCountryCode).toBe('BR');
    const oasis = platform.json(await platform.inject({ method: 'GET', url: '/api/v1/countries', headers: { realm: 'oasis' } }));
    expect(oasis.callerCountryCode).toBe('AE');
    expect(oasis.addressRestrictions).toEqual([{ type: 'WHITELIST', appliesTo: 'PURCHASE', countries: ['AE', 'SA'] }]);
  });
});

describe('GET /api/v1/form/{id}', () => {
  it('answers the realm form document', async () => {
    const res = await platform.inject({ method: 'GET', url: '/api/v1/form/signup', headers: arena });
    expect(res.statusCode).toBe(200);
    const form = platform.json(res);
    expect(form.id).toBe('signup');
    expect(form.fields.map((f: { type: string }) => f.type)).toContain('confirmPassword');
    expect(form.consent.filter((t: { required?: boolean }) => t.required).map((t: { fieldName: string }) => t.fieldName)).toEqual([
      'acceptTerms',
      'privacyNotice',
    ]);
  });

  it('404 for an unknown form, 400 for a malformed id', async () => {
    const missing = await platform.inject({ method: 'GET', url: '/api/v1/form/nope', headers: arena });
    expect(missing.statusCode).toBe(404);
    expect(platform.json(missing).code).toBe('FORM_NOT_FOUND');
    expect((await platform.inject({ method: 'GET', url: '/api/v1/form/..%2Fsecret', headers: arena })).statusCode).toBe(400);
    expect((await platform.inject({ method: 'GET', url: '/api/v1/form/constructor', headers: arena })).statusCode).toBe(404);
  });
});

describe('POST /signup enforces the realm’s required consent terms', () => {
  const signup = (consentAnswers: unknown[]) =>
    platform.inject({
      method: 'POST',
      url: '/signup',
      headers: arena,
      payload: { username: `consent-${consentAnswers.length}-${Date.now()}@example.com`, password: 'a good long password', consentAnswers },
    });

  it('400 CONSENT_REQUIRED naming every required term not accepted', async () => {
    const res = await signup([
      { fieldName: 'acceptTerms', answer: true },
      { fieldName: 'privacyNotice', answer: 'false' },
    ]);
    expect(res.statusCode).toBe(400);
    const body = platform.json(res);
    expect(body.code).toBe('CONSENT_REQUIRED');
    expect(body.messages).toEqual(['consentAnswers: "privacyNotice" must be accepted']);
    expect(platform.json(await signup([])).messages).toHaveLength(2);
  });

  it('202 when every required term is accepted (optional ones may be refused)', async () => {
    const res = await signup([
      { fieldName: 'acceptTerms', answer: true },
      { fieldName: 'privacyNotice', answer: 'true' },
      { fieldName: 'marketing', answer: false },
    ]);
    expect(res.statusCode).toBe(202);
  });
});
