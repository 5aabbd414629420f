/**
 * The platform's client of the payment provider (docs/psp-interface, ADR 0019): server to
 * server, `Authorization: Bearer <PSP secret key>`, an `Idempotency-Key` on every create so a
 * retried request can never charge twice. Network failures and timeouts come back as
 * `PspUnavailable`, never as a guess about the payment.
 */
import { z } from 'zod';

export const pspIntent = z.object({
  id: z.string(),
  status: z.enum(['succeeded', 'requires_action', 'processing', 'failed']),
  amount: z.number().int(),
  currency: z.string(),
  nextAction: z.object({ redirectUrl: z.string() }).nullish(),
  failure: z.object({ code: z.string(), message: z.string() }).nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});
export type PspIntent = z.output<typeof pspIntent>;

export const pspRefund = z.object({
  id: z.string().regex(/^re_/),
  status: z.literal('succeeded'),
  paymentIntent: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});
export type PspRefund = z.output<typeof pspRefund>;

const intentList = z.object({ object: z.literal('list'), data: z.array(pspIntent) });

export class PspUnavailable extends Error {
  constructor(
    readonly reason: 'unreachable' | 'timeout' | 'bad-answer',
    detail: string,
  ) {
    super(`payment provider ${reason}: ${detail}`);
    this.name = 'PspUnavailable';
  }
}

/** The provider refused the request itself (4xx other than a payment failure): a bug or a bad payment method id. */
export class PspRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PspRefused';
  }
}

export interface CreateIntent {
  amount: number;
  currency: string;
  paymentMethod?: string;
  paymentMethodType: string;
  returnUrl: string;
  /** A merchant-initiated charge of a stored payment method without the viewer (renewals): no 3-D Secure page possible. */
  offSession?: boolean;
  metadata: Record<string, string>;
}

export interface PspClient {
  createIntent(input: CreateIntent, idempotencyKey: string): Promise<PspIntent>;
  getIntent(id: string): Promise<PspIntent>;
  /** The intent made under a create's Idempotency-Key, or null when the provider never received that create (nothing is made). */
  findIntentByKey(idempotencyKey: string): Promise<PspIntent | null>;
  /** Refunds a succeeded intent in full; the same key answers the first refund again. */
  refund(input: { paymentIntent: string; metadata: Record<string, string> }, idempotencyKey: string): Promise<PspRefund>;
}

export function createPspClient(options: { url: string; secretKey: string; timeoutMs: number }): PspClient {
  async function call<T>(shape: z.ZodType<T>, method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${options.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error)?.name;
      throw new PspUnavailable(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable', String((error as Error)?.message ?? error));
    }
    let parsed: unknown;
    try {
      parsed = await res.json();
    } catch {
      throw new PspUnavailable(res.status >= 500 ? 'unreachable' : 'bad-answer', `status ${res.status} without JSON`);
    }
    if (res.status >= 500) throw new PspUnavailable('unreachable', `status ${res.status}`);
    // A failed payment is an intent with status failed (402 at most providers); other 4xx are refusals.
    const answer = shape.safeParse(parsed);
    if (answer.success) return answer.data;
    // Provider errors read `{ error: { type, code, message } }`.
    const error = z.object({ error: z.object({ code: z.string(), message: z.string() }) }).safeParse(parsed);
    if (res.status >= 400)
      throw new PspRefused(
        res.status,
        error.success ? error.data.error.code : 'psp_refused',
        error.success ? error.data.error.message : `status ${res.status}`,
      );
    throw new PspUnavailable('bad-answer', `status ${res.status}: not the expected answer`);
  }
  return {
    createIntent: (input, key) => call(pspIntent, 'POST', '/v1/payment-intents', input, key),
    getIntent: (id) => call(pspIntent, 'GET', `/v1/payment-intents/${encodeURIComponent(id)}`),
    findIntentByKey: async (key) => (await call(intentList, 'GET', `/v1/payment-intents?idempotency_key=${encodeURIComponent(key)}`)).data[0] ?? null,
    refund: (input, key) => call(pspRefund, 'POST', '/v1/refunds', input, key),
  };
}
