/**
 * The identity calls of routes-and-access §7, one function each, answers parsed with zod
 * (a malformed answer is an error value, never a crash). Platform calls go through the
 * viewer's platform client; the TV provider host's two calls (client registration and
 * provider config) go to that host directly, as the spec names them.
 */
import { z } from 'zod';
import type { PlatformClient, PlatformError, Result } from '~/platform/client.server';
import { loginAnswerSchema } from '~/platform/schemas.server';

const seg = encodeURIComponent;

export const authUrisSchema = z.object({ authorisationUri: z.string().url(), silentAuthorisationUri: z.string().url().optional() });
export const logoutUriSchema = z.object({ logoUri: z.string().url() });
export const regcodeSchema = z.object({ accessToken: z.string().min(1), code: z.string().min(1) });
export const tvLinksSchema = z.object({
  providers: z.array(z.object({ provider: z.string(), mvpd: z.string(), displayName: z.string() })),
  unlinkAllowed: z.boolean(),
});
export const tvClientSchema = z.object({ client_id: z.string().min(1), client_secret: z.string().min(1) });
export const tvConfigSchema = z.object({
  requestor: z.object({
    id: z.string(),
    mvpds: z.array(z.object({ id: z.string(), displayName: z.string(), logoUrl: z.string().optional(), authenticationUrl: z.string().url() })),
  }),
  channels: z.array(z.string()).default([]),
});
export type TvConfig = z.output<typeof tvConfigSchema>;
export type LoginAnswer = z.output<typeof loginAnswerSchema>;

export type AuthoriseUriFlow = 'SIGNIN' | 'SIGNUP';

// ---- OpenID (generic single sign-on) ----

/** GET /openid/{provider}/auth-uri?authoriseUriFlow=…&redirectUri=…[&extraParams=…] */
export function openIdAuthUri(client: PlatformClient, provider: string, input: { flow: AuthoriseUriFlow; redirectUri: string; extraParams?: string | null }) {
  return client.call(authUrisSchema, `/openid/${seg(provider)}/auth-uri`, {
    auth: 'none',
    query: { authoriseUriFlow: input.flow, redirectUri: input.redirectUri, extraParams: input.extraParams ?? undefined },
  });
}

/** POST /openid/{client}/token { authorisationCode, state } (no auth header) */
export function openIdToken(client: PlatformClient, clientName: string, input: { authorisationCode: string; state: string }) {
  return client.call(loginAnswerSchema, `/openid/${seg(clientName)}/token`, { method: 'POST', auth: 'none', body: input });
}

/** GET /openid/{client}/logout-uri (the viewer's bearer) */
export function openIdLogoutUri(client: PlatformClient, clientName: string, postLogoutRedirectUri?: string) {
  return client.call(logoutUriSchema, `/openid/${seg(clientName)}/logout-uri`, { query: { postLogoutRedirectUri } });
}

// ---- Social ----

/** POST /login/social/google { idToken } */
export function googleLogin(client: PlatformClient, idToken: string) {
  return client.call(loginAnswerSchema, '/login/social/google', { method: 'POST', auth: 'none', body: { idToken } });
}

/** POST /login/social/facebook { code } */
export function facebookLogin(client: PlatformClient, code: string) {
  return client.call(loginAnswerSchema, '/login/social/facebook', { method: 'POST', auth: 'none', body: { code } });
}

/** POST /login/apple-id { code, nonce, callbackUri }; the bearer (a signed-in viewer linking Apple) is optional. */
export function appleLogin(client: PlatformClient, input: { code: string; nonce: string; callbackUri: string }, withViewer = false) {
  return client.call(loginAnswerSchema, '/login/apple-id', { method: 'POST', auth: withViewer ? 'viewer' : 'none', body: input });
}

// ---- Firebase ({v1} = /api/v1, chosen) ----

/** POST {v1}/firebase-auth { firebaseAuthToken, firebaseRefreshToken } */
export function firebaseAuth(client: PlatformClient, input: { firebaseAuthToken: string; firebaseRefreshToken: string }) {
  return client.call(loginAnswerSchema, '/api/v1/firebase-auth', { method: 'POST', auth: 'none', body: input });
}

/** POST {v1}/firebase-auth/signup { username, password, consentAnswers, appCheckToken? } (answer not shown: tokens when given) */
export function firebaseSignup(
  client: PlatformClient,
  input: { username: string; password: string; consentAnswers: Array<{ fieldName: string; answer: boolean | string }>; appCheckToken?: string },
) {
  return client.call(z.union([loginAnswerSchema, z.null(), z.object({}).passthrough()]), '/api/v1/firebase-auth/signup', { method: 'POST', auth: 'none', body: input });
}

// ---- TV provider ----

/** POST /v3/adobe/regcode { requestorId, clientId, clientSecret } (optional bearer: the signed-in viewer's) */
export function tvRegcode(client: PlatformClient, input: { requestorId: string; clientId: string; clientSecret: string }, withViewer = false) {
  return client.call(regcodeSchema, '/v3/adobe/regcode', { method: 'POST', auth: withViewer ? 'viewer' : 'none', body: input });
}

/** POST /v3/adobe/token { requestorId, clientId, clientSecret, accessToken } */
export function tvToken(client: PlatformClient, input: { requestorId: string; clientId: string; clientSecret: string; accessToken: string }) {
  return client.call(loginAnswerSchema, '/v3/adobe/token', { method: 'POST', auth: 'none', body: input });
}

/** GET /user/adobe (bearer, chosen) */
export function tvLinks(client: PlatformClient) {
  return client.call(tvLinksSchema, '/user/adobe');
}

/** DELETE /user/adobe (bearer, chosen) */
export function tvUnlink(client: PlatformClient) {
  return client.call(z.null(), '/user/adobe', { method: 'DELETE' });
}

/** Calls to the TV provider host (no Realm header, no bearer). */
async function hostCall<S extends z.ZodType>(schema: S, url: string, init: RequestInit & { timeoutMs: number }): Promise<Result<z.output<S>>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) }, signal: AbortSignal.timeout(init.timeoutMs) });
  } catch {
    return { ok: false, error: { kind: 'network', status: 0, code: 'TV_PROVIDER_UNREACHABLE', messages: ['The TV provider could not be reached.'] } };
  }
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = z.object({ code: z.string().optional(), error: z.string().optional(), messages: z.array(z.string()).optional(), error_description: z.string().optional() }).safeParse(body);
    const error: PlatformError = {
      kind: 'http',
      status: response.status,
      code: (parsed.success && (parsed.data.code ?? parsed.data.error?.toUpperCase())) || `HTTP_${response.status}`,
      messages: parsed.success ? (parsed.data.messages ?? (parsed.data.error_description ? [parsed.data.error_description] : [])) : [],
    };
    return { ok: false, error };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { ok: false, error: { kind: 'malformed', status: response.status, code: 'MALFORMED_ANSWER', messages: [`Unexpected answer from ${new URL(url).pathname}`] } };
  return { ok: true, data: parsed.data };
}

/** POST {registration host}/o/client/register { software_statement } → { client_id, client_secret } */
export function tvRegisterClient(host: string, softwareStatement: string, timeoutMs: number) {
  return hostCall(tvClientSchema, `${host}/o/client/register`, { method: 'POST', body: JSON.stringify({ software_statement: softwareStatement }), timeoutMs });
}

/** GET {tv provider host}/api/v1/config/{requestorId} → { requestor: { mvpds }, channels } */
export function tvProviderConfig(host: string, requestorId: string, timeoutMs: number) {
  return hostCall(tvConfigSchema, `${host}/api/v1/config/${seg(requestorId)}`, { method: 'GET', timeoutMs });
}
