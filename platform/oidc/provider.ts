/**
 * Over 300 lines on purpose: one provider whose endpoints share the code, session and key state.
 *
 * The demo OpenID provider (OP) the platform runs under `/oidc`, so the OpenID Connect sign-in
 * works end to end without an outside identity service. A real, small OP:
 *
 *   GET  /oidc/.well-known/openid-configuration   discovery
 *   GET  /oidc/jwks                                 the public signing key (ES256)
 *   GET  /oidc/authorize                            authorisation code flow, PKCE S256 required,
 *                                                   prompt=none|login|create; shows the sign-in page
 *   POST /oidc/authorize                            the sign-in (or registration) form
 *   POST /oidc/token                                code + verifier → ID token (client_secret_basic/post)
 *   GET  /oidc/userinfo                             claims for the access token
 *   GET  /oidc/end_session                          RP-initiated logout
 *
 * Browser-facing errors are HTML pages (or, once the client and redirect URI are trusted, a
 * redirect back with `error`), token endpoint errors the OAuth JSON `{ error, error_description }`
 * (with the platform's `code`/`messages` beside them). Realm-free: the provider serves every realm.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { sql } from 'kysely';
import { demoOpenIdProvider as op } from '../../contract/identity-providers.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { FailedAttempts } from '../auth/attempts.js';
import { hashPassword, verifyDummy, verifyPassword } from '../auth/passwords.js';
import { demoClients, DEMO_OP_ACCOUNTS, DEMO_OP_PASSWORD, seedDemoAccounts, type OpClient } from './clients.js';
import { acceptFormBodies, escapeHtml, htmlPage, readCookie, sameSecret, setCookie, sha256Base64Url, sha256Hex } from './http-helpers.js';
import { loadSigningKey, SIGNING_ALG } from './keys.js';
import { acceptableReturnUri } from './return-uris.js';
import { issuerOf, OP_PATH, pruneExpired, type AuthorizeInput, type AuthorizeParams, type Checked } from './op-state.js';

const CODE_SECONDS = 60;
const ID_TOKEN_SECONDS = 300;
const SESSION_COOKIE = 'demo_op_session';
const SESSION_SECONDS = 3600;
const PKCE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
const SCOPES = ['openid', 'email', 'profile'];

export const oidcProviderRoutes: PlatformPlugin = async (app, ctx) => {
  const { db, config, realms } = ctx;
  const issuer = issuerOf(config.publicUrl);
  const clients = demoClients(config.demoOidcClientSecret);
  const secureCookies = config.publicUrl.startsWith('https:');
  acceptFormBodies(app);
  await seedDemoAccounts(db, config.argon2);
  await pruneExpired(db);
  let signingKey = await loadSigningKey(db);
  // Password guessing on the provider's page: 10 failures per identity in 15 minutes, like POST /login.
  const failedSignIns = new FailedAttempts(db, 'oidc-signin-failures');

  function errorPage(reply: FastifyReply, status: number, message: string) {
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(htmlPage('Demo ID', `<p class="brand">Demo ID</p><h1>This sign-in request cannot be served</h1><p class="error">${escapeHtml(message)}</p>`));
  }

  function withQuery(base: URL, values: Record<string, string>) {
    const url = new URL(base);
    for (const [key, value] of Object.entries(values)) if (value) url.searchParams.set(key, value);
    return url.toString();
  }

  /** RFC 6749 §4.1.2.1: client and redirect URI problems are shown here; the rest goes back to the client. */
  function checkAuthorize(input: AuthorizeInput): Checked {
    const client = clients.find((c) => c.clientId === input.client_id);
    if (!client) return { ok: false, page: 'Unknown client_id.' };
    const redirectUri = acceptableReturnUri(input.redirect_uri, realms);
    if (!redirectUri) return { ok: false, page: 'The redirect_uri is not registered for this client.' };
    const state = input.state;
    const back = (error: string, description: string) => ({
      ok: false as const,
      redirect: withQuery(redirectUri, { error, error_description: description, state }),
    });
    if (input.response_type !== 'code') return back('unsupported_response_type', 'Only response_type=code is supported.');
    const scope = input.scope.split(/\s+/).filter(Boolean);
    if (!scope.includes('openid')) return back('invalid_scope', 'The scope must include openid.');
    const codeChallenge = input.code_challenge;
    if (!/^[A-Za-z0-9_-]{43}$/.test(codeChallenge) || input.code_challenge_method !== 'S256') {
      return back('invalid_request', 'PKCE is required: code_challenge with code_challenge_method=S256.');
    }
    const prompt = input.prompt;
    if (prompt && !['none', 'login', 'create', 'consent'].includes(prompt)) return back('invalid_request', `Unsupported prompt "${prompt}".`);
    return {
      ok: true,
      params: {
        client,
        redirectUri,
        state,
        nonce: input.nonce,
        scope: scope.filter((s) => SCOPES.includes(s)).join(' '),
        codeChallenge,
        prompt,
        loginHint: input.login_hint,
      },
    };
  }

  async function issueCode(params: AuthorizeParams, sub: string, authTime: number) {
    const code = randomBytes(32).toString('base64url');
    await db
      .insertInto('oidc_codes')
      .values({
        code_hash: sha256Hex(code),
        client_id: params.client.clientId,
        redirect_uri: params.redirectUri.toString(),
        code_challenge: params.codeChallenge,
        nonce: params.nonce || null,
        scope: params.scope,
        sub,
        auth_time: authTime,
        expires_at: new Date(Date.now() + CODE_SECONDS * 1000),
      })
      .execute();
    return withQuery(params.redirectUri, { code, state: params.state, iss: issuer });
  }

  async function sessionOf(req: FastifyRequest): Promise<{ sub: string; authTime: number } | null> {
    const cookie = readCookie(req, SESSION_COOKIE);
    if (!cookie) return null;
    try {
      const { payload } = await jwtVerify(cookie, signingKey.publicKey, { issuer, audience: `${issuer}#session`, algorithms: [SIGNING_ALG] });
      if (typeof payload.sub !== 'string' || typeof payload.auth_time !== 'number') return null;
      const account = await db.selectFrom('oidc_op_accounts').select('sub').where('sub', '=', payload.sub).executeTakeFirst();
      return account ? { sub: payload.sub, authTime: payload.auth_time } : null;
    } catch {
      return null;
    }
  }

  async function startOpSession(reply: FastifyReply, sub: string, authTime: number) {
    const token = await new SignJWT({ auth_time: authTime })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: signingKey.kid })
      .setIssuer(issuer)
      .setAudience(`${issuer}#session`)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(`${SESSION_SECONDS}s`)
      .sign(signingKey.privateKey);
    setCookie(reply, SESSION_COOKIE, token, { path: OP_PATH, maxAgeSeconds: SESSION_SECONDS, secure: secureCookies });
  }

  function signInPage(params: AuthorizeParams, options: { error?: string; email?: string; name?: string } = {}) {
    const create = params.prompt === 'create';
    const keep = {
      client_id: params.client.clientId,
      redirect_uri: params.redirectUri.toString(),
      response_type: 'code',
      scope: params.scope,
      state: params.state,
      nonce: params.nonce,
      code_challenge: params.codeChallenge,
      code_challenge_method: 'S256',
      prompt: params.prompt,
    };
    const hiddenFields = Object.entries(keep)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
      .join('');
    const email = escapeHtml(options.email ?? params.loginHint);
    const body = `<p class="brand">Demo ID</p>
<h1>${create ? 'Create your Demo ID' : 'Sign in with Demo ID'}</h1>
<p>to continue to <strong>${escapeHtml(params.client.name)}</strong></p>
<form method="post" action="${OP_PATH}/authorize">${hiddenFields}
${create ? `<label for="name">Name</label><input id="name" name="name" autocomplete="name" required value="${escapeHtml(options.name ?? '')}">` : ''}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${email}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="${create ? 'new-password' : 'current-password'}" required minlength="${create ? 8 : 1}">
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
<button type="submit">${create ? 'Create and continue' : 'Continue'}</button>
</form>
${create ? '' : `<p class="hint">Demo identities (password <code>${DEMO_OP_PASSWORD}</code>):</p><ul class="hint">${DEMO_OP_ACCOUNTS.map((a) => `<li><code>${escapeHtml(a.email)}</code></li>`).join('')}</ul>`}`;
    return htmlPage(create ? 'Create your Demo ID' : 'Sign in with Demo ID', body);
  }

  route(app, op.discovery, async (_call, reply) => {
    reply.header('access-control-allow-origin', '*').header('cache-control', 'public, max-age=300');
    return {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      end_session_endpoint: `${issuer}/end_session`,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: [SIGNING_ALG],
      scopes_supported: SCOPES,
      claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'email', 'email_verified', 'name'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      prompt_values_supported: ['none', 'login', 'create', 'consent'],
      authorization_response_iss_parameter_supported: true,
    };
  });

  route(app, op.jwks, async (_call, reply) => {
    reply.header('access-control-allow-origin', '*').header('cache-control', 'public, max-age=300');
    signingKey = await loadSigningKey(db);
    const { kty = '', crv = '', x = '', y = '' } = signingKey.publicJwk;
    return { keys: [{ kty, crv, x, y, kid: signingKey.kid, alg: SIGNING_ALG, use: 'sig' }] };
  });

  route(app, op.authorizePage, async ({ query, req }, reply) => {
    reply.header('cache-control', 'no-store');
    const checked = checkAuthorize(query);
    if (!checked.ok) return 'page' in checked ? errorPage(reply, 400, checked.page) : reply.redirect(checked.redirect, 303);
    const { params } = checked;
    const session = params.prompt === 'login' || params.prompt === 'create' ? null : await sessionOf(req);
    if (session) return reply.redirect(await issueCode(params, session.sub, session.authTime), 303);
    if (params.prompt === 'none') {
      return reply.redirect(withQuery(params.redirectUri, { error: 'login_required', error_description: 'No Demo ID session.', state: params.state }), 303);
    }
    return reply.type('text/html; charset=utf-8').send(signInPage(params));
  });

  route(app, op.authorize, async ({ body }, reply) => {
    reply.header('cache-control', 'no-store');
    const form = body ?? op.authorize.body.unwrap().parse({});
    const checked = checkAuthorize(form);
    if (!checked.ok) return 'page' in checked ? errorPage(reply, 400, checked.page) : reply.redirect(checked.redirect, 303);
    const { params } = checked;
    const email = form.email.trim().toLowerCase();
    const password = form.password;
    const authTime = Math.floor(Date.now() / 1000);
    if (params.prompt === 'create') {
      const name = form.name.trim();
      if (!name || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || password.length < 8) {
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(signInPage(params, { error: 'Enter your name, a valid email and a password of at least 8 characters.', email, name }));
      }
      const sub = randomUUID();
      const inserted = await db
        .insertInto('oidc_op_accounts')
        .values({ sub, email, name, password_hash: await hashPassword(password, config.argon2) })
        .onConflict((oc) => oc.doNothing())
        .returning('sub')
        .executeTakeFirst();
      if (!inserted) {
        return reply
          .status(409)
          .type('text/html; charset=utf-8')
          .send(signInPage(params, { error: 'A Demo ID with this email exists already.', email, name }));
      }
      await startOpSession(reply, sub, authTime);
      return reply.redirect(await issueCode(params, sub, authTime), 303);
    }
    const wait = await failedSignIns.blockedFor(email);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      return reply
        .status(429)
        .type('text/html; charset=utf-8')
        .send(signInPage(params, { error: `Too many attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`, email }));
    }
    const account = email
      ? await db
          .selectFrom('oidc_op_accounts')
          .select(['sub', 'password_hash'])
          .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
          .executeTakeFirst()
      : undefined;
    const ok = account ? await verifyPassword(account.password_hash, password) : await verifyDummy(password, config.argon2);
    if (!account || !ok) {
      await failedSignIns.fail(email);
      return reply
        .status(401)
        .type('text/html; charset=utf-8')
        .send(signInPage(params, { error: 'The email or password is not correct.', email }));
    }
    await failedSignIns.succeed(email);
    await startOpSession(reply, account.sub, authTime);
    return reply.redirect(await issueCode(params, account.sub, authTime), 303);
  });

  function tokenError(reply: FastifyReply, status: number, error: string, description: string, req: FastifyRequest) {
    if (status === 401) reply.header('www-authenticate', 'Basic realm="demo-id"');
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .send({ error, error_description: description, code: error.toUpperCase(), messages: [description], requestId: String(req.id) });
  }

  function clientOf(req: FastifyRequest, form: { client_id: string; client_secret: string }): OpClient | null {
    let id = form.client_id;
    let secret = form.client_secret;
    const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(req.headers.authorization ?? '');
    if (basic) {
      const [user, ...pass] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
      id = decodeURIComponent(user ?? '');
      secret = decodeURIComponent(pass.join(':'));
    }
    const client = clients.find((c) => c.clientId === id);
    return client && secret && sameSecret(secret, client.secret) ? client : null;
  }

  route(app, op.token, async ({ body, req }, reply) => {
    if (!body) return tokenError(reply, 400, 'invalid_request', 'Send the token request as application/x-www-form-urlencoded.', req);
    const client = clientOf(req, body);
    if (!client) return tokenError(reply, 401, 'invalid_client', 'Client authentication failed.', req);
    if (body.grant_type !== 'authorization_code') return tokenError(reply, 400, 'unsupported_grant_type', 'Only authorization_code is supported.', req);
    const code = body.code;
    const verifier = body.code_verifier;
    const redirectUri = body.redirect_uri;
    if (!code || !redirectUri) return tokenError(reply, 400, 'invalid_request', 'code and redirect_uri are required.', req);
    if (!PKCE_VERIFIER.test(verifier)) return tokenError(reply, 400, 'invalid_request', 'code_verifier must be 43 to 128 unreserved characters.', req);
    // One conditional UPDATE: a code can be redeemed once, even by two requests racing.
    const redeemed = await db
      .updateTable('oidc_codes')
      .set({ used_at: sql`now()` })
      .where('code_hash', '=', sha256Hex(code))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returningAll()
      .executeTakeFirst();
    if (!redeemed || redeemed.client_id !== client.clientId)
      return tokenError(reply, 400, 'invalid_grant', 'The code is unknown, expired, already used or issued to another client.', req);
    if (redeemed.redirect_uri !== redirectUri) return tokenError(reply, 400, 'invalid_grant', 'redirect_uri does not match the authorisation request.', req);
    if (!sameSecret(sha256Base64Url(verifier), redeemed.code_challenge))
      return tokenError(reply, 400, 'invalid_grant', 'The code_verifier does not match the code_challenge.', req);
    const account = await db.selectFrom('oidc_op_accounts').select(['sub', 'email', 'name']).where('sub', '=', redeemed.sub).executeTakeFirst();
    if (!account) return tokenError(reply, 400, 'invalid_grant', 'The account no longer exists.', req);

    const scopes = redeemed.scope.split(' ');
    const claims: Record<string, unknown> = { auth_time: redeemed.auth_time };
    if (redeemed.nonce) claims.nonce = redeemed.nonce;
    if (scopes.includes('email')) Object.assign(claims, { email: account.email, email_verified: true });
    if (scopes.includes('profile')) claims.name = account.name;
    const sign = (payload: Record<string, unknown>, audience: string) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: SIGNING_ALG, kid: signingKey.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(account.sub)
        .setIssuedAt()
        .setExpirationTime(`${ID_TOKEN_SECONDS}s`)
        .sign(signingKey.privateKey);
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    return {
      access_token: await sign({ scope: redeemed.scope, client_id: client.clientId }, `${issuer}/userinfo`),
      token_type: 'Bearer' as const,
      expires_in: ID_TOKEN_SECONDS,
      scope: redeemed.scope,
      id_token: await sign(claims, client.clientId),
    };
  });

  route(app, op.userinfo, async ({ req }, reply) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    try {
      if (!bearer) throw new Error('no token');
      const { payload } = await jwtVerify(bearer, signingKey.publicKey, { issuer, audience: `${issuer}/userinfo`, algorithms: [SIGNING_ALG] });
      const account = await db.selectFrom('oidc_op_accounts').select(['sub', 'email', 'name']).where('sub', '=', String(payload.sub)).executeTakeFirst();
      if (!account) throw new Error('gone');
      return { sub: account.sub, email: account.email, email_verified: true, name: account.name };
    } catch {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      return tokenError(reply, 401, 'invalid_token', 'The access token is not valid.', req);
    }
  });

  route(app, op.endSession, async ({ query }, reply) => {
    setCookie(reply, SESSION_COOKIE, '', { path: OP_PATH, maxAgeSeconds: 0, secure: secureCookies });
    reply.header('cache-control', 'no-store');
    const back = acceptableReturnUri(query.post_logout_redirect_uri, realms);
    let clientId = query.client_id;
    const hint = query.id_token_hint;
    if (hint) {
      try {
        // An expired hint still names its client (OIDC RP-initiated logout §2).
        const { payload } = await jwtVerify(hint, signingKey.publicKey, { issuer, algorithms: [SIGNING_ALG], currentDate: new Date(0) });
        clientId ||= typeof payload.aud === 'string' ? payload.aud : '';
      } catch {
        return errorPage(reply, 400, 'The id_token_hint was not issued by this provider.');
      }
    }
    if (back && clients.some((c) => c.clientId === clientId)) return reply.redirect(withQuery(back, { state: query.state }), 303);
    return reply
      .type('text/html; charset=utf-8')
      .send(htmlPage('Signed out', '<p class="brand">Demo ID</p><h1>You are signed out of Demo ID</h1><p>You can close this page.</p>'));
  });
};
