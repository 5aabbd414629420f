/**
 * The provider's own state: payment methods (never a card number), payment intents,
 * idempotency records and webhook deliveries. Kept in memory and written as one JSON file
 * (`<dataDir>/psp/state.json`, written to a temporary file then renamed, so a crash never
 * leaves half a file); `memory://` keeps it in this process only.
 *
 * Every read and change is synchronous in memory: two requests can never interleave between
 * "is this key known?" and "remember it", which is what makes idempotency hold under
 * parallel requests. Writes to disk are coalesced and serialised behind that.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** What a test card number stands for at charge time (the number itself is discarded). */
export type CardBehaviour = 'succeed' | 'card_declined' | 'insufficient_funds' | 'expired_card' | 'challenge';

export interface PaymentMethod {
  id: string;
  type: 'card';
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: CardBehaviour;
  created: number;
}

export type IntentStatus = 'succeeded' | 'requires_action' | 'processing' | 'failed';
export type PaymentMethodType = 'card' | 'ideal' | 'bancontact' | 'wallet';

/** The page a browser visits while an intent `requires_action`: a card's 3-D Secure, a bank, the wallet's approval. */
export type ActionPageKind = 'challenge' | 'bank' | 'wallet';

/** Money sent back for a succeeded intent (all of it, or part). */
export interface Refund {
  id: string;
  amount: number;
  metadata: Record<string, string | number | boolean | null>;
  created: number;
}

export interface Failure {
  code: string;
  message: string;
}

export interface PaymentIntent {
  id: string;
  amount: number;
  currency: string;
  status: IntentStatus;
  paymentMethodType: PaymentMethodType;
  paymentMethod?: string;
  returnUrl: string;
  offSession: boolean;
  metadata: Record<string, string | number | boolean | null>;
  /** The page the browser must visit while `requires_action`. */
  action?: ActionPageKind;
  /** The Idempotency-Key the intent was created with: the platform can ask for the intent by it (lookup only, never a charge). */
  idempotencyKey?: string;
  /** Refunds of a succeeded intent; their sum never exceeds `amount`. */
  refunds?: Refund[];
  failure?: Failure;
  created: number;
  updated: number;
}

export interface IdempotencyRecord {
  key: string;
  fingerprint: string;
  statusCode: number;
  body: unknown;
  created: number;
}

export interface Delivery {
  eventId: string;
  intentId: string;
  /** The exact bytes sent (and signed) on every attempt. */
  body: string;
  attempts: number;
  nextAttemptAt: number;
  state: 'pending' | 'delivered' | 'abandoned';
  lastError?: string;
  deliveredAt?: number;
}

interface Snapshot {
  version: 1;
  paymentMethods: PaymentMethod[];
  intents: PaymentIntent[];
  idempotency: IdempotencyRecord[];
  deliveries: Delivery[];
}

/** Stripe keeps idempotency keys for 24 hours; so does this provider. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export class PspStore {
  readonly paymentMethods = new Map<string, PaymentMethod>();
  readonly intents = new Map<string, PaymentIntent>();
  readonly idempotency = new Map<string, IdempotencyRecord>();
  readonly deliveries = new Map<string, Delivery>();
  private readonly file: string | null;
  private writing: Promise<void> | null = null;
  private dirty = false;

  constructor(dataDir: string) {
    this.file = dataDir === 'memory://' ? null : join(resolve(dataDir), 'psp', 'state.json');
    if (this.file && existsSync(this.file)) this.load(this.file);
  }

  /** Where the state is written (null: memory). */
  get location(): string | null {
    return this.file;
  }

  private load(file: string) {
    const snapshot = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
    const oldest = Date.now() - IDEMPOTENCY_TTL_MS;
    for (const method of snapshot.paymentMethods ?? []) this.paymentMethods.set(method.id, method);
    for (const intent of snapshot.intents ?? []) this.intents.set(intent.id, intent);
    for (const record of snapshot.idempotency ?? []) if (record.created >= oldest) this.idempotency.set(record.key, record);
    for (const delivery of snapshot.deliveries ?? []) this.deliveries.set(delivery.eventId, delivery);
  }

  /** Schedules a write of the whole state; call after every change. */
  save(): void {
    if (!this.file) return;
    this.dirty = true;
    this.writing ??= this.writeLoop(this.file);
  }

  private async writeLoop(file: string) {
    try {
      mkdirSync(join(file, '..'), { recursive: true });
      while (this.dirty) {
        this.dirty = false;
        const snapshot: Snapshot = {
          version: 1,
          paymentMethods: [...this.paymentMethods.values()],
          intents: [...this.intents.values()],
          idempotency: [...this.idempotency.values()],
          deliveries: [...this.deliveries.values()],
        };
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, JSON.stringify(snapshot), { mode: 0o600 });
        await rename(temporary, file);
      }
    } finally {
      this.writing = null;
    }
  }

  /** Resolves once everything changed so far is on disk. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }
}
