/**
 * Sign-in: identity + password in the login layout. Works without
 * JS (native validation off, the action validates); with JS the empty-inputs check runs
 * before submitting. States: idle, loading (submit disabled), error, success (a message
 * replaces the button while the browser follows the redirect). A fresh session on success,
 * then the completion target (entryPage, from, redirectTo, home) through safeRedirect.
 *
 * Query: a magic-link `token` goes to the magic-link page, a provider `code` to the
 * provider's page, `type=signup` to sign-up; the rest is carried (app/auth/login-query.ts).
 */
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { parseLoginForm, type LoginFormError } from '~/auth/login-form.server';
import { LoginLayout, loginStylesHref, RequiredLabel } from '~/auth/login-layout';
import { loginMeta } from '~/auth/login-meta';
import { loginLayoutData } from '~/auth/login-page.server';
import { carriedQuery, signInTarget } from '~/auth/login-query';
import { loginErrorLabel } from '~/auth/platform-errors';
import { PasswordInput, TrimmedInput } from '~/auth/password-input';
import { viewerHeaders } from '~/auth/viewer-headers.server';
import { pageMeta } from '~/content/section-page.server';
import { ProviderButtons } from '~/identity/provider-buttons';
import { providerSignInLinks } from '~/identity/provider-links.server';
import { useKeyText, useT, type LabelKey } from '~/labels/labels';
import { pathFor } from '~/routing/paths';
import { screenDef } from '~/routing/route-table';
import { createUserSession } from '~/session.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: loginStylesHref }];

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

export default function LoginRoute() {
  const { layout, providers, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const t = useT();
  const keyText = useKeyText();
  const [clientError, setClientError] = useState<string | null>(null);
  const submitting = navigation.state === 'submitting';
  // After a successful action the browser follows the redirect elsewhere: say so instead of the button.
  const succeeded = navigation.state === 'loading' && Boolean(navigation.formMethod) && navigation.location.pathname !== location.pathname;
  const error = clientError ?? (submitting || succeeded ? null : (result?.error ?? null));

  return (
    <LoginLayout
      layout={layout}
      footer={
        <>
          <ProviderButtons links={providers} />
          <p className="login-links">
            <Link to={layout.links.requestPassword}>{t('forgotPasswordLink')}</Link>
            {layout.dedicatedLogin ? null : <Link to={layout.links.magicLink}>{t('magicLinkOption')}</Link>}
          </p>
          {layout.signupHref ? (
            <p>
              {t('noAccountYet')} <a href={layout.signupHref}>{t('signUp')}</a>
            </p>
          ) : null}
        </>
      }
    >
      <Form
        method="post"
        noValidate
        className="login-form"
        aria-busy={submitting}
        onSubmit={(event) => {
          const data = new FormData(event.currentTarget);
          const empty = [...data.values()].every((v) => typeof v === 'string' && v.trim() === '');
          if (empty) {
            event.preventDefault();
            setClientError('emptyInputs');
          } else {
            setClientError(null);
          }
        }}
      >
        <label>
          <RequiredLabel text={t('email')} />
          <TrimmedInput
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            defaultValue={result?.email || email}
            aria-invalid={error === 'pleaseProvideValidEmail' || error === 'pleaseProvideYourEmail' || undefined}
          />
        </label>
        <label>
          <RequiredLabel text={t('password')} />
          <PasswordInput name="password" autoComplete="current-password" required aria-invalid={error === 'pleaseProvideYourPassword' || undefined} />
        </label>
        {error ? (
          <p className="login-message login-message--error" role="alert" data-testid="login-error">
            {keyText(error)}
          </p>
        ) : null}
        {succeeded ? (
          <p className="login-message login-message--success" role="status" data-testid="login-success">
            {t('signInSuccess')}
          </p>
        ) : (
          <button type="submit" className="button button--primary button--block" disabled={submitting}>
            {submitting ? t('signingIn') : t('signInSubmit')}
          </button>
        )}
      </Form>
    </LoginLayout>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => loginMeta(matches, data?.meta, { key: 'signInTitle', fallback: 'Sign in' });
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
