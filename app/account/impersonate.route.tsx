/**
 * `/impersonate/{token}`: an editor's impersonation link. GET only asks for confirmation
 * (no state change on GET); the POST exchanges the token once on the platform (audited
 * there) for a session as the viewer, replacing (and revoking) the current session.
 */
import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { useKeyText, useT } from '~/labels/labels';
import { pathFor } from '~/routing/paths';
import accountStyles from './account.css';
import { replaceSession } from './guard.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

export async function loader({ params }: LoaderFunctionArgs) {
  if (!TOKEN.test(params.token ?? '')) throw new Response('Not found', { status: 404 });
  return json({}, { headers: { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' } });
}

export async function action({ params, context }: ActionFunctionArgs) {
  const token = params.token ?? '';
  if (!TOKEN.test(token)) throw new Response('Not found', { status: 404 });
  const ctx = context;
  const answer = await ctx.platform.account.exchangeImpersonation({ body: { token } });
  if (!answer.ok) {
    const invalid = answer.error.status === 401 || answer.error.status === 400;
    return json({ error: invalid ? 'impersonationInvalid' : 'sorrySomethingWentWrong' }, { status: invalid ? 401 : 502 });
  }
  const cookie = await replaceSession(ctx, answer.data);
  if (!cookie) return json({ error: 'sorrySomethingWentWrong' }, { status: 502 });
  return redirect(pathFor('home', {}, { locale: ctx.locale }), { headers: { 'Set-Cookie': cookie } });
}

export default function ImpersonateRoute() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  const keyText = useKeyText();
  return (
    <section className="account-page">
      <h1>{t('impersonateTitle')}</h1>
      <Form method="post" className="account-form">
        <p className="account-form__hint">{t('impersonateConfirm')}</p>
        {result?.error ? (
          <p className="form-error" role="alert">
            {keyText(result.error)}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={navigation.state === 'submitting'}>
          {t('impersonateContinue')}
        </button>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match.id === 'root')?.data as { labels?: Record<string, string> } | undefined;
  return [{ title: root?.labels?.impersonateTitle ?? 'Impersonate' }, { name: 'robots', content: 'noindex' }];
};
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
