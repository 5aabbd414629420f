/**
 * `/parental-control`: choose a four-digit PIN and the ratings it guards (videos with a guarded
 * rating ask for the PIN before they play). Once a PIN is set, every change needs it; a
 * forgotten PIN is reset from a mailed link (`/confirm-reset/{code}`). Child profiles see
 * their parent's settings, read-only. Works without JS.
 */
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { labelledMeta } from '~/content/route-helpers';
import { pageMeta } from '~/content/section-page.server';
import { useT } from '~/labels/labels';
import { viewerHeaders } from '~/auth/viewer-headers.server';
import accountStyles from '~/account/account.css';
import { AccountNav } from '~/account/account-nav';
import { accountNavLinks, loadFailed, privateHeaders, requireSignedIn } from '~/account/guard.server';
import { PinInput } from './pin-input';
import { pinErrorFor, readSettingsForm, type PinError } from './pin-form';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

export async function loader({ context: ctx }: LoaderFunctionArgs) {
  requireSignedIn(ctx);
  const answer = await ctx.platform.parental.settings();
  if (!answer.ok) return loadFailed(ctx, answer.error);
  return json(
    { settings: answer.data, nav: accountNavLinks(ctx.locale), meta: pageMeta(ctx, 'parentalControl', {}, '') },
    { headers: await privateHeaders(ctx) },
  );
}

type ActionResult = { intent: 'save'; saved: true } | { intent: 'reset'; sent: true } | { intent: 'save' | 'reset'; error: PinError };

export async function action({ request, context: ctx }: ActionFunctionArgs) {
  requireSignedIn(ctx);
  const form = await request.formData();
  const headers = await privateHeaders(ctx);
  const reply = (result: ActionResult, status = 200) => json(result, { status, headers });
  if (form.get('intent') === 'reset') {
    const answer = await ctx.platform.parental.requestReset({ headers: viewerHeaders(ctx) });
    if (!answer.ok) return reply({ intent: 'reset', error: pinErrorFor(answer.error, 'parentalResetFailed') }, answer.error.status === 429 ? 429 : 400);
    return reply({ intent: 'reset', sent: true });
  }
  const current = await ctx.platform.parental.settings();
  if (!current.ok) return reply({ intent: 'save', error: { key: 'parentalSaveFailed' } }, 502);
  const read = readSettingsForm(form, current.data.pinSet);
  if (!read.ok) return reply({ intent: 'save', error: read.error }, 400);
  const answer = await ctx.platform.parental.update({ body: read.body });
  if (!answer.ok) {
    const status = answer.error.status === 429 || answer.error.status === 403 ? answer.error.status : 400;
    return reply({ intent: 'save', error: pinErrorFor(answer.error, 'parentalSaveFailed') }, status);
  }
  return reply({ intent: 'save', saved: true });
}

export default function ParentalControlRoute() {
  const { settings, nav } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  const busy = navigation.state === 'submitting';
  const saveResult = result?.intent === 'save' ? result : null;
  const resetResult = result?.intent === 'reset' ? result : null;
  const readOnly = !settings.canManage;
  return (
    <section className="account-page">
      <AccountNav links={nav} current="preferences" />
      <h1>{t('parentalControl')}</h1>
      <p className="account-form__hint">{t('parentalControlIntro')}</p>
      {readOnly ? (
        <p role="status" className="account-form__hint">
          {t('parentalChildProfile')}
        </p>
      ) : null}
      {/* `key` resets the fields (PINs are never echoed back) after each answer. */}
      <Form method="post" className="account-form" key={JSON.stringify([settings, result])} aria-labelledby="parental-settings">
        <h2 id="parental-settings">{settings.pinSet ? t('parentalPinSet') : t('parentalNewPin')}</h2>
        <input type="hidden" name="intent" value="save" />
        {settings.pinSet ? <PinInput name="currentPin" label={t('parentalCurrentPin')} hint={t('parentalPinHint')} disabled={readOnly} required /> : null}
        <div className="account-form__row">
          <PinInput
            name="newPin"
            label={settings.pinSet ? t('parentalNewPinOptional') : t('parentalNewPin')}
            hint={t('parentalPinHint')}
            disabled={readOnly}
            required={!settings.pinSet}
          />
          <PinInput name="repeatPin" label={t('parentalRepeatPin')} hint={t('parentalPinHint')} disabled={readOnly} required={!settings.pinSet} />
        </div>
        <fieldset disabled={readOnly}>
          <legend>{t('parentalGuardedRatings')}</legend>
          {settings.ratings.map((rating) => (
            <label key={rating} className="checkbox-row">
              <input type="checkbox" name="guardedRatings" value={rating} defaultChecked={settings.guardedRatings.includes(rating)} />
              <span>{t('parentalRating', { rating })}</span>
            </label>
          ))}
        </fieldset>
        {saveResult && 'error' in saveResult ? (
          <p className="form-error" role="alert">
            {t(saveResult.error.key, saveResult.error.values)}
          </p>
        ) : null}
        {saveResult && 'saved' in saveResult ? (
          <p className="form-success" role="status">
            {t('parentalSaved')}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy || readOnly}>
          {t('save')}
        </button>
      </Form>
      {settings.pinSet && !readOnly ? (
        <Form method="post" className="account-form" aria-labelledby="parental-forgot">
          <h2 id="parental-forgot">{t('parentalForgotPin')}</h2>
          <input type="hidden" name="intent" value="reset" />
          {resetResult && 'sent' in resetResult ? (
            <p className="form-success" role="status">
              {t('parentalResetSent')}
            </p>
          ) : null}
          {resetResult && 'error' in resetResult ? (
            <p className="form-error" role="alert">
              {t(resetResult.error.key, resetResult.error.values)}
            </p>
          ) : null}
          <button type="submit" className="button button--ghost" disabled={busy}>
            {t('parentalSendReset')}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

export const meta = labelledMeta('parentalControl', 'Parental control');
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
