/**
 * Generic single sign-on / OpenID on the web: no code → ask the platform
 * for the provider's authorisation URI (SIGNUP or SIGNIN flow, or the silent variant) and send
 * the browser there, keeping what the viewer was doing in a short-lived cookie. With a code →
 * restore the kept values into the query with PAGE_READY, then exchange the code (a POST: no
 * state change on GET) for a new session and go to the completion target through safeRedirect.
 */
import { redirect } from '@remix-run/node';
import { signInTarget } from '~/auth/login-query';
import type { AppContext } from '~/context.server';
import { createUserSession } from '~/session.server';
import type { OpenIdProvider } from './auth-providers.server';
import type { ProviderFailure } from './errors';
import { clearCookie, identityCookie, readCookie } from './cookies.server';
import { rememberProviderSignIn } from './provider-session.server';
import { clearStoredValues, PAGE_READY, restoredUrl, storedValues, storeValues, valuesFromQuery } from './stored-values.server';

/** The app name in `/oauth/{provider}/{appname}` this web uses as its callback. */
export const WEB_APP_NAME = 'web';

export function callbackUri(ctx: AppContext, provider: OpenIdProvider): string {
  return new URL(`/oauth/${encodeURIComponent(provider.name)}/${WEB_APP_NAME}`, ctx.url.origin).toString();
}

/**
 * The state of the authorisation request this browser started. The exchange only runs for it:
 * without this binding a crafted callback link could sign a viewer into someone else's account
 * (OAuth login CSRF), since the platform alone cannot tell which browser began the request.
 */
const stateCookie = () => identityCookie('identity_state', 600);

function stateOf(authorisationUri: string): string | null {
  try {
    return new URL(authorisationUri).searchParams.get('state');
  } catch {
    return null;
  }
}

export type ProviderPageState =
  { kind: 'exchange'; provider: string; code: string; state: string } | { kind: 'failed'; provider: string; failure: ProviderFailure; retryHref: string };

/**
 * GET without a code: the redirect to the provider (Set-Cookie keeps the viewer's values), or
 * a failure to show (a failed redirect to the provider is also logged).
 */
export async function redirectToProvider(ctx: AppContext, provider: OpenIdProvider): Promise<Response | ProviderPageState> {
  const query = ctx.url.searchParams;
  const answer = await ctx.platform.identity.openIdAuthUri({
    params: { provider: provider.openIdClientName },
    query: {
      authoriseUriFlow: query.get('type') === 'signup' ? 'SIGNUP' : 'SIGNIN',
      redirectUri: callbackUri(ctx, provider),
      extraParams: query.get('extraParams') ?? undefined,
    },
  });
  if (!answer.ok) {
    console.warn(`[web] redirect to OpenID provider ${provider.name} failed: ${answer.error.code}`);
    return {
      kind: 'failed',
      provider: provider.name,
      failure: { code: answer.error.code, messages: answer.error.messages },
      retryHref: ctx.url.pathname + ctx.url.search,
    };
  }
  const target = query.get('prompt') === 'none' ? answer.data.silentAuthorisationUri : answer.data.authorisationUri;
  const state = stateOf(target);
  if (!state) {
    return { kind: 'failed', provider: provider.name, failure: { code: 'MALFORMED_ANSWER', messages: [] }, retryHref: ctx.url.pathname + ctx.url.search };
  }
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', await storeValues(valuesFromQuery(query)));
  headers.append('Set-Cookie', await stateCookie().serialize(state));
  return redirect(target, { headers });
}

/**
 * GET with the provider's answer. First visit: restore the kept values into the query with
 * PAGE_READY (one redirect, cookie cleared). With PAGE_READY: the page that exchanges the code.
 * A provider error (`error=login_required` after a silent attempt, `access_denied`, …) fails.
 */
export async function providerCallback(ctx: AppContext, provider: OpenIdProvider, loginHref: string): Promise<Response | ProviderPageState> {
  const query = ctx.url.searchParams;
  const error = query.get('error');
  if (error) {
    const description = query.get('error_description')?.slice(0, 300);
    return { kind: 'failed', provider: provider.name, failure: { code: error.slice(0, 80), messages: description ? [description] : [] }, retryHref: loginHref };
  }
  const code = query.get('code');
  const state = query.get('state');
  if (!code || !state || code.length > 512 || state.length > 512) {
    return { kind: 'failed', provider: provider.name, failure: { code: 'MISSING_CODE', messages: [] }, retryHref: loginHref };
  }
  if (query.get(PAGE_READY) !== 'true') {
    const values = (await storedValues(ctx.request)) ?? {};
    return redirect(restoredUrl(ctx.url, values), { headers: { 'Set-Cookie': await clearStoredValues(), 'Cache-Control': 'no-store' } });
  }
  return { kind: 'exchange', provider: provider.name, code, state };
}

/** POST: the token exchange, a new session, then the completion target through safeRedirect. */
export async function exchangeCode(ctx: AppContext, provider: OpenIdProvider, form: FormData, loginHref: string): Promise<Response | ProviderPageState> {
  const code = form.get('code');
  const state = form.get('state');
  if (typeof code !== 'string' || typeof state !== 'string' || !code || !state) {
    return { kind: 'failed', provider: provider.name, failure: { code: 'MISSING_CODE', messages: [] }, retryHref: loginHref };
  }
  const expected = await readCookie(stateCookie(), ctx.request, (value) => (typeof value === 'string' ? value : null));
  if (!expected || expected !== state) {
    return { kind: 'failed', provider: provider.name, failure: { code: 'STATE_MISMATCH', messages: [] }, retryHref: loginHref };
  }
  const answer = await ctx.platform.identity.openIdToken({
    params: { client: provider.openIdClientName },
    body: { authorisationCode: code.slice(0, 512), state: state.slice(0, 512) },
  });
  if (!answer.ok) {
    return {
      kind: 'failed',
      provider: provider.name,
      failure: { code: answer.error.code, messages: answer.error.messages, accountConflict: answer.error.status === 409 },
      retryHref: loginHref,
    };
  }
  const session = await createUserSession({ authorisationToken: answer.data.authorisationToken, refreshToken: answer.data.refreshToken });
  if (!session) return { kind: 'failed', provider: provider.name, failure: { code: 'MALFORMED_ANSWER', messages: [] }, retryHref: loginHref };
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', session.cookie);
  headers.append('Set-Cookie', await rememberProviderSignIn(provider.openIdClientName));
  headers.append('Set-Cookie', await clearCookie(stateCookie()));
  return redirect(signInTarget(ctx.url.searchParams, ctx.locale), { headers });
}
