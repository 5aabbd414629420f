/**
 * The gift screens' server side: the products as the purchase screen shows offers, starting
 * a gift checkout, a gift as its pages show it, and the redemption answers as label keys.
 * Prices are the platform's; the browser only names a licence and the people involved.
 */
import { json, redirect } from '@remix-run/node';
import type { AppContext } from '~/context.server';
import type { PlatformError } from '~/platform/client.server';
import { formatMoney } from '~/commerce/money';
import { isEmail } from '~/auth/login-form.server';
import { viewerHeaders } from '~/auth/viewer-headers.server';
import { offerView, type LicenceInput, type OfferView } from '~/purchase/offers.server';
import { licenceIdFrom } from '~/purchase/offers.server';
import { pathFor } from '~/routing/paths';
import type { GiftAnswer } from '../../contract/gifts';

export const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** The licences that can be given, as the purchase screen shows its offers (prices, periods, discounts). */
export async function loadGiftProducts(ctx: AppContext): Promise<{ ok: true; offers: OfferView[] } | { ok: false; error: PlatformError }> {
  const answer = await ctx.platform.gifts.products();
  if (!answer.ok) return { ok: false, error: answer.error };
  const licences = answer.data.products as unknown as LicenceInput[];
  return { ok: true, offers: licences.map((licence) => offerView(licence, [licence], ctx, null)) };
}

export type GiftFormProblem = { field: 'licenceId' | 'recipientEmail' | 'buyerEmail' | null; labelKey: string };

/** Reads the gift form and starts the checkout; on success the pay screen (a document of its own: its CSP frames the card fields). */
export async function startGift(ctx: AppContext, form: FormData) {
  const headers = await ctx.sessionHeaders(new Headers(NO_STORE));
  const problem = (value: GiftFormProblem, status = 400) => json({ problem: value }, { status, headers });
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const licenceId = licenceIdFrom(text('licenceId'));
  const signedIn = Boolean(ctx.user && !ctx.user.isGuest);
  if (!licenceId) return problem({ field: 'licenceId', labelKey: 'giftCreateFailed' });
  if (!isEmail(text('recipientEmail'))) return problem({ field: 'recipientEmail', labelKey: 'giftEmailInvalid' });
  if (!signedIn && !isEmail(text('buyerEmail'))) return problem({ field: 'buyerEmail', labelKey: 'giftEmailInvalid' });
  // The viewer's origin travels along so the gift mail's links come back to this site.
  const answer = await ctx.platform.gifts.createGift({
    headers: viewerHeaders(ctx),
    body: {
      licenceId,
      recipientEmail: text('recipientEmail'),
      ...(text('recipientName') && { recipientName: text('recipientName').slice(0, 100) }),
      ...(text('message') && { message: text('message').slice(0, 500) }),
      ...(!signedIn && { buyerEmail: text('buyerEmail') }),
    },
  });
  if (!answer.ok) {
    if (answer.error.code === 'PURCHASE_RESTRICTED') return problem({ field: null, labelKey: answer.error.messages[0] ?? 'signupGeoRestriction' }, 403);
    return problem({ field: null, labelKey: 'giftCreateFailed' }, answer.error.status >= 400 && answer.error.status < 600 ? answer.error.status : 502);
  }
  return redirect(pathFor('giftPay', { giftId: answer.data.id }, { locale: ctx.locale }), { headers });
}

/** A gift as its pages show it: formatted price and the period's label key. */
export function giftView(gift: GiftAnswer, locale: string) {
  return {
    id: gift.id,
    status: gift.status,
    licenceId: gift.licence.id,
    name: gift.licence.name,
    price: formatMoney(gift.price, locale),
    tax: formatMoney({ ...gift.price, amount: gift.tax }, locale),
    recipientEmail: gift.recipientEmail,
    recipientName: gift.recipientName,
    message: gift.message,
    buyerEmail: gift.buyerEmail,
    paymentStatus: gift.payment?.status ?? null,
    failureCode: gift.payment?.status === 'FAILED' ? (gift.payment.failure?.code ?? null) : null,
  };
}
export type GiftView = ReturnType<typeof giftView>;

/** The label of a redemption refusal, by the platform's code. */
export function redemptionProblem(error: PlatformError): string {
  switch (error.code) {
    case 'GIFT_CODE_MALFORMED':
      return 'giftCodeMalformed';
    case 'GIFT_CODE_NOT_FOUND':
      return 'giftCodeNotFound';
    case 'GIFT_ALREADY_REDEEMED':
      return error.messages[0]?.startsWith('You have') ? 'giftAlreadyYours' : 'giftAlreadyRedeemed';
    case 'LICENCE_ALREADY_ACTIVE':
      return 'giftLicenceAlreadyActive';
    case 'TOO_MANY_ATTEMPTS':
    case 'TOO_MANY_REQUESTS':
      return 'giftTooManyAttempts';
    case 'PURCHASE_RESTRICTED':
      return error.messages[0] ?? 'kidPurchasePermissionDenied';
    default:
      return 'anErrorOccured';
  }
}

/** A loader for a gift id from the path: the gift, or the answer that ends the request. */
export async function loadGift(ctx: AppContext, giftId: string | undefined) {
  if (!giftId) throw redirect(pathFor('gifts', {}, { locale: ctx.locale }));
  const answer = await ctx.platform.gifts.gift({ params: { giftId } });
  if (!answer.ok) {
    if (answer.error.status === 404 || answer.error.status === 400) return { ok: false as const, status: 404, messageKey: 'giftNotFound' };
    return { ok: false as const, status: 503, messageKey: 'unknownError' };
  }
  return { ok: true as const, gift: answer.data };
}
