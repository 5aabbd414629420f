/**
 * Which guest copy a request may share: the app's own realm and locale rules (platform mocked
 * with msw), and no copy at all for a session cookie or a host no realm names.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers, PLATFORM, resetState } from '../tests/mocks/content-handlers';
import { forgetRealmDirectory } from './realm/realm-directory.server';
import { guestPageVariant, type GuestRequest } from './page-cache-variant.server';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetState();
  server.resetHandlers();
  forgetRealmDirectory();
});
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
    expect(variant).toMatch(/^arena\|en\|-\|test\|[\w-]{12}$/);
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

  it('follows the realm version of the directory: an accepted edit is a new copy', async () => {
    const directory = (version: string, served = true) =>
      http.get(`${PLATFORM}/api/v1/realms`, () => HttpResponse.json({ realms: [{ id: 'arena', hosts: ['localhost'], version, served, problems: [] }] }));
    server.use(directory('v1'));
    const before = await guestPageVariant(guest());
    expect(before).toContain('|v1|');
    server.use(directory('v2'));
    forgetRealmDirectory();
    const after = await guestPageVariant(guest());
    expect(after).toContain('|v2|');
    expect(after).not.toBe(before);
    // A refused realm is rendered for itself (its 503), never answered from an older copy.
    server.use(directory('v2', false));
    forgetRealmDirectory();
    expect(await guestPageVariant(guest())).toBeNull();
  });
});
