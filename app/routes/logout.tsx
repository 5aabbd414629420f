/**
 * POST /logout: revokes the refresh token on the platform, ends the session and
 * returns to login carrying `from`. GET changes nothing (405).
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { getContext } from '~/context.server';
import { pathFor } from '~/routing/paths';
import { safeRedirect } from '~/routing/safe-redirect';
import { destroySessionCookie } from '~/session.server';

export async function loader() {
  throw new Response('Sign out with the button (POST).', { status: 405, headers: { Allow: 'POST' } });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await getContext(request);
  const tokens = ctx.session.get('tokens');
  if (tokens) {
    // Best effort: a platform outage must not keep the viewer signed in here.
    const answer = await ctx.client.logout(tokens.refreshToken);
    if (!answer.ok) console.warn('[web] logout: platform did not confirm revocation:', answer.error.code);
  }
  const form = await request.formData().catch(() => null);
  let from = safeRedirect(form?.get('from') ?? null, '');
  if (!from) {
    const referer = request.headers.get('referer');
    try {
      const url = referer ? new URL(referer) : null;
      if (url && url.origin === ctx.url.origin) from = safeRedirect(url.pathname + url.search, '');
    } catch {
      from = '';
    }
  }
  return redirect(pathFor('login', {}, { locale: ctx.locale, query: { from: from || undefined } }), {
    headers: { 'Set-Cookie': await destroySessionCookie(ctx.session) },
  });
}
