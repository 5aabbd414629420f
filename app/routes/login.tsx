/**
 * Sign-in (routes-and-access §2.3, minimal): identity + password form, POST to the
 * platform's /login, a fresh session, then back to the safe `from` target (or the
 * default page). Works without JS; native validation is off (the server validates).
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { parseLoginForm } from '~/auth/login-form.server';
import { getContext } from '~/context.server';
import { metaFrom } from '~/content/route-helpers';
import { pageMeta } from '~/content/section-page.server';
import { useT } from '~/labels/labels';
import { pathFor } from '~/routing/paths';
import { safeRedirect } from '~/routing/safe-redirect';
import { createUserSession } from '~/session.server';

function returnTarget(search: URLSearchParams | FormData, fallback: string) {
  return safeRedirect(search.get('from') ?? search.get('redirectTo'), fallback);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await getContext(request);
  const home = pathFor('home', {}, { locale: ctx.locale });
  const target = returnTarget(ctx.url.searchParams, home);
  if (ctx.user && !ctx.user.isGuest) throw redirect(target);
  return json(
    { from: target === home ? '' : target, email: ctx.url.searchParams.get('email')?.slice(0, 254) ?? '', meta: pageMeta(ctx, 'login', {}, '') },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

type ActionData = { error: string; email: string };

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await getContext(request);
  const form = await request.formData();
  const input = parseLoginForm(form);
  if (!input.ok) return json<ActionData>({ error: input.error, email: input.email }, { status: 400 });
  const { email, password } = input;

  const answer = await ctx.client.login(email, password);
  if (!answer.ok) {
    const wrong = answer.error.kind === 'http' && answer.error.status >= 400 && answer.error.status < 500;
    return json<ActionData>(
      { error: wrong ? 'failedAuthentication' : 'sorrySomethingWentWrong', email },
      { status: wrong ? (answer.error.status === 429 ? 429 : 401) : 503 },
    );
  }
  const session = await createUserSession({ authorisationToken: answer.data.authorisationToken, refreshToken: answer.data.refreshToken });
  if (!session) return json<ActionData>({ error: 'sorrySomethingWentWrong', email }, { status: 502 });
  const target = returnTarget(form, pathFor('home', {}, { locale: ctx.locale }));
  return redirect(target, { headers: { 'Set-Cookie': session.cookie } });
}

export default function LoginRoute() {
  const { from, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  const busy = navigation.state === 'submitting';
  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1>{t('signInTitle')}</h1>
        <Form method="post" noValidate className="auth-form">
          {from ? <input type="hidden" name="from" value={from} /> : null}
          <label>
            <span>{t('email')} <span aria-hidden="true">*</span></span>
            <input name="email" type="email" autoComplete="username" required defaultValue={result?.email || email} />
          </label>
          <label>
            <span>{t('password')} <span aria-hidden="true">*</span></span>
            <input name="password" type="password" autoComplete="current-password" required />
          </label>
          {result?.error ? <p className="form-error" role="alert">{t(result.error)}</p> : null}
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {t('signInSubmit')}
          </button>
        </Form>
      </div>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const root = matches.find((match) => match.id === 'root')?.data as { labels?: Record<string, string> } | undefined;
  const [, ...rest] = metaFrom(data?.meta);
  return [{ title: root?.labels?.signInTitle ?? 'Sign in' }, ...rest];
};
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
