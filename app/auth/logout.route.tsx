/**
 * POST /logout: revokes the refresh token on the platform, ends the session and
 * returns to login carrying `from`. GET changes nothing (405).
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { forgetProviderSignIn, providerLogoutTarget } from '~/identity/provider-session.server';
import { pathFor } from '~/routing/paths';
import { safeRedirect } from '~/routing/safe-redirect';
import { destroySessionCookie } from '~/session.server';

export async function loader() {
  throw new Response('Sign out with the button (POST).', { status: 405, headers: { Allow: 'POST' } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = context;
  const form = await request.formData().catch(() => null);
  const fromField = safeRedirect(form?.get('from') ?? null, '');
  // A sign-in through an OpenID provider also ends the provider session: its logout-uri is asked
  // before the refresh token is revoked (it needs the viewer's bearer); the provider returns to login.
  const providerLogout = await providerLogoutTarget(ctx, fromField);
  const tokens = ctx.session.get('tokens');
  if (tokens) {
    // Best effort: a platform outage must not keep the viewer signed in here.
    const answer = await ctx.platform.auth.logout({ body: { refreshToken: tokens.refreshToken } });
    if (!answer.ok) console.warn('[web] logout: platform did not confirm revocation:', answer.error.code);
  }
  let from = fromField;
  if (!from) {
    const referer = request.headers.get('referer');
    try {
      const url = referer ? new URL(referer) : null;
      if (url && url.origin === ctx.url.origin) from = safeRedirect(url.pathname + url.search, '');
    } catch {
      from = '';
    }
  }
  const headers = new Headers({ 'Set-Cookie': await destroySessionCookie(ctx.session) });
  headers.append('Set-Cookie', await forgetProviderSignIn());
  return redirect(providerLogout ?? pathFor('login', {}, { locale: ctx.locale, query: { from: from || undefined } }), { headers });
}
