/**
 * `/gift/{giftId}/pay`: what the gift is and for whom, its price, and the card through the
 * provider's hosted fields (the card number never enters this page). Without a gift id the
 * viewer chooses one first at `/gift`.
 */
import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { labelledMeta } from '~/content/route-helpers';
import { useKeyText, useT } from '~/labels/labels';
import { CommerceLoadFailure } from '~/commerce/load-failure';
import { cardErrorLabel } from '~/commerce/payment-errors';
import { CardFields } from '~/pay/card-fields';
import commerceStyles from '~/commerce/commerce.css';
import giftStyles from './gift.css';
import { loadGiftPay, payGift } from './gift-pay.server';
import { GiftSummary } from './gift-summary';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: commerceStyles },
  { rel: 'stylesheet', href: giftStyles },
];

export async function loader({ params, context }: LoaderFunctionArgs) {
  return loadGiftPay(context, params.giftId);
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  return payGift(context, params.giftId, await request.formData());
}

export default function GiftPayRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const keyText = useKeyText();
  const answer = useActionData<typeof action>() as { problem?: { labelKey: string; serverText: string | null } } | undefined;
  const navigation = useNavigation();
  if (data.kind === 'failed') return <CommerceLoadFailure titleKey="giftPayTitle" messageKey={data.messageKey} backHref={data.back} />;
  const busy = navigation.state !== 'idle';
  const problem = answer?.problem ?? (data.lastFailure ? { labelKey: cardErrorLabel(data.lastFailure), serverText: null } : null);
  return (
    <main className="commerce" data-testid="gift-pay">
      <h1>{t('giftPayTitle')}</h1>
      <div className="pay">
        <section className="pay__panel" aria-labelledby="gift-pay-method">
          <h2 id="gift-pay-method">{t('paymentMethod')}</h2>
          {problem ? (
            <p className="pay__message" role="alert" data-testid="pay-error">
              {problem.serverText ?? keyText(problem.labelKey)}
            </p>
          ) : null}
          {data.hostedFieldsSrc && data.cardOrigin ? (
            <CardFields src={data.hostedFieldsSrc} origin={data.cardOrigin} busy={busy} payLabel={t('payAmount', { amount: data.gift.price })}>
              <input type="hidden" name="provider" value={data.providerId} />
              <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
            </CardFields>
          ) : null}
        </section>
        <GiftSummary gift={data.gift} />
      </div>
    </main>
  );
}

export const meta = labelledMeta('giftPayTitle', 'Pay for your gift');
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
