/**
 * Paying the basket from the web: the platform's pay call and what each answer means for
 * the viewer. A payment that succeeded or is processing continues on the confirmation
 * screen (`/pay?payment=…`), one that needs the viewer (3-D Secure, a bank) goes to the
 * provider's page, and every refusal comes back as a problem the pay screen shows.
 */
import { json, redirect } from '@remix-run/node';
import type { AppContext } from '~/context.server';
import type { PlatformError } from '~/platform/client.server';
import { pathFor } from '~/routing/paths';
import type { BasketAnswer, PaymentAnswer } from '../../contract/commerce';
import { cardErrorLabel, paymentOutcome, type PaymentFailure } from './payment-errors';

/** The registration flow's marker (spec 01, `workflow=register-free`). */
export const REGISTER_FREE = 'register-free';

/** The marker when this screen is part of the registration flow: every commerce screen passes it on, so each shows its sign-up stage. */
export function registrationWorkflow(ctx: AppContext): string | null {
  return ctx.url.searchParams.get('workflow') === REGISTER_FREE ? REGISTER_FREE : null;
}

/** The provider and method of a payment with nothing to charge (FREE licence, 100 % voucher). */
export const ZERO_BALANCE = 'zero-balance';

export function failureOf(error: PlatformError): PaymentFailure {
  return { status: error.status, code: error.code || null, message: error.messages[0] ?? null };
}

/** The pay screen of one provider (`/pay/{providerId}`), keeping where the viewer came from. */
export function payPath(
  ctx: AppContext,
  providerId: string,
  query: { from?: string | null; paymentMethodType?: string | null; workflow?: string | null } = {},
): string {
  return pathFor(
    'pay',
    { providerId },
    { locale: ctx.locale, query: { paymentMethodType: query.paymentMethodType ?? null, from: query.from || null, workflow: query.workflow ?? null } },
  );
}

/** The confirmation screen following one payment. */
export function confirmationPath(ctx: AppContext, paymentId: string, from: string | null): string {
  return pathFor('paymentConfirmation', {}, { locale: ctx.locale, query: { payment: paymentId, from: from || null, workflow: registrationWorkflow(ctx) } });
}

/** Where the provider sends the browser back to: `/payment-authorization` on this site's origin. */
export function returnUrl(ctx: AppContext, from: string | null): string {
  return new URL(
    pathFor('paymentAuthorization', {}, { locale: ctx.locale, query: { from: from || null, workflow: registrationWorkflow(ctx) } }),
    ctx.url.origin,
  ).toString();
}

export type PayProblem =
  | { kind: 'message'; labelKey: string; serverText: string | null }
  | { kind: 'freeTrialDenied' }
  | { kind: 'billing'; missingFields: string[]; retry: PayChoice };

export interface PayChoice {
  provider: string;
  methodType: string;
  /** `pm_…` from the hosted card fields; null for bank methods and zero balance. */
  paymentMethod: string | null;
}

interface PayInput extends PayChoice {
  idempotencyKey: string;
  from: string | null;
  /** Only redirect targets on this origin are followed (the provider's pages). */
  providerOrigin?: string | null;
}

/** A failed payment answer (FAILED with the processor's failure) as the catalogue's message. */
export function failedPaymentProblem(payment: Pick<PaymentAnswer, 'failure'>): PayProblem {
  const code = payment.failure?.code ?? null;
  const outcome = paymentOutcome({ status: 402, code, message: payment.failure?.message ?? null });
  if (outcome.kind === 'message') return outcome;
  return { kind: 'message', labelKey: cardErrorLabel(code), serverText: null };
}

/**
 * Pays `basket` and answers the Response the action returns: a redirect (confirmation or the
 * provider's page) or the problem as JSON with the answer's status.
 */
export async function payBasket(ctx: AppContext, basket: BasketAnswer, input: PayInput): Promise<Response> {
  const headers = await ctx.sessionHeaders(new Headers({ 'Cache-Control': 'private, no-store' }));
  const problem = (value: PayProblem, status: number) => json({ problem: value }, { status, headers });
  const answer = await ctx.platform.commerce.pay({
    params: { id: basket.id },
    query: basket.acknowledgeNoFreeTrial ? { acknowledgeNoFreeTrial: true } : {},
    headers: { 'idempotency-key': input.idempotencyKey },
    body: {
      paymentArrangement: {
        primaryPaymentDetailsAttributes: {
          ...(input.paymentMethod ? { paymentDetailsExternalId: input.paymentMethod } : {}),
          targetPaymentProvider: input.provider,
          paymentMethodType: input.methodType,
        },
      },
      returnUrl: returnUrl(ctx, input.from),
    },
  });
  if (!answer.ok) {
    const outcome = paymentOutcome(failureOf(answer.error));
    if (outcome.kind === 'freeTrialDenied') return problem(outcome, 409);
    if (outcome.kind === 'billingDetailsRequired') {
      // The 424's missing fields, read back from the basket (the platform keeps them there).
      const fresh = await ctx.platform.commerce.basket();
      const missingFields = fresh.ok ? fresh.data.billing.missingFields : outcome.missingFields;
      return problem(
        { kind: 'billing', missingFields, retry: { provider: input.provider, methodType: input.methodType, paymentMethod: input.paymentMethod } },
        424,
      );
    }
    if (answer.error.code === 'PAYMENT_DETAILS_REQUIRED') return problem({ kind: 'message', labelKey: 'failedPayment', serverText: null }, 428);
    return problem(outcome, answer.error.status >= 400 && answer.error.status < 600 ? answer.error.status : 502);
  }
  const payment = answer.data;
  if (payment.status === 'FAILED') return problem(failedPaymentProblem(payment), 402);
  if (payment.status === 'REQUIRES_ACTION' && payment.redirectUrl) {
    const target = safeProviderUrl(payment.redirectUrl, input.providerOrigin ?? null);
    if (!target) return problem({ kind: 'message', labelKey: 'anErrorOccured', serverText: null }, 502);
    return redirect(target, { headers });
  }
  return redirect(confirmationPath(ctx, payment.id, input.from), { headers });
}

/** A provider page URL is followed only when it is http(s) on the provider's own origin. */
export function safeProviderUrl(url: string, providerOrigin: string | null): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    if (providerOrigin && parsed.origin !== new URL(providerOrigin).origin) return null;
    return parsed.toString();
  } catch {
    return null;
  }
}
