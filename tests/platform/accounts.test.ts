import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { routePlugins } from '../../platform/routes/index.js';
import type { PlatformPlugin } from '../../platform/context.js';
import { DEMO_PASSWORD, signIn, startPlatform, TEST_REALMS_DIR, type Platform } from './harness.js';

const realm = { realm: 'testrealm' };
let platform: Platform;

/** Probe routes that exercise the auth helpers other plugins use. */
const probes: PlatformPlugin = (app, ctx) => {
  app.get('/test/editor-only', async (req) => ({ id: (await ctx.auth.requireRole(req, 'editor')).id }));
  app.get('/test/optional', async (req) => ({ viewer: await ctx.auth.optionalViewer(req) }));
  app.get('/test/bad-cast', async () => sql`select ${'not a number'}::int`.execute(ctx.db));
  app.get('/test/duplicate', async () =>
    ctx.db
      .insertInto('seed_markers')
      .values([
        { name: 'dup', version: '1' },
        { name: 'dup', version: '2' },
      ])
      .execute(),
  );
  app.get('/test/bug', async () => {
    throw new Error('secret internals');
  });
};

beforeAll(async () => {
  platform = await startPlatform({
    realmsDir: TEST_REALMS_DIR,
    plugins: [...routePlugins, { name: 'probes', plugin: probes }],
  });
});
afterAll(() => platform?.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = realm) =>
  platform.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const me = (token: string, headers: Record<string, string> = realm) =>
  platform.inject({ method: 'GET', url: '/user/me', headers: { ...headers, authorization: `Bearer ${token}` } });
const bodyOf = (res: { body: string }) => JSON.parse(res.body);
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());

describe('POST /login', () => {
  it('signs in a demo account: JWT, opaque refresh token, linked accounts', async () => {
    const res = await post('/login', { id: 'Viewer@Example.com', secret: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = bodyOf(res);
    expect(body.linkedAccounts).toEqual([]);
    expect(body.missingInformationStatus).toBe('NOT_REQUIRED');
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = claimsOf(body.authorisationToken);
    expect(claims).toMatchObject({ sub: 'user-viewer', realm: 'testrealm', rol: 'viewer', loc: 'en', isGuest: false });
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it('gives each demo role its role claim', async () => {
    for (const [email, role] of [
      ['kid@example.com', 'child'],
      ['editor@example.com', 'editor'],
      ['subscriber@example.com', 'viewer'],
    ]) {
      expect(claimsOf((await signIn(platform, 'testrealm', email)).authorisationToken).rol).toBe(role);
    }
  });

  it('answers the same 401 FAILED_AUTHENTICATION for a wrong password and an unknown account', async () => {
    const wrong = await post('/login', { id: 'viewer@example.com', secret: 'Password-124' });
    const unknown = await post('/login', { id: 'nobody@example.com', secret: 'Password-124' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const [a, b] = [bodyOf(wrong), bodyOf(unknown)];
    expect(a.code).toBe('FAILED_AUTHENTICATION');
    expect({ ...a, requestId: '' }).toEqual({ ...b, requestId: '' });
  });

  it('throttles an account from one address after 5 failed sign-ins (429 TOO_MANY_ATTEMPTS, known or not); the owner elsewhere still signs in', async () => {
    expect((await post('/signup', { username: 'throttled@example.com', password: 'a good password' })).statusCode).toBe(202);
    const from = (remoteAddress: string, id: string, secret: string) =>
      platform.inject({ method: 'POST', url: '/login', headers: realm, payload: { id, secret }, remoteAddress });
    for (const id of ['throttled@example.com', 'ghost@example.com']) {
      for (let i = 0; i < 5; i++) expect((await from('203.0.113.50', id, `wrong-${i}`)).statusCode).toBe(401);
      const blocked = await from('203.0.113.50', id, 'a good password');
      expect(blocked.statusCode).toBe(429);
      expect(bodyOf(blocked).code).toBe('TOO_MANY_ATTEMPTS');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The attacker's lockout is theirs: the right password from another address passes.
    expect((await from('198.51.100.20', 'throttled@example.com', 'a good password')).statusCode).toBe(200);
    // Other accounts are unaffected.
    expect((await post('/login', { id: 'editor@example.com', secret: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses malformed input with 400 and readable messages', async () => {
    for (const payload of [
      {},
      { id: 'viewer@example.com' },
      { id: 1, secret: 2 },
      { id: '', secret: '' },
      { id: 'a', secret: 'x'.repeat(129) },
      { id: 'a', secret: 'b', extra: true },
    ]) {
      const res = await post('/login', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bodyOf(res).code).toBe('VALIDATION_ERROR');
      expect(bodyOf(res).messages[0]).toMatch(/^body/);
    }
    expect(bodyOf(await post('/login', {})).messages).toEqual([
      'body/id: Invalid input: expected string, received undefined',
      'body/secret: Invalid input: expected string, received undefined',
    ]);
    expect(bodyOf(await post('/login', { id: 'a', secret: 'b', extra: true })).messages).toEqual(['body: Unrecognized key: "extra"']);
    expect((await post('/login', [1, 2])).statusCode).toBe(400);
    expect((await post('/login')).statusCode).toBe(400);
  });
});

describe('POST /token/refresh', () => {
  it('rotates: the new pair works, the old refresh token is dead', async () => {
    const first = await signIn(platform, 'testrealm', 'viewer@example.com');
    const res = await post('/token/refresh', { refreshToken: first.refreshToken });
    expect(res.statusCode).toBe(200);
    const second = bodyOf(res);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(claimsOf(second.authorisationToken).sid).toBe(claimsOf(first.authorisationToken).sid);
    expect((await me(second.authorisationToken)).statusCode).toBe(200);
    const third = await post('/token/refresh', { refreshToken: second.refreshToken });
    expect(third.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is reused', async () => {
    const first = await signIn(platform, 'testrealm', 'viewer@example.com');
    const second = bodyOf(await post('/token/refresh', { refreshToken: first.refreshToken }));
    const reuse = await post('/token/refresh', { refreshToken: first.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(bodyOf(reuse).code).toBe('INVALID_REFRESH_TOKEN');
    // The legitimate successor died with the family.
    expect((await post('/token/refresh', { refreshToken: second.refreshToken })).statusCode).toBe(401);
  });

  it('refuses unknown tokens, tokens of another realm, and bad bodies', async () => {
    expect(bodyOf(await post('/token/refresh', { refreshToken: 'made-up' })).code).toBe('INVALID_REFRESH_TOKEN');
    const session = await signIn(platform, 'testrealm', 'viewer@example.com');
    expect((await post('/token/refresh', { refreshToken: session.refreshToken }, { realm: 'closed' })).statusCode).toBe(401);
    expect((await post('/token/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(200);
    expect((await post('/token/refresh', {})).statusCode).toBe(400);
    expect((await post('/token/refresh', { refreshToken: 42 })).statusCode).toBe(400);
  });
});

describe('POST /logout', () => {
  it('revokes the session; logout is idempotent', async () => {
    const session = await signIn(platform, 'testrealm', 'viewer@example.com');
    const out = await post('/logout', { refreshToken: session.refreshToken });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await post('/token/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    expect((await post('/logout', { refreshToken: session.refreshToken })).statusCode).toBe(204);
    expect((await post('/logout', { refreshToken: 'never-issued' })).statusCode).toBe(204);
    expect((await post('/logout', {})).statusCode).toBe(400);
  });

  it('also kills tokens rotated from the signed-out one', async () => {
    const session = await signIn(platform, 'testrealm', 'viewer@example.com');
    const rotated = bodyOf(await post('/token/refresh', { refreshToken: session.refreshToken }));
    expect((await post('/logout', { refreshToken: session.refreshToken })).statusCode).toBe(204);
    expect((await post('/token/refresh', { refreshToken: rotated.refreshToken })).statusCode).toBe(401);
  });
});

describe('POST /token/guest', () => {
  it('answers a guest JWT, with or without an empty JSON body', async () => {
    for (const res of [
      await post('/token/guest'),
      await platform.inject({ method: 'POST', url: '/token/guest', headers: { ...realm, 'content-type': 'application/json' } }),
      await post('/token/guest', {}, { ...realm, 'accept-language': 'es' }),
    ]) {
      expect(res.statusCode).toBe(200);
      const claims = claimsOf(bodyOf(res).authorisationToken);
      expect(claims).toMatchObject({ realm: 'testrealm', rol: 'GUEST', isGuest: true });
      expect(claims.sub).toMatch(/^guest:[0-9a-f-]{36}$/);
    }
    expect(claimsOf(bodyOf(await post('/token/guest', {}, { ...realm, 'accept-language': 'es' })).authorisationToken).loc).toBe('es');
  });
});

describe('POST /signup', () => {
  const signup = (payload: unknown, headers = realm) => post('/signup', payload, headers);

  it('creates a viewer and stores consent answers; answers 202 without signing in (the mailbox confirms)', async () => {
    const res = await signup({
      username: 'New.Person@Example.com',
      password: 'correct horse battery',
      name: 'New Person',
      consentAnswers: [
        { fieldName: 'terms', answer: true },
        { fieldName: 'marketing', answer: false },
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(bodyOf(res)).toEqual({ status: 'CONFIRMATION_SENT' });
    const login = await post('/login', { id: 'new.person@example.com', secret: 'correct horse battery' });
    expect(login.statusCode).toBe(200);
    const tokens = bodyOf(login);
    expect(claimsOf(tokens.authorisationToken)).toMatchObject({ rol: 'viewer', isGuest: false });
    const profile = bodyOf(await me(tokens.authorisationToken));
    expect(profile).toMatchObject({ email: 'new.person@example.com', name: 'New Person', role: 'viewer', locale: 'en' });
    const answers = await platform.app.platform.db
      .selectFrom('consent_answers')
      .select(['field_name', 'answer'])
      .where('user_id', '=', claimsOf(tokens.authorisationToken).sub)
      .orderBy('field_name')
      .execute();
    expect(answers).toEqual([
      { field_name: 'marketing', answer: 'false' },
      { field_name: 'terms', answer: 'true' },
    ]);
  });

  // Was: 409 ACCOUNT_EXISTS, which told anybody which emails have accounts.
  it('answers a taken email exactly like a new one (202, same body) and keeps the account as it was', async () => {
    const known = await signup({ username: 'VIEWER@example.com', password: 'another good one', consentAnswers: [] });
    const fresh = await signup({ username: 'brand-new@example.com', password: 'another good one', consentAnswers: [] });
    expect([known.statusCode, known.body]).toEqual([fresh.statusCode, fresh.body]);
    expect(known.statusCode).toBe(202);
    expect((await post('/login', { id: 'viewer@example.com', secret: 'another good one' })).statusCode).toBe(401);
    expect((await post('/login', { id: 'viewer@example.com', secret: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses weak, short and long passwords', async () => {
    const weak = await signup({ username: 'weak@example.com', password: 'Password123', consentAnswers: [] });
    expect(weak.statusCode).toBe(400);
    expect(bodyOf(weak)).toMatchObject({ code: 'WEAK_PASSWORD' });
    const same = await signup({ username: 'same@example.com', password: 'same@example.com' });
    expect(bodyOf(same).code).toBe('WEAK_PASSWORD');
    expect(bodyOf(await signup({ username: 'short@example.com', password: 'Ab1!' })).code).toBe('VALIDATION_ERROR');
    expect(bodyOf(await signup({ username: 'long@example.com', password: 'x'.repeat(129) })).code).toBe('VALIDATION_ERROR');
  });

  it('refuses malformed input', async () => {
    for (const payload of [
      {},
      { username: 'not-an-email', password: 'good password here' },
      { username: 'a@example.com', password: 'good password here', consentAnswers: [{ fieldName: 'terms' }] },
      { username: 'a@example.com', password: 'good password here', consentAnswers: 'yes' },
      { username: 'a@example.com', password: 'good password here', role: 'editor' },
      {
        username: 'a@example.com',
        password: 'good password here',
        consentAnswers: [
          { fieldName: 't', answer: true },
          { fieldName: 't', answer: false },
        ],
      },
    ]) {
      const res = await signup(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bodyOf(res).code).toBe('VALIDATION_ERROR');
    }
  });

  it('answers 403 SIGNUP_DISABLED where the realm does not allow self-registration', async () => {
    const res = await signup({ username: 'closed@example.com', password: 'good password here' }, { realm: 'closed' });
    expect(res.statusCode).toBe(403);
    expect(bodyOf(res).code).toBe('SIGNUP_DISABLED');
  });
});

describe('GET /user/me and the auth helpers', () => {
  it('answers the signed-in viewer', async () => {
    const { authorisationToken } = await signIn(platform, 'testrealm', 'kid@example.com');
    expect(bodyOf(await me(authorisationToken))).toEqual({ id: 'user-kid', email: 'kid@example.com', name: 'Kit Kid', role: 'child', locale: 'en' });
  });

  it('answers 401 without a token, with a guest token, a garbage token or a bad header', async () => {
    const none = await platform.inject({ method: 'GET', url: '/user/me', headers: realm });
    expect(none.statusCode).toBe(401);
    expect(bodyOf(none).code).toBe('UNAUTHORISED');
    const guest = bodyOf(await post('/token/guest')).authorisationToken;
    expect((await me(guest)).statusCode).toBe(401);
    expect(bodyOf(await me('not.a.jwt')).code).toBe('INVALID_TOKEN');
    const basic = await platform.inject({ method: 'GET', url: '/user/me', headers: { ...realm, authorization: 'Basic abc' } });
    expect(bodyOf(basic).code).toBe('INVALID_TOKEN');
  });

  it('answers 401 TOKEN_EXPIRED for an expired token and INVALID_TOKEN for a forged one', async () => {
    const key = new TextEncoder().encode('test-secret-test-secret-test-secret-0123');
    const expired = await new SignJWT({ realm: 'testrealm', rol: 'viewer', isGuest: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-viewer')
      .setIssuer('streaming-platform')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    expect(bodyOf(await me(expired)).code).toBe('TOKEN_EXPIRED');
    const forged = await new SignJWT({ realm: 'testrealm', rol: 'editor', isGuest: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-viewer')
      .setIssuer('streaming-platform')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect(bodyOf(await me(forged)).code).toBe('INVALID_TOKEN');
  });

  it('refuses a token issued for another realm', async () => {
    const { authorisationToken } = await signIn(platform, 'testrealm', 'viewer@example.com');
    expect((await me(authorisationToken, { realm: 'closed' })).statusCode).toBe(401);
  });

  it('requireRole answers 403 for another role and passes the right one', async () => {
    const viewer = await signIn(platform, 'testrealm', 'viewer@example.com');
    const editor = await signIn(platform, 'testrealm', 'editor@example.com');
    const call = (token: string) => platform.inject({ method: 'GET', url: '/test/editor-only', headers: { ...realm, authorization: `Bearer ${token}` } });
    const denied = await call(viewer.authorisationToken);
    expect(denied.statusCode).toBe(403);
    expect(bodyOf(denied).code).toBe('FORBIDDEN');
    expect(bodyOf(await call(editor.authorisationToken))).toEqual({ id: 'user-editor' });
  });

  it('optionalViewer answers null, a guest, or a user', async () => {
    const call = (headers: Record<string, string>) => platform.inject({ method: 'GET', url: '/test/optional', headers: { ...realm, ...headers } });
    expect(bodyOf(await call({}))).toEqual({ viewer: null });
    const guest = bodyOf(await post('/token/guest')).authorisationToken;
    expect(bodyOf(await call({ authorization: `Bearer ${guest}` })).viewer).toMatchObject({ isGuest: true, role: 'GUEST' });
    const user = await signIn(platform, 'testrealm', 'subscriber@example.com');
    expect(bodyOf(await call({ authorization: `Bearer ${user.authorisationToken}` })).viewer).toMatchObject({
      id: 'user-subscriber',
      isGuest: false,
      role: 'viewer',
    });
  });
});

describe('error handler', () => {
  const call = (url: string) => platform.inject({ method: 'GET', url, headers: realm });

  it('turns database refusals of client values into 400/409, not 500', async () => {
    const cast = await call('/test/bad-cast');
    expect(cast.statusCode).toBe(400);
    expect(bodyOf(cast).code).toBe('VALIDATION_ERROR');
    const duplicate = await call('/test/duplicate');
    expect(duplicate.statusCode).toBe(409);
    expect(bodyOf(duplicate).code).toBe('CONFLICT');
  });

  it('answers a bug with a JSON 500 that hides the internals', async () => {
    const res = await call('/test/bug');
    expect(res.statusCode).toBe(500);
    expect(bodyOf(res)).toMatchObject({ code: 'INTERNAL_ERROR' });
    expect(res.body).not.toContain('secret internals');
  });
});
