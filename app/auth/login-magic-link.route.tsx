/**
 * Magic link: enter an email, a link is mailed; the link's
 * `?token=` is exchanged for a session. Opening the link (a GET) changes nothing: the page
 * posts the token (automatically with JS, with a button without), then a fresh session and
 * the completion target. Messages: failedToSend, failedToMagicLogin; the shared invalid
 * email message.
 */
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { isEmail } from '~/auth/login-form.server';
import { LoginLayout, loginStylesHref } from '~/auth/login-layout';
import { loginMeta } from '~/auth/login-meta';
import { MailRequestScreen } from '~/auth/mail-request-screen';
import { loginLayoutData } from '~/auth/login-page.server';
import { signInTarget } from '~/auth/login-query';
import { magicLinkErrorLabel } from '~/auth/platform-errors';
import { viewerHeaders } from '~/auth/viewer-headers.server';
import { pageMeta } from '~/content/section-page.server';
import { useT, type LabelKey } from '~/labels/labels';
import { createUserSession } from '~/session.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: loginStylesHref }];

const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

export async function loader({ context }: LoaderFunctionArgs) {
  const ctx = context;
  const query = ctx.url.searchParams;
  if (ctx.user && !ctx.user.isGuest && !query.get('token')) throw redirect(signInTarget(query, ctx.locale));
  const token = query.get('token')?.trim() ?? '';
  const layout = loginLayoutData(ctx, 'magicLink');
  // A captcha-type MFA configuration: sign-in only on the dedicated login page (a mailed link would skip the captcha).
  if (layout.dedicatedLogin && !token) throw redirect(layout.links.login);
  return json(
    {
      layout,
      token: TOKEN.test(token) ? token : '',
      badToken: Boolean(token) && !TOKEN.test(token),
      email: query.get('email')?.trim().slice(0, 254) ?? '',
      meta: pageMeta(ctx, 'magicLink', {}, ''),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

type ActionData = { intent: 'send'; sent: true } | { intent: 'send' | 'exchange'; error: LabelKey; email?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = context;
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const headers = viewerHeaders(ctx);

  if (field('intent') === 'exchange') {
    const token = field('token');
    if (!TOKEN.test(token)) return json<ActionData>({ intent: 'exchange', error: 'failedToMagicLogin' }, { status: 400 });
    const answer = await ctx.platform.auth.magicLinkSignIn({ body: { token }, headers });
    if (!answer.ok) {
      const { label, status } = magicLinkErrorLabel(answer.error, 'exchange');
      return json<ActionData>({ intent: 'exchange', error: label }, { status });
    }
    const session = await createUserSession({ authorisationToken: answer.data.authorisationToken, refreshToken: answer.data.refreshToken });
    if (!session) return json<ActionData>({ intent: 'exchange', error: 'failedToMagicLogin' }, { status: 502 });
    const target = new URLSearchParams(ctx.url.searchParams);
    target.delete('token');
    return redirect(signInTarget(target, ctx.locale), { headers: { 'Set-Cookie': session.cookie } });
  }

  const email = field('email').slice(0, 254);
  if (!email || !isEmail(email)) return json<ActionData>({ intent: 'send', error: 'pleaseProvideValidEmail', email }, { status: 400 });
  const answer = await ctx.platform.auth.requestMagicLink({ query: { email }, headers });
  if (!answer.ok) {
    const { label, status } = magicLinkErrorLabel(answer.error, 'send');
    return json<ActionData>({ intent: 'send', error: label, email }, { status });
  }
  return json<ActionData>({ intent: 'send', sent: true });
}

export default function MagicLinkRoute() {
  const { layout, token, badToken, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionData | undefined;
  const navigation = useNavigation();
  const submit = useSubmit();
  const t = useT();
  const exchangeForm = useRef<HTMLFormElement>(null);
  const busy = navigation.state !== 'idle' && Boolean(navigation.formMethod);
  const error = badToken ? 'failedToMagicLogin' : !busy && result && 'error' in result ? result.error : null;
  const exchangeFailed = result?.intent === 'exchange' && 'error' in result;

  // With JS the link signs in by itself: the token is posted once on arrival.
  const posted = useRef(false);
  useEffect(() => {
    if (!token || posted.current || !exchangeForm.current) return;
    posted.current = true;
    submit(exchangeForm.current, { replace: true });
  }, [token, submit]);

  const errorLine = error ? (
    <p className="login-message login-message--error" role="alert" data-testid="magic-error">
      {t(error)}
    </p>
  ) : null;

  if (token && !exchangeFailed) {
    return (
      <LoginLayout layout={layout}>
        <Form method="post" ref={exchangeForm} className="login-form" aria-busy={busy}>
          <input type="hidden" name="intent" value="exchange" />
          <input type="hidden" name="token" value={token} />
          {busy ? <div className="login-spinner" role="status" aria-label={t('signingIn')} /> : null}
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? t('signingIn') : t('magicLinkContinue')}
          </button>
        </Form>
      </LoginLayout>
    );
  }

  return (
    <MailRequestScreen
      layout={layout}
      sent={Boolean(result && 'sent' in result)}
      sentKey="magicLinkSent"
      sentTestId="magic-sent"
      introKey="magicLinkIntro"
      submitKey="sendMagicLink"
      intent="send"
      defaultEmail={(result && 'email' in result && result.email) || email}
      errorLine={errorLine}
      busy={busy}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  loginMeta(matches, data?.meta, { key: 'magicLinkTitle', fallback: 'Sign in with a link' }, { noReferrer: true });
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
