/**
 * Account › subscriptions: every licence the viewer holds with its state, renewal
 * description, info line, price, discounts (the paused/not-paused display rules), pending
 * actions and a price change waiting for consent, plus what the viewer may do: pause
 * (optionally resuming by itself), resume, cancel (the promo to stay first), reactivate.
 * A section of its own so other account sections sit beside it.
 */
import { useFetcher } from '@remix-run/react';
import { useState } from 'react';
import type { SerializeFrom } from '@remix-run/node';
import { useKeyText, useT } from '~/labels/labels';
import { discountStateLabel, showsDiscount, type Discount } from '~/commerce/discounts';
import { formatMoney, type Money } from '~/commerce/money';
import { pathFor } from '~/routing/paths';
import { allHeld, licenceInfoKey, licenceState, renewalDescription, type HeldLicence, type Phrase } from './renewal';
import type { SubscriptionActionResult, SubscriptionsAnswer } from './subscriptions.server';

const STATE_KEYS = { ACTIVE: 'licenceStateActive', INACTIVE: 'licenceStateInactive', TRIAL: 'licenceStateTrial', EXPIRED: 'licenceStateExpired' } as const;

function useDate(locale: string) {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return (ms: number) => format.format(new Date(ms));
}

function usePhrase(locale: string) {
  const keyText = useKeyText();
  const date = useDate(locale);
  return (phrase: Phrase) => {
    const values: Record<string, string | number> = {};
    for (const [name, ms] of Object.entries(phrase.dates ?? {})) values[name] = date(ms);
    for (const [name, value] of Object.entries(phrase.values ?? {}))
      values[name === 'periodKey' ? 'period' : name] = name === 'periodKey' ? keyText(String(value)) : value;
    return keyText(phrase.key, values);
  };
}

/** `locale` writes dates and money; `pathLocale` picks the path set of links. */
export function SubscriptionsSection({
  subscriptions,
  outcome,
  now,
  locale,
  pathLocale,
}: {
  subscriptions: SerializeFrom<SubscriptionsAnswer> | null;
  /** A form's result that came back through the page (posted without scripts). */
  outcome?: SerializeFrom<{ licenceId: string; result: SubscriptionActionResult }> | null;
  now: number;
  locale: string;
  pathLocale: string;
}) {
  const t = useT();
  const held = subscriptions ? allHeld(subscriptions as SubscriptionsAnswer) : [];
  return (
    <section className="account-form subscriptions" id="subscriptions" aria-labelledby="subscriptions-title">
      <h2 id="subscriptions-title">{t('subscriptionsTitle')}</h2>
      {subscriptions === null ? (
        <p className="form-error" role="alert">
          {t('couldNotLoadLicences')}
        </p>
      ) : held.length === 0 ? (
        <p className="account-form__hint">{t('subscriptionsNone')}</p>
      ) : (
        <ul className="subscription-list">
          {held.map((licence) => (
            <li key={licence.id}>
              <SubscriptionCard
                licence={licence}
                initial={outcome?.licenceId === licence.id ? (outcome.result as SubscriptionActionResult) : null}
                now={now}
                locale={locale}
                pathLocale={pathLocale}
              />
            </li>
          ))}
        </ul>
      )}
      <p className="account-form__hint">
        <a href={pathFor('redeem', {}, { locale: pathLocale })}>{t('redeemVoucherLink')}</a>
      </p>
    </section>
  );
}

function SubscriptionCard({
  licence,
  initial,
  now,
  locale,
  pathLocale,
}: {
  licence: HeldLicence;
  initial: SubscriptionActionResult | null;
  now: number;
  locale: string;
  pathLocale: string;
}) {
  const t = useT();
  const keyText = useKeyText();
  const phrase = usePhrase(locale);
  const fetcher = useFetcher<SubscriptionActionResult>();
  const [dismissed, setDismissed] = useState<unknown>(null);
  const sub = licence.subscription;
  const state = licenceState(licence);
  const description = renewalDescription(licence, now);
  const paused = sub.pauseState === 'PAUSED';
  const busy = fetcher.state !== 'idle';
  const latest = fetcher.data ?? initial;
  const result = latest && latest !== dismissed ? latest : null;
  const step = result?.ok && result.intent === 'cancel-start' ? result : null;
  const action = `/_data/subscription/${encodeURIComponent(licence.id)}`;
  const titleId = `subscription-${licence.id}`;
  const pending = licence.licenceStatus.subscriptionPendingActions.map((a) => a.action);
  const discounts = sub.discounts.filter((d) => showsDiscount(d as Discount, paused));
  const price = sub.renewalPrice;
  return (
    <article className="subscription-card" aria-labelledby={titleId} data-licence={licence.id}>
      <header className="subscription-card__head">
        <h3 id={titleId}>{licence.name}</h3>
        <span className={`subscription-state subscription-state--${state.toLowerCase()}`}>{t(STATE_KEYS[state])}</span>
      </header>
      {description ? <p className="subscription-card__renewal">{phrase(description)}</p> : null}
      <p className="subscription-card__info">{t(licenceInfoKey(licence))}</p>
      {price ? <p className="subscription-card__price">{keyText('subscriptionRenewalPrice', { price: formatMoney(price as Money, locale) })}</p> : null}
      {discounts.length ? (
        <ul className="subscription-card__discounts" aria-label={t('subscriptionDiscounts')}>
          {discounts.map((d, i) => {
            const label = discountStateLabel(d as Discount, paused);
            const value =
              d.type === 'PERCENTAGE'
                ? `${d.percentage} %`
                : price
                  ? formatMoney({ amount: d.amount ?? 0, currency: price.currency, scale: price.scale }, locale)
                  : '';
            return (
              <li key={i}>
                {keyText(d.source === 'CANCELLATION_PROMO' ? 'subscriptionPromoDiscount' : 'subscriptionDiscount', { value, count: d.renewals ?? 0 })}
                {label ? <span className="subscription-card__tag">{keyText(label)}</span> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {pending.includes('CONFIRMED_PAYMENT_REQUIRED') ? <p className="subscription-card__pending">{t('pendingConfirmedPaymentRequired')}</p> : null}
      {pending.includes('REFRESH_PAYMENT_DETAILS') ? (
        <p className="subscription-card__pending">
          {t('pendingRefreshPaymentDetails')}{' '}
          <a href={pathFor('paymentUpdate', { licenceId: licence.id }, { locale: pathLocale })}>{t('refreshPaymentDetails')}</a>
        </p>
      ) : null}
      {sub.priceMigration ? (
        <fetcher.Form method="post" action={action} className="subscription-card__migration" aria-label={t('priceChangeTitle')}>
          <input type="hidden" name="intent" value="price-consent" />
          <input type="hidden" name="migrationId" value={sub.priceMigration.id} />
          <p>
            {keyText('priceChangeText', {
              from: formatMoney(sub.priceMigration.currentPrice as Money, locale),
              to: formatMoney(sub.priceMigration.newPrice as Money, locale),
              date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(sub.priceMigration.effectiveAt)),
            })}
          </p>
          <div className="subscription-card__buttons">
            <button type="submit" name="status" value="CONTINUE" className="button button--primary" disabled={busy}>
              {t('priceChangeContinue')}
            </button>
            <button type="submit" name="status" value="LEAVE" className="button button--ghost" disabled={busy}>
              {t('priceChangeLeave')}
            </button>
          </div>
        </fetcher.Form>
      ) : null}
      {step?.step === 'promo' && step.promo ? (
        <fetcher.Form method="post" action={action} className="subscription-card__offer" aria-labelledby={`${titleId}-offer`}>
          <h4 id={`${titleId}-offer`}>{t('cancellationPromoTitle')}</h4>
          <p>
            {keyText(step.promo.titleKey, {
              percentage: step.promo.percentage ?? 0,
              count: step.promo.renewals,
              price: step.promo.discountedPrice ? formatMoney(step.promo.discountedPrice as Money, locale) : '',
            })}
          </p>
          <div className="subscription-card__buttons">
            <button type="submit" name="intent" value="promo-redeem" className="button button--primary" disabled={busy}>
              {t('cancellationPromoAccept')}
            </button>
            <button type="submit" name="intent" value="promo-refuse" className="button button--ghost" disabled={busy}>
              {t('cancellationPromoRefuse')}
            </button>
          </div>
        </fetcher.Form>
      ) : step?.step === 'confirm' ? (
        <fetcher.Form method="post" action={action} className="subscription-card__offer" aria-labelledby={`${titleId}-confirm`}>
          <h4 id={`${titleId}-confirm`}>{t('cancelConfirmTitle')}</h4>
          <p>
            {licence.expiry
              ? keyText('cancelConfirmText', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(licence.expiry)) })
              : null}
          </p>
          <div className="subscription-card__buttons">
            <button type="submit" name="intent" value="cancel-confirm" className="button button--primary" disabled={busy}>
              {t('cancelConfirm')}
            </button>
            {/* A link back to the plain account page, so keeping the subscription works without scripts too. */}
            <a
              href={`${pathFor('account', {}, { locale: pathLocale })}#${titleId}`}
              className="button button--ghost"
              onClick={(event) => {
                event.preventDefault();
                setDismissed(latest);
              }}
            >
              {t('cancelKeep')}
            </a>
          </div>
        </fetcher.Form>
      ) : (
        <Actions licence={licence} action={action} fetcher={fetcher} busy={busy} />
      )}
      {result && !result.ok ? (
        <p className="form-error" role="alert">
          {result.error || t('anErrorOccured')}
        </p>
      ) : null}
      {result?.ok && result.intent !== 'cancel-start' ? (
        <p className="form-success" role="status">
          {t(DONE_KEYS[result.intent] ?? 'subscriptionUpdated')}
        </p>
      ) : null}
    </article>
  );
}

const DONE_KEYS: Record<
  string,
  | 'subscriptionPausedDone'
  | 'subscriptionResumedDone'
  | 'subscriptionCancelledDone'
  | 'subscriptionReactivatedDone'
  | 'cancellationPromoAccepted'
  | 'subscriptionUpdated'
> = {
  pause: 'subscriptionPausedDone',
  resume: 'subscriptionResumedDone',
  'promo-refuse': 'subscriptionCancelledDone',
  'cancel-confirm': 'subscriptionCancelledDone',
  reactivate: 'subscriptionReactivatedDone',
  'promo-redeem': 'cancellationPromoAccepted',
};

function Actions({
  licence,
  action,
  fetcher,
  busy,
}: {
  licence: HeldLicence;
  action: string;
  fetcher: ReturnType<typeof useFetcher<SubscriptionActionResult>>;
  busy: boolean;
}) {
  const t = useT();
  const sub = licence.subscription;
  const selectId = `resume-${licence.id}`;
  if (!sub.canPause && !sub.canResume && !sub.canCancel && !sub.canReactivate) {
    return sub.pauseState === 'NOT_ALLOWED' && licence.licenceStatus.inEffect ? <p className="account-form__hint">{t('pauseNotAllowed')}</p> : null;
  }
  return (
    <div className="subscription-card__actions">
      {sub.canPause ? (
        <fetcher.Form method="post" action={action} className="subscription-card__pause">
          <input type="hidden" name="periodEnd" value={licence.expiry ?? 0} />
          <label htmlFor={selectId}>{t('pauseResumeAfter')}</label>
          <select id={selectId} name="resumeMonths" defaultValue="0">
            <option value="0">{t('pauseUntilResumed')}</option>
            <option value="1">{t('pauseAfter1Month')}</option>
            <option value="2">{t('pauseAfter2Months')}</option>
            <option value="3">{t('pauseAfter3Months')}</option>
          </select>
          <button type="submit" name="intent" value="pause" className="button button--ghost" disabled={busy}>
            {t('pauseSubscription')}
          </button>
        </fetcher.Form>
      ) : null}
      <fetcher.Form method="post" action={action} className="subscription-card__buttons">
        {sub.canResume ? (
          <button type="submit" name="intent" value="resume" className="button button--primary" disabled={busy}>
            {t('resumeSubscription')}
          </button>
        ) : null}
        {sub.canCancel ? (
          <button type="submit" name="intent" value="cancel-start" className="button button--ghost" disabled={busy}>
            {t('cancelSubscription')}
          </button>
        ) : null}
        {sub.canReactivate ? (
          <button type="submit" name="intent" value="reactivate" className="button button--primary" disabled={busy}>
            {t('reactivateSubscription')}
          </button>
        ) : null}
      </fetcher.Form>
    </div>
  );
}
