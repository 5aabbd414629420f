/** The account page's payment sections load their data on demand: stored cards, and payment history page by page. */
import { json } from '@remix-run/node';
import type { AppContext } from '~/context.server';
import { formatMoney } from '~/commerce/money';
import { pathFor } from '~/routing/paths';
import { privateHeaders } from '../guard.server';

export async function loadCards(ctx: AppContext) {
  const headers = await privateHeaders(ctx);
  if (!ctx.user || ctx.user.isGuest) return json({ ok: false as const }, { status: 401, headers });
  const answer = await ctx.platform.paymentDetails.cards();
  if (!answer.ok) return json({ ok: false as const }, { status: answer.error.status || 502, headers });
  return json(
    {
      ok: true as const,
      cards: answer.data.cards.map((c) => ({
        cardId: c.cardId,
        cardType: c.cardType,
        maskedNumber: c.maskedNumber,
        expiry: `${String(c.expiryMonth).padStart(2, '0')}/${c.expiryYear}`,
        cardHolder: c.cardHolder,
        showEula: c.showEula,
        licences: c.licences.map((l) => ({ ...l, updateHref: pathFor('paymentUpdate', { licenceId: l.licenceId }, { locale: ctx.locale }) })),
      })),
      refreshRequired: answer.data.refreshRequired.map((r) => ({
        ...r,
        updateHref: pathFor('paymentUpdate', { licenceId: r.licenceId }, { locale: ctx.locale }),
      })),
      maxPaymentMethods: answer.data.maxPaymentMethods,
    },
    { headers },
  );
}

export async function loadPaymentHistory(ctx: AppContext) {
  const headers = await privateHeaders(ctx);
  if (!ctx.user || ctx.user.isGuest) return json({ ok: false as const }, { status: 401, headers });
  const page = Math.max(0, Math.min(10_000, Number.parseInt(ctx.url.searchParams.get('page') ?? '0', 10) || 0));
  const answer = await ctx.platform.paymentDetails.paymentHistory({ query: { page } });
  if (!answer.ok) return json({ ok: false as const }, { status: answer.error.status || 502, headers });
  const date = new Intl.DateTimeFormat(ctx.locale, { dateStyle: 'medium' });
  return json(
    {
      ok: true as const,
      page: answer.data.page,
      loadedAll: answer.data.loadedAll,
      items: answer.data.items.map((i) => ({
        id: i.id,
        itemType: i.itemType,
        when: date.format(new Date(i.when)),
        status: i.status,
        name: i.skuLicence.name,
        amount: formatMoney(i.amount, ctx.locale),
        invoice: i.invoice,
        invoiceHref: i.invoice ? pathFor('payment', { id: i.id }, { locale: ctx.locale }) : null,
      })),
    },
    { headers },
  );
}
