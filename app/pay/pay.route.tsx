/**
 * `/pay/{providerId}`: the basket and the payment. Totals are the platform's; vouchers,
 * the free-trial acknowledgement, bank methods and billing details are plain form posts
 * (they work without JavaScript); the card goes through the provider's hosted fields.
 */
import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { labelledMeta } from '~/content/route-helpers';
import { useKeyText, useT } from '~/labels/labels';
import { BlockingModal } from '~/commerce/blocking-modal';
import { CommerceLoadFailure } from '~/commerce/load-failure';
import commerceStyles from '~/commerce/commerce.css';
import { birthDateStyles } from '~/account/birth-date-input';
import { isolate } from '~/commerce/isolate';
import { CardFields } from './card-fields';
import { BillingForm } from './billing-form';
import { loadPayPage, payAction, type PayActionAnswer } from './pay-page.server';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: commerceStyles },
  { rel: 'stylesheet', href: birthDateStyles },
];

export async function loader({ params, context }: LoaderFunctionArgs) {
  return loadPayPage(context, params.providerId ?? '');
}

export async function action({ request, context }: ActionFunctionArgs) {
  return payAction(context, await request.formData());
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
type PayData = Extract<Loaded, { kind: 'pay' }>;

export default function PayRoute() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === 'blocked') return <BlockingModal messageKey={data.block} backHref={data.back} />;
  if (data.kind === 'failed') return <CommerceLoadFailure titleKey="basketTitle" messageKey={data.messageKey} backHref={data.back} />;
  return <PayScreen data={data} />;
}

function PayScreen({ data }: { data: PayData }) {
  const t = useT();
  const keyText = useKeyText();
  const answer = useActionData<typeof action>() as PayActionAnswer | undefined;
  const problem = answer && 'problem' in answer ? answer : null;
  return (
    <main className="commerce" data-testid="pay" data-signup-stage={data.signupStage ?? undefined}>
      <h1>{t('basketTitle')}</h1>
      <div className="pay">
        <div>
          {problem?.problem.kind === 'message' ? (
            <p className="pay__message" role="alert" data-testid="pay-error">
              {problem.problem.serverText ?? keyText(problem.problem.labelKey)}
            </p>
          ) : null}
          {data.basket.freeTrialDenied || problem?.problem.kind === 'freeTrialDenied' ? (
            <FreeTrialDenied data={data} />
          ) : problem?.problem.kind === 'billing' && problem.fields ? (
            <BillingForm data={data} retry={problem.problem.retry} fields={problem.fields} errors={problem.fieldErrors ?? {}} />
          ) : (
            <PaymentPanel data={data} />
          )}
        </div>
        <Basket data={data} />
      </div>
    </main>
  );
}

/** Pay with one of the viewer's stored cards: the provider charges the stored payment method, no card fields needed. */
function SavedCardPay({ data, busy }: { data: PayData; busy: boolean }) {
  const t = useT();
  return (
    <Form method="post" data-testid="saved-card-form" className="saved-card-pay">
      <PayHidden data={data} provider={data.method.providerId} methodType={data.method.methodType} />
      <fieldset className="saved-cards">
        <legend>{t('useSavedCard')}</legend>
        {data.savedCards.map((card, index) => (
          <label key={card.cardId} className="saved-card">
            <input type="radio" name="paymentMethod" value={card.cardId} defaultChecked={index === 0} />
            <span>
              {card.label} <span className="saved-card__expiry">{t('cardExpires', { date: card.expiry })}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t('payProcessing') : t('payWithSavedCard', { amount: data.basket.total })}
      </button>
      <p className="saved-card-pay__or">{t('orNewCard')}</p>
    </Form>
  );
}

function PayHidden({ data, provider, methodType }: { data: PayData; provider: string; methodType: string }) {
  return (
    <>
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="provider" value={provider} />
      <input type="hidden" name="methodType" value={methodType} />
      <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
      <input type="hidden" name="from" value={data.from} />
    </>
  );
}

function PaymentPanel({ data }: { data: PayData }) {
  const t = useT();
  const keyText = useKeyText();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay';
  const { method } = data;
  return (
    <section className="pay__panel" aria-labelledby="pay-method-title">
      <h2 id="pay-method-title">{t('paymentMethod')}</h2>
      {data.basket.zeroBalance ? (
        <Form method="post" data-testid="zero-balance-form">
          <PayHidden data={data} provider="zero-balance" methodType="zero-balance" />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? t('payProcessing') : t('payZeroBalance')}
          </button>
        </Form>
      ) : (
        <>
          <nav aria-label={t('changePaymentMethod')}>
            <ul className="pay-methods">
              {data.methods.map((m) => {
                const current = m.providerId === method.providerId && m.methodType === method.methodType;
                return (
                  <li key={`${m.providerId}:${m.methodType}`}>
                    <Link to={m.href} aria-current={current ? 'page' : undefined} replace>
                      {keyText(m.labelKey)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          {method.mode === 'form' && data.savedCards.length ? <SavedCardPay data={data} busy={busy} /> : null}
          {method.mode === 'form' && data.hostedFieldsSrc && data.cardOrigin ? (
            <CardFields src={data.hostedFieldsSrc} origin={data.cardOrigin} busy={busy} payLabel={t('payAmount', { amount: data.basket.total })}>
              <PayHidden data={data} provider={method.providerId} methodType={method.methodType} />
            </CardFields>
          ) : method.mode === 'native' ? (
            <WalletPayment data={data} busy={busy} />
          ) : (
            <Form method="post" data-testid="bank-form">
              <PayHidden data={data} provider={method.providerId} methodType={method.methodType} />
              <button type="submit" className="button button--primary button--block" disabled={busy}>
                {busy ? t('payProcessing') : t('payWithBank', { method: keyText(method.labelKey) })}
              </button>
            </Form>
          )}
        </>
      )}
      <PaymentSummary data={data} />
    </section>
  );
}

/**
 * The wallet (native mode): one button that takes the viewer to the wallet's own page, where
 * they approve or cancel; the provider brings them back to /payment-authorization. Nothing of
 * the wallet loads before the viewer chooses it.
 */
function WalletPayment({ data, busy }: { data: PayData; busy: boolean }) {
  const t = useT();
  const keyText = useKeyText();
  const { method } = data;
  return (
    <Form method="post" data-testid="wallet-form" className="pay-wallet">
      <PayHidden data={data} provider={method.providerId} methodType={method.methodType} />
      <p className="pay-wallet__note">{t('walletExplained')}</p>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t('payProcessing') : t('payWithWallet', { method: keyText(method.labelKey) })}
      </button>
    </Form>
  );
}

/** The summary's billing lines show only where the billing country requires them. */
function PaymentSummary({ data }: { data: PayData }) {
  const t = useT();
  const keyText = useKeyText();
  const { summary } = data;
  const lines: [string, string | null][] = [];
  if (summary.address !== undefined) lines.push(['billingAddress', summary.address]);
  if (summary.birthDate !== undefined) lines.push(['birthDate', summary.birthDate]);
  if (summary.taxNumber !== undefined) lines.push(['taxNumber', summary.taxNumber]);
  if (!lines.length) return null;
  return (
    <dl className="pay-summary" aria-label={t('paymentSummary')} data-testid="payment-summary">
      {lines.map(([key, value]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt>{keyText(key)}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function FreeTrialDenied({ data }: { data: PayData }) {
  const t = useT();
  return (
    <section className="pay__panel" role="alertdialog" aria-labelledby="trial-denied-title" data-testid="free-trial-denied">
      <h2 id="trial-denied-title">{t('freeTrialDeniedTitle')}</h2>
      <p>{t('freeTrialDeniedText')}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="acknowledge-no-trial" />
        <input type="hidden" name="from" value={data.from} />
        <button type="submit" className="button button--primary">
          {t('continueFullPrice')}
        </button>
      </Form>
    </section>
  );
}

function Basket({ data }: { data: PayData }) {
  const t = useT();
  const keyText = useKeyText();
  const answer = useActionData<typeof action>() as PayActionAnswer | undefined;
  const voucher = answer && 'voucher' in answer ? answer.voucher : null;
  const { basket } = data;
  return (
    <aside className="pay__panel" aria-labelledby="basket-title" data-testid="basket">
      <h2 id="basket-title">{t('paymentSummary')}</h2>
      <dl className="basket-lines">
        {basket.items.map((item) => (
          <div key={item.licenceId} style={{ display: 'contents' }}>
            <dt dir="auto">{item.name}</dt>
            <dd>{item.periodKey ? t('pricePerPeriod', { price: item.price, period: keyText(item.periodKey) }) : item.price}</dd>
          </div>
        ))}
        <dt>{t('basketSubtotal')}</dt>
        <dd>{basket.subtotal}</dd>
        {basket.discount ? (
          <>
            <dt>{t('basketDiscount')}</dt>
            <dd>{basket.discount}</dd>
          </>
        ) : null}
        {basket.voucher ? (
          <>
            <dt>{t('voucherCode')}</dt>
            <dd>{basket.voucher}</dd>
          </>
        ) : null}
        <dt>{t('basketTax')}</dt>
        <dd>{basket.tax}</dd>
        <dt className="basket-lines__total">{t('basketTotal')}</dt>
        <dd className="basket-lines__total" data-testid="basket-total">
          {basket.total}
        </dd>
      </dl>
      {basket.vouchers.map((code) => (
        <Form method="post" className="voucher-applied" key={code}>
          <span>{t('voucherApplied', { code: isolate(code) })}</span>
          <input type="hidden" name="intent" value="voucher-remove" />
          <input type="hidden" name="code" value={code} />
          <button type="submit" className="button button--ghost">
            {t('voucherRemove', { code: isolate(code) })}
          </button>
        </Form>
      ))}
      <Form method="post" className="voucher">
        <input type="hidden" name="intent" value="voucher-add" />
        <label>
          <span>{t('voucherCode')}</span>
          <input
            name="code"
            maxLength={200}
            autoComplete="off"
            aria-invalid={voucher && 'error' in voucher ? true : undefined}
            aria-describedby={voucher ? 'voucher-status' : undefined}
          />
        </label>
        <button type="submit" className="button">
          {t('voucherApply')}
        </button>
      </Form>
      {voucher ? (
        <p id="voucher-status" role={'error' in voucher ? 'alert' : 'status'} data-testid="voucher-status">
          {'error' in voucher ? keyText(voucher.error) : 'applied' in voucher ? t('voucherApplied', { code: isolate(voucher.applied) }) : t('voucherRemoved')}
        </p>
      ) : null}
    </aside>
  );
}

export const meta = labelledMeta('basketTitle', 'Your order');
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
