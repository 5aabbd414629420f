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
import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { LoginLayout, loginStylesHref, RequiredLabel } from '~/auth/login-layout';
import { loginMeta } from '~/auth/login-meta';
import { PasswordInput, TrimmedInput } from '~/auth/password-input';
import { ProviderButtons } from '~/identity/provider-buttons';
import { useKeyText, useT } from '~/labels/labels';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: loginStylesHref }];

// In login.server.ts: this module imports no server module (see there).
export { action, loader } from './login.server';
import type { action, loader } from './login.server';

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
