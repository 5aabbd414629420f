/**
 * The pay screen `/pay/{providerId}`: the basket (totals from the platform only), vouchers,
 * the payment methods and the payment itself. Every submit is a plain form post; a payment
 * carries the Idempotency-Key written into the form when it was rendered, so a double
 * click is one payment.
 */
import { randomUUID } from 'node:crypto';
import { json, redirect } from '@remix-run/node';
import type { AppContext } from '~/context.server';
import { requireSignedIn } from '~/account/guard.server';
import { billingFields, readBillingForm, summaryLines, type BillingField } from '~/commerce/billing-fields';
import { formatMoney } from '~/commerce/money';
import { MISSING_PAYMENT_DETAILS, paymentOutcome } from '~/commerce/payment-errors';
import { periodLabelKey } from '~/commerce/periods';
import { failureOf, payBasket, payPath, REGISTER_FREE, ZERO_BALANCE, type PayChoice, type PayProblem } from '~/commerce/pay.server';
import { pageMeta } from '~/content/section-page.server';
import { pathFor } from '~/routing/paths';
import { safeRedirect } from '~/routing/safe-redirect';
import { purchaseEligibility } from '~/purchase/purchase.server';
import { commerceStage } from '~/signup/signup-flow';
import { dateLocale } from '../../blocks/fields/rules/date-parts';
import type { BasketAnswer } from '../../contract/commerce';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** The origin of a provider URL, or nothing when it is not one. */
function savedCardViews(cards: Array<{ cardId: string; cardType: string; maskedNumber: string; expiryMonth: number; expiryYear: number }>) {
  return cards.map((c) => ({
    cardId: c.cardId,
    label: `${c.cardType} ${c.maskedNumber}`,
    expiry: `${String(c.expiryMonth).padStart(2, '0')}/${c.expiryYear}`,
  }));
}

function frameOrigin(url: string | null): string[] {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
}

/** A method the viewer can pick: one per form-mode provider, one per method of a native (wallet) or browser-mode (bank) provider. */
export interface MethodView {
  providerId: string;
  methodType: string;
  mode: 'form' | 'native' | 'browser';
  labelKey: string;
  href: string;
}

const METHOD_LABELS: Record<string, string> = { card: 'payByCard', wallet: 'payByWallet', ideal: 'payByIdeal', bancontact: 'payByBancontact' };

function basketView(basket: BasketAnswer, locale: string) {
  const money = (amount: number) => formatMoney({ amount, currency: basket.totals.currency, scale: basket.totals.scale }, locale);
  return {
    items: basket.basketItems.map((item) => ({
      licenceId: item.licenceId,
      name: item.name,
      price: formatMoney(item.amount, locale),
      periodKey: item.subscriptionSetting.subscriptionType === 'SUBSCRIPTION' ? periodLabelKey(item.subscriptionSetting.subscriptionPeriod) : null,
      trial: Boolean(item.subscriptionSetting.trialPeriodDuration),
    })),
    vouchers: basket.vouchers.map((voucher) => voucher.name),
    subtotal: money(basket.totals.subtotal),
    discount: basket.totals.discount ? money(-basket.totals.discount) : null,
    voucher: basket.totals.voucher ? money(-basket.totals.voucher) : null,
    tax: money(basket.totals.tax),
    total: money(basket.totals.total),
    zeroBalance: basket.zeroBalance,
    freeTrialDenied: basket.freeTrialDenied && !basket.acknowledgeNoFreeTrial,
  };
}

function fromOf(ctx: AppContext): string {
  return safeRedirect(ctx.url.searchParams.get('from'), '');
}

export async function loadPayPage(ctx: AppContext, providerId: string) {
  requireSignedIn(ctx);
  const from = fromOf(ctx);
  const back = from || pathFor('purchase', {}, { locale: ctx.locale });
  const meta = pageMeta(ctx, 'pay', { providerId }, '');
  const headers = await ctx.sessionHeaders(new Headers(NO_STORE));
  const block = await purchaseEligibility(ctx);
  if (block) return json({ kind: 'blocked' as const, block, back, meta }, { headers });

  const [basket, providers, billing, cards] = await Promise.all([
    ctx.platform.commerce.basket(),
    ctx.platform.commerce.paymentProviders(),
    ctx.platform.commerce.billingDetails(),
    ctx.platform.paymentDetails.cards(),
  ]);
  if (!providers.ok) return json({ kind: 'failed' as const, messageKey: 'couldNotLoadPaymentProviders', back, meta }, { status: 503, headers });
  if (!basket.ok) return json({ kind: 'failed' as const, messageKey: 'unknownError', back, meta }, { status: 503, headers });
  if (!basket.data.basketItems.length) throw redirect(pathFor('purchase', {}, { locale: ctx.locale, query: { from: from || null } }), { headers });

  const methods: MethodView[] = providers.data.providers.flatMap((provider) => {
    const types = provider.mode === 'form' ? ['card'] : provider.paymentMethodTypes;
    return types.map((methodType) => ({
      providerId: provider.id,
      methodType,
      mode: provider.mode,
      labelKey: METHOD_LABELS[methodType] ?? 'paymentMethod',
      href: payPath(ctx, provider.id, {
        from,
        paymentMethodType: provider.mode === 'form' ? null : methodType,
        workflow: ctx.url.searchParams.get('workflow') === REGISTER_FREE ? REGISTER_FREE : null,
      }),
    }));
  });
  const provider = providers.data.providers.find((p) => p.id === providerId);
  if (!provider) {
    const first = methods[0];
    if (!first) return json({ kind: 'failed' as const, messageKey: 'couldNotLoadPaymentProviders', back, meta }, { status: 503, headers });
    throw redirect(first.href, { headers });
  }
  const asked = ctx.url.searchParams.get('paymentMethodType');
  const method =
    methods.find((m) => m.providerId === provider.id && (provider.mode === 'form' || m.methodType === asked)) ??
    methods.find((m) => m.providerId === provider.id)!;

  // Hosted card fields: the provider's page in a frame, told who its parent is and the viewer's language.
  let hostedFieldsSrc: string | null = null;
  if (provider.mode === 'form' && provider.hostedFieldsUrl) {
    const src = new URL(provider.hostedFieldsUrl);
    src.searchParams.set('parent', ctx.url.origin);
    src.searchParams.set('lang', ctx.locale);
    hostedFieldsSrc = src.toString();
  }
  const required = basket.data.billing.requiredFields;
  const lines = summaryLines(required);
  const details = billing.ok ? billing.data : null;
  return json(
    {
      kind: 'pay' as const,
      basket: basketView(basket.data, ctx.locale),
      methods,
      method: { providerId: method.providerId, methodType: method.methodType, mode: method.mode, labelKey: method.labelKey },
      hostedFieldsSrc,
      /** The viewer's stored cards (pay with one, or with a new card); none when they could not be read. */
      savedCards: cards.ok ? savedCardViews(cards.data.cards) : [],
      /** The provider's origin: the only origin the card frame's messages are accepted from (and the CSP's frame-src here). */
      // Every form-mode provider may be framed here, whichever method shows now: switching to the card is a client-side navigation that keeps this document's policy.
      paymentFrameOrigins: providers.data.providers.filter((p) => p.mode === 'form').flatMap((p) => frameOrigin(p.origin ?? p.hostedFieldsUrl)),
      cardOrigin: provider.mode === 'form' ? (frameOrigin(provider.origin ?? provider.hostedFieldsUrl)[0] ?? null) : null,
      /** The providers' origins: the pay forms are redirected to their pages (the CSP's form-action here). */
      providerOrigins: providers.data.providers.map((p) => p.origin).filter((origin): origin is string => Boolean(origin)),
      summary: {
        address: lines.address
          ? [details?.address?.line1, details?.address?.postalCode, details?.address?.administrativeLevel1, details?.address?.country]
              .filter(Boolean)
              .join(', ') || null
          : undefined,
        birthDate: lines.birthDate ? (details?.birthDate ?? null) : undefined,
        taxNumber: lines.taxNumber ? (details?.taxNumber ?? null) : undefined,
      },
      /** In the registration flow this screen is its payment stage (card, bank: a new payment method). */
      signupStage: ctx.url.searchParams.get('workflow') === REGISTER_FREE ? commerceStage('pay', method.mode) : null,
      idempotencyKey: randomUUID(),
      /** The birth date's parts are written in the viewer's order (British English day first). */
      dateLocale: dateLocale(ctx.locale, basket.data.billing.country),
      from,
      back,
      meta,
    },
    { headers },
  );
}

const VOUCHER_ERRORS: Record<string, string> = {
  VOUCHER_MALFORMED: 'voucherInvalid',
  VOUCHER_NOT_FOUND: 'voucherUnknown',
  VOUCHER_EXPIRED: 'voucherExpired',
  VOUCHER_ALREADY_USED: 'voucherUsed',
  VOUCHER_NOT_APPLICABLE: 'voucherInvalid',
};

export type PayActionAnswer =
  | { voucher: { error: string } | { applied: string } | { removed: true } }
  | { problem: PayProblem; fields?: BillingField[]; fieldErrors?: Record<string, string> };

async function billingForm(ctx: AppContext, missingFields: string[]): Promise<BillingField[]> {
  const [basket, countries] = await Promise.all([ctx.platform.commerce.basket(), ctx.platform.forms.countries()]);
  const code = basket.ok ? basket.data.billing.country : null;
  const country = countries.ok && code ? (countries.data.countries.find((c) => c.iso3166alpha2 === code) ?? null) : null;
  return billingFields(missingFields, country);
}

function choiceFrom(form: FormData): PayChoice {
  const text = (name: string, max: number) =>
    String(form.get(name) ?? '')
      .trim()
      .slice(0, max);
  return { provider: text('provider', 100), methodType: text('methodType', 50), paymentMethod: text('paymentMethod', 200) || null };
}

export async function payAction(ctx: AppContext, form: FormData) {
  requireSignedIn(ctx);
  const headers = await ctx.sessionHeaders(new Headers(NO_STORE));
  const intent = String(form.get('intent') ?? '');
  const from = safeRedirect(String(form.get('from') ?? ''), '');

  if (intent === 'voucher-add' || intent === 'voucher-remove') {
    const code = String(form.get('code') ?? '').trim();
    if (!code || code.length > 200) return json({ voucher: { error: 'voucherInvalid' } } satisfies PayActionAnswer, { status: 400, headers });
    const answer =
      intent === 'voucher-add' ? await ctx.platform.commerce.addVoucher({ params: { code } }) : await ctx.platform.commerce.removeVoucher({ params: { code } });
    if (!answer.ok) {
      const error = VOUCHER_ERRORS[answer.error.code] ?? (answer.error.status === 404 && intent === 'voucher-add' ? 'voucherUnknown' : 'anErrorOccured');
      return json({ voucher: { error } } satisfies PayActionAnswer, {
        status: answer.error.status >= 400 && answer.error.status < 500 ? answer.error.status : 502,
        headers,
      });
    }
    return json({ voucher: intent === 'voucher-add' ? { applied: code.toUpperCase() } : { removed: true as const } } satisfies PayActionAnswer, { headers });
  }

  const basket = await ctx.platform.commerce.basket();
  if (!basket.ok)
    return json({ problem: { kind: 'message', labelKey: 'anErrorOccured', serverText: null } } satisfies PayActionAnswer, { status: 502, headers });

  if (intent === 'acknowledge-no-trial') {
    const item = basket.data.basketItems[0];
    if (item) {
      const answer = await ctx.platform.commerce.setBasket({ params: { id: item.licenceId }, query: { acknowledgeNoFreeTrial: true }, body: {} });
      if (!answer.ok) {
        const outcome = paymentOutcome(failureOf(answer.error));
        return json(
          { problem: outcome.kind === 'message' ? outcome : { kind: 'message', labelKey: 'anErrorOccured', serverText: null } } satisfies PayActionAnswer,
          { status: 400, headers },
        );
      }
    }
    return redirect(ctx.url.pathname + ctx.url.search, { headers });
  }

  const choice = choiceFrom(form);
  const idempotencyKey = String(form.get('idempotencyKey') ?? '').slice(0, 255);
  if (!/^[\x21-\x7e]{8,255}$/.test(idempotencyKey))
    return json({ problem: { kind: 'message', labelKey: 'paymentError', serverText: null } } satisfies PayActionAnswer, { status: 400, headers });

  if (intent === 'billing') {
    const fields = await billingForm(ctx, basket.data.billing.missingFields);
    const { body, errors } = readBillingForm(form, fields, basket.data.billing.country);
    if (Object.keys(errors).length) {
      return json(
        {
          problem: { kind: 'billing', missingFields: basket.data.billing.missingFields, retry: choice },
          fields,
          fieldErrors: errors,
        } satisfies PayActionAnswer,
        { status: 400, headers },
      );
    }
    const saved = await ctx.platform.commerce.saveBillingDetails({ body });
    if (!saved.ok) {
      return json(
        { problem: { kind: 'billing', missingFields: basket.data.billing.missingFields, retry: choice }, fields, fieldErrors: {} } satisfies PayActionAnswer,
        { status: 400, headers },
      );
    }
  } else if (intent !== 'pay') {
    return json({ problem: { kind: 'message', labelKey: 'anErrorOccured', serverText: null } } satisfies PayActionAnswer, { status: 400, headers });
  }

  // A zero balance never goes to a provider; otherwise the chosen provider must be on offer.
  const providers = await ctx.platform.commerce.paymentProviders();
  const provider = providers.ok ? providers.data.providers.find((p) => p.id === choice.provider) : undefined;
  if (basket.data.zeroBalance) {
    choice.provider = ZERO_BALANCE;
    choice.methodType = ZERO_BALANCE;
    choice.paymentMethod = null;
  } else if (!provider) {
    return json({ problem: { kind: 'message', labelKey: 'couldNotLoadPaymentProviders', serverText: null } } satisfies PayActionAnswer, {
      status: 400,
      headers,
    });
  } else if (provider.mode === 'form' && !choice.paymentMethod) {
    return json({ problem: MISSING_PAYMENT_DETAILS } satisfies PayActionAnswer, { status: 400, headers });
  }
  const response = await payBasket(ctx, basket.data, { ...choice, idempotencyKey, from, providerOrigin: provider?.origin ?? null });
  if (response.status === 424) {
    const answer = (await response.clone().json()) as { problem: Extract<PayProblem, { kind: 'billing' }> };
    const fields = await billingForm(ctx, answer.problem.missingFields);
    return json({ problem: answer.problem, fields, fieldErrors: {} } satisfies PayActionAnswer, { status: 424, headers });
  }
  return response;
}
