/**
 * Webhook deliveries to the platform: one event per final intent state, signed
 * (signature.ts), retried on every non-2xx answer, network error or timeout with a delay that
 * starts at `firstDelayMs` and doubles, `maxAttempts` tries in all. Each delivery is kept in
 * the store before the first try and updated after every try, so a restart of the provider
 * resumes it and a platform that was down when the intent finished still hears of it.
 */
import { newId } from './cards.js';
import { PSP_SIGNATURE_HEADER, signPspPayload } from './signature.js';
import type { Delivery, PaymentIntent, PspStore } from './store.js';

export interface RetryPolicy {
  /** Delay before the second try; doubles for each later one. */
  firstDelayMs: number;
  /** Tries in all, the first included; then the delivery is abandoned (kept, marked). */
  maxAttempts: number;
  /** How long one try waits for an answer. */
  timeoutMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 1000, maxAttempts: 10, timeoutMs: 10_000 };

export type PspEventType = 'payment_intent.succeeded' | 'payment_intent.payment_failed';

interface Logger {
  info: (message: string) => void;
  warn: (message: string) => void;
}

/** The delay before try number `attempt + 1`, after `attempt` failed tries (1 s, 2 s, 4 s…). */
export function retryDelay(policy: RetryPolicy, failedAttempts: number): number {
  return policy.firstDelayMs * 2 ** Math.max(0, failedAttempts - 1);
}

export class WebhookSender {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly inFlight = new Set<AbortController>();
  private stopped = false;

  constructor(
    private readonly store: PspStore,
    private readonly url: string,
    private readonly secret: string,
    private readonly retry: RetryPolicy,
    private readonly log: Logger,
  ) {}

  /** Records the event of a final intent state and starts delivering it. */
  enqueue(intent: PaymentIntent): Delivery {
    const type: PspEventType = intent.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';
    const event = {
      id: newId('evt'),
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        id: intent.id,
        amount: intent.amount,
        currency: intent.currency,
        status: intent.status,
        metadata: intent.metadata,
        ...(intent.failure ? { failure: intent.failure } : {}),
      },
    };
    const delivery: Delivery = {
      eventId: event.id,
      intentId: intent.id,
      body: JSON.stringify(event),
      attempts: 0,
      nextAttemptAt: Date.now(),
      state: 'pending',
    };
    this.store.deliveries.set(delivery.eventId, delivery);
    this.store.save();
    this.schedule(delivery);
    return delivery;
  }

  /** Resumes every pending delivery (after a restart). */
  start() {
    for (const delivery of this.store.deliveries.values()) if (delivery.state === 'pending') this.schedule(delivery);
  }

  /** Stops timers and aborts tries in flight; pending deliveries stay pending in the store. */
  stop() {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    for (const controller of this.inFlight) controller.abort();
  }

  private schedule(delivery: Delivery) {
    if (this.stopped) return;
    clearTimeout(this.timers.get(delivery.eventId));
    const timer = setTimeout(
      () => {
        this.timers.delete(delivery.eventId);
        void this.attempt(delivery);
      },
      Math.max(0, delivery.nextAttemptAt - Date.now()),
    );
    this.timers.set(delivery.eventId, timer);
  }

  private async attempt(delivery: Delivery) {
    if (this.stopped || delivery.state !== 'pending') return;
    const controller = new AbortController();
    this.inFlight.add(controller);
    const timeout = setTimeout(() => controller.abort(), this.retry.timeoutMs);
    let failure: string | null = null;
    try {
      const answer = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [PSP_SIGNATURE_HEADER]: signPspPayload(this.secret, delivery.body), 'user-agent': 'reference-psp/1' },
        body: delivery.body,
        redirect: 'manual',
        signal: controller.signal,
      });
      await answer.body?.cancel();
      if (answer.status < 200 || answer.status > 299) failure = `HTTP ${answer.status}`;
    } catch (error) {
      failure = controller.signal.aborted
        ? this.stopped
          ? 'stopped'
          : `no answer within ${this.retry.timeoutMs} ms`
        : String((error as Error).cause ?? (error as Error).message);
    } finally {
      clearTimeout(timeout);
      this.inFlight.delete(controller);
    }
    if (this.stopped) return; // the try never counted: it is made again after the restart
    delivery.attempts += 1;
    if (failure === null) {
      delivery.state = 'delivered';
      delivery.deliveredAt = Date.now();
      delete delivery.lastError;
      this.log.info(`webhook ${delivery.eventId} (${delivery.intentId}) delivered on try ${delivery.attempts}`);
    } else if (delivery.attempts >= this.retry.maxAttempts) {
      delivery.state = 'abandoned';
      delivery.lastError = failure;
      this.log.warn(`webhook ${delivery.eventId} (${delivery.intentId}) abandoned after ${delivery.attempts} tries: ${failure}`);
    } else {
      delivery.lastError = failure;
      delivery.nextAttemptAt = Date.now() + retryDelay(this.retry, delivery.attempts);
      this.log.warn(`webhook ${delivery.eventId} try ${delivery.attempts} failed (${failure}); next in ${delivery.nextAttemptAt - Date.now()} ms`);
      this.schedule(delivery);
    }
    this.store.save();
  }
}
