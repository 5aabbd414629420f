import { useT } from '~/labels/labels';
import type { GiftView } from './gift.server';

/** The gift's summary panel: what, for whom, the message, and the price with the tax it includes. */
export function GiftSummary({ gift }: { gift: GiftView }) {
  const t = useT();
  return (
    <aside className="pay__panel gift-summary" aria-labelledby="gift-summary-title" data-testid="gift-summary">
      <h2 id="gift-summary-title">{t('paymentSummary')}</h2>
      <dl className="basket-lines">
        <dt>{gift.name}</dt>
        {/* A gift is one period that does not renew: its price, not a price per period. */}
        <dd>{gift.price}</dd>
        <dt>{t('basketTax')}</dt>
        <dd>{gift.tax}</dd>
        <dt className="basket-lines__total">{t('basketTotal')}</dt>
        <dd className="basket-lines__total" data-testid="gift-total">
          {gift.price}
        </dd>
      </dl>
      <p>{t('giftFor', { email: gift.recipientName ? `${gift.recipientName} (${gift.recipientEmail})` : gift.recipientEmail })}</p>
      {gift.message ? <blockquote className="gift-quote">{gift.message}</blockquote> : null}
    </aside>
  );
}
