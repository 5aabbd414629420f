/**
 * Signing in through identity providers: OpenID Connect (the
 * platform is the relying party), social sign-in, Firebase, and the TV-provider (pay-TV)
 * registration-code flow. Every way in answers `sessionAnswer`.
 *
 * The social and Firebase calls are not served by the reference platform (they need Google,
 * Facebook, Apple or Firebase online): they are here because the web makes them to operators'
 * back ends, and the web's tests answer them with msw.
 */
import { z } from 'zod';
import { consentAnswer, sessionAnswer } from './auth.js';
import { defineCall } from './define.js';

/** An OpenID provider or client name of the realm's config. */
const providerName = () => z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/);

const tvClient = {
  requestorId: z.string().min(1).max(64),
  clientId: z.string().min(1).max(100),
  clientSecret: z.string().min(1).max(200),
};

const tvLink = z.object({ provider: z.string(), mvpd: z.string(), displayName: z.string() });

export const identity = {
  // ---- OpenID Connect, the platform as relying party
  openIdAuthUri: defineCall({
    method: 'GET',
    path: '/openid/:provider/auth-uri',
    summary: 'Where to send the browser to sign in (or sign up) with an OpenID provider',
    auth: 'none',
    params: z.object({ provider: providerName() }),
    query: z.object({
      authoriseUriFlow: z.enum(['SIGNIN', 'SIGNUP']).default('SIGNIN'),
      redirectUri: z.string().min(1).max(2048).describe("the web's /oauth/{provider}/{appname} address (chosen)"),
      extraParams: z
        .string()
        .max(1000)
        .optional()
        .describe('extra authorisation parameters as a query string (login_hint, ui_locales, max_age, acr_values, display)'),
    }),
    answer: z.object({ authorisationUri: z.string(), silentAuthorisationUri: z.string() }),
    errors: [400, 404, 502],
  }),

  openIdToken: defineCall({
    method: 'POST',
    path: '/openid/:client/token',
    summary: "Exchange the provider's authorisation code for a platform session",
    auth: 'none',
    params: z.object({ client: providerName() }),
    body: z.strictObject({
      authorisationCode: z.string().min(1).max(512),
      state: z.string().min(1).max(512).describe('the state the provider returned (chosen)'),
    }),
    answer: sessionAnswer,
    errors: [400, 401, 403, 404, 409, 502],
  }),

  openIdLogoutUri: defineCall({
    method: 'GET',
    path: '/openid/:client/logout-uri',
    summary: 'Where to send the browser to end the provider session of this sign-in',
    params: z.object({ client: providerName() }),
    query: z.object({ postLogoutRedirectUri: z.string().max(2048).optional().describe('where the provider returns the browser (chosen)') }),
    answer: z.object({ logoUri: z.string() }),
    errors: [400, 401, 404, 502],
  }),

  // ---- TV provider (registration code)
  tvRegcode: defineCall({
    method: 'POST',
    path: '/v3/adobe/regcode',
    summary: 'A registration code (and the access token to redeem it) for the TV-provider sign-in',
    body: z.strictObject(tvClient),
    answer: z.object({ accessToken: z.string(), code: z.string() }),
    errors: [400, 401, 404],
  }),

  tvToken: defineCall({
    method: 'POST',
    path: '/v3/adobe/token',
    summary: 'Exchange an authenticated registration code for a platform session',
    auth: 'none',
    body: z.strictObject({ ...tvClient, accessToken: z.string().min(1).max(200) }),
    answer: sessionAnswer,
    errors: [400, 403, 404, 409, 412],
  }),

  tvAuthorise: defineCall({
    method: 'POST',
    path: '/user/adobe',
    summary: "Fresh tokens when the viewer's TV provider authorises the resource",
    body: z.strictObject({ requestorId: tvClient.requestorId, resourceId: z.string().min(1).max(100) }),
    answer: sessionAnswer,
    errors: [400, 401, 403, 404],
  }),

  tvLinks: defineCall({
    method: 'GET',
    path: '/user/adobe',
    summary: "The viewer's linked TV providers (chosen)",
    answer: z.object({ providers: z.array(tvLink), unlinkAllowed: z.boolean() }),
    errors: [400, 401, 404],
  }),

  tvUnlink: defineCall({
    method: 'DELETE',
    path: '/user/adobe',
    summary: "Unlink the viewer's TV providers (chosen)",
    answer: null,
    errors: [400, 401, 403, 404],
  }),

  // ---- Social and Firebase (not served by the reference platform)
  googleLogin: defineCall({
    method: 'POST',
    path: '/login/social/google',
    summary: "Sign in with Google's ID token",
    auth: 'none',
    body: z.object({ idToken: z.string().min(1).max(8192) }),
    answer: sessionAnswer,
    errors: [400, 401, 409],
  }),

  facebookLogin: defineCall({
    method: 'POST',
    path: '/login/social/facebook',
    summary: "Sign in with Facebook's authorisation code",
    auth: 'none',
    body: z.object({ code: z.string().min(1).max(2048) }),
    answer: sessionAnswer,
    errors: [400, 401, 409],
  }),

  appleLogin: defineCall({
    method: 'POST',
    path: '/login/apple-id',
    summary: "Sign in with Apple's authorisation code",
    auth: 'none',
    body: z.object({ code: z.string().min(1).max(2048), nonce: z.string().min(1), callbackUri: z.string().min(1) }),
    answer: sessionAnswer,
    errors: [400, 401, 409],
  }),

  firebaseAuth: defineCall({
    method: 'POST',
    path: '/api/v1/firebase-auth',
    summary: "Sign in with Firebase's tokens (failures carry the Firebase code as `code`)",
    auth: 'none',
    body: z.object({ firebaseAuthToken: z.string().min(1), firebaseRefreshToken: z.string().min(1) }),
    answer: sessionAnswer,
    errors: [400, 401, 403],
  }),

  firebaseSignup: defineCall({
    method: 'POST',
    path: '/api/v1/firebase-auth/signup',
    summary: 'Register through Firebase; answers a session, or nothing when the account must be confirmed first',
    auth: 'none',
    body: z.object({
      username: z.string().min(1).max(254),
      password: z.string().min(1).max(128),
      consentAnswers: z.array(consentAnswer),
      appCheckToken: z.string().optional(),
    }),
    answer: z.union([sessionAnswer, z.null(), z.object({})]),
    errors: [400, 403, 409],
  }),
};
