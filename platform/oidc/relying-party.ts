/**
 * The platform's relying-party side of OpenID Connect:
 *
 *   GET  /openid/{provider}/auth-uri?authoriseUriFlow=SIGNIN|SIGNUP&redirectUri=…[&extraParams=…]
 *        → { authorisationUri, silentAuthorisationUri }
 *   POST /openid/{client}/token { authorisationCode, state }   → the session answer of POST /login
 *   GET  /openid/{client}/logout-uri[?postLogoutRedirectUri=…] (bearer) → { logoUri }
 *
 * The platform keeps the PKCE verifier, nonce and redirect URI of each authorisation request
 * (keyed by the hash of its `state`), so the browser only ever carries the state and the code.
 * The web sends `state` back with the code **(chosen: the spec's payload names only
 * authorisationCode; without the state no verifier could be matched)** and its own callback
 * address as `redirectUri` **(chosen)**. The provider's ID token is verified (signature by its
 * JWKS, issuer, audience, expiry, nonce) before any account is touched.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { sql } from 'kysely';
import type { PlatformPlugin } from '../context.js';
import { contract } from '../../contract/index.js';
import { route } from '../contract-route.js';
import { badRequest, HttpError, notFound, unauthorised } from '../errors.js';
import { demoClients } from './clients.js';
import { sha256Base64Url, sha256Hex } from './http-helpers.js';
import { issuerOf } from './op-state.js';
import { openIdProvider, type OpenIdProvider } from './realm-providers.js';
import { acceptableReturnUri } from './return-uris.js';
import { startRecordedSession } from '../auth/sessions.js';
import { accountFor } from './sign-in.js';

const REQUEST_SECONDS = 600;
/** Extra authorisation parameters a caller may pass through `extraParams` (a query string). */
const EXTRA_PARAMS = new Set(['login_hint', 'ui_locales', 'max_age', 'acr_values', 'display']);

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  end_session_endpoint?: string;
}

export const openIdRelyingPartyRoutes: PlatformPlugin = async (app, ctx) => {
  const { db, config, realms } = ctx;
  const localIssuer = issuerOf(config.publicUrl);
  const cache = new Map<string, { at: number; value: unknown }>();

  /**
   * Calls to the provider. The demo provider is this platform: its calls go in-process, so the
   * platform never needs to reach its own public address (which may be a CDN name).
   */
  async function providerFetch(url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {}) {
    if (url.startsWith(`${localIssuer}/`)) {
      const res = await app.inject({ method: init.method ?? 'GET', url: url.slice(config.publicUrl.length), headers: init.headers, payload: init.body });
      return { status: res.statusCode, json: () => JSON.parse(res.body) as unknown };
    }
    const res = await fetch(url, { method: init.method ?? 'GET', headers: init.headers, body: init.body, signal: AbortSignal.timeout(5000) });
    const text = await res.text();
    return { status: res.status, json: () => JSON.parse(text) as unknown };
  }

  async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < 300_000) return hit.value as T;
    const value = await load();
    cache.set(key, { at: Date.now(), value });
    return value;
  }

  async function discover(provider: OpenIdProvider): Promise<Discovery> {
    try {
      return await cached(`discovery:${provider.issuer}`, async () => {
        const res = await providerFetch(`${provider.issuer}/.well-known/openid-configuration`);
        const doc = res.json() as Discovery;
        if (res.status !== 200 || doc.issuer !== provider.issuer || !doc.authorization_endpoint || !doc.token_endpoint || !doc.jwks_uri) {
          throw new Error('bad discovery document');
        }
        return doc;
      });
    } catch {
      throw new HttpError(502, 'PROVIDER_UNAVAILABLE', [`The identity provider ${provider.name} could not be reached.`]);
    }
  }

  function providerOf(req: FastifyRequest, name: string) {
    const provider = openIdProvider(req.realm, name, config.publicUrl);
    if (!provider) throw notFound('UNKNOWN_PROVIDER', `This service has no OpenID provider "${name}".`);
    return provider;
  }

  function clientSecret(provider: OpenIdProvider): string {
    if (provider.issuer === localIssuer) return demoClients(config.demoOidcClientSecret).find((c) => c.clientId === provider.clientId)?.secret ?? '';
    return process.env[`OIDC_CLIENT_SECRET_${provider.name.toUpperCase().replace(/-/g, '_')}`] ?? '';
  }

  route(app, contract.identity.openIdAuthUri, async ({ params, query, req }, reply) => {
    const provider = providerOf(req, params.provider);
    const redirectUri = acceptableReturnUri(query.redirectUri, realms);
    if (!redirectUri) throw badRequest('INVALID_REDIRECT_URI', 'redirectUri must be an address of this service.');
    const discovery = await discover(provider);
    const state = randomBytes(24).toString('base64url');
    const nonce = randomBytes(24).toString('base64url');
    const verifier = randomBytes(48).toString('base64url');
    await db
      .insertInto('oidc_login_requests')
      .values({
        state_hash: sha256Hex(state),
        realm: req.realm.id,
        client_name: provider.openIdClientName,
        flow: query.authoriseUriFlow,
        redirect_uri: redirectUri.toString(),
        code_verifier: verifier,
        nonce,
        expires_at: new Date(Date.now() + REQUEST_SECONDS * 1000),
      })
      .execute();
    const url = new URL(discovery.authorization_endpoint);
    for (const [key, value] of new URLSearchParams(query.extraParams ?? '')) if (EXTRA_PARAMS.has(key)) url.searchParams.set(key, value);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', provider.clientId);
    url.searchParams.set('redirect_uri', redirectUri.toString());
    url.searchParams.set('scope', provider.scopes.join(' '));
    url.searchParams.set('state', state);
    url.searchParams.set('nonce', nonce);
    url.searchParams.set('code_challenge', sha256Base64Url(verifier));
    url.searchParams.set('code_challenge_method', 'S256');
    const interactive = new URL(url);
    if (query.authoriseUriFlow === 'SIGNUP') interactive.searchParams.set('prompt', 'create');
    const silent = new URL(url);
    silent.searchParams.set('prompt', 'none');
    reply.header('cache-control', 'no-store');
    return { authorisationUri: interactive.toString(), silentAuthorisationUri: silent.toString() };
  });

  route(app, contract.identity.openIdToken, async ({ params, body: exchange, req }) => {
    const { authorisationCode, state } = exchange;
    const provider = providerOf(req, params.client);
    const pending = await db
      .updateTable('oidc_login_requests')
      .set({ used_at: sql`now()` })
      .where('state_hash', '=', sha256Hex(state))
      .where('realm', '=', req.realm.id)
      .where('client_name', '=', provider.openIdClientName)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returningAll()
      .executeTakeFirst();
    if (!pending) throw badRequest('INVALID_STATE', 'This sign-in attempt is unknown, expired or already used. Start again.');

    const discovery = await discover(provider);
    const basic = Buffer.from(`${encodeURIComponent(provider.clientId)}:${encodeURIComponent(clientSecret(provider))}`).toString('base64');
    let tokenAnswer: { status: number; json: () => unknown };
    try {
      tokenAnswer = await providerFetch(discovery.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}`, accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: authorisationCode,
          redirect_uri: pending.redirect_uri,
          code_verifier: pending.code_verifier,
        }).toString(),
      });
    } catch {
      throw new HttpError(502, 'PROVIDER_UNAVAILABLE', [`The identity provider ${provider.name} could not be reached.`]);
    }
    const body = (() => {
      try {
        return tokenAnswer.json() as { id_token?: unknown; error?: unknown; error_description?: unknown };
      } catch {
        return {};
      }
    })();
    if (tokenAnswer.status !== 200 || typeof body.id_token !== 'string') {
      const reason =
        typeof body.error_description === 'string' ? body.error_description : typeof body.error === 'string' ? body.error : `status ${tokenAnswer.status}`;
      throw unauthorised('PROVIDER_REJECTED', `The identity provider refused the sign-in: ${reason}`);
    }
    const claims = await verifyIdToken(provider, discovery, body.id_token, pending.nonce);
    const { user } = await accountFor(
      db,
      req,
      {
        provider: provider.name,
        externalId: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : null,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : '',
      },
      { linkByEmail: provider.linkByEmail },
    );
    const session = await startRecordedSession(ctx, req, user);
    await db.insertInto('provider_sign_ins').values({ family_id: session.familyId, client_name: provider.openIdClientName, id_token: body.id_token }).execute();
    return session.answer;
  });

  async function verifyIdToken(provider: OpenIdProvider, discovery: Discovery, idToken: string, nonce: string) {
    const keys = await cached(`jwks:${discovery.jwks_uri}`, async () => {
      const res = await providerFetch(discovery.jwks_uri);
      return createLocalJWKSet(res.json() as JSONWebKeySet);
    });
    try {
      const { payload } = await jwtVerify(idToken, keys, { issuer: provider.issuer, audience: provider.clientId, maxTokenAge: '10m' });
      if (payload.nonce !== nonce) throw new Error('nonce');
      if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('sub');
      return payload as typeof payload & { sub: string };
    } catch {
      cache.delete(`jwks:${discovery.jwks_uri}`); // the provider may have rotated its key
      throw unauthorised('INVALID_ID_TOKEN', "The identity provider's answer could not be verified.");
    }
  }

  route(app, contract.identity.openIdLogoutUri, async ({ params, query, req }, reply) => {
    const { postLogoutRedirectUri } = query;
    const provider = providerOf(req, params.client);
    await ctx.auth.requireUser(req);
    const claims = await ctx.auth.tokens.verifyAccess(/^Bearer\s+(\S+)/i.exec(req.headers.authorization ?? '')?.[1] ?? '');
    const signIn = claims.sid
      ? await db
          .selectFrom('provider_sign_ins')
          .select(['id_token'])
          .where('family_id', '=', claims.sid)
          .where('client_name', '=', provider.openIdClientName)
          .executeTakeFirst()
      : undefined;
    if (!signIn) throw notFound('NO_PROVIDER_SESSION', `This sign-in did not come through ${provider.name}.`);
    const discovery = await discover(provider);
    if (!discovery.end_session_endpoint) throw notFound('NO_PROVIDER_LOGOUT', `${provider.name} offers no logout address.`);
    const url = new URL(discovery.end_session_endpoint);
    url.searchParams.set('id_token_hint', signIn.id_token);
    url.searchParams.set('client_id', provider.clientId);
    if (postLogoutRedirectUri) {
      const back = acceptableReturnUri(postLogoutRedirectUri, realms);
      if (!back) throw badRequest('INVALID_REDIRECT_URI', 'postLogoutRedirectUri must be an address of this service.');
      url.searchParams.set('post_logout_redirect_uri', back.toString());
    }
    reply.header('cache-control', 'no-store');
    return { logoUri: url.toString() };
  });
};
