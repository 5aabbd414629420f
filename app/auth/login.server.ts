/**
 * The login screen's loader and action. Kept out of login.route.tsx so the route module imports
 * no server module: each one becomes an empty chunk the browser fetches before the page can
 * hydrate.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { parseLoginForm, type LoginFormError } from '~/auth/login-form.server';
import { loginLayoutData } from '~/auth/login-page.server';
import { carriedQuery, signInTarget } from '~/auth/login-query';
import { loginErrorLabel } from '~/auth/platform-errors';
import { viewerHeaders } from '~/auth/viewer-headers.server';
import { pageMeta } from '~/content/section-page.server';
import { providerSignInLinks } from '~/identity/provider-links.server';
import type { LabelKey } from '~/labels/labels';
import { pathFor } from '~/routing/paths';
import { screenDef } from '~/routing/route-table';
import { createUserSession } from '~/session.server';

const PROVIDER_NAME = /^[A-Za-z0-9_-]{1,64}$/;

export async function loader({ context }: LoaderFunctionArgs) {
  const ctx = context;
  const query = ctx.url.searchParams;
  const locale = ctx.locale;
  if (ctx.user && !ctx.user.isGuest) throw redirect(signInTarget(query, locale));

  // Answers of other sign-in routes that land on /login: hand them to their screen.
  const token = query.get('token');
  if (token) throw redirect(pathFor('magicLink', {}, { locale, query: { ...carriedQuery(query), token: token.slice(0, 200) } }));
  const provider = query.get('socialProvider') ?? query.get('provider');
  if (query.get('code') && provider && PROVIDER_NAME.test(provider) && screenDef('loginProvider').file) {
    const forwarded = new URLSearchParams(query);
    forwarded.delete('socialProvider');
    throw redirect(pathFor('loginProvider', { authProvider: provider }, { locale, query: forwarded }));
  }
  const layout = loginLayoutData(ctx, 'login');
  if (query.get('type') === 'signup' && layout.signupHref) throw redirect(layout.signupHref);

  return json(
    {
      layout,
      // The realm's identity providers (app/identity): one sign-in link each, carrying the query.
      providers: providerSignInLinks(ctx),
      email: query.get('email')?.trim().slice(0, 254) ?? '',
      meta: pageMeta(ctx, 'login', {}, ''),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

type ActionData = { error: LoginFormError | LabelKey; email: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = context;
  const form = await request.formData();
  const input = parseLoginForm(form);
  if (!input.ok) return json<ActionData>({ error: input.error, email: input.email }, { status: 400 });

  const answer = await ctx.platform.auth.login({ body: { id: input.email, secret: input.password }, headers: viewerHeaders(ctx) });
  if (!answer.ok) {
    const { label, status } = loginErrorLabel(answer.error);
    return json<ActionData>({ error: label, email: input.email }, { status });
  }
  // A new session (new cookie contents, nothing carried over from the guest one).
  const session = await createUserSession({ authorisationToken: answer.data.authorisationToken, refreshToken: answer.data.refreshToken });
  if (!session) return json<ActionData>({ error: 'sorrySomethingWentWrong', email: input.email }, { status: 502 });
  return redirect(signInTarget(ctx.url.searchParams, ctx.locale), { headers: { 'Set-Cookie': session.cookie } });
}
