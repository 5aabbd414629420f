/**
 * `/gift/{giftId}`: one gift as its buyer sees it: what, for whom, the price, and where it
 * stands (not paid yet, waiting for the provider, paid and the code mailed, redeemed). The
 * provider sends the browser back here after 3-D Secure; the platform then asks the provider.
 */
import { json, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { labelledMeta } from '~/content/route-helpers';
import { pageMeta } from '~/content/section-page.server';
import { useT } from '~/labels/labels';
import { CommerceLoadFailure } from '~/commerce/load-failure';
import { pathFor } from '~/routing/paths';
import commerceStyles from '~/commerce/commerce.css';
import giftStyles from './gift.css';
import { giftView, loadGift, NO_STORE } from './gift.server';
import { GiftSummary } from './gift-summary';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: commerceStyles },
  { rel: 'stylesheet', href: giftStyles },
];

export async function loader({ params, context: ctx }: LoaderFunctionArgs) {
  const headers = await ctx.sessionHeaders(new Headers(NO_STORE));
  const meta = pageMeta(ctx, 'gift', { giftId: params.giftId ?? '' }, '');
  const back = pathFor('gifts', {}, { locale: ctx.locale });
  const loaded = await loadGift(ctx, params.giftId);
  if (!loaded.ok) return json({ kind: 'failed' as const, messageKey: loaded.messageKey, back, meta }, { status: loaded.status, headers });
  return json(
    {
      kind: 'gift' as const,
      gift: giftView(loaded.gift, ctx.locale),
      payHref: pathFor('giftPay', { giftId: loaded.gift.id }, { locale: ctx.locale }),
      another: back,
      meta,
    },
    { headers },
  );
}

export default function GiftRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const revalidator = useRevalidator();
  const waiting =
    data.kind === 'gift' && data.gift.status === 'PENDING' && (data.gift.paymentStatus === 'PROCESSING' || data.gift.paymentStatus === 'REQUIRES_ACTION');
  // While the provider has not answered, the page asks again every two seconds.
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => revalidator.revalidate(), 2000);
    return () => clearTimeout(timer);
  }, [waiting, revalidator]);
  if (data.kind === 'failed') return <CommerceLoadFailure titleKey="giftTitle" messageKey={data.messageKey} backHref={data.back} />;
  const { gift } = data;
  return (
    <main className="commerce" data-testid="gift" data-status={gift.status}>
      <h1>{t('giftTitle')}</h1>
      <div className="pay">
        <section className="pay__panel pay__status" aria-live="polite">
          {gift.status === 'PAID' ? (
            <p data-testid="gift-status">{t('giftStatusPaid', { email: gift.recipientEmail })}</p>
          ) : gift.status === 'REDEEMED' ? (
            <p data-testid="gift-status">{t('giftStatusRedeemed')}</p>
          ) : waiting ? (
            <p data-testid="gift-status">{t('giftStatusProcessing')}</p>
          ) : (
            <>
              <p data-testid="gift-status">{t('giftStatusPending')}</p>
              <a className="button button--primary" href={data.payHref}>
                {t('giftPayTitle')}
              </a>
            </>
          )}
          <Link to={data.another}>{t('giftAnother')}</Link>
        </section>
        <GiftSummary gift={gift} />
      </div>
    </main>
  );
}

export const meta = labelledMeta('giftTitle', 'Your gift');
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
