/**
 * `/gift/redeem/{redeemCode}/login`: the mailed link for an existing account. A signed-in
 * viewer adds the gift to their account with one button; anyone else signs in and redeems in
 * the same step.
 */
import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { labelledMeta } from '~/content/route-helpers';
import { pageMeta } from '~/content/section-page.server';
import { useT } from '~/labels/labels';
import { PasswordInput } from '~/auth/password-input';
import { loginStylesHref } from '~/auth/login-layout';
import commerceStyles from '~/commerce/commerce.css';
import giftStyles from './gift.css';
import { NO_STORE } from './gift.server';
import { redeemAction, type RedeemAnswer } from './gift-redeem.server';
import { redemptionData } from './redemption-loader.server';
import { RedeemPanel } from './redeem-panel';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: commerceStyles },
  { rel: 'stylesheet', href: giftStyles },
  // The password field's show/hide toggle is styled with the login page's rules.
  { rel: 'stylesheet', href: loginStylesHref },
];

export async function loader({ params, context: ctx }: LoaderFunctionArgs) {
  const code = params.redeemCode ?? '';
  const headers = await ctx.sessionHeaders(new Headers(NO_STORE));
  const data = await redemptionData(ctx, code, 'login');
  return json(
    { ...data, signedIn: Boolean(ctx.user && !ctx.user.isGuest), meta: pageMeta(ctx, 'giftRedemptionLogin', { redeemCode: code }, '') },
    { status: data.status, headers },
  );
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  return redeemAction(context, params.redeemCode ?? '', await request.formData());
}

export default function GiftRedeemLoginRoute() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as RedeemAnswer | undefined;
  const navigation = useNavigation();
  const t = useT();
  const busy = navigation.state !== 'idle';
  return (
    <RedeemPanel data={data} answer={answer}>
      {data.signedIn ? (
        <Form method="post">
          <input type="hidden" name="intent" value="redeem" />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('giftRedeemButton')}
          </button>
        </Form>
      ) : (
        <Form method="post" className="billing-form">
          <input type="hidden" name="intent" value="login" />
          <label className="billing-field">
            <span>{t('email')}</span>
            <input name="email" type="email" autoComplete="email" required defaultValue={answer && 'email' in answer ? answer.email : undefined} />
          </label>
          <label className="billing-field">
            <span>{t('password')}</span>
            <PasswordInput name="password" autoComplete="current-password" required />
          </label>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('giftRedeemSignIn')}
          </button>
        </Form>
      )}
    </RedeemPanel>
  );
}

export const meta = labelledMeta('giftRedeemTitle', 'Redeem your gift');
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
