/**
 * The identity services the platform runs beside its API so that every sign-in works end to
 * end offline: the demo OpenID provider (`/oidc`) and the simulated pay-TV provider host
 * (`/tvp`). Both are outside services in production, so they are not areas of the web's
 * `context.platform`: browsers reach the pages, the platform's relying party calls the OpenID
 * endpoints, and the web calls the TV host's two JSON calls with a client of that host.
 *
 * Browser-facing pages answer HTML (or redirect back to the client) for every input: their
 * fields read as text and anything else reads as '' (the page then explains), so bad input
 * never turns into a JSON error there. They are left out of the OpenAPI document (`hidden`);
 * their content types, redirects and error pages are still declared here.
 */
import { z } from 'zod';
import { defineCall, errorAnswer } from './define.js';

/** A text field of a provider page or OAuth form: a non-string reads as '', longer text is cut to `max`. */
const field = (max = 2048) =>
  z
    .string()
    .catch('')
    .transform((value) => value.slice(0, max));

const HTML = ['text/html'] as const;
/**
 * The browser-facing pages stay out of the OpenAPI document: it describes JSON calls whose
 * errors are JSON (the bad-input and Realm checks walk every documented operation on that
 * promise), and a browser follows these pages, it does not call them.
 */
const PAGE_HIDDEN = true;
const FORM = ['application/x-www-form-urlencoded'] as const;

/** OAuth error answers (RFC 6749 §5.2) carry `error`, `error_description` beside the platform's fields. */
export const oauthError = errorAnswer.extend({ error: z.string().optional(), error_description: z.string().optional() }).meta({ id: 'OAuthError' });

/** The authorisation request's parameters (GET query or the sign-in form's hidden fields). */
const authorizeFields = {
  client_id: field(200),
  redirect_uri: field(),
  response_type: field(),
  scope: field(500),
  state: field(512),
  nonce: field(512),
  code_challenge: field(128),
  code_challenge_method: field(),
  prompt: field(50),
  login_hint: field(254),
};

export const demoOpenIdProvider = {
  discovery: defineCall({
    method: 'GET',
    path: '/oidc/.well-known/openid-configuration',
    summary: 'Demo OpenID provider: discovery document',
    auth: 'none',
    realmFree: true,
    answer: z.object({
      issuer: z.string(),
      authorization_endpoint: z.string(),
      token_endpoint: z.string(),
      userinfo_endpoint: z.string(),
      jwks_uri: z.string(),
      end_session_endpoint: z.string(),
      response_types_supported: z.array(z.string()),
      response_modes_supported: z.array(z.string()),
      grant_types_supported: z.array(z.string()),
      subject_types_supported: z.array(z.string()),
      id_token_signing_alg_values_supported: z.array(z.string()),
      scopes_supported: z.array(z.string()),
      claims_supported: z.array(z.string()),
      code_challenge_methods_supported: z.array(z.string()),
      token_endpoint_auth_methods_supported: z.array(z.string()),
      prompt_values_supported: z.array(z.string()),
      authorization_response_iss_parameter_supported: z.boolean(),
    }),
    errors: [],
  }),

  jwks: defineCall({
    method: 'GET',
    path: '/oidc/jwks',
    summary: 'Demo OpenID provider: the public signing key (ES256)',
    auth: 'none',
    realmFree: true,
    answer: z.object({
      keys: z.array(z.object({ kty: z.string(), crv: z.string(), x: z.string(), y: z.string(), kid: z.string(), alg: z.string(), use: z.string() })),
    }),
    errors: [],
  }),

  authorizePage: defineCall({
    method: 'GET',
    path: '/oidc/authorize',
    summary: 'Demo OpenID provider: authorisation request (PKCE S256): the sign-in page, or straight back to the client',
    auth: 'none',
    realmFree: true,
    hidden: PAGE_HIDDEN,
    query: z.object(authorizeFields),
    answer: null,
    status: 200,
    produces: HTML,
    redirect: 303,
    errors: [400],
    errorProduces: HTML,
  }),

  authorize: defineCall({
    method: 'POST',
    path: '/oidc/authorize',
    summary: 'Demo OpenID provider: the sign-in (or registration) form; back to the client with a code',
    auth: 'none',
    realmFree: true,
    hidden: PAGE_HIDDEN,
    consumes: FORM,
    body: z.object({ ...authorizeFields, email: field(254), password: field(128), name: field(100) }).optional(),
    answer: null,
    status: 303,
    errors: [400, 401, 409, 429],
    errorProduces: HTML,
  }),

  token: defineCall({
    method: 'POST',
    path: '/oidc/token',
    summary: 'Demo OpenID provider: code and PKCE verifier for an ID token (client_secret_basic or client_secret_post)',
    auth: 'none',
    realmFree: true,
    consumes: FORM,
    body: z
      .object({
        grant_type: field(),
        code: field(200),
        code_verifier: field(200),
        redirect_uri: field(),
        client_id: field(200),
        client_secret: field(200),
      })
      .optional(),
    answer: z.object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number(), scope: z.string(), id_token: z.string() }),
    errors: [400, 401],
    errorBody: oauthError,
  }),

  userinfo: defineCall({
    method: 'GET',
    path: '/oidc/userinfo',
    summary: "Demo OpenID provider: the claims of the access token's account",
    auth: 'none',
    realmFree: true,
    answer: z.object({ sub: z.string(), email: z.string(), email_verified: z.boolean(), name: z.string() }),
    errors: [401],
    errorBody: oauthError,
  }),

  endSession: defineCall({
    method: 'GET',
    path: '/oidc/end_session',
    summary: 'Demo OpenID provider: RP-initiated logout; back to the client when it names a registered return address',
    auth: 'none',
    realmFree: true,
    hidden: PAGE_HIDDEN,
    query: z.object({ post_logout_redirect_uri: field(), client_id: field(200), id_token_hint: field(4096), state: field(512) }),
    answer: null,
    status: 200,
    produces: HTML,
    redirect: 303,
    errors: [400],
    errorProduces: HTML,
  }),
};

/**
 * The TV provider host's own calls, relative to its base address (the platform serves the
 * simulated one under `/tvp`). Fields real hosts may leave out are optional here, so the web
 * reads them from any host; the simulated one always sends them.
 */
export const tvProviderHost = {
  registerClient: defineCall({
    method: 'POST',
    path: '/o/client/register',
    summary: 'TV provider (simulated): dynamic client registration with a software statement',
    auth: 'none',
    realmFree: true,
    body: z.object({ software_statement: z.string().min(1).max(4096) }),
    answer: z.object({ client_id: z.string(), client_secret: z.string(), client_id_issued_at: z.number().optional() }),
    status: 201,
    errors: [400],
    errorBody: oauthError,
  }),

  config: defineCall({
    method: 'GET',
    path: '/api/v1/config/:requestorId',
    summary: 'TV provider (simulated): the providers (MVPDs) and channels of a requestor',
    auth: 'none',
    realmFree: true,
    params: z.object({ requestorId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
    answer: z.object({
      requestor: z.object({
        id: z.string(),
        name: z.string().optional(),
        mvpds: z.array(z.object({ id: z.string(), displayName: z.string(), logoUrl: z.string().optional(), authenticationUrl: z.string() })),
      }),
      channels: z.array(z.string()).optional(),
    }),
    errors: [400, 404],
  }),

  authenticatePage: defineCall({
    method: 'GET',
    path: '/authenticate',
    summary: "TV provider (simulated): the provider's sign-in page for a registration code",
    auth: 'none',
    realmFree: true,
    hidden: PAGE_HIDDEN,
    query: z.object({ reg_code: field(16), requestor_id: field(64), mso_id: field(64), redirect_url: field() }),
    answer: null,
    status: 200,
    produces: HTML,
    errors: [400],
    errorProduces: HTML,
  }),

  authenticate: defineCall({
    method: 'POST',
    path: '/authenticate',
    summary: 'TV provider (simulated): marks the registration code authenticated, then back to redirect_url',
    auth: 'none',
    realmFree: true,
    hidden: PAGE_HIDDEN,
    consumes: FORM,
    body: z
      .object({ reg_code: field(16), requestor_id: field(64), mso_id: field(64), redirect_url: field(), username: field(100), password: field(128) })
      .optional(),
    answer: null,
    status: 303,
    errors: [400, 401],
    errorProduces: HTML,
  }),
};
