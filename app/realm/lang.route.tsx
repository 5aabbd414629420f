/**
 * POST /_lang: the language badge's choice. Stores the language in the `lang`
 * cookie (a preference, not a secret: readable, one year) and reloads the same
 * screen written in the new locale's path set.
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { matchScreen, pathFor } from '~/routing/paths';
import { safeRedirect } from '~/routing/safe-redirect';

export async function loader() {
  throw new Response('Method not allowed', { status: 405, headers: { Allow: 'POST' } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = context;
  const form = await request.formData();
  const wanted = String(form.get('lang') ?? '');
  const locale = ctx.settings.locales.find((candidate) => candidate === wanted);
  const back = safeRedirect(form.get('redirectTo'), pathFor('home', {}, { locale: ctx.locale }));
  if (!locale) return redirect(back);

  const url = new URL(back, ctx.url.origin);
  const match = matchScreen(url.pathname);
  let target = back;
  if (match) {
    try {
      target = pathFor(match.screen, match.params, { locale }) + url.search;
    } catch {
      target = back;
    }
  }
  const secure = process.env.NODE_ENV === 'production' ? '; Secure' : '';
  return redirect(target, {
    headers: { 'Set-Cookie': `lang=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}` },
  });
}
