/**
 * The account page's payment sections: stored cards (with the subscriptions whose renewal
 * failed and need new payment details) and the payment history, each loaded on demand from
 * its `/_data/…` route, so the account page itself stays as fast as before. Links to the
 * payment update screen load a new document: its content policy is the one that frames the
 * provider's card fields.
 */
import { Link, useFetcher } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useT } from '~/labels/labels';
import type { loader as cardsLoader } from './payment-cards.route';
import type { loader as historyLoader } from './payment-history.route';

export function PaymentDetailsSection() {
  const t = useT();
  const fetcher = useFetcher<typeof cardsLoader>();
  const { load, state, data } = fetcher;
  useEffect(() => {
    load('/_data/payment-cards');
  }, [load]);
  return (
    <section className="account-form payment-section" aria-labelledby="payment-details-title" data-testid="payment-details">
      <h2 id="payment-details-title">{t('paymentDetailsTitle')}</h2>
      {!data ? (
        <p className="account-form__hint">{state === 'idle' ? '' : t('loading')}</p>
      ) : !data.ok ? (
        <p role="alert">{t('anErrorOccured')}</p>
      ) : (
        <>
          {data.refreshRequired.map((r) => (
            <p key={r.licenceId} className="payment-notice" role="status" data-testid="refresh-payment-details">
              {t('refreshPaymentDetailsFor', { name: r.name })}{' '}
              <Link to={r.updateHref} reloadDocument>
                {t('refreshPaymentDetails')}
              </Link>
            </p>
          ))}
          {data.cards.length ? (
            <ul className="payment-cards">
              {data.cards.map((card) => (
                <li key={card.cardId} className="payment-card" data-testid="payment-card">
                  <span className="payment-card__number">
                    {card.cardType} {card.maskedNumber}
                  </span>
                  <span className="payment-card__expiry">{t('cardExpires', { date: card.expiry })}</span>
                  {card.licences.map((l) => (
                    <span key={l.licenceId} className="payment-card__licence">
                      {t('cardPaysFor', { name: l.name })}{' '}
                      <Link to={l.updateHref} reloadDocument>
                        {t('changeCard')}
                      </Link>
                    </span>
                  ))}
                  {card.showEula ? <span className="account-form__hint">{t('recurringChargeTerms')}</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="account-form__hint">{t('noStoredCards')}</p>
          )}
        </>
      )}
    </section>
  );
}

type HistoryPage = Extract<NonNullable<ReturnType<typeof useFetcher<typeof historyLoader>>['data']>, { ok: true }>;

export function PaymentHistorySection() {
  const t = useT();
  const fetcher = useFetcher<typeof historyLoader>();
  const [items, setItems] = useState<HistoryPage['items']>([]);
  const [page, setPage] = useState<{ next: number; loadedAll: boolean } | null>(null);
  const { data } = fetcher;
  useEffect(() => {
    if (!data?.ok) return;
    setItems((previous) => [...previous.filter((p) => !data.items.some((i) => i.id === p.id)), ...data.items]);
    setPage({ next: data.page + 1, loadedAll: data.loadedAll });
  }, [data]);
  const busy = fetcher.state !== 'idle';
  return (
    <section className="account-form payment-section" aria-labelledby="payment-history-title" data-testid="payment-history">
      <h2 id="payment-history-title">{t('paymentHistoryTitle')}</h2>
      {page === null ? (
        <button type="button" className="button" disabled={busy} onClick={() => fetcher.load('/_data/payment-history?page=0')}>
          {busy ? t('loading') : t('showPaymentHistory')}
        </button>
      ) : items.length === 0 ? (
        <p className="account-form__hint">{t('noPayments')}</p>
      ) : (
        <>
          <table className="payment-history">
            <thead>
              <tr>
                <th scope="col">{t('paymentDate')}</th>
                <th scope="col">{t('paymentItem')}</th>
                <th scope="col">{t('paymentAmount')}</th>
                <th scope="col">{t('paymentStatus')}</th>
                <th scope="col">{t('invoice')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} data-testid="payment-history-item">
                  <td>{item.when}</td>
                  <td>
                    {item.name}
                    {item.itemType === 'RENEWAL' ? <span className="payment-history__type"> · {t('renewal')}</span> : null}
                  </td>
                  <td>{item.amount}</td>
                  <td>{t(item.status === 'SUCCEEDED' ? 'paymentSucceeded' : item.status === 'FAILED' ? 'paymentFailedStatus' : 'paymentPending')}</td>
                  <td>{item.invoiceHref ? <Link to={item.invoiceHref}>{item.invoice}</Link> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {!page.loadedAll ? (
            <button type="button" className="button" disabled={busy} onClick={() => fetcher.load(`/_data/payment-history?page=${page.next}`)}>
              {busy ? t('loading') : t('loadMorePayments')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
