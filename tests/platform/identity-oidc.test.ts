/**
 * The demo OpenID provider (platform/oidc/provider.ts) and the platform's relying-party calls
 * (/openid/{provider}/auth-uri, /openid/{client}/token, /openid/{client}/logout-uri), end to
 * end in-process: discovery, authorisation code with PKCE, ID token, account linking, silent
 * sign-in, logout, and the bad inputs an OP must refuse.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD, signIn, startPlatform, type Platform } from './harness.js';
import { routePlugins } from '../../platform/routes/index.js';
import type { PlatformPlugin } from '../../platform/context.js';
import { accountFor, type OutsideIdentity } from '../../platform/oidc/sign-in.js';

const arena = { realm: 'arena' };
const ISSUER = 'http://platform.test/oidc';
const CALLBACK = 'http://localhost:3000/oauth/demo-id/web';
// The demo client's secret is never a value from the source: this suite chooses its own.
const CLIENT_SECRET = randomBytes(24).toString('hex');
const CLIENT_AUTH = `Basic ${Buffer.from(`streaming-web:${CLIENT_SECRET}`).toString('base64')}`;
let platform: Platform;

/** Links an outside identity the way the provider sign-ins do, to test the rules without a provider. */
const probe: PlatformPlugin = (app, ctx) => {
  app.post('/test/account-for', async (req) => {
    const { identity, linkByEmail } = req.body as { identity: OutsideIdentity; linkByEmail: boolean };
    return accountFor(ctx.db, req, identity, { linkByEmail });
  });
};

beforeAll(async () => {
  platform = await startPlatform({ config: { demoOidcClientSecret: CLIENT_SECRET }, plugins: [...routePlugins, { name: 'identity-probe', plugin: probe }] });
});
afterAll(() => platform?.close());

const pathOf = (absolute: string) => {
  const url = new URL(absolute);
  return url.pathname + url.search;
};
const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
const cookieOf = (res: LightMyRequestResponse) => String(res.headers['set-cookie'] ?? '').split(';')[0];

async function authUri(flow: 'SIGNIN' | 'SIGNUP' = 'SIGNIN', redirectUri = CALLBACK) {
  const res = await platform.inject({
    method: 'GET',
    url: `/openid/demo-id/auth-uri?authoriseUriFlow=${flow}&redirectUri=${encodeURIComponent(redirectUri)}`,
    headers: arena,
  });
  return res;
}

/** Fills the provider's sign-in form as a browser would; returns the redirect back to the web. */
async function signInAtProvider(authorisationUri: string, email: string, password = DEMO_PASSWORD, extra: Record<string, string> = {}) {
  const url = new URL(authorisationUri);
  const page = await platform.inject({ method: 'GET', url: pathOf(authorisationUri) });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  const posted = await platform.inject({
    method: 'POST',
    url: '/oidc/authorize',
    headers: formHeaders,
    payload: form({ ...Object.fromEntries(url.searchParams), email, password, ...extra }),
  });
  return posted;
}

async function fullSignIn(email: string) {
  const uris = platform.json(await authUri());
  const back = await signInAtProvider(uris.authorisationUri, email);
  expect(back.statusCode).toBe(303);
  const location = new URL(String(back.headers.location));
  const res = await platform.inject({
    method: 'POST',
    url: '/openid/demo-id/token',
    headers: arena,
    payload: { authorisationCode: location.searchParams.get('code'), state: location.searchParams.get('state') },
  });
  return { res, cookie: cookieOf(back), location };
}

describe('demo OpenID provider', () => {
  it('publishes its discovery document and signing key', async () => {
    const res = await platform.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(200);
    const doc = platform.json(res);
    expect(doc).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/authorize`,
      token_endpoint: `${ISSUER}/token`,
      jwks_uri: `${ISSUER}/jwks`,
      end_session_endpoint: `${ISSUER}/end_session`,
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = platform.json(await platform.inject({ method: 'GET', url: '/oidc/jwks' }));
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('runs the authorisation code flow with PKCE and signs a verifiable ID token', async () => {
    const verifier = 'v'.repeat(43) + '-verifier';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: 'streaming-web',
      redirect_uri: CALLBACK,
      scope: 'openid email profile',
      state: 'st-1',
      nonce: 'n-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const back = await signInAtProvider(`${ISSUER}/authorize?${query}`, 'ada@demo-id.example');
    expect(back.statusCode).toBe(303);
    const location = new URL(String(back.headers.location));
    expect(location.origin + location.pathname).toBe(CALLBACK);
    expect(location.searchParams.get('state')).toBe('st-1');
    expect(location.searchParams.get('iss')).toBe(ISSUER);
    const code = location.searchParams.get('code')!;

    const exchange = (overrides: Record<string, string> = {}, auth = CLIENT_AUTH) =>
      platform.inject({
        method: 'POST',
        url: '/oidc/token',
        headers: { ...formHeaders, authorization: auth },
        payload: form({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: verifier, ...overrides }),
      });
    expect(platform.json(await exchange({ code_verifier: 'w'.repeat(50) }))).toMatchObject({ error: 'invalid_grant' });
    // The failed attempt above consumed nothing it should not have: a wrong verifier burns the code (one redemption).
    const second = await exchange();
    expect(second.statusCode).toBe(400);
    expect(platform.json(second).error).toBe('invalid_grant');

    // A fresh code, redeemed properly.
    const again = await signInAtProvider(`${ISSUER}/authorize?${query}`, 'ada@demo-id.example');
    const freshCode = new URL(String(again.headers.location)).searchParams.get('code')!;
    const ok = await platform.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { ...formHeaders, authorization: CLIENT_AUTH },
      payload: form({ grant_type: 'authorization_code', code: freshCode, redirect_uri: CALLBACK, code_verifier: verifier }),
    });
    expect(ok.statusCode).toBe(200);
    const tokens = platform.json(ok);
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: 'openid email profile' });
    const jwks = createLocalJWKSet(platform.json(await platform.inject({ method: 'GET', url: '/oidc/jwks' })));
    const { payload } = await jwtVerify(tokens.id_token, jwks, { issuer: ISSUER, audience: 'streaming-web' });
    expect(payload).toMatchObject({ email: 'ada@demo-id.example', email_verified: true, name: 'Ada Demo', nonce: 'n-1' });

    const info = await platform.inject({ method: 'GET', url: '/oidc/userinfo', headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(platform.json(info)).toMatchObject({ sub: payload.sub, email: 'ada@demo-id.example' });
    // Replaying the redeemed code fails.
    const replay = await platform.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { ...formHeaders, authorization: CLIENT_AUTH },
      payload: form({ grant_type: 'authorization_code', code: freshCode, redirect_uri: CALLBACK, code_verifier: verifier }),
    });
    expect(platform.json(replay).error).toBe('invalid_grant');
  });

  it('refuses bad authorisation requests without redirecting anywhere unregistered', async () => {
    const base = {
      response_type: 'code',
      client_id: 'streaming-web',
      redirect_uri: CALLBACK,
      scope: 'openid',
      state: 's',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
    };
    const get = (values: Record<string, string>) => platform.inject({ method: 'GET', url: `/oidc/authorize?${new URLSearchParams(values)}` });

    for (const redirect of ['https://evil.example/oauth/demo-id/web', 'javascript:alert(1)', '//evil.example/x', 'http://localhost:3000/oauth#frag']) {
      const res = await get({ ...base, redirect_uri: redirect });
      expect(res.statusCode, redirect).toBe(400);
      expect(res.headers.location).toBeUndefined();
    }
    expect((await get({ ...base, client_id: 'intruder' })).statusCode).toBe(400);

    const noPkce = await get({ ...base, code_challenge: '' });
    expect(noPkce.statusCode).toBe(303);
    const error = new URL(String(noPkce.headers.location));
    expect(error.searchParams.get('error')).toBe('invalid_request');
    expect(error.searchParams.get('state')).toBe('s');
    expect(new URL(String((await get({ ...base, code_challenge_method: 'plain' })).headers.location)).searchParams.get('error')).toBe('invalid_request');
    expect(new URL(String((await get({ ...base, scope: 'email' })).headers.location)).searchParams.get('error')).toBe('invalid_scope');
    expect(new URL(String((await get({ ...base, response_type: 'token' })).headers.location)).searchParams.get('error')).toBe('unsupported_response_type');
    // No provider session: silent sign-in answers login_required.
    expect(new URL(String((await get({ ...base, prompt: 'none' })).headers.location)).searchParams.get('error')).toBe('login_required');
  });

  it('refuses wrong credentials on its sign-in page and bad token requests', async () => {
    const uris = platform.json(await authUri());
    const wrong = await signInAtProvider(uris.authorisationUri, 'ada@demo-id.example', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('The email or password is not correct.');
    const unknown = await signInAtProvider(uris.authorisationUri, 'nobody@demo-id.example');
    expect(unknown.statusCode).toBe(401);
    // Ten failures for one identity (known or not, counted alike), then the page refuses for a while.
    for (let i = 0; i < 10; i++) await signInAtProvider(uris.authorisationUri, 'guesser@demo-id.example', `wrong-${i}`);
    const blocked = await signInAtProvider(uris.authorisationUri, 'guesser@demo-id.example');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeTruthy();

    const token = (payload: string, headers: Record<string, string> = { ...formHeaders, authorization: CLIENT_AUTH }) =>
      platform.inject({ method: 'POST', url: '/oidc/token', headers, payload });
    const badSecret = await token(form({ grant_type: 'authorization_code', code: 'x', redirect_uri: CALLBACK, code_verifier: 'v'.repeat(43) }), {
      ...formHeaders,
      authorization: `Basic ${Buffer.from('streaming-web:guess').toString('base64')}`,
    });
    expect(badSecret.statusCode).toBe(401);
    expect(platform.json(badSecret).error).toBe('invalid_client');
    expect(platform.json(await token(form({ grant_type: 'password', username: 'a', password: 'b' }))).error).toBe('unsupported_grant_type');
    expect(platform.json(await token(form({ grant_type: 'authorization_code', code: 'x', redirect_uri: CALLBACK, code_verifier: 'short' }))).error).toBe(
      'invalid_request',
    );
    expect(
      platform.json(await token(form({ grant_type: 'authorization_code', code: 'never-issued', redirect_uri: CALLBACK, code_verifier: 'v'.repeat(43) }))).error,
    ).toBe('invalid_grant');
    const json = await token(JSON.stringify({ grant_type: 'authorization_code' }), { 'content-type': 'application/json', authorization: CLIENT_AUTH });
    expect(json.statusCode).toBe(400);
  });
});

describe('OpenID relying party (/openid/…)', () => {
  it('auth-uri: a SIGNIN and a silent URI with state, nonce and S256 challenge; SIGNUP asks the provider to create an account', async () => {
    const res = await authUri();
    expect(res.statusCode).toBe(200);
    const { authorisationUri, silentAuthorisationUri } = platform.json(res);
    const url = new URL(authorisationUri);
    expect(url.origin + url.pathname).toBe(`${ISSUER}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'streaming-web',
      redirect_uri: CALLBACK,
      response_type: 'code',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(url.searchParams.get('prompt')).toBeNull();
    expect(new URL(silentAuthorisationUri).searchParams.get('prompt')).toBe('none');
    const signup = new URL(platform.json(await authUri('SIGNUP')).authorisationUri);
    expect(signup.searchParams.get('prompt')).toBe('create');
  });

  it('auth-uri refuses unknown providers, foreign redirect addresses and bad flows', async () => {
    expect(
      (await platform.inject({ method: 'GET', url: `/openid/nope/auth-uri?redirectUri=${encodeURIComponent(CALLBACK)}`, headers: arena })).statusCode,
    ).toBe(404);
    const foreign = await authUri('SIGNIN', 'https://evil.example/oauth/demo-id/web');
    expect(foreign.statusCode).toBe(400);
    expect(platform.json(foreign).code).toBe('INVALID_REDIRECT_URI');
    const flow = await platform.inject({
      method: 'GET',
      url: `/openid/demo-id/auth-uri?authoriseUriFlow=MAYBE&redirectUri=${encodeURIComponent(CALLBACK)}`,
      headers: arena,
    });
    expect(flow.statusCode).toBe(400);
    expect((await platform.inject({ method: 'GET', url: '/openid/demo-id/auth-uri', headers: arena })).statusCode).toBe(400);
  });

  it('token: a new identity gets a new account linked to the provider; the state works once', async () => {
    const { res, location } = await fullSignIn('grace@demo-id.example');
    expect(res.statusCode).toBe(200);
    const session = platform.json(res);
    expect(session.linkedAccounts).toEqual([{ provider: 'demo-id' }]);
    const me = platform.json(
      await platform.inject({ method: 'GET', url: '/user/me', headers: { ...arena, authorization: `Bearer ${session.authorisationToken}` } }),
    );
    expect(me).toMatchObject({ email: 'grace@demo-id.example', name: 'Grace Demo', role: 'viewer' });

    const replay = await platform.inject({
      method: 'POST',
      url: '/openid/demo-id/token',
      headers: arena,
      payload: { authorisationCode: location.searchParams.get('code'), state: location.searchParams.get('state') },
    });
    expect(replay.statusCode).toBe(400);
    expect(platform.json(replay).code).toBe('INVALID_STATE');

    // Signing in again finds the same account through the link.
    const again = platform.json((await fullSignIn('grace@demo-id.example')).res);
    const meAgain = platform.json(
      await platform.inject({ method: 'GET', url: '/user/me', headers: { ...arena, authorization: `Bearer ${again.authorisationToken}` } }),
    );
    expect(meAgain.id).toBe(me.id);
  });

  it('token: a verified email of an existing account links to it (the demo viewer)', async () => {
    const password = await signIn(platform, 'arena', 'viewer@example.com');
    const viewer = platform.json(
      await platform.inject({ method: 'GET', url: '/user/me', headers: { ...arena, authorization: `Bearer ${password.authorisationToken}` } }),
    );
    const { res } = await fullSignIn('viewer@example.com');
    expect(res.statusCode).toBe(200);
    const session = platform.json(res);
    const me = platform.json(
      await platform.inject({ method: 'GET', url: '/user/me', headers: { ...arena, authorization: `Bearer ${session.authorisationToken}` } }),
    );
    expect(me.id).toBe(viewer.id);
    expect(session.linkedAccounts).toContainEqual({ provider: 'demo-id' });
  });

  it('token: refuses a code the provider does not know, and a state of another realm', async () => {
    const uris = platform.json(await authUri());
    const state = new URL(uris.authorisationUri).searchParams.get('state')!;
    const otherRealm = await platform.inject({
      method: 'POST',
      url: '/openid/demo-id/token',
      headers: { realm: 'oasis' },
      payload: { authorisationCode: 'x', state },
    });
    expect(otherRealm.statusCode).toBe(400);
    const bogus = await platform.inject({ method: 'POST', url: '/openid/demo-id/token', headers: arena, payload: { authorisationCode: 'forged', state } });
    expect(bogus.statusCode).toBe(401);
    expect(platform.json(bogus).code).toBe('PROVIDER_REJECTED');
    const missing = await platform.inject({ method: 'POST', url: '/openid/demo-id/token', headers: arena, payload: { authorisationCode: 'x' } });
    expect(missing.statusCode).toBe(400);
  });

  it('SIGNUP: the provider registers a new identity and the platform creates its account', async () => {
    const uris = platform.json(await authUri('SIGNUP'));
    const back = await signInAtProvider(uris.authorisationUri, 'new.person@demo-id.example', 'Another-Pass-9', { name: 'New Person' });
    expect(back.statusCode).toBe(303);
    const location = new URL(String(back.headers.location));
    const res = await platform.inject({
      method: 'POST',
      url: '/openid/demo-id/token',
      headers: arena,
      payload: { authorisationCode: location.searchParams.get('code'), state: location.searchParams.get('state') },
    });
    expect(res.statusCode).toBe(200);
    // The same email cannot be registered twice at the provider.
    const twice = await signInAtProvider(platform.json(await authUri('SIGNUP')).authorisationUri, 'new.person@demo-id.example', 'Another-Pass-9', {
      name: 'Again',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('silent sign-in uses the provider session; logout-uri ends it and returns to the web', async () => {
    const { res, cookie } = await fullSignIn('ada@demo-id.example');
    const session = platform.json(res);
    const silent = platform.json(await authUri()).silentAuthorisationUri;
    const quiet = await platform.inject({ method: 'GET', url: pathOf(silent), headers: { cookie } });
    expect(quiet.statusCode).toBe(303);
    expect(new URL(String(quiet.headers.location)).searchParams.get('code')).toBeTruthy();

    const back = 'http://localhost:3000/login?from=%2Fhome';
    const logout = await platform.inject({
      method: 'GET',
      url: `/openid/demo-id/logout-uri?postLogoutRedirectUri=${encodeURIComponent(back)}`,
      headers: { ...arena, authorization: `Bearer ${session.authorisationToken}` },
    });
    expect(logout.statusCode).toBe(200);
    const logoUri = new URL(platform.json(logout).logoUri);
    expect(logoUri.origin + logoUri.pathname).toBe(`${ISSUER}/end_session`);
    expect(logoUri.searchParams.get('id_token_hint')).toBeTruthy();
    const ended = await platform.inject({ method: 'GET', url: pathOf(logoUri.toString()), headers: { cookie } });
    expect(ended.statusCode).toBe(303);
    expect(ended.headers.location).toBe(back);
    expect(String(ended.headers['set-cookie'])).toMatch(/Max-Age=0/);

    // A password sign-in has no provider session to end; guests are refused.
    const password = await signIn(platform, 'arena', 'subscriber@example.com');
    const none = await platform.inject({
      method: 'GET',
      url: '/openid/demo-id/logout-uri',
      headers: { ...arena, authorization: `Bearer ${password.authorisationToken}` },
    });
    expect(none.statusCode).toBe(404);
    expect(platform.json(none).code).toBe('NO_PROVIDER_SESSION');
    expect((await platform.inject({ method: 'GET', url: '/openid/demo-id/logout-uri', headers: arena })).statusCode).toBe(401);
    const foreign = await platform.inject({
      method: 'GET',
      url: `/openid/demo-id/logout-uri?postLogoutRedirectUri=${encodeURIComponent('https://evil.example/')}`,
      headers: { ...arena, authorization: `Bearer ${session.authorisationToken}` },
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('linking outside identities to accounts', () => {
  const link = (identity: Partial<OutsideIdentity>, linkByEmail = true) =>
    platform.inject({
      method: 'POST',
      url: '/test/account-for',
      headers: arena,
      payload: { identity: { provider: 'demo-id', externalId: 'ext-1', email: null, emailVerified: false, name: 'Someone', ...identity }, linkByEmail },
    });

  it('409 ACCOUNT_CONFLICT when an unverified email (or a provider that must not link by email) matches an account', async () => {
    const unverified = await link({ externalId: 'ext-unverified', email: 'Subscriber@Example.com', emailVerified: false });
    expect(unverified.statusCode).toBe(409);
    expect(platform.json(unverified).code).toBe('ACCOUNT_CONFLICT');
    const noLinking = await link({ externalId: 'ext-nolink', email: 'subscriber@example.com', emailVerified: true }, false);
    expect(noLinking.statusCode).toBe(409);
  });

  it('an identity without an email gets an account of its own, found again by its link', async () => {
    const first = platform.json(await link({ provider: 'tvp:test', externalId: 'sub-9' }));
    expect(first.created).toBe(true);
    const again = platform.json(await link({ provider: 'tvp:test', externalId: 'sub-9' }));
    expect(again).toMatchObject({ created: false, user: { id: first.user.id } });
  });
});
