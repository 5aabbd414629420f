/**
 * The gift's pay screen: the gift's price (the platform's), the provider's hosted card fields,
 * and the payment itself with the Idempotency-Key written into the form when it was rendered
 * (a double click is one payment). A paid gift goes to its page; a card refusal is shown with
 * the payment error catalogue's label.
 */
import { randomUUID } from 'node:crypto';
import { json, redirect } from '@remix-run/node';
import type { AppContext } from '~/context.server';
import { MISSING_PAYMENT_DETAILS, paymentOutcome } from '~/commerce/payment-errors';
import { failureOf, safeProviderUrl } from '~/commerce/pay.server';
import { pageMeta } from '~/content/section-page.server';
import { pathFor } from '~/routing/paths';
import { giftView, loadGift, NO_STORE } from './gift.server';

const PAYMENT_METHOD = /^pm_[A-Za-z0-9]{1,64}$/;

function originOf(url: string | null | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

export async function loadGiftPay(ctx: AppContext, giftId: string | undefined) {
  const headers = await ctx.sessionHeaders(new Headers(NO_STORE));
  const meta = pageMeta(ctx, 'giftPay', { giftId: giftId ?? '' }, '');
  const back = pathFor('gifts', {}, { locale: ctx.locale });
  const loaded = await loadGift(ctx, giftId);
  if (!loaded.ok) return json({ kind: 'failed' as const, messageKey: loaded.messageKey, back, meta }, { status: loaded.status, headers });
  const gift = loaded.gift;
  const giftPage = pathFor('gift', { giftId: gift.id }, { locale: ctx.locale });
  // Paid, or a payment under way: the gift's page follows it.
  if (gift.status !== 'PENDING' || gift.payment?.status === 'PROCESSING' || gift.payment?.status === 'REQUIRES_ACTION') throw redirect(giftPage, { headers });
  const providers = await ctx.platform.commerce.paymentProviders();
  const card = providers.ok ? providers.data.providers.find((p) => p.mode === 'form' && p.hostedFieldsUrl) : undefined;
  if (!card?.hostedFieldsUrl) return json({ kind: 'failed' as const, messageKey: 'couldNotLoadPaymentProviders', back, meta }, { status: 503, headers });
  const src = new URL(card.hostedFieldsUrl);
  src.searchParams.set('parent', ctx.url.origin);
  src.searchParams.set('lang', ctx.locale);
  const origin = originOf(card.origin ?? card.hostedFieldsUrl);
  return json(
    {
      kind: 'pay' as const,
      gift: giftView(gift, ctx.locale),
      providerId: card.id,
      hostedFieldsSrc: src.toString(),
      cardOrigin: origin,
      /** The CSP of this document frames the card fields' origin and lets forms reach the provider's pages (entry.server.tsx). */
      paymentFrameOrigins: origin ? [origin] : [],
      providerOrigins: origin ? [origin] : [],
      idempotencyKey: randomUUID(),
      lastFailure: gift.payment?.status === 'FAILED' ? (gift.payment.failure?.code ?? null) : null,
      back,
      meta,
    },
    { headers },
  );
}

export async function payGift(ctx: AppContext, giftId: string | undefined, form: FormData) {
  const headers = await ctx.sessionHeaders(new Headers(NO_STORE));
  const problem = (labelKey: string, serverText: string | null, status: number) => json({ problem: { labelKey, serverText } }, { status, headers });
  if (!giftId) return redirect(pathFor('gifts', {}, { locale: ctx.locale }), { headers });
  const paymentMethod = String(form.get('paymentMethod') ?? '');
  const idempotencyKey = String(form.get('idempotencyKey') ?? '');
  const provider = String(form.get('provider') ?? '');
  if (!PAYMENT_METHOD.test(paymentMethod)) return problem(MISSING_PAYMENT_DETAILS.labelKey, null, 428);
  if (!/^[\x21-\x7e]{8,255}$/.test(idempotencyKey) || !provider) return problem('anErrorOccured', null, 400);
  const giftPage = pathFor('gift', { giftId }, { locale: ctx.locale });
  const answer = await ctx.platform.gifts.payGift({
    params: { giftId },
    headers: { 'idempotency-key': idempotencyKey },
    body: {
      paymentArrangement: {
        primaryPaymentDetailsAttributes: { paymentDetailsExternalId: paymentMethod, targetPaymentProvider: provider, paymentMethodType: 'card' },
      },
      // The provider sends the browser back to the gift's page, which settles the payment.
      returnUrl: new URL(giftPage, ctx.url.origin).toString(),
    },
  });
  if (!answer.ok) {
    if (answer.error.code === 'BASKET_ALREADY_PAID') return redirect(giftPage, { headers });
    const outcome = paymentOutcome(failureOf(answer.error));
    const status = answer.error.status >= 400 && answer.error.status < 600 ? answer.error.status : 502;
    if (outcome.kind === 'message') return problem(outcome.labelKey, outcome.serverText, status);
    return problem('anErrorOccured', null, status);
  }
  const payment = answer.data.payment;
  if (payment?.status === 'REQUIRES_ACTION' && payment.redirectUrl) {
    const providers = await ctx.platform.commerce.paymentProviders();
    const origin = providers.ok ? originOf(providers.data.providers.find((p) => p.id === provider)?.origin) : null;
    const target = safeProviderUrl(payment.redirectUrl, origin);
    if (!target) return problem('anErrorOccured', null, 502);
    return redirect(target, { headers });
  }
  return redirect(giftPage, { headers });
}
