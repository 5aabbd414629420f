/**
 * Renewals: a subscription is charged again at the end of its period, off session, with its
 * stored card (docs/decisions/0029).
 *
 *   sweep    licences past their end: a non-renewing one (FIXED_DATE, PPV, cancelled)
 *            becomes EXPIRED; a paused one stays as it is (not charged; its expiry stops
 *            access); an auto-renewing one (a trial converts the same way) or a resumed one
 *            gets one renewal job keyed by (viewer, licence, period start).
 *   terms    what the renewal charges, or that it charges nothing, is decided in one place
 *            from the subscription state (renewal-terms.ts: cancellation, pause and resume,
 *            accepted price change, cancellation-promo discount).
 *   run      one renewal job: one charge row per attempt, created with its order and
 *            PROCESSING payment in one transaction before the provider is called, under the
 *            attempt's own provider idempotency key. A partial unique index admits one charge
 *            per period that is not FAILED, so two runners cannot both charge; a runner that
 *            died after the provider charged leaves a PROCESSING charge, and the next run sends
 *            the same key and body again, which the provider answers with the stored intent.
 *   failure  the licence keeps its end date (access stops there) and gets the pending action
 *            REFRESH_PAYMENT_DETAILS; the viewer is mailed; the job runs again on
 *            RETRY_AFTER_DAYS (1, 3, 7 days after the period end) and after the last failure
 *            the licence EXPIRES. Replacing the card brings the retry forward to now.
 *
 * The business clock (`now`) decides what is due; leases use the wall clock (queue.ts).
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { CatalogueService } from '../catalogue/service.js';
import { claim, done, enqueue, later, runSooner, DEFAULT_LEASE_MS, type JobRow } from '../jobs/queue.js';
import { newId } from './baskets.js';
import { appendEvent } from './ledger.js';
import type { PaymentMethods } from './payment-methods.js';
import { PROVIDERS } from './payments.js';
import { PspRefused, PspUnavailable, type PspClient, type PspIntent } from './psp-client.js';
import { renewalTerms, renewsFrom } from './renewal-terms.js';
import type { CommerceRules } from './rules.js';

export const RENEWAL_JOB = 'renewal';
export const REFRESH_PAYMENT_DETAILS = 'REFRESH_PAYMENT_DETAILS';
/** Days after the period end on which a failed renewal is tried again; after the last one the licence expires. */
export const RETRY_AFTER_DAYS = [1, 3, 7] as const;
/** A provider that did not answer: the same charge is asked again after this long. */
export const UNAVAILABLE_RETRY_MS = 10 * 60_000;

const DAY_MS = 24 * 60 * 60_000;

export type RenewalOutcome =
  | { result: 'renewed'; licenceId: string; userId: string; periodEnd: string; paymentId: string }
  | { result: 'failed'; licenceId: string; userId: string; code: string; nextTry: string | null; paymentId: string | null }
  | { result: 'expired'; licenceId: string; userId: string }
  | { result: 'skipped'; licenceId: string; userId: string; reason: string }
  | { result: 'deferred'; licenceId: string; userId: string; reason: string };

export interface RenewalNotices {
  /** A renewal failed (nextTry null: the subscription ended). Called after the transaction committed. */
  failed(input: {
    userId: string;
    licenceId: string;
    realm: string;
    amount: { amount: number; currency: string; scale: number };
    reason: string;
    nextTry: number | null;
  }): void;
}

interface Payload {
  userId: string;
  licenceId: string;
  /** ISO instant: the period end being renewed (the licence's expires_at when it became due). */
  periodStart: string;
  /** ISO instant the charged period starts (after a pause: when it resumed); absent: `periodStart`. */
  dueAt?: string;
  /** Failed attempts so far. */
  failures?: number;
}

/** When the job's charged period starts: when the sweep found it due (after a pause, the resume), else the period end. */
function dueAtOf(payload: Payload): Date {
  return new Date(payload.dueAt ?? payload.periodStart);
}

export function renewalJobKey(userId: string, licenceId: string, periodStart: Date): string {
  return `${RENEWAL_JOB}:${userId}:${licenceId}:${periodStart.toISOString()}`;
}

/** The provider idempotency key of one attempt: derived from what the attempt is, so a rerun sends the same key. */
export function renewalProviderKey(userId: string, licenceId: string, periodStart: Date, attempt: number): string {
  return `ren_${createHash('sha256').update(`${userId}\n${licenceId}\n${periodStart.toISOString()}\n${attempt}`).digest('hex').slice(0, 48)}`;
}

export class Renewals {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalogue: CatalogueService,
    private readonly rules: CommerceRules,
    private readonly psp: PspClient,
    private readonly methods: PaymentMethods,
    private readonly notices: RenewalNotices,
    private readonly options: { returnUrl: string; leaseMs?: number; wallClock?: () => number },
  ) {}

  private wallNow() {
    return new Date(this.options.wallClock?.() ?? Date.now());
  }

  /** Expires what ends and enqueues what renews, as of `now` (one viewer only when `userId`). */
  async sweep(now: Date, userId?: string): Promise<{ enqueued: number; expired: number }> {
    // A paused holding keeps its status (its expiry already stops access) so a resume can renew it.
    let expire = this.db
      .updateTable('user_licences')
      .set({ status: 'EXPIRED', updated_at: now })
      .where('status', 'in', ['ACTIVE', 'TRIAL'])
      .where((eb) => eb.or([eb('cancelled_at', 'is not', null), eb.and([eb('auto_renewing', '=', false), eb('pause_state', 'is', null)])]))
      .where('expires_at', 'is not', null)
      .where('expires_at', '<=', now);
    if (userId) expire = expire.where('user_id', '=', userId);
    const expired = Number((await expire.executeTakeFirst()).numUpdatedRows);
    let due = this.db
      .selectFrom('user_licences')
      .selectAll()
      .where('status', 'in', ['ACTIVE', 'TRIAL'])
      .where('cancelled_at', 'is', null)
      .where((eb) => eb.or([eb('auto_renewing', '=', true), eb('pause_state', '=', 'PAUSED')]))
      .where('expires_at', 'is not', null)
      .where('expires_at', '<=', now);
    if (userId) due = due.where('user_id', '=', userId);
    let enqueued = 0;
    for (const row of await due.execute()) {
      // Keyed by the end of the last paid period, so a resume found due by many sweeps is one job.
      const periodStart = new Date(row.expires_at!);
      const dueAt = renewsFrom(row, now);
      if (!dueAt || dueAt.getTime() > now.getTime()) continue;
      const payload: Payload = { userId: row.user_id, licenceId: row.licence_id, periodStart: periodStart.toISOString(), dueAt: dueAt.toISOString() };
      if (await enqueue(this.db, { kind: RENEWAL_JOB, key: renewalJobKey(row.user_id, row.licence_id, periodStart), runAt: dueAt, payload: { ...payload } }))
        enqueued++;
    }
    return { enqueued, expired };
  }

  /** Runs every renewal job due at `now` (one viewer only when `userId`), one at a time. */
  async runDue(now: Date, userId?: string, limit = 100): Promise<RenewalOutcome[]> {
    const outcomes: RenewalOutcome[] = [];
    for (let i = 0; i < limit; i++) {
      const job = await claim(this.db, {
        now,
        wallNow: this.wallNow(),
        leaseMs: this.options.leaseMs ?? DEFAULT_LEASE_MS,
        kinds: [RENEWAL_JOB],
        ...(userId && { where: (j: JobRow) => (j.payload as Partial<Payload>).userId === userId }),
      });
      if (!job) break;
      outcomes.push(await this.run(job, now));
    }
    return outcomes;
  }

  /** The viewer replaced the card of a licence waiting for its renewal: the retry happens now. */
  async retrySoon(userId: string, licenceId: string, now: Date): Promise<RenewalOutcome[]> {
    const holding = await this.db
      .selectFrom('user_licences')
      .select(['expires_at', 'pending_action', 'pending_action_at'])
      .where('user_id', '=', userId)
      .where('licence_id', '=', licenceId)
      .executeTakeFirst();
    if (!holding?.expires_at || holding.pending_action !== REFRESH_PAYMENT_DETAILS) return [];
    // The retry is judged no earlier than the failed attempt it follows: a renewal found due
    // then is still due (this matters when that attempt ran on the test clock, ahead of real time).
    const at = new Date(Math.max(now.getTime(), holding.pending_action_at ? new Date(holding.pending_action_at).getTime() : 0));
    const key = renewalJobKey(userId, licenceId, new Date(holding.expires_at));
    if (!(await runSooner(this.db, key, at))) return [];
    return this.runDue(at, userId, 1);
  }

  async run(job: JobRow, now: Date): Promise<RenewalOutcome> {
    const payload = job.payload as unknown as Payload;
    const { userId, licenceId } = payload;
    const periodStart = new Date(payload.periodStart);
    const holding = await this.db.selectFrom('user_licences').selectAll().where('user_id', '=', userId).where('licence_id', '=', licenceId).executeTakeFirst();
    const catalogue = await this.catalogue.catalogue();
    const licence = catalogue.licenceById.get(licenceId);
    const terms = await renewalTerms(this.db, { holding, licence, rules: this.rules, periodStart, dueAt: dueAtOf(payload), now });
    if (!terms.renew) {
      // Cancelled, paused, renewed already, or no longer a subscription: nothing to charge for this period.
      await done(this.db, job.id);
      return { result: 'skipped', licenceId, userId, reason: terms.reason };
    }

    const last = await this.db
      .selectFrom('renewal_charges')
      .selectAll()
      .where('user_id', '=', userId)
      .where('licence_id', '=', licenceId)
      .where('period_start', '=', periodStart)
      .orderBy('attempt', 'desc')
      .executeTakeFirst();
    if (last?.status === 'SUCCEEDED') {
      await done(this.db, job.id);
      return { result: 'skipped', licenceId, userId, reason: 'renewed already' };
    }

    let charge = last?.status === 'PROCESSING' ? last : undefined;
    if (!charge) {
      const card = await this.methods.cardForLicence(userId, licenceId);
      const { pricing, country } = terms;
      if (!card && pricing.total > 0) {
        return this.failed(
          job,
          payload,
          { code: 'card_missing', message: 'No payment details are stored.', paymentId: null, realm: terms.realm, pricing },
          now,
        );
      }
      const attempt = (last?.attempt ?? 0) + 1;
      const created = await this.db
        .transaction()
        .execute(async (trx) => {
          const basketId = newId('bsk');
          // A renewal is paid without the viewer: its basket is history from the start, so it never blocks theirs.
          await trx
            .insertInto('baskets')
            .values({ id: basketId, user_id: userId, status: 'PAID', licence_id: licenceId, sku: pricing.price?.sku ?? null, currency: pricing.currency })
            .execute();
          const order = await trx
            .insertInto('orders')
            .values({
              id: newId('ord'),
              basket_id: basketId,
              user_id: userId,
              realm: terms.realm ?? 'default',
              licence_id: licenceId,
              sku: pricing.price?.sku ?? `sku-${licenceId}`,
              currency: pricing.currency,
              scale: pricing.scale,
              subtotal: pricing.subtotal,
              discount: pricing.discount,
              voucher: 0,
              total: pricing.total,
              tax: pricing.tax,
              tax_rate_bp: pricing.taxRateBasisPoints,
              voucher_codes: '[]',
              trial_period: null,
              billing_country: country,
              created_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const payment = await trx
            .insertInto('payments')
            .values({
              id: newId('pay'),
              order_id: order.id,
              basket_id: basketId,
              user_id: userId,
              provider: pricing.total === 0 ? PROVIDERS.zero.id : PROVIDERS.card.id,
              payment_method_type: pricing.total === 0 ? 'zero-balance' : 'card',
              amount: order.total,
              currency: order.currency,
              scale: order.scale,
              status: 'PROCESSING',
              created_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await appendEvent(trx, payment, {
            type: 'RENEWAL_CREATED',
            source: 'api',
            status: 'PROCESSING',
            data: {
              amount: order.total,
              periodStart: periodStart.toISOString(),
              periodFrom: terms.periodFrom.toISOString(),
              attempt,
              licenceDiscountId: terms.discountId,
            },
          });
          return trx
            .insertInto('renewal_charges')
            .values({
              id: newId('rch'),
              user_id: userId,
              licence_id: licenceId,
              period_start: periodStart,
              period_end: terms.periodEnd,
              attempt,
              payment_id: payment.id,
              payment_method_id: pricing.total === 0 ? null : card!.id,
              psp_key: renewalProviderKey(userId, licenceId, periodStart, attempt),
              licence_discount_id: terms.discountId,
              status: 'PROCESSING',
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        })
        .catch(async (error: unknown) => {
          // Another runner created this period's charge at the same moment: it owns the charge.
          if (/unique|duplicate/i.test(String((error as Error)?.message))) return null;
          throw error;
        });
      if (!created) {
        await later(this.db, job.id, new Date(now.getTime() + UNAVAILABLE_RETRY_MS), 'charge created by another runner');
        return { result: 'deferred', licenceId, userId, reason: 'another runner holds this period' };
      }
      charge = created;
    }

    const payment = await this.db.selectFrom('payments').selectAll().where('id', '=', charge.payment_id).executeTakeFirstOrThrow();
    let intent: PspIntent;
    if (payment.amount === 0) {
      intent = { id: `zero_${charge.id}`, status: 'succeeded', amount: 0, currency: payment.currency };
    } else {
      try {
        intent = await this.psp.createIntent(
          {
            amount: payment.amount,
            currency: payment.currency,
            paymentMethod: charge.payment_method_id!,
            paymentMethodType: 'card',
            returnUrl: this.options.returnUrl,
            offSession: true,
            // No paymentId: the provider's webhook for this intent is settled by this job, not by the purchase flow.
            metadata: { renewalChargeId: charge.id },
          },
          charge.psp_key,
        );
      } catch (error) {
        if (error instanceof PspUnavailable) {
          // The provider may or may not have charged: the same key is sent again later.
          await later(this.db, job.id, new Date(now.getTime() + UNAVAILABLE_RETRY_MS), error.message);
          return { result: 'deferred', licenceId, userId, reason: 'provider unavailable' };
        }
        if (error instanceof PspRefused)
          intent = {
            id: `refused_${charge.id}`,
            status: 'failed',
            amount: payment.amount,
            currency: payment.currency,
            failure: { code: error.code, message: error.message },
          };
        else throw error;
      }
    }
    if (intent.status === 'processing' || intent.status === 'requires_action') {
      await later(this.db, job.id, new Date(now.getTime() + UNAVAILABLE_RETRY_MS), `intent ${intent.status}`);
      return { result: 'deferred', licenceId, userId, reason: `intent ${intent.status}` };
    }
    const chargeId = charge.id;
    const succeeded = intent.status === 'succeeded';
    const failure = intent.failure ?? { code: 'payment_failed', message: 'The payment failed.' };
    await this.db.transaction().execute(async (trx) => {
      const locked = await trx.selectFrom('renewal_charges').selectAll().where('id', '=', chargeId).forUpdate().executeTakeFirstOrThrow();
      if (locked.status !== 'PROCESSING') return;
      const row = await trx.selectFrom('payments').selectAll().where('id', '=', locked.payment_id).forUpdate().executeTakeFirstOrThrow();
      const realIntent = intent.id.startsWith('pi_') ? { psp_intent_id: intent.id } : {};
      if (succeeded) {
        await appendEvent(trx, row, { type: 'RENEWAL_SUCCEEDED', source: 'provider', status: 'SUCCEEDED', data: { intent: intent.id } }, realIntent);
        await trx.updateTable('renewal_charges').set({ status: 'SUCCEEDED', updated_at: now }).where('id', '=', chargeId).execute();
        // A paid period ends any pause; it renews again unless cancelled meanwhile (LEAVE may come at any time).
        await trx
          .updateTable('user_licences')
          .set({
            status: 'ACTIVE',
            expires_at: locked.period_end,
            pending_action: null,
            pending_action_at: null,
            pause_state: null,
            paused_at: null,
            resume_after: null,
            auto_renewing: sql<boolean>`cancelled_at is null`,
            updated_at: now,
          })
          .where('user_id', '=', userId)
          .where('licence_id', '=', licenceId)
          .execute();
        // The promo discount this charge was priced with has one renewal fewer left.
        if (locked.licence_discount_id !== null)
          await trx
            .updateTable('licence_discounts')
            .set({ renewals: sql<number>`renewals - 1` })
            .where('id', '=', locked.licence_discount_id)
            .where('renewals', '>', 0)
            .execute();
      } else {
        await appendEvent(
          trx,
          row,
          { type: 'RENEWAL_FAILED', source: 'provider', status: 'FAILED', data: { intent: intent.id, code: failure.code } },
          { ...realIntent, failure_code: failure.code, failure_message: failure.message },
        );
        await trx.updateTable('renewal_charges').set({ status: 'FAILED', updated_at: now }).where('id', '=', chargeId).execute();
      }
    });
    if (succeeded) {
      await done(this.db, job.id);
      return { result: 'renewed', licenceId, userId, periodEnd: new Date(charge.period_end).toISOString(), paymentId: payment.id };
    }
    const order = await this.db
      .selectFrom('orders')
      .select(['realm', 'total', 'currency', 'scale'])
      .where('id', '=', payment.order_id)
      .executeTakeFirstOrThrow();
    return this.failed(
      job,
      payload,
      {
        code: failure.code,
        message: failure.message,
        paymentId: payment.id,
        realm: order.realm,
        pricing: { total: order.total, currency: order.currency, scale: order.scale },
      },
      now,
    );
  }

  /** A failed attempt: pending action, the next try on the schedule (or the end), and the viewer's mail. */
  private async failed(
    job: JobRow,
    payload: Payload,
    f: { code: string; message: string; paymentId: string | null; realm: string | undefined; pricing: { total: number; currency: string; scale: number } },
    now: Date,
  ): Promise<RenewalOutcome> {
    const { userId, licenceId } = payload;
    const failures = (payload.failures ?? 0) + 1;
    const offset = RETRY_AFTER_DAYS[failures - 1];
    const nextTry = offset === undefined ? null : new Date(dueAtOf(payload).getTime() + offset * DAY_MS);
    if (nextTry) {
      await this.db
        .updateTable('user_licences')
        .set({ pending_action: REFRESH_PAYMENT_DETAILS, pending_action_at: now, updated_at: now })
        .where('user_id', '=', userId)
        .where('licence_id', '=', licenceId)
        .execute();
      await this.db
        .updateTable('jobs')
        .set({ payload: JSON.stringify({ ...payload, failures }), run_at: nextTry, locked_until: null, last_error: f.code, updated_at: this.wallNow() })
        .where('id', '=', job.id)
        .execute();
    } else {
      await this.db
        .updateTable('user_licences')
        .set({
          status: 'EXPIRED',
          auto_renewing: false,
          pending_action: null,
          pending_action_at: null,
          pause_state: null,
          paused_at: null,
          resume_after: null,
          updated_at: now,
        })
        .where('user_id', '=', userId)
        .where('licence_id', '=', licenceId)
        .execute();
      await this.db
        .updateTable('jobs')
        .set({ payload: JSON.stringify({ ...payload, failures }), state: 'DONE', locked_until: null, last_error: f.code })
        .where('id', '=', job.id)
        .execute();
    }
    this.notices.failed({
      userId,
      licenceId,
      realm: f.realm ?? 'default',
      amount: { amount: f.pricing.total, currency: f.pricing.currency, scale: f.pricing.scale },
      reason: f.message,
      nextTry: nextTry?.getTime() ?? null,
    });
    if (!nextTry) return { result: 'expired', licenceId, userId };
    return { result: 'failed', licenceId, userId, code: f.code, nextTry: nextTry.toISOString(), paymentId: f.paymentId };
  }
}
