/**
 * The identity calls against the platform's answers, mocked with msw (tests/mocks/identity-handlers.ts):
 * social sign-in (409 marks an account conflict, anything else is "sorry, something went wrong"),
 * the Firebase calls and their error-code table, the OpenID calls, and the TV-provider
 * registration flow (400 clears the stored client details and retries once) and restart rules.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppContext } from '~/context.server';
import { createPlatformApi, createPlatformClient, resetGuestTokens } from '~/platform/client.server';
import { handlers, PLATFORM, recorder, TOKENS, TV_HOST } from '../../tests/mocks/identity-handlers';
import type { SocialProvider, TvProvider } from './auth-providers.server';
import { findAuthProvider } from './auth-providers.server';
import { blockingFunctionMessage, firebaseErrorView, signInWithFirebase, signUpWithFirebase } from './firebase.server';
import { completeSocialSignIn, newAttempt, socialAuthorisationUrl } from './social.server';
import { decideAfterExchange, registerForCode, splitProviders } from './tv-provider.server';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetGuestTokens();
});
afterAll(() => server.close());

/** `context.platform` as loaders get it, on the msw-answered platform. */
const platform = () => createPlatformApi(createPlatformClient({ baseUrl: PLATFORM, realm: 'arena', locale: 'en', timeoutMs: 2000 }));
const google: SocialProvider = { type: 'SOCIAL', name: 'google', label: 'authProviderGoogle', allowSignup: true, clientId: 'g-client' };
const facebook: SocialProvider = { type: 'SOCIAL', name: 'facebook', label: 'authProviderFacebook', allowSignup: true, clientId: 'fb-app' };
const apple: SocialProvider = { type: 'SOCIAL', name: 'apple', label: 'authProviderApple', allowSignup: true, clientId: 'apple-services-id' };
const answerOf = (values: Record<string, string>) => new URLSearchParams(values);

describe('social sign-in', () => {
  it('Google: the posted id_token goes to /login/social/google', async () => {
    const rec = recorder();
    server.use(handlers.tokens('/login/social/google', rec));
    const attempt = newAttempt('google');
    const outcome = await completeSocialSignIn(
      platform(),
      google,
      attempt,
      answerOf({ id_token: 'google-id-token', state: attempt.state }),
      'http://localhost/login/google',
    );
    expect(outcome).toEqual({ ok: true, tokens: expect.objectContaining({ refreshToken: 'refresh-1' }) });
    expect(rec.bodies.get('/login/social/google')).toEqual([{ idToken: 'google-id-token' }]);
  });

  it('Facebook: the returned code goes to /login/social/facebook; Apple sends code, nonce and callbackUri', async () => {
    const rec = recorder();
    server.use(handlers.tokens('/login/social/facebook', rec), handlers.tokens('/login/apple-id', rec));
    const fb = newAttempt('facebook');
    expect((await completeSocialSignIn(platform(), facebook, fb, answerOf({ code: 'fb-code', state: fb.state }), 'http://localhost/login/facebook')).ok).toBe(
      true,
    );
    expect(rec.bodies.get('/login/social/facebook')).toEqual([{ code: 'fb-code' }]);
    const ap = newAttempt('apple');
    expect((await completeSocialSignIn(platform(), apple, ap, answerOf({ code: 'apple-code', state: ap.state }), 'https://site.example/login/apple')).ok).toBe(
      true,
    );
    expect(rec.bodies.get('/login/apple-id')).toEqual([{ code: 'apple-code', nonce: ap.nonce, callbackUri: 'https://site.example/login/apple' }]);
  });

  it('409 marks an account conflict; other failures are "sorry, something went wrong"', async () => {
    const cases: Array<[number, string, boolean, string]> = [
      [409, 'ACCOUNT_EXISTS', true, 'accountConflict'],
      [401, 'INVALID_TOKEN', false, 'sorrySomethingWentWrong'],
      [400, 'VALIDATION_ERROR', false, 'sorrySomethingWentWrong'],
      [503, 'UNAVAILABLE', false, 'sorrySomethingWentWrong'],
    ];
    for (const [status, code, conflict, label] of cases) {
      server.use(handlers.fails('post', '/login/social/facebook', status, code));
      const attempt = newAttempt('facebook');
      const outcome = await completeSocialSignIn(
        platform(),
        facebook,
        attempt,
        answerOf({ code: 'c', state: attempt.state }),
        'http://localhost/login/facebook',
      );
      expect(outcome, `${status}`).toEqual({ ok: false, accountConflict: conflict, labelKey: label, code });
    }
    server.use(handlers.malformed('/login/social/google'));
    const attempt = newAttempt('google');
    const malformed = await completeSocialSignIn(platform(), google, attempt, answerOf({ id_token: 't', state: attempt.state }), 'x');
    expect(malformed).toMatchObject({ ok: false, accountConflict: false, code: 'MALFORMED_ANSWER' });
  });

  it('refuses an answer whose state does not match the attempt, without calling the platform', async () => {
    // No handler registered: any platform call would fail the test (onUnhandledRequest: error).
    const attempt = newAttempt('google');
    expect(await completeSocialSignIn(platform(), google, attempt, answerOf({ id_token: 't', state: 'forged-state-value' }), 'x')).toMatchObject({
      ok: false,
      code: 'STATE_MISMATCH',
    });
    expect(await completeSocialSignIn(platform(), google, null, answerOf({ id_token: 't', state: attempt.state }), 'x')).toMatchObject({
      ok: false,
      code: 'STATE_MISMATCH',
    });
  });

  it("builds each provider's authorisation address with the spec's scopes and Facebook SDK version", () => {
    const attempt = newAttempt('facebook');
    const fb = new URL(socialAuthorisationUrl(facebook, attempt, 'http://localhost/login/facebook'));
    expect(fb.pathname).toBe('/v10.0/dialog/oauth');
    expect(fb.searchParams.get('scope')).toBe('public_profile,email');
    const ap = new URL(socialAuthorisationUrl(apple, newAttempt('apple'), 'https://site.example/login/apple'));
    expect(ap.searchParams.get('scope')).toBe('name email');
    expect(ap.searchParams.get('response_mode')).toBe('form_post');
    expect(ap.searchParams.get('nonce')).toBeTruthy();
  });
});

describe('Firebase', () => {
  it('signs in at Firebase, then hands the Firebase tokens to {v1}/firebase-auth', async () => {
    const rec = recorder();
    server.use(handlers.firebaseSignIn({ idToken: 'fb-id', refreshToken: 'fb-refresh' }, rec), handlers.tokens('/api/v1/firebase-auth', rec));
    const outcome = await signInWithFirebase(platform(), 'api-key', 'a@example.com', 'Password-123');
    expect(outcome.ok).toBe(true);
    expect(rec.bodies.get('/api/v1/firebase-auth')).toEqual([{ firebaseAuthToken: 'fb-id', firebaseRefreshToken: 'fb-refresh' }]);
    expect(rec.bodies.get('/v1/accounts:signInWithPassword')).toEqual([{ email: 'a@example.com', password: 'Password-123', returnSecureToken: true }]);
  });

  it('maps Firebase REST errors through the error-code table', async () => {
    const cases: Array<[string, string]> = [
      ['EMAIL_NOT_FOUND', 'failedAuthentication'],
      ['INVALID_PASSWORD', 'failedAuthentication'],
      ['INVALID_LOGIN_CREDENTIALS', 'failedAuthentication'],
      ['USER_DISABLED', 'accountDisabled'],
      ['TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled', 'tooManyRequests'],
      ['SOMETHING_NEW', 'failedAuthentication'],
    ];
    for (const [message, label] of cases) {
      server.use(handlers.firebaseSignIn({ errorMessage: message }));
      const outcome = await signInWithFirebase(platform(), 'api-key', 'a@example.com', 'x');
      expect(outcome, message).toEqual({ ok: false, view: { labelKey: label, blocked: false } });
    }
  });

  it("maps the platform's Firebase answers: Firebase codes through the table, app-check failures block, others generic", async () => {
    server.use(handlers.firebaseSignIn({ idToken: 'fb-id', refreshToken: 'fb-refresh' }));
    const cases: Array<[number, string, { labelKey: string; blocked: boolean }]> = [
      [401, 'auth/user-disabled', { labelKey: 'accountDisabled', blocked: false }],
      [401, 'APP_CHECK_FAILED', { labelKey: 'appCheckFailed', blocked: true }],
      [409, 'auth/email-already-in-use', { labelKey: 'emailAlreadyInUse', blocked: false }],
      [500, 'INTERNAL_ERROR', { labelKey: 'genericError', blocked: false }],
    ];
    for (const [status, code, view] of cases) {
      server.use(handlers.fails('post', '/api/v1/firebase-auth', status, code));
      expect(await signInWithFirebase(platform(), 'api-key', 'a@example.com', 'x'), code).toEqual({ ok: false, view });
    }
  });

  it('sign-up posts username, password, consent answers and the app-check token; errors through the table', async () => {
    const rec = recorder();
    server.use(handlers.tokens('/api/v1/firebase-auth/signup', rec));
    const input = { username: 'n@example.com', password: 'Password-123', consentAnswers: [{ fieldName: 'terms', answer: true }], appCheckToken: 'app-check' };
    expect(await signUpWithFirebase(platform(), input)).toMatchObject({ ok: true, tokens: { refreshToken: 'refresh-1' } });
    expect(rec.bodies.get('/api/v1/firebase-auth/signup')).toEqual([input]);
    server.use(handlers.fails('post', '/api/v1/firebase-auth/signup', 400, 'auth/weak-password'));
    expect(await signUpWithFirebase(platform(), input)).toEqual({ ok: false, view: { labelKey: 'weakPassword', blocked: false } });
    server.use(handlers.fails('post', '/api/v1/firebase-auth/signup', 401, 'appCheck/recaptcha-error'));
    expect(await signUpWithFirebase(platform(), input)).toEqual({ ok: false, view: { labelKey: 'appCheckFailed', blocked: true } });
  });

  it('special cases: password change, account exists with another provider, blocking functions', () => {
    expect(firebaseErrorView({ code: 'auth/invalid-credential' }, 'passwordChange').labelKey).toBe('invalidCurrentCredentials');
    expect(firebaseErrorView({ code: 'auth/invalid-credential' }).labelKey).toBe('failedAuthentication');
    expect(firebaseErrorView({ code: 'auth/account-exists-with-different-credential', verifiedProvider: 'google.com' })).toEqual({
      labelKey: 'accountExistsWithProvider',
      values: { provider: 'google.com' },
      blocked: false,
    });
    const blocking = 'HTTP Cloud Function returned an error: {"error":{"message":"NOT_ALLOWED_DOMAIN","status":"PERMISSION_DENIED"}}';
    expect(blockingFunctionMessage(blocking)).toBe('NOT_ALLOWED_DOMAIN');
    expect(firebaseErrorView({ code: 'auth/internal-error', message: blocking }).labelKey).toBe('firebaseBlockingFunction_NOT_ALLOWED_DOMAIN');
    expect(firebaseErrorView({ code: 'auth/internal-error', message: 'no json here' }).labelKey).toBe('failedAuthentication');
    expect(firebaseErrorView({ code: 'something/else' }).labelKey).toBe('genericError');
  });
});

describe('OpenID calls', () => {
  it('auth-uri sends the flow and the callback; a malformed answer is an error value', async () => {
    const rec = recorder();
    server.use(
      (await import('msw')).http.get(`${PLATFORM}/openid/demo-id/auth-uri`, async ({ request }) => {
        await rec.record(request);
        return Response.json({ authorisationUri: 'http://op.test/authorize?x=1', silentAuthorisationUri: 'http://op.test/authorize?prompt=none' });
      }),
    );
    const answer = await platform().identity.openIdAuthUri({
      params: { provider: 'demo-id' },
      query: { authoriseUriFlow: 'SIGNUP', redirectUri: 'http://localhost/oauth/demo-id/web', extraParams: 'login_hint=a' },
    });
    expect(answer.ok && answer.data.authorisationUri).toBe('http://op.test/authorize?x=1');
    expect(rec.bodies.get('/openid/demo-id/auth-uri')).toEqual([
      { authoriseUriFlow: 'SIGNUP', redirectUri: 'http://localhost/oauth/demo-id/web', extraParams: 'login_hint=a' },
    ]);
    server.use(handlers.malformed('/openid/demo-id/token'));
    const token = await platform().identity.openIdToken({ params: { client: 'demo-id' }, body: { authorisationCode: 'c', state: 's' } });
    expect(!token.ok && token.error.code).toBe('MALFORMED_ANSWER');
    server.use(handlers.guestToken(), handlers.fails('get', '/openid/demo-id/logout-uri', 404, 'NO_PROVIDER_SESSION'));
    const logout = await platform().identity.openIdLogoutUri({ params: { client: 'demo-id' } });
    expect(!logout.ok && logout.error.status).toBe(404);
  });

  it('finds providers by name or client name and leaves out entries that do not parse', () => {
    const settings = {
      authProviders: [
        { type: 'OPENID', name: 'demo-id', label: 'x', openIdClientName: 'demo-client' },
        { type: 'SOCIAL', name: 'myspace', clientId: 'x' },
        { type: 'TV_PROVIDER', name: 'tv', requestorId: 'r' },
      ],
    };
    expect(findAuthProvider(settings, 'demo-id')?.type).toBe('OPENID');
    expect(findAuthProvider(settings, 'demo-client')?.name).toBe('demo-id');
    expect(findAuthProvider(settings, 'myspace')).toBeNull();
    expect(findAuthProvider(settings, 'tv')).toBeNull();
  });
});

describe('TV-provider registration flow', () => {
  const provider: TvProvider = {
    type: 'TV_PROVIDER',
    name: 'tv-provider',
    label: 'authProviderTv',
    allowSignup: true,
    requestorId: 'arena',
    resourceId: 'arena-live',
    softwareStatement: 'statement',
    baseUri: TV_HOST,
    featuredProviders: ['b'],
    allowUnlink: true,
  };
  // Built per call: the client must pick up the fetch msw patches in beforeAll.
  const ctx = () => ({ realm: 'arena', user: null, platform: platform() }) as unknown as AppContext;
  const stored = { realm: 'arena', clientId: 'old-client', clientSecret: 'old-secret' };
  beforeEach(() => server.use(handlers.guestToken()));

  it('uses stored client details when the platform accepts them', async () => {
    const rec = recorder();
    server.use(handlers.tvRegcode([{ accessToken: 'at', code: 'CODE1234' }], rec));
    const result = await registerForCode(ctx(), provider, stored);
    expect(result).toEqual({ ok: true, registration: { code: 'CODE1234', accessToken: 'at', cookies: [] } });
    expect(rec.bodies.get('/v3/adobe/regcode')).toEqual([{ requestorId: 'arena', clientId: 'old-client', clientSecret: 'old-secret' }]);
  });

  it('400 clears the stored client details, registers again and retries once', async () => {
    const rec = recorder();
    server.use(
      handlers.tvRegcode([400, { accessToken: 'at', code: 'CODE1234' }], rec),
      handlers.tvRegister([{ client_id: 'new-client', client_secret: 'new-secret' }], rec),
    );
    const result = await registerForCode(ctx(), provider, stored);
    expect(result.ok).toBe(true);
    const cookies = result.ok ? result.registration.cookies : [];
    expect(cookies[0]).toMatch(/^tv_client=;.*Max-Age=0/);
    expect(cookies[1]).toMatch(/^tv_client=[^;]+;/);
    expect(rec.bodies.get('/o/client/register')).toEqual([{ software_statement: 'statement' }]);
    expect(rec.bodies.get('/v3/adobe/regcode')).toEqual([
      { requestorId: 'arena', clientId: 'old-client', clientSecret: 'old-secret' },
      { requestorId: 'arena', clientId: 'new-client', clientSecret: 'new-secret' },
    ]);
  });

  it('retries only once, and other errors go straight to the error callback', async () => {
    server.use(
      handlers.tvRegcode([400, 400, { accessToken: 'never', code: 'NEVER' }]),
      handlers.tvRegister([{ client_id: 'new-client', client_secret: 'new-secret' }]),
    );
    const twice = await registerForCode(ctx(), provider, stored);
    expect(twice).toMatchObject({ ok: false, error: { status: 400, code: 'INVALID_CLIENT' } });
    server.use(handlers.tvRegcode([500]));
    expect(await registerForCode(ctx(), provider, stored)).toMatchObject({ ok: false, error: { status: 500 } });
    server.use(handlers.tvRegister([400]));
    expect(await registerForCode(ctx(), provider, null)).toMatchObject({ ok: false, error: { status: 400, code: 'INVALID_SOFTWARE_STATEMENT' } });
  });

  it('restart rules: 400 or 412 on the first intent restart, otherwise the error shows', () => {
    const error = (status: number) => ({ ok: false as const, error: { kind: 'http' as const, status, code: `E${status}`, messages: [] } });
    const first = { accessToken: 'a', mvpd: 'm', intent: 1 as const };
    const second = { ...first, intent: 2 as const };
    expect(decideAfterExchange(error(412), first)).toEqual({ kind: 'restart', status: 412 });
    expect(decideAfterExchange(error(400), first)).toEqual({ kind: 'restart', status: 400 });
    expect(decideAfterExchange(error(412), second)).toMatchObject({ kind: 'error' });
    expect(decideAfterExchange(error(400), second)).toMatchObject({ kind: 'error' });
    expect(decideAfterExchange(error(500), first)).toMatchObject({ kind: 'error' });
    expect(decideAfterExchange({ ok: true, data: TOKENS }, first)).toMatchObject({ kind: 'signedIn' });
  });

  it("lists featured providers first in the realm's order, then the others", () => {
    const config = {
      requestor: {
        id: 'arena',
        mvpds: ['a', 'b', 'c'].map((id) => ({ id, displayName: id.toUpperCase(), authenticationUrl: 'http://tvp.test/authenticate' })),
      },
      channels: [],
    };
    const { featured, others } = splitProviders(config, ['c', 'a', 'missing']);
    expect(featured.map((m) => m.id)).toEqual(['c', 'a']);
    expect(others.map((m) => m.id)).toEqual(['b']);
  });
});
