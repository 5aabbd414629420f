/**
 * Views shared by the provider sign-in screens: the exchange step (a spinner while the code is
 * exchanged; a POST form submitted at once with JavaScript, a Continue button without) and the
 * failure (message by error code, details line, retry and back to sign-in).
 */
import { useEffect, useRef } from 'react';
import { Form, Link } from '@remix-run/react';
import { useKeyText, useT } from '~/labels/labels';
import { providerErrorDetails, providerErrorText, type ProviderFailure } from './errors';

export function ExchangeStep({ fields, label = 'providerSigningIn' }: { fields: Record<string, string>; label?: string }) {
  const t = useT();
  const keyText = useKeyText();
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  useEffect(() => {
    if (submitted.current || !form.current) return;
    submitted.current = true;
    form.current.requestSubmit();
  }, []);
  return (
    <div className="identity-card" data-testid="provider-exchange">
      <p className="identity-status" role="status" aria-live="polite">
        <span className="identity-spinner" aria-hidden="true" />
        {keyText(label)}
      </p>
      <Form method="post" ref={form} replace>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <noscript>
          <button type="submit" className="button button--primary button--block">
            {t('providerContinue')}
          </button>
        </noscript>
      </Form>
    </div>
  );
}

export function ProviderFailed({
  failure,
  retryHref,
  loginHref,
  fallbackKey,
}: {
  failure: ProviderFailure;
  retryHref: string | null;
  loginHref: string;
  fallbackKey?: string;
}) {
  const t = useT();
  const keyText = useKeyText();
  const details = providerErrorDetails(keyText, failure);
  return (
    <div className="identity-card" data-testid="provider-error">
      <p className="form-error" role="alert">
        {providerErrorText(keyText, failure, fallbackKey)}
      </p>
      {details ? <p className="identity-details">{details}</p> : null}
      <div className="identity-actions">
        {retryHref ? (
          <a className="button button--primary" href={retryHref}>
            {t('providerTryAgain')}
          </a>
        ) : null}
        <Link className="button button--ghost" to={loginHref}>
          {t('backToSignIn')}
        </Link>
      </div>
    </div>
  );
}
