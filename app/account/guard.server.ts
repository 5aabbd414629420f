/**
 * Signed-in-only screens: guests go to login with a `from` naming this page (the same
 * rule as content granted on sign-in).
 */
import { redirect } from '@remix-run/node';
import { isOutage, type PlatformError } from '~/platform/client.server';
import { unavailable } from '~/context.server';
import type { AppContext } from '~/context.server';
import { pathFor } from '~/routing/paths';
import { safeRedirect } from '~/routing/safe-redirect';
import { createUserSession, destroySessionCookie, type SessionTokens, type SessionUser } from '~/session.server';

export function requireSignedIn(ctx: AppContext): SessionUser {
  const user = ctx.user;
  if (!user || user.isGuest) {
    throw redirect(pathFor('login', {}, { locale: ctx.locale, query: { from: safeRedirect(ctx.url.pathname + ctx.url.search, '') || undefined } }));
  }
  return user;
}

/**
 * Replaces the viewer's session with a new one (profile switch, impersonation): the old
 * refresh token is revoked on the platform first (best effort), so the previous session
 * does not linger for 30 days. Returns the Set-Cookie value, or null when the tokens are unusable.
 */
export async function replaceSession(ctx: AppContext, tokens: SessionTokens): Promise<string | null> {
  const previous = ctx.session.get('tokens');
  const created = await createUserSession(tokens);
  if (!created) return null;
  if (previous) {
    const answer = await ctx.platform.auth.logout({ body: { refreshToken: previous.refreshToken } });
    if (!answer.ok) console.warn('[web] session replace: previous session not revoked:', answer.error.code);
  }
  return created.cookie;
}

/** Personal pages are never cached; a refreshed session travels with the answer. */
export async function privateHeaders(ctx: AppContext): Promise<Headers> {
  const headers = await ctx.sessionHeaders();
  headers.set('Cache-Control', 'private, no-store');
  return headers;
}

/** The account area's own navigation, written in the viewer's path set. */
export function accountNavLinks(locale: string) {
  return {
    account: pathFor('account', {}, { locale }),
    profiles: pathFor('profiles', {}, { locale }),
    preferences: pathFor('preferences', {}, { locale }),
    tvLogin: pathFor('tvLogin', {}, { locale }),
  };
}

/**
 * A loader's platform call failed: an outage is the 503 page; a 401 (the sign-in ended on the
 * platform, e.g. revoked elsewhere) is the login page with `from` and the dead session cleared;
 * anything else is an error page with that status.
 */
export async function loadFailed(ctx: AppContext, error: PlatformError): Promise<never> {
  if (isOutage(error)) throw unavailable(error.messages[0] ?? 'The platform is unavailable.');
  if (error.status === 401) {
    const from = safeRedirect(ctx.url.pathname + ctx.url.search, '') || undefined;
    const headers = await ctx.sessionHeaders();
    headers.append('Set-Cookie', await destroySessionCookie(ctx.session));
    throw redirect(pathFor('login', {}, { locale: ctx.locale, query: { from } }), { headers });
  }
  throw new Response(error.messages[0] ?? 'Unavailable', { status: error.status || 500 });
}
