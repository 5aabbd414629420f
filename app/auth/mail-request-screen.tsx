/**
 * The "mail me a link" screen shared by the magic link and the password request: an
 * email form that posts `intent`, and once the platform
 * accepted it the sent message in its place. A link back to sign-in sits in the footer.
 * The route keeps its own action, labels and test ids; this is only the markup.
 */
import type { ReactNode } from 'react';
import { Form, Link } from '@remix-run/react';
import { useT } from '~/labels/labels';
import { LoginLayout, RequiredLabel } from './login-layout';
import type { LoginLayoutData } from './login-layout-data';
import { TrimmedInput } from './password-input';
import type { LabelKey } from '~/labels/labels';

export interface MailRequestScreenProps {
  layout: LoginLayoutData;
  /** The platform accepted the request: show `sentKey` instead of the form. */
  sent: boolean;
  sentKey: LabelKey;
  sentTestId: string;
  introKey: LabelKey;
  submitKey: LabelKey;
  /** The form's `intent` field. */
  intent: string;
  /** Extra hidden fields the action reads. */
  hiddenFields?: ReactNode;
  defaultEmail: string;
  /** The route's error line (shown above the submit button). */
  errorLine: ReactNode;
  busy: boolean;
}

export function MailRequestScreen(props: MailRequestScreenProps) {
  const { layout, busy } = props;
  const t = useT();
  return (
    <LoginLayout layout={layout} footer={<Link to={layout.links.login}>{t('signIn')}</Link>}>
      {props.sent ? (
        <p className="login-message login-message--success" role="status" data-testid={props.sentTestId}>
          {t(props.sentKey)}
        </p>
      ) : (
        <Form method="post" noValidate className="login-form" aria-busy={busy}>
          <p>{t(props.introKey)}</p>
          <input type="hidden" name="intent" value={props.intent} />
          {props.hiddenFields}
          <label>
            <RequiredLabel text={t('email')} />
            <TrimmedInput name="email" type="email" autoComplete="email" inputMode="email" required defaultValue={props.defaultEmail} />
          </label>
          {props.errorLine}
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {t(props.submitKey)}
          </button>
        </Form>
      )}
    </LoginLayout>
  );
}
