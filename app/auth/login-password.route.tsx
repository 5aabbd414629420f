/**
 * Request password and reset password, one module for
 * /login/request-password, /login/resetpwd and the legacy /requestnewpwd and /resetpwd:
 * without a token the viewer asks for a reset mail; with `?token=` the new-password form
 * shows instead. Success goes to login after 3000 ms (a refresh fallback without JS);
 * failures show the label for the server's code, else a generic message.
 * The request answers the same for known and unknown accounts (the platform does too).
 */
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from '@remix-run/react';
import { useEffect } from 'react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { isEmail } from '~/auth/login-form.server';
import { LoginLayout, loginStylesHref, RequiredLabel } from '~/auth/login-layout';
import { loginMeta } from '~/auth/login-meta';
import { MailRequestScreen } from '~/auth/mail-request-screen';
import { loginLayoutData, type LoginLayoutScreen } from '~/auth/login-page.server';
import { newPasswordProblem } from '~/auth/password-rules';
import { passwordErrorLabel } from '~/auth/platform-errors';
import { PasswordInput } from '~/auth/password-input';
import { viewerHeaders } from '~/auth/viewer-headers.server';
import { pageMeta } from '~/content/section-page.server';
import { useT, type LabelKey } from '~/labels/labels';
import { matchScreen, pathFor } from '~/routing/paths';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: loginStylesHref }];

/** Reset-password success → login after this long. */
export const RESET_SUCCESS_REDIRECT_MS = 3000;

const SCREENS = ['requestPassword', 'requestNewPassword', 'resetPassword', 'resetPasswordLegacy'] as const;
type PasswordScreen = (typeof SCREENS)[number];
const PROVIDER_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

function screenOf(pathname: string): PasswordScreen {
  const screen = matchScreen(pathname)?.screen;
  return (SCREENS as readonly string[]).includes(screen ?? '') ? (screen as PasswordScreen) : 'requestPassword';
}

export async function loader({ context }: LoaderFunctionArgs) {
  const ctx = context;
  const query = ctx.url.searchParams;
  const screen = screenOf(ctx.url.pathname);
  const token = query.get('token')?.trim() ?? '';
  const providerParam = query.get('provider');
  const provider = providerParam && PROVIDER_NAME.test(providerParam) ? providerParam : null;
  const layout = loginLayoutData(ctx, screen as LoginLayoutScreen, { provider });
  return json(
    {
      layout,
      mode: token ? ('reset' as const) : ('request' as const),
      token: TOKEN.test(token) ? token : '',
      provider,
      email: query.get('email')?.trim().slice(0, 254) ?? '',
      meta: pageMeta(ctx, screen, {}, ''),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

type ActionData =
  { intent: 'request'; sent: true } | { intent: 'reset'; done: true; loginHref: string } | { intent: 'request' | 'reset'; error: LabelKey; email?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = context;
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const headers = viewerHeaders(ctx);

  if (field('intent') === 'reset') {
    const token = field('token').trim();
    const password = field('password');
    const confirm = field('confirmPassword');
    if (!password && !confirm) return json<ActionData>({ intent: 'reset', error: 'emptyInputs' }, { status: 400 });
    if (!TOKEN.test(token)) return json<ActionData>({ intent: 'reset', error: 'resetTokenInvalid' }, { status: 400 });
    const problem = newPasswordProblem(password, confirm);
    if (problem) return json<ActionData>({ intent: 'reset', error: problem }, { status: 400 });
    const answer = await ctx.platform.auth.resetPassword({ body: { token, secret: password }, headers });
    if (!answer.ok) {
      const { label, status } = passwordErrorLabel(answer.error);
      return json<ActionData>({ intent: 'reset', error: label }, { status });
    }
    return json<ActionData>({ intent: 'reset', done: true, loginHref: pathFor('login', {}, { locale: ctx.locale }) });
  }

  const email = field('email').trim().slice(0, 254);
  if (!email) return json<ActionData>({ intent: 'request', error: 'pleaseProvideYourEmail', email }, { status: 400 });
  if (!isEmail(email)) return json<ActionData>({ intent: 'request', error: 'pleaseProvideValidEmail', email }, { status: 400 });
  const providerValue = field('provider');
  const body = PROVIDER_NAME.test(providerValue) ? { id: email, provider: providerValue } : { id: email };
  const answer = await ctx.platform.auth.requestPasswordReset({ body, headers });
  if (!answer.ok) {
    const { label, status } = passwordErrorLabel(answer.error);
    return json<ActionData>({ intent: 'request', error: label, email }, { status });
  }
  return json<ActionData>({ intent: 'request', sent: true });
}

export default function PasswordRoute() {
  const { layout, mode, token, provider, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionData | undefined;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const t = useT();
  const busy = navigation.state === 'submitting';
  const error = !busy && result && 'error' in result ? result.error : null;
  const done = result && 'done' in result ? result : null;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(done.loginHref), RESET_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const errorLine = error ? (
    <p className="login-message login-message--error" role="alert" data-testid="password-error">
      {t(error)}
    </p>
  ) : null;

  if (done) {
    return (
      <LoginLayout layout={layout}>
        {/* Without JavaScript the browser follows this after the same 3 s. */}
        <noscript>
          <meta httpEquiv="refresh" content={`${RESET_SUCCESS_REDIRECT_MS / 1000};url=${done.loginHref}`} />
        </noscript>
        <p className="login-message login-message--success" role="status" data-testid="password-success">
          {t('passwordSuccessfullyReset')}
        </p>
        <Link to={done.loginHref}>{t('signIn')}</Link>
      </LoginLayout>
    );
  }

  if (mode === 'reset') {
    return (
      <LoginLayout layout={layout}>
        <Form method="post" noValidate className="login-form" aria-busy={busy}>
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="token" value={token} />
          <label>
            <RequiredLabel text={t('newPassword')} />
            <PasswordInput name="password" autoComplete="new-password" required minLength={8} maxLength={128} />
          </label>
          <label>
            <RequiredLabel text={t('confirmNewPassword')} />
            <PasswordInput name="confirmPassword" autoComplete="new-password" required maxLength={128} />
          </label>
          {errorLine}
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {t('saveNewPassword')}
          </button>
        </Form>
      </LoginLayout>
    );
  }

  return (
    <MailRequestScreen
      layout={layout}
      sent={Boolean(result && 'sent' in result)}
      sentKey="resetPasswordEmailSent"
      sentTestId="password-sent"
      introKey="requestPasswordIntro"
      submitKey="sendResetLink"
      intent="request"
      hiddenFields={provider ? <input type="hidden" name="provider" value={provider} /> : null}
      defaultEmail={(result && 'email' in result && result.email) || email}
      errorLine={errorLine}
      busy={busy}
    />
  );
}

// The reset token is in the address: never send it to another site as a Referer.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  loginMeta(matches, data?.meta, { key: data?.layout.titleKey ?? 'forgotPasswordTitle', fallback: 'Password' }, { noReferrer: true });
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
