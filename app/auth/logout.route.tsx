/**
 * POST /logout: revokes the refresh token on the platform, ends the session and
 * returns to login carrying `from`, through the OpenID provider's logout when the viewer signed
 * in there (a native submission gets there by a refresh: ./leave-for-provider.server.ts).
 * GET changes nothing (405).
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { forgetProviderSignIn, providerLogoutTarget } from '~/identity/provider-session.server';
import { labelText } from '~/live/label-text.server';
import { pathFor } from '~/routing/paths';
import { safeRedirect } from '~/routing/safe-redirect';
import { destroySessionCookie } from '~/session.server';
import { isNativeSubmission, leaveForProvider } from './leave-for-provider.server';

export async function loader() {
  throw new Response('Sign out with the button (POST).', { status: 405, headers: { Allow: 'POST' } });
}

/** Where to return after signing in again: the form's `from`, else the page the viewer signed out on (same origin only). */
function returnPath(request: Request, form: FormData | null, origin: string): string {
  const fromField = safeRedirect(form?.get('from') ?? null, '');
  if (fromField) return fromField;
  const referer = request.headers.get('referer');
  try {
    const url = referer ? new URL(referer) : null;
    return url && url.origin === origin ? safeRedirect(url.pathname + url.search, '') : '';
  } catch {
    return '';
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = context;
  const form = await request.formData().catch(() => null);
  const from = returnPath(request, form, ctx.url.origin);
  // A sign-in through an OpenID provider also ends the provider session: its logout-uri is asked
  // before the refresh token is revoked (it needs the viewer's bearer); the provider returns to login.
  const providerLogout = await providerLogoutTarget(ctx, from);
  const tokens = ctx.session.get('tokens');
  if (tokens) {
    // Best effort: a platform outage must not keep the viewer signed in here.
    const answer = await ctx.platform.auth.logout({ body: { refreshToken: tokens.refreshToken } });
    if (!answer.ok) console.warn('[web] logout: platform did not confirm revocation:', answer.error.code);
  }
  const headers = new Headers({ 'Set-Cookie': await destroySessionCookie(ctx.session) });
  headers.append('Set-Cookie', await forgetProviderSignIn());
  if (providerLogout && isNativeSubmission(request)) {
    const [status, continueText] = await Promise.all([labelText(ctx, 'providerSigningOut'), labelText(ctx, 'providerContinue')]);
    return leaveForProvider(providerLogout, { lang: ctx.locale, dir: ctx.dir, status, continueText }, headers);
  }
  return redirect(providerLogout ?? pathFor('login', {}, { locale: ctx.locale, query: { from: from || undefined } }), { headers });
}
