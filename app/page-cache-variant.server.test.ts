/**
 * Which guest copy a request may share: the app's own realm and locale rules (platform mocked
 * with msw), and no copy at all for a session cookie or a host no realm names.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers, resetState } from '../tests/mocks/content-handlers';
import { guestPageVariant, type GuestRequest } from './page-cache-variant.server';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetState());
afterAll(() => server.close());

const guest = (over: Partial<GuestRequest> = {}): GuestRequest => ({
  host: 'arena.localhost',
  cookie: null,
  acceptLanguage: 'en',
  country: null,
  pathname: '/',
  ...over,
});

describe('guestPageVariant', () => {
  it('names realm, locale, country and realm version for a guest', async () => {
    const variant = await guestPageVariant(guest());
    expect(variant).toMatch(/^arena\|en\|-\|[\w-]{12}$/);
    expect(await guestPageVariant(guest({ country: 'de' }))).toMatch(/^arena\|en\|DE\|/);
    expect(await guestPageVariant(guest({ country: '<script>' }))).toMatch(/^arena\|en\|-\|/);
    // Other cookies (consent, language) do not stop sharing.
    expect(await guestPageVariant(guest({ cookie: 'consent=1; lang=en' }))).toBe(variant);
  });

  it('shares nothing with a session cookie, valid or not, in either name', async () => {
    for (const cookie of ['session=abc', 'lang=en; session=x', '__Host-session=abc']) {
      expect(await guestPageVariant(guest({ cookie }))).toBeNull();
    }
  });

  it('shares nothing for hosts no realm names (their origin would be written into the page)', async () => {
    expect(await guestPageVariant(guest({ host: 'evil.example' }))).toBeNull();
    expect(await guestPageVariant(guest({ host: 'nosuchrealm.localhost' }))).toBeNull();
    expect(await guestPageVariant(guest({ host: 'localhost:3000' }))).not.toBeNull();
  });
});
