/**
 * `/payment-update/{licenceId}`: the card a subscription renews with. The viewer picks one of
 * their stored cards (`POST licences/{licenceId}/card/{cardId}?checkBillingDetails=true`) or
 * adds a new one through the provider's hosted fields (`/v4/payment-method/init` for the
 * frame, `/v4/payment-method/validate` for the provider's `pm_…` id, then the same call).
 * A renewal waiting for new details is retried by the platform at once.
 */
import { json, redirect } from '@remix-run/node';
import type { AppContext } from '~/context.server';
import { paymentOutcome } from '~/commerce/payment-errors';
import { pathFor } from '~/routing/paths';
import { loadFailed, privateHeaders, requireSignedIn } from '../guard.server';

export type PaymentUpdateAnswer =
  { ok: true; renewal: 'renewed' | 'failed' | 'none'; last4: string } | { ok: false; labelKey: string; serverText: string | null };

export async function loadPaymentUpdate(ctx: AppContext, licenceId: string) {
  requireSignedIn(ctx);
  const [cards, licences, init] = await Promise.all([
    ctx.platform.paymentDetails.cards(),
    ctx.platform.access.myLicences(),
    ctx.platform.paymentDetails.initPaymentMethod({ body: {} }),
  ]);
  if (!cards.ok) return loadFailed(ctx, cards.error);
  if (!licences.ok) return loadFailed(ctx, licences.error);
  const licence = licences.data.licences.find((l) => l.id === licenceId || String(l.licenceId) === licenceId);
  if (!licence) throw new Response('No such licence on this account', { status: 404 });
  // At the maximum the viewer can still pick a stored card; the new-card form says why it is missing.
  let hostedFieldsSrc: string | null = null;
  let origin: string | null = null;
  if (init.ok) {
    const src = new URL(init.data.hostedFieldsUrl);
    src.searchParams.set('parent', ctx.url.origin);
    src.searchParams.set('lang', ctx.locale);
    hostedFieldsSrc = src.toString();
    origin = init.data.origin;
  }
  const current = cards.data.cards.find((c) => c.licences.some((l) => l.licenceId === licence.id));
  return json(
    {
      licence: { id: licence.id, name: licence.name },
      cards: cards.data.cards.map((c) => ({
        cardId: c.cardId,
        cardType: c.cardType,
        maskedNumber: c.maskedNumber,
        expiry: `${String(c.expiryMonth).padStart(2, '0')}/${c.expiryYear}`,
        showEula: c.showEula,
      })),
      currentCardId: current?.cardId ?? null,
      refreshRequired: cards.data.refreshRequired.some((r) => r.licenceId === licence.id),
      hostedFieldsSrc,
      cardOrigin: origin,
      newCardBlocked: init.ok ? null : init.error.code === 'MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED' ? 'maxPaymentMethodsErrorMessage' : 'anErrorOccured',
      paymentFrameOrigins: origin ? [origin] : [],
      accountHref: pathFor('account', {}, { locale: ctx.locale }),
    },
    { headers: await privateHeaders(ctx) },
  );
}

function failure(error: { status: number; code: string; messages: string[] }): PaymentUpdateAnswer {
  if (error.code === 'BASKET_REQUIREMENTS_FAILED') return { ok: false, labelKey: 'paymentUpdateBillingMissing', serverText: null };
  const outcome = paymentOutcome({ status: error.status, code: error.code, message: error.messages[0] ?? null });
  return outcome.kind === 'message'
    ? { ok: false, labelKey: outcome.labelKey, serverText: outcome.serverText }
    : { ok: false, labelKey: 'anErrorOccured', serverText: null };
}

export async function paymentUpdateAction(ctx: AppContext, licenceId: string, form: FormData) {
  requireSignedIn(ctx);
  const headers = await ctx.sessionHeaders();
  let cardId = String(form.get('cardId') ?? '').slice(0, 200);
  const newCard = String(form.get('paymentMethod') ?? '').slice(0, 200);
  if (newCard) {
    const stored = await ctx.platform.paymentDetails.validatePaymentMethod({
      body: { paymentDetailsExternalId: newCard, paymentProviderId: 'reference-card' },
    });
    if (!stored.ok) return json<PaymentUpdateAnswer>(failure(stored.error), { status: stored.error.status || 502, headers });
    cardId = stored.data.cardId;
  }
  if (!cardId) return json<PaymentUpdateAnswer>({ ok: false, labelKey: 'failedPayment', serverText: null }, { status: 400, headers });
  const answer = await ctx.platform.paymentDetails.replaceLicenceCard({ params: { licenceId, cardId }, query: { checkBillingDetails: true } });
  if (!answer.ok) {
    if (answer.error.status === 401) throw redirect(pathFor('login', {}, { locale: ctx.locale }));
    return json<PaymentUpdateAnswer>(failure(answer.error), { status: answer.error.status || 502, headers });
  }
  return json<PaymentUpdateAnswer>({ ok: true, renewal: answer.data.renewal, last4: answer.data.card.last4Digits }, { headers });
}
