/**
 * `/confirm-reset/{code}`: the mailed link that resets the parental-control PIN. The code is
 * checked first (a used or expired link says so at once), then the new PIN, typed twice, uses
 * it up. Needs no sign-in: the link itself proves the mailbox. Works without JS.
 */
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { labelledMeta } from '~/content/route-helpers';
import { pageMeta } from '~/content/section-page.server';
import { useT } from '~/labels/labels';
import { pathFor } from '~/routing/paths';
import accountStyles from '~/account/account.css';
import { privateHeaders } from '~/account/guard.server';
import { PinInput } from './pin-input';
import { pinErrorFor, readNewPin, type PinError } from './pin-form';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

/** Codes are base64url; anything else (hostile text, 10 000 characters) is refused without a call. */
const CODE_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

export async function loader({ params, context: ctx }: LoaderFunctionArgs) {
  const code = params.code ?? '';
  const headers = await privateHeaders(ctx);
  // The link must not leak through the Referer of anything this page loads.
  headers.set('Referrer-Policy', 'no-referrer');
  const base = { settingsPath: pathFor('parentalControl', {}, { locale: ctx.locale }), meta: pageMeta(ctx, 'confirmReset', { code: '-' }, '') };
  if (!CODE_SHAPE.test(code)) return json({ ...base, problem: { key: 'confirmResetInvalid' } as PinError }, { status: 404, headers });
  const status = await ctx.platform.parental.resetStatus({ params: { code } });
  if (!status.ok) {
    const problem = pinErrorFor(status.error, 'confirmResetInvalid');
    return json({ ...base, problem }, { status: status.error.status === 410 ? 410 : status.error.status === 429 ? 429 : 404, headers });
  }
  return json({ ...base, problem: null }, { headers });
}

type ActionResult = { done: true } | { error: PinError; final: boolean };

export async function action({ request, params, context: ctx }: ActionFunctionArgs) {
  const code = params.code ?? '';
  const headers = await privateHeaders(ctx);
  const reply = (result: ActionResult, status = 200) => json(result, { status, headers });
  if (!CODE_SHAPE.test(code)) return reply({ error: { key: 'confirmResetInvalid' }, final: true }, 404);
  const read = readNewPin(await request.formData());
  if (!read.ok) return reply({ error: read.error, final: false }, 400);
  const answer = await ctx.platform.parental.confirmReset({ params: { code }, body: { pin: read.pin } });
  if (!answer.ok) {
    const final = answer.error.status === 404 || answer.error.status === 410;
    return reply({ error: pinErrorFor(answer.error, 'parentalSaveFailed'), final }, final ? answer.error.status : 400);
  }
  return reply({ done: true });
}

export default function ConfirmResetRoute() {
  const { problem, settingsPath } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  const finalError = result && 'error' in result && result.final ? result.error : problem;
  return (
    <section className="account-page">
      <h1>{t('confirmResetTitle')}</h1>
      {result && 'done' in result ? (
        <p className="form-success" role="status">
          {t('confirmResetDone')} <a href={settingsPath}>{t('confirmResetBack')}</a>
        </p>
      ) : finalError ? (
        <p className="form-error" role="alert">
          {t(finalError.key, finalError.values)} <a href={settingsPath}>{t('confirmResetBack')}</a>
        </p>
      ) : (
        <Form method="post" className="account-form">
          <PinInput name="newPin" label={t('parentalNewPin')} hint={t('parentalPinHint')} required autoFocus />
          <PinInput name="repeatPin" label={t('parentalRepeatPin')} hint={t('parentalPinHint')} required />
          {result && 'error' in result ? (
            <p className="form-error" role="alert">
              {t(result.error.key, result.error.values)}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={navigation.state === 'submitting'}>
            {t('confirmResetSave')}
          </button>
        </Form>
      )}
    </section>
  );
}

export const meta = labelledMeta('confirmResetTitle', 'Choose a new parental control PIN');
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
