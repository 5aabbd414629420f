/**
 * `/gift/redeem/{redeemCode}/register`: the mailed link for somebody new. The realm's own
 * sign-up form (its fields and consent terms) on one page; creating the account signs the
 * viewer in and redeems the gift in the same step. A signed-in viewer redeems with one button.
 */
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { labelledMeta } from '~/content/route-helpers';
import { pageMeta } from '~/content/section-page.server';
import { useT } from '~/labels/labels';
import { ConsentTerms, FormEnvironment, FormFields } from '~/forms/form-fields';
import { loadForm } from '~/forms/form-model.server';
import { SIGNUP_FORM_ID } from '~/signup/signup.server';
import commerceStyles from '~/commerce/commerce.css';
import formsStyles from '~/forms/forms.css';
import giftStyles from './gift.css';
import { NO_STORE } from './gift.server';
import { redeemAction, type RedeemAnswer } from './gift-redeem.server';
import { redemptionData } from './redemption-loader.server';
import { RedeemPanel } from './redeem-panel';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: commerceStyles },
  { rel: 'stylesheet', href: formsStyles },
  { rel: 'stylesheet', href: giftStyles },
];

export async function loader({ params, context: ctx }: LoaderFunctionArgs) {
  const code = params.redeemCode ?? '';
  const headers = await ctx.sessionHeaders(new Headers(NO_STORE));
  const data = await redemptionData(ctx, code, 'register');
  const signedIn = Boolean(ctx.user && !ctx.user.isGuest);
  const form = signedIn || !ctx.settings.features.selfRegistration ? null : await loadForm(ctx, SIGNUP_FORM_ID);
  return json(
    {
      ...data,
      signedIn,
      model: form?.ok ? form.model : null,
      locale: ctx.locale,
      dir: ctx.dir,
      meta: pageMeta(ctx, 'giftRedemptionRegister', { redeemCode: code }, ''),
    },
    { status: data.status, headers },
  );
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  return redeemAction(context, params.redeemCode ?? '', await request.formData());
}

export default function GiftRedeemRegisterRoute() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as RedeemAnswer | undefined;
  const navigation = useNavigation();
  const t = useT();
  const busy = navigation.state !== 'idle';
  const signup = answer && 'signup' in answer ? answer.signup : undefined;
  return (
    <RedeemPanel data={data} answer={answer}>
      {data.signedIn ? (
        <Form method="post">
          <input type="hidden" name="intent" value="redeem" />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('giftRedeemButton')}
          </button>
        </Form>
      ) : data.model ? (
        <FormEnvironment locale={data.locale} dir={data.dir}>
          <Form method="post" className="data-form" noValidate>
            <input type="hidden" name="intent" value="register" />
            <FormFields model={data.model} values={signup?.values ?? {}} errorFor={(name) => signup?.errors[name]} />
            <ConsentTerms terms={data.model.consent} checked={signup?.consent} />
            <button type="submit" className="button button--primary button--block" disabled={busy}>
              {t('giftRedeemRegister')}
            </button>
          </Form>
        </FormEnvironment>
      ) : (
        <p role="status">{t('signUpDisabled')}</p>
      )}
    </RedeemPanel>
  );
}

export const meta = labelledMeta('giftRedeemTitle', 'Redeem your gift');
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
