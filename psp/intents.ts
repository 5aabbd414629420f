/**
 * Payment intents: what a charge does with each kind of payment method, and the only two
 * ways an intent that needs the viewer (3-D Secure, a bank) reaches a final state. Every
 * final state is reached once and sends exactly one webhook event.
 */
import { z } from 'zod';
import { newId } from './cards.js';
import type { Failure, PaymentIntent, PaymentMethod, PspStore } from './store.js';
import type { WebhookSender } from './webhooks.js';

export const FAILURES = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  authentication_required: 'This card requires 3-D Secure authentication, which cannot happen without the card holder.',
  authentication_failed: 'The 3-D Secure authentication of the card failed.',
  payment_cancelled: 'The payment was cancelled at the bank.',
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
  paymentMethodType: z.enum(['card', 'ideal', 'bancontact']),
  returnUrl: z.string().max(2000).refine(isHttpUrl, 'an absolute http(s) URL'),
  offSession: z.boolean().optional(),
  metadata: z
    .record(z.string().min(1).max(40), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .refine((value) => Object.keys(value).length <= 50, 'at most 50 keys')
    .default({}),
});
export type IntentInput = z.infer<typeof IntentBody>;

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

  create(input: IntentInput): PaymentIntent {
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
    };
    if (!method) {
      intent.status = 'requires_action';
      intent.action = 'bank';
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
   * The viewer's answer on the challenge or bank page. Only an intent still waiting for that
   * page changes (a second submission, or one for another page, changes nothing).
   */
  decide(intent: PaymentIntent, page: 'challenge' | 'bank', approve: boolean): PaymentIntent {
    if (intent.status !== 'requires_action' || intent.action !== page) return intent;
    intent.status = approve ? 'succeeded' : 'failed';
    if (!approve) intent.failure = failure(page === 'challenge' ? 'authentication_failed' : 'payment_cancelled');
    delete intent.action;
    intent.updated = Math.floor(Date.now() / 1000);
    this.store.save();
    this.webhooks.enqueue(intent);
    return intent;
  }
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
  };
}

/** Where the browser goes after the challenge or bank page (the web's /payment-authorization). */
export function returnLocation(intent: PaymentIntent): string {
  const url = new URL(intent.returnUrl);
  url.searchParams.set('payment_intent', intent.id);
  url.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
  return url.toString();
}
