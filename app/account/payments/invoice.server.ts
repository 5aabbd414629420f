/** `/payment/{id}`: one payment's invoice, from the platform's figures (integer minor units, formatted for the viewer). */
import { json } from '@remix-run/node';
import type { AppContext } from '~/context.server';
import { formatMoney } from '~/commerce/money';
import { pathFor } from '~/routing/paths';
import { loadFailed, privateHeaders, requireSignedIn } from '../guard.server';

export async function loadInvoice(ctx: AppContext, paymentId: string) {
  requireSignedIn(ctx);
  const answer = await ctx.platform.paymentDetails.invoice({ params: { id: paymentId } });
  if (!answer.ok) {
    if (answer.error.status === 404) throw new Response('No such invoice', { status: 404 });
    return loadFailed(ctx, answer.error);
  }
  const inv = answer.data;
  const money = (amount: number) => formatMoney({ amount, currency: inv.currency, scale: inv.scale }, ctx.locale);
  const date = new Intl.DateTimeFormat(ctx.locale, { dateStyle: 'long' });
  return json(
    {
      number: inv.number,
      issuedAt: date.format(new Date(inv.issuedAt)),
      renewal: inv.itemType === 'RENEWAL',
      seller: inv.seller.name,
      buyer: inv.buyer,
      lines: inv.lines.map((l) => ({ description: l.description, sku: l.sku, amount: money(l.amount) })),
      discount: inv.discount ? money(-inv.discount) : null,
      voucher: inv.voucher ? money(-inv.voucher) : null,
      total: money(inv.total),
      tax: money(inv.tax),
      taxRate: new Intl.NumberFormat(ctx.locale, { style: 'percent', maximumFractionDigits: 2 }).format(inv.taxRateBasisPoints / 10000),
      period: inv.period ? { start: date.format(new Date(inv.period.start)), end: inv.period.end ? date.format(new Date(inv.period.end)) : null } : null,
      paymentMethod: inv.paymentMethod,
      externalPaymentId: inv.externalPaymentId,
      accountHref: pathFor('account', {}, { locale: ctx.locale }),
    },
    { headers: await privateHeaders(ctx) },
  );
}
