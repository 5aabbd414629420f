/** The account slice: account details, marketing preferences, profiles, preferences (migration 006). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startPlatform, type Platform } from './harness.js';

let platform: Platform;
let viewer: string;
let subscriber: string;
let kid: string;

beforeAll(async () => {
  platform = await startPlatform();
  viewer = (await signIn(platform, 'arena', 'viewer@example.com')).authorisationToken;
  subscriber = (await signIn(platform, 'arena', 'subscriber@example.com')).authorisationToken;
  kid = (await signIn(platform, 'arena', 'kid@example.com')).authorisationToken;
}, 60_000);
afterAll(() => platform?.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown, realm = 'arena') =>
  platform.inject({
    method,
    url,
    headers: { realm, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());

describe('GET/PUT /user/account', () => {
  it('reads the account with empty details and default marketing answers', async () => {
    const res = await call('GET', '/user/account', viewer);
    expect(res.statusCode).toBe(200);
    const body = platform.json(res);
    expect(body).toMatchObject({ id: 'user-viewer', email: 'viewer@example.com', name: 'Vera Viewer', role: 'viewer' });
    expect(body.details).toEqual({ birthDate: null, phoneNumber: null, address: null });
    expect(body.marketingPreferences.map((m: { fieldName: string; answer: boolean }) => [m.fieldName, m.answer])).toEqual([
      ['marketingEmails', false],
      ['partnerOffers', false],
    ]);
  });

  it('answers 401 to guests and to calls without a token', async () => {
    const guest = platform.json(await call('POST', '/token/guest')).authorisationToken;
    expect((await call('GET', '/user/account', guest)).statusCode).toBe(401);
    const anonymous = await call('GET', '/user/account');
    expect(anonymous.statusCode).toBe(401);
    expect(platform.json(anonymous).code).toBe('UNAUTHORISED');
  });

  it('saves name, birth date, phone and address, and reads them back', async () => {
    const res = await call('PUT', '/user/account', viewer, {
      name: '  Vera V. Viewer ',
      birthDate: '1990-02-28',
      phoneNumber: '+447700900123',
      address: { country: 'GB', line1: '1 High Street', city: 'London', postalCode: 'N1 1AA' },
    });
    expect(res.statusCode).toBe(200);
    const body = platform.json(res);
    expect(body.name).toBe('Vera V. Viewer');
    expect(body.details).toEqual({
      birthDate: '1990-02-28',
      phoneNumber: '+447700900123',
      address: { country: 'GB', line1: '1 High Street', city: 'London', postalCode: 'N1 1AA', administrativeLevel1: '' },
    });
    expect(platform.json(await call('GET', '/user/me', viewer)).name).toBe('Vera V. Viewer');
    // Leaving a field out keeps it; null clears it.
    const cleared = platform.json(await call('PUT', '/user/account', viewer, { name: 'Vera Viewer', phoneNumber: null }));
    expect(cleared.details.phoneNumber).toBeNull();
    expect(cleared.details.birthDate).toBe('1990-02-28');
  });

  it('refuses a blank name, a bad birth date or phone, and a changed email', async () => {
    const blank = await call('PUT', '/user/account', viewer, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(platform.json(blank).messages).toContain('body/name: is required');
    const missing = await call('PUT', '/user/account', viewer, { birthDate: '1990-01-01' });
    expect(missing.statusCode).toBe(400);
    const date = await call('PUT', '/user/account', viewer, { name: 'V', birthDate: '1990-02-30' });
    expect(platform.json(date).messages).toEqual(['body/birthDate: is not a calendar date']);
    expect((await call('PUT', '/user/account', viewer, { name: 'V', birthDate: '2999-01-01' })).statusCode).toBe(400);
    expect((await call('PUT', '/user/account', viewer, { name: 'V', phoneNumber: '07700 900123' })).statusCode).toBe(400);
    const email = await call('PUT', '/user/account', viewer, { name: 'V', email: 'other@example.com' });
    expect(email.statusCode).toBe(400);
    expect(platform.json(email).code).toBe('EMAIL_READ_ONLY');
    // The unchanged email is accepted (a form may post it back).
    expect((await call('PUT', '/user/account', viewer, { name: 'Vera Viewer', email: 'Viewer@example.com' })).statusCode).toBe(200);
  });

  it('does not let a child profile change account details', async () => {
    const res = await call('PUT', '/user/account', kid, { name: 'Kit' });
    expect(res.statusCode).toBe(403);
    expect(platform.json(res).code).toBe('CHILD_PROFILE');
  });
});

describe('PUT /user/marketing-preferences', () => {
  it('stores answers and keeps those not sent', async () => {
    const res = await call('PUT', '/user/marketing-preferences', viewer, { answers: [{ fieldName: 'marketingEmails', answer: true }] });
    expect(res.statusCode).toBe(200);
    const byName = (body: { marketingPreferences: Array<{ fieldName: string; answer: boolean }> }) =>
      Object.fromEntries(body.marketingPreferences.map((m) => [m.fieldName, m.answer]));
    expect(byName(platform.json(res))).toEqual({ marketingEmails: true, partnerOffers: false });
    const again = await call('PUT', '/user/marketing-preferences', viewer, { answers: [{ fieldName: 'partnerOffers', answer: true }] });
    expect(byName(platform.json(again))).toEqual({ marketingEmails: true, partnerOffers: true });
    expect(byName(platform.json(await call('GET', '/user/account', viewer)))).toEqual({ marketingEmails: true, partnerOffers: true });
  });

  it('refuses unknown terms, duplicates and non-boolean answers', async () => {
    const unknown = await call('PUT', '/user/marketing-preferences', viewer, { answers: [{ fieldName: 'sellMyData', answer: true }] });
    expect(unknown.statusCode).toBe(400);
    expect(platform.json(unknown).messages[0]).toMatch(/unknown term 'sellMyData'/);
    const twice = await call('PUT', '/user/marketing-preferences', viewer, {
      answers: [
        { fieldName: 'partnerOffers', answer: true },
        { fieldName: 'partnerOffers', answer: false },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect((await call('PUT', '/user/marketing-preferences', viewer, { answers: [{ fieldName: 'partnerOffers', answer: 'true' }] })).statusCode).toBe(400);
  });
});

describe('profiles', () => {
  it('lists the family: main account first, then its child profiles', async () => {
    const res = await call('GET', '/user/profiles', subscriber);
    expect(res.statusCode).toBe(200);
    const body = platform.json(res);
    expect(body).toMatchObject({ maxProfiles: 5, kidsProfiles: true, canManage: true });
    expect(body.profiles).toEqual([
      { id: 'user-subscriber', name: 'Sam Subscriber', kind: 'MAIN', current: true },
      { id: 'user-kid', name: 'Kit Kid', kind: 'CHILD', current: false },
    ]);
    const asKid = platform.json(await call('GET', '/user/profiles', kid));
    expect(asKid.canManage).toBe(false);
    expect(asKid.profiles.find((p: { current: boolean }) => p.current).id).toBe('user-kid');
  });

  it('creates a child profile, switches to it (child role) and deletes it', async () => {
    const created = await call('POST', '/user/profiles', viewer, { name: ' Little One ' });
    expect(created.statusCode).toBe(201);
    const profile = platform.json(created);
    expect(profile).toMatchObject({ name: 'Little One', kind: 'CHILD', current: false });

    const switched = await call('POST', `/user/profiles/${profile.id}/switch`, viewer);
    expect(switched.statusCode).toBe(200);
    const session = platform.json(switched);
    expect(claimsOf(session.authorisationToken)).toMatchObject({ sub: profile.id, rol: 'child', realm: 'arena' });
    expect(session.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const childAccount = platform.json(await call('GET', '/user/account', session.authorisationToken));
    expect(childAccount).toMatchObject({ id: profile.id, role: 'child', email: '' });
    // The child cannot manage or switch.
    expect((await call('POST', '/user/profiles', session.authorisationToken, { name: 'x' })).statusCode).toBe(403);
    expect((await call('POST', '/user/profiles/user-viewer/switch', session.authorisationToken)).statusCode).toBe(403);
    // Nobody can sign in with the child's internal email.
    const login = await call('POST', '/login', undefined, { id: `profile-${profile.id}@profiles.invalid`, secret: '!' });
    expect(login.statusCode).toBe(401);

    expect((await call('DELETE', `/user/profiles/${profile.id}`, viewer)).statusCode).toBe(204);
    expect((await call('DELETE', `/user/profiles/${profile.id}`, viewer)).statusCode).toBe(404);
    expect(platform.json(await call('GET', '/user/profiles', viewer)).profiles).toHaveLength(1);
  });

  it('refuses foreign profiles, blank names, the limit, and realms without kids profiles', async () => {
    expect((await call('POST', '/user/profiles/user-kid/switch', viewer)).statusCode).toBe(404);
    expect((await call('DELETE', '/user/profiles/user-kid', viewer)).statusCode).toBe(404);
    expect((await call('DELETE', '/user/profiles/user-subscriber', subscriber)).statusCode).toBe(404);
    expect((await call('POST', '/user/profiles', viewer, { name: '   ' })).statusCode).toBe(400);

    const editor = (await signIn(platform, 'arena', 'editor@example.com')).authorisationToken;
    for (let i = 1; i <= 4; i++) expect((await call('POST', '/user/profiles', editor, { name: `Kid ${i}` })).statusCode).toBe(201);
    const over = await call('POST', '/user/profiles', editor, { name: 'Kid 5' });
    expect(over.statusCode).toBe(409);
    expect(platform.json(over).code).toBe('PROFILE_LIMIT');

    const oasisViewer = (await signIn(platform, 'oasis', 'viewer@example.com')).authorisationToken;
    const oasis = await call('POST', '/user/profiles', oasisViewer, { name: 'Kid' }, 'oasis');
    expect(oasis.statusCode).toBe(403);
    expect(platform.json(oasis).code).toBe('KIDS_PROFILES_DISABLED');
  });
});

describe('GET/PUT /user/preferences', () => {
  it('fills defaults: auto-advance on, background autoplay video only', async () => {
    const res = await call('GET', '/user/preferences', subscriber);
    expect(res.statusCode).toBe(200);
    expect(platform.json(res)).toEqual({
      language: 'en',
      subTitleLanguage: null,
      audioLanguage: null,
      autoAdvance: true,
      videoBackgroundAutoPlay: true,
      videoBackgroundAutoPlayAudio: false,
    });
  });

  it('changes only the keys sent; the language becomes the token locale after a refresh', async () => {
    const tokens = await signIn(platform, 'arena', 'subscriber@example.com');
    const res = await call('PUT', '/user/preferences', tokens.authorisationToken, { language: 'es', subTitleLanguage: 'es', autoAdvance: false });
    expect(res.statusCode).toBe(200);
    expect(platform.json(res)).toMatchObject({
      language: 'es',
      subTitleLanguage: 'es',
      audioLanguage: null,
      autoAdvance: false,
      videoBackgroundAutoPlay: true,
    });
    const next = await call('PUT', '/user/preferences', tokens.authorisationToken, { videoBackgroundAutoPlay: false, subTitleLanguage: null });
    expect(platform.json(next)).toMatchObject({ language: 'es', subTitleLanguage: null, autoAdvance: false, videoBackgroundAutoPlay: false });
    const refreshed = platform.json(await call('POST', '/token/refresh', undefined, { refreshToken: tokens.refreshToken }));
    expect(claimsOf(refreshed.authorisationToken).loc).toBe('es');
    await call('PUT', '/user/preferences', tokens.authorisationToken, { language: 'en' });
  });

  it('refuses a language the realm does not have, bad tags, strings for booleans and empty bodies', async () => {
    const other = await call('PUT', '/user/preferences', viewer, { language: 'ar' });
    expect(other.statusCode).toBe(400);
    expect(platform.json(other).code).toBe('UNSUPPORTED_LANGUAGE');
    expect((await call('PUT', '/user/preferences', viewer, { audioLanguage: 'English!' })).statusCode).toBe(400);
    expect((await call('PUT', '/user/preferences', viewer, { autoAdvance: 'true' })).statusCode).toBe(400);
    expect((await call('PUT', '/user/preferences', viewer, {})).statusCode).toBe(400);
    expect((await call('PUT', '/user/preferences', viewer, { theme: 'dark' })).statusCode).toBe(400);
    expect((await call('GET', '/user/preferences')).statusCode).toBe(401);
  });
});
