/**
 * Which OpenID client a sign-in came through, so sign-out can end the provider session too
 * (the logout-uri call). Kept beside the session cookie rather than in it: the platform checks
 * the claim anyway (logout-uri answers 404 for a sign-in that did not come through that client).
 */
import type { AppContext } from '~/context.server';
import { pathFor } from '~/routing/paths';
import { clearCookie, identityCookie, readCookie } from './cookies.server';

const cookie = () => identityCookie('identity_provider', 60 * 60 * 24 * 30);

export function rememberProviderSignIn(clientName: string): Promise<string> {
  return cookie().serialize(clientName);
}

export function forgetProviderSignIn(): Promise<string> {
  return clearCookie(cookie());
}

/**
 * Where sign-out should send the browser to end the provider session (the provider returns it
 * to login with `from`), or null for a sign-in without one. Call before the refresh token is
 * revoked: the logout-uri call needs the viewer's bearer. Failures are only logged.
 */
export async function providerLogoutTarget(ctx: AppContext, from: string): Promise<string | null> {
  const clientName = await readCookie(cookie(), ctx.request, (value) => (typeof value === 'string' && /^[a-z0-9-]{1,40}$/.test(value) ? value : null));
  if (!clientName || !ctx.user || ctx.user.isGuest) return null;
  const back = new URL(pathFor('login', {}, { locale: ctx.locale, query: { from: from || undefined } }), ctx.url.origin).toString();
  const answer = await ctx.platform.identity.openIdLogoutUri({ params: { client: clientName }, query: { postLogoutRedirectUri: back } });
  if (!answer.ok) {
    if (answer.error.status !== 404) console.warn(`[web] identity-manager logout failed for ${clientName}: ${answer.error.code}`);
    return null;
  }
  return answer.data.logoUri;
}
