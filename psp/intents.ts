/**
 * Payment intents: what a charge does with each kind of payment method, and the only two
 * ways an intent that needs the viewer (3-D Secure, a bank) reaches a final state. Every
 * final state is reached once and sends exactly one webhook event.
 */
import { z } from 'zod';
import { newId } from './cards.js';
import type { ActionPageKind, Failure, PaymentIntent, PaymentMethod, PaymentMethodType, PspStore, Refund } from './store.js';
import type { WebhookSender } from './webhooks.js';

export const FAILURES = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  authentication_required: 'This card requires 3-D Secure authentication, which cannot happen without the card holder.',
  authentication_failed: 'The 3-D Secure authentication of the card failed.',
  payment_cancelled: 'The payment was cancelled at the bank.',
  wallet_cancelled: 'The payment was cancelled in the wallet.',
} as const;

const failure = (code: keyof typeof FAILURES): Failure => ({ code, message: FAILURES[code] });

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const IntentBody = z.object({
  amount: z.number().int().min(1).max(99_999_999),
  currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code in capitals'),
  paymentMethod: z
    .string()
    .regex(/^pm_[A-Za-z0-9]{1,64}$/)
    .optional(),
  paymentMethodType: z.enum(['card', 'ideal', 'bancontact', 'wallet']),
  returnUrl: z.string().max(2000).refine(isHttpUrl, 'an absolute http(s) URL'),
  offSession: z.boolean().optional(),
  metadata: z
    .record(z.string().min(1).max(40), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .refine((value) => Object.keys(value).length <= 50, 'at most 50 keys')
    .default({}),
});
export type IntentInput = z.infer<typeof IntentBody>;

export const RefundBody = z.object({
  paymentIntent: z.string().regex(/^pi_[A-Za-z0-9]{1,64}$/),
  /** Minor units; all that is left to refund when absent. */
  amount: z.number().int().min(1).max(99_999_999).optional(),
  metadata: z
    .record(z.string().min(1).max(40), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .refine((value) => Object.keys(value).length <= 50, 'at most 50 keys')
    .default({}),
});
export type RefundInput = z.infer<typeof RefundBody>;

/** The page an intent of this method type waits on: the card's 3-D Secure, the bank's or the wallet's approval. */
export function actionPageOf(type: PaymentMethodType): ActionPageKind {
  if (type === 'card') return 'challenge';
  return type === 'wallet' ? 'wallet' : 'bank';
}

export class IntentError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

export class Intents {
  constructor(
    private readonly store: PspStore,
    private readonly webhooks: WebhookSender,
  ) {}

  create(input: IntentInput, idempotencyKey?: string): PaymentIntent {
    let method: PaymentMethod | undefined;
    if (input.paymentMethodType === 'card') {
      if (!input.paymentMethod)
        throw new IntentError('parameter_missing', 'A card payment needs paymentMethod (a pm_… id from the hosted card fields).', 'paymentMethod');
      method = this.store.paymentMethods.get(input.paymentMethod);
      if (!method) throw new IntentError('resource_missing', `No such payment method: ${input.paymentMethod}.`, 'paymentMethod');
    } else if (input.paymentMethod) {
      throw new IntentError('parameter_invalid', `A ${input.paymentMethodType} payment is authorised at the bank: send no paymentMethod.`, 'paymentMethod');
    }
    const now = Math.floor(Date.now() / 1000);
    const intent: PaymentIntent = {
      id: newId('pi'),
      amount: input.amount,
      currency: input.currency,
      status: 'processing',
      paymentMethodType: input.paymentMethodType,
      ...(method ? { paymentMethod: method.id } : {}),
      returnUrl: input.returnUrl,
      offSession: input.offSession ?? false,
      metadata: input.metadata,
      created: now,
      updated: now,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    };
    if (!method) {
      // Bank and wallet payments are authorised by the viewer on the provider's page.
      intent.status = 'requires_action';
      intent.action = actionPageOf(input.paymentMethodType);
    } else if (method.behaviour === 'succeed') {
      intent.status = 'succeeded';
    } else if (method.behaviour === 'challenge') {
      if (intent.offSession) {
        intent.status = 'failed';
        intent.failure = failure('authentication_required');
      } else {
        intent.status = 'requires_action';
        intent.action = 'challenge';
      }
    } else {
      intent.status = 'failed';
      intent.failure = failure(method.behaviour);
    }
    this.store.intents.set(intent.id, intent);
    this.store.save();
    if (intent.status === 'succeeded' || intent.status === 'failed') this.webhooks.enqueue(intent);
    return intent;
  }

  /**
   * The viewer's answer on the challenge, bank or wallet page. Only an intent still waiting for that
   * page changes (a second submission, or one for another page, changes nothing).
   */
  decide(intent: PaymentIntent, page: ActionPageKind, approve: boolean): PaymentIntent {
    if (intent.status !== 'requires_action' || intent.action !== page) return intent;
    intent.status = approve ? 'succeeded' : 'failed';
    if (!approve) intent.failure = failure(page === 'challenge' ? 'authentication_failed' : page === 'wallet' ? 'wallet_cancelled' : 'payment_cancelled');
    delete intent.action;
    intent.updated = Math.floor(Date.now() / 1000);
    this.store.save();
    this.webhooks.enqueue(intent);
    return intent;
  }

  /**
   * Sends money of a succeeded intent back (all that is left when no amount is named). Only a
   * succeeded intent can be refunded, and never beyond what was charged. The caller's
   * Idempotency-Key makes a retried refund answer the first one instead of refunding twice.
   */
  refund(input: RefundInput): { intent: PaymentIntent; refund: Refund } {
    const intent = this.store.intents.get(input.paymentIntent);
    if (!intent) throw new IntentError('resource_missing', `No such payment intent: ${input.paymentIntent}.`, 'paymentIntent');
    if (intent.status !== 'succeeded') throw new IntentError('charge_not_refundable', 'Only a succeeded payment can be refunded.', 'paymentIntent');
    const left = intent.amount - refundedOf(intent);
    const amount = input.amount ?? left;
    if (left <= 0) throw new IntentError('charge_already_refunded', 'This payment has been refunded in full already.', 'paymentIntent');
    if (amount > left) throw new IntentError('parameter_invalid', `At most ${left} can be refunded.`, 'amount');
    const refund: Refund = { id: newId('re'), amount, metadata: input.metadata, created: Math.floor(Date.now() / 1000) };
    intent.refunds = [...(intent.refunds ?? []), refund];
    intent.updated = refund.created;
    this.store.save();
    return { intent, refund };
  }
}

export function refundedOf(intent: PaymentIntent): number {
  return (intent.refunds ?? []).reduce((sum, r) => sum + r.amount, 0);
}

/** A refund as the API answers it. */
export function refundAnswer(intent: PaymentIntent, refund: Refund) {
  return {
    id: refund.id,
    object: 'refund',
    status: 'succeeded',
    paymentIntent: intent.id,
    amount: refund.amount,
    currency: intent.currency,
    metadata: refund.metadata,
    created: refund.created,
  };
}

/** The intent as the API answers it. */
export function intentAnswer(intent: PaymentIntent, publicUrl: string) {
  return {
    id: intent.id,
    object: 'payment_intent',
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    paymentMethodType: intent.paymentMethodType,
    ...(intent.paymentMethod ? { paymentMethod: intent.paymentMethod } : {}),
    metadata: intent.metadata,
    created: intent.created,
    ...(intent.status === 'requires_action' && intent.action ? { nextAction: { redirectUrl: `${publicUrl}/${intent.action}/${intent.id}` } } : {}),
    ...(intent.failure ? { failure: intent.failure } : {}),
    amountRefunded: refundedOf(intent),
  };
}

/** Where the browser goes after the challenge or bank page (the web's /payment-authorization). */
export function returnLocation(intent: PaymentIntent): string {
  const url = new URL(intent.returnUrl);
  url.searchParams.set('payment_intent', intent.id);
  url.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
  return url.toString();
}
