/**
 * Email confirmation at /email-confirmation?token= and its
 * account-activation form /activate/{id} (the id is the mailed token). Opening the link
 * changes nothing by itself (no state change on GET): the page posts the token, at once
 * with JS (a spinner shows), with a button without. Success: a confirmation, a welcome and a
 * login button prefilling the email; 404: the invalid-token message; anything else, or no
 * token: "something went wrong".
 */
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { LoginLayout, loginStylesHref } from '~/auth/login-layout';
import { loginLayoutData } from '~/auth/login-page.server';
import { viewerHeaders } from '~/auth/viewer-headers.server';
import { metaFrom } from '~/content/route-helpers';
import { pageMeta } from '~/content/section-page.server';
import { useT } from '~/labels/labels';
import { matchScreen, pathFor } from '~/routing/paths';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: loginStylesHref }];

const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

function tokenOf(url: URL, params: Record<string, string | undefined>): string {
  const value = (params.id ?? url.searchParams.get('token') ?? '').trim();
  return TOKEN.test(value) ? value : '';
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const ctx = context;
  const screen = matchScreen(ctx.url.pathname)?.screen === 'activateUser' ? 'activateUser' : 'emailConfirmation';
  return json(
    {
      layout: { ...loginLayoutData(ctx, screen), backHref: null },
      token: tokenOf(ctx.url, params),
      meta: pageMeta(ctx, screen, params.id ? { id: params.id } : {}, ''),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

type ActionData = { confirmed: true; loginHref: string } | { error: 'invalidConfirmationToken' | 'sorrySomethingWentWrong' };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const ctx = context;
  const form = await request.formData();
  const posted = form.get('token');
  const token = typeof posted === 'string' && TOKEN.test(posted.trim()) ? posted.trim() : tokenOf(ctx.url, params);
  if (!token) return json<ActionData>({ error: 'sorrySomethingWentWrong' }, { status: 400 });
  const answer = await ctx.platform.auth.confirmEmail({ body: { token }, headers: viewerHeaders(ctx) });
  if (!answer.ok) {
    const invalid = answer.error.kind === 'http' && answer.error.status === 404;
    return json<ActionData>({ error: invalid ? 'invalidConfirmationToken' : 'sorrySomethingWentWrong' }, { status: invalid ? 404 : 502 });
  }
  return json<ActionData>({ confirmed: true, loginHref: pathFor('login', {}, { locale: ctx.locale, query: { email: answer.data.email } }) });
}

export default function EmailConfirmationRoute() {
  const { layout, token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionData | undefined;
  const navigation = useNavigation();
  const submit = useSubmit();
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const posted = useRef(false);
  const busy = navigation.state !== 'idle' && Boolean(navigation.formMethod);

  useEffect(() => {
    if (!token || posted.current || !form.current) return;
    posted.current = true;
    submit(form.current, { replace: true });
  }, [token, submit]);

  let body;
  if (result && 'confirmed' in result) {
    body = (
      <>
        <p className="login-message login-message--success" role="status" data-testid="email-confirmed">
          {t('emailConfirmed')}
        </p>
        <p>{t('welcomeSignIn')}</p>
        <Link to={result.loginHref} className="button button--primary button--block" data-testid="email-confirmed-login">
          {t('signIn')}
        </Link>
      </>
    );
  } else if (result && 'error' in result) {
    body = (
      <p className="login-message login-message--error" role="alert" data-testid="email-confirmation-error">
        {t(result.error)}
      </p>
    );
  } else if (!token) {
    body = (
      <p className="login-message login-message--error" role="alert" data-testid="email-confirmation-error">
        {t('sorrySomethingWentWrong')}
      </p>
    );
  } else {
    body = (
      <Form method="post" ref={form} className="login-form" aria-busy={busy}>
        <input type="hidden" name="token" value={token} />
        {busy ? (
          <>
            <div className="login-spinner" aria-hidden="true" />
            <p role="status">{t('confirmingEmail')}</p>
          </>
        ) : (
          <button type="submit" className="button button--primary button--block">
            {t('confirmEmailButton')}
          </button>
        )}
      </Form>
    );
  }
  return <LoginLayout layout={layout}>{body}</LoginLayout>;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const root = matches.find((match) => match.id === 'root')?.data as { labels?: Record<string, string> } | undefined;
  const [, ...rest] = metaFrom(data?.meta);
  return [{ title: root?.labels?.emailConfirmationTitle ?? 'Email confirmation' }, { name: 'referrer', content: 'no-referrer' }, ...rest];
};
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
