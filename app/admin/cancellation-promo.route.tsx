/**
 * /_admin/cancellation-promo (editors): every cancellation promo as a subscriber sees it when
 * they start to cancel (the same words, prices and buttons as the account's offer panel, in
 * this realm's labels), with the licences it is offered on. Read-only: nothing is posted.
 */
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { formatMoney } from '~/commerce/money';
import { useKeyText, useT } from '~/labels/labels';
import { requireEditor } from '~/session.server';
import accountStyles from '~/account/account.css';
import subscriptionStyles from '~/subscriptions/subscriptions.css';
import { dateLocale } from '../../blocks/fields/rules/date-parts';
import { AdminShell } from './admin.shared';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: subscriptionStyles },
];

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, context: ctx }: LoaderFunctionArgs) {
  await requireEditor(request);
  const [promos, licences] = await Promise.all([ctx.platform.subscriptions.cancellationPromos(), ctx.platform.access.licences()]);
  const names = new Map(licences.ok ? licences.data.licences.map((l) => [l.id, l.name]) : []);
  const locale = dateLocale(ctx.locale, ctx.settings.defaultCountry);
  if (!promos.ok) return json({ ok: false as const, error: promos.error.messages.join(' ') || promos.error.code }, { status: 502, headers: NO_STORE });
  return json(
    {
      ok: true as const,
      promos: promos.data.promos.map((p) => ({
        ...p,
        licenceNames: p.licenceIds.map((id) => names.get(id) ?? id),
        priceText: p.price ? formatMoney(p.price, locale) : null,
        discountedText: p.discountedPrice ? formatMoney(p.discountedPrice, locale) : null,
      })),
    },
    { headers: NO_STORE },
  );
}

export default function AdminCancellationPromoRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const keyText = useKeyText();
  return (
    <AdminShell
      title="Cancellation promo preview"
      intro={<p>What a subscriber is offered when they start to cancel, in this realm’s labels. Promos live in fixtures/subscriptions.json.</p>}
    >
      {!data.ok ? (
        <p role="alert">{data.error}</p>
      ) : (
        <ul className="subscription-list">
          {data.promos.map((promo) => (
            <li key={promo.id} className="adm-card">
              <p>
                <strong>{promo.id}</strong>: offered on {promo.licenceNames.join(', ')}; {promo.renewals} renewal(s);{' '}
                {promo.type === 'PERCENTAGE' ? `${promo.percentage} % off` : `${promo.amount} minor units off`}
                {promo.priceText ? ` (${promo.priceText} → ${promo.discountedText})` : ''}
              </p>
              <div className="subscription-card" data-promo={promo.id}>
                <div className="subscription-card__offer" role="group" aria-labelledby={`promo-${promo.id}`}>
                  <h2 id={`promo-${promo.id}`} className="subscription-card__offer-title">
                    {t('cancellationPromoTitle')}
                  </h2>
                  <p>{keyText(promo.titleKey, { percentage: promo.percentage ?? 0, count: promo.renewals, price: promo.discountedText ?? '' })}</p>
                  <div className="subscription-card__buttons">
                    <button type="button" className="button button--primary" disabled>
                      {t('cancellationPromoAccept')}
                    </button>
                    <button type="button" className="button button--ghost" disabled>
                      {t('cancellationPromoRefuse')}
                    </button>
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminShell>
  );
}

export const meta: MetaFunction = () => [{ title: 'Admin · Cancellation promo' }, { name: 'robots', content: 'noindex' }];
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
