/**
 * `/payment-update/{licenceId}`: replace the card a subscription renews with (a stored card,
 * or a new one through the provider's hosted fields). Picking a stored card is a plain form
 * post (works without JavaScript); a new card needs the provider's frame.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { labelledMeta } from '~/content/route-helpers';
import { useKeyText, useT } from '~/labels/labels';
import commerceStyles from '~/commerce/commerce.css';
import { CardFields } from '~/pay/card-fields';
import paymentStyles from './payments.css';
import { loadPaymentUpdate, paymentUpdateAction, type PaymentUpdateAnswer } from './payment-update.server';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: commerceStyles },
  { rel: 'stylesheet', href: paymentStyles },
];

export const meta = labelledMeta('paymentUpdateTitle', 'Payment details');

export async function loader({ params, context }: LoaderFunctionArgs) {
  return loadPaymentUpdate(context, params.licenceId ?? '');
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  return paymentUpdateAction(context, params.licenceId ?? '', await request.formData());
}

export default function PaymentUpdateRoute() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as PaymentUpdateAnswer | undefined;
  const t = useT();
  const keyText = useKeyText();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const current = answer?.ok ? null : data.currentCardId;
  return (
    <main className="commerce payment-update" data-testid="payment-update">
      <h1>{t('paymentUpdateTitle')}</h1>
      <p className="payment-update__licence">{data.licence.name}</p>
      {data.refreshRequired && !answer?.ok ? (
        <p className="payment-notice" role="status" data-testid="refresh-required">
          {t('refreshPaymentDetails')}
        </p>
      ) : null}
      {answer?.ok ? (
        <p className="payment-notice payment-notice--ok" role="status" data-testid="payment-update-done">
          {answer.renewal === 'renewed' ? t('paymentUpdateRenewed') : answer.renewal === 'failed' ? t('paymentUpdateRenewalFailed') : t('paymentUpdateDone')}{' '}
          <Link to={data.accountHref}>{t('backToAccount')}</Link>
        </p>
      ) : answer ? (
        <p className="pay__message" role="alert" data-testid="payment-update-error">
          {answer.serverText ?? keyText(answer.labelKey)}
        </p>
      ) : null}
      {data.cards.length ? (
        <section className="pay__panel" aria-labelledby="stored-cards-title">
          <h2 id="stored-cards-title">{t('storedCards')}</h2>
          <Form method="post" data-testid="stored-card-form">
            <fieldset className="saved-cards">
              <legend className="visually-hidden">{t('storedCards')}</legend>
              {data.cards.map((card, index) => (
                <label key={card.cardId} className="saved-card">
                  <input type="radio" name="cardId" value={card.cardId} defaultChecked={card.cardId === current || (!current && index === 0)} />
                  <span>
                    {card.cardType} {card.maskedNumber} <span className="saved-card__expiry">{t('cardExpires', { date: card.expiry })}</span>
                    {card.cardId === data.currentCardId ? <span className="saved-card__current"> · {t('cardInUse')}</span> : null}
                  </span>
                </label>
              ))}
            </fieldset>
            <button type="submit" className="button button--primary button--block" disabled={busy}>
              {t('useThisCard')}
            </button>
          </Form>
        </section>
      ) : null}
      <section className="pay__panel" aria-labelledby="new-card-title">
        <h2 id="new-card-title">{t('addCard')}</h2>
        {data.hostedFieldsSrc && data.cardOrigin ? (
          <CardFields src={data.hostedFieldsSrc} origin={data.cardOrigin} busy={busy} payLabel={t('saveCard')}>
            <input type="hidden" name="intent" value="new-card" />
          </CardFields>
        ) : (
          <p className="pay__message" data-testid="new-card-blocked">
            {keyText(data.newCardBlocked ?? 'anErrorOccured')}
          </p>
        )}
        <p className="account-form__hint">{t('recurringChargeTerms')}</p>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
