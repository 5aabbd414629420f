/**
 * Paying a basket, and following the payment afterwards.
 *
 *   pay            the client's Idempotency-Key first (one execution per key; a replay answers
 *                  the stored answer, a different request under the same key 409), then one
 *                  transaction that checks the basket, prices it, and records the order and a
 *                  PROCESSING payment (a partial unique index admits one live payment per
 *                  basket, so parallel submissions cannot both charge); then the provider call
 *                  outside any transaction; then one transaction applying its answer.
 *   applyIntent    the provider's word on an intent (its answer, the browser's return, a
 *                  webhook) moves the payment through the ledger; SUCCEEDED fulfils the order.
 *
 *   settleAbandoned  a payment left waiting for its 3-D Secure, bank or wallet page longer than
 *                  REQUIRES_ACTION_TIMEOUT_MS, or left PROCESSING by a platform that stopped
 *                  before the provider's answer, is settled with the provider's own state when
 *                  the viewer's basket is next read, changed or paid; a success that came after
 *                  the platform gave a payment up is refunded (refundLateSuccess).
 *
 * Zero balance (FREE licence, 100 % voucher, free trial) completes in the first transaction
 * without the provider.
 */
import { createHash } from 'node:crypto';
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { PaymentAnswer } from '../../contract/commerce.js';
import type { Database } from '../db/types.js';
import { HttpError } from '../errors.js';
import type { CatalogueService } from '../catalogue/service.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { newId, priceBasket, tierProblem, trialUsed, type BasketRow, type Pricing } from './baskets.js';
import { CONFIRMED_PAYMENT_REQUIRED, appendEvent, confirmLicence, fulfil, licenceExpiry, type OrderRow, type PaymentRow } from './ledger.js';
import { PspRefused, PspUnavailable, type PspClient, type PspIntent, type PspRefund } from './psp-client.js';
import type { CommerceRules, VoucherRule } from './rules.js';

export const PROVIDERS = {
  card: { id: 'reference-card', methods: ['card'] },
  bank: { id: 'reference-bank', methods: ['ideal', 'bancontact'] },
  wallet: { id: 'reference-wallet', methods: ['wallet'] },
  zero: { id: 'zero-balance', methods: ['zero-balance'] },
} as const;

export interface PayRequest {
  userId: string;
  realm: string;
  basketId: string;
  idempotencyKey: string;
  provider: string;
  paymentMethodType: string;
  paymentDetailsExternalId?: string;
  acknowledgeNoFreeTrial?: boolean;
  /** A gift: never a free trial (the recipient gets the paid period). */
  noTrial?: boolean;
  returnUrl: string;
  currency: string;
  billingCountry: string;
  /** Fields the billing country still needs (424 while any). */
  missingFields: string[];
  vouchers: VoucherRule[];
}

export interface Outcome {
  status: number;
  body: unknown;
}

export interface PaymentEvents {
  /** A payment became SUCCEEDED (send the receipt). Runs after its transaction committed. */
  succeeded(payment: PaymentRow, order: OrderRow): void;
}

/**
 * How long a payment may wait for the viewer on the provider's 3-D Secure or bank page before
 * it stops blocking the basket. Past it the provider is asked for the intent's real state: a
 * final state is applied as any other answer, anything else records the payment EXPIRED.
 */
export const REQUIRES_ACTION_TIMEOUT_MS = 30 * 60_000;

/**
 * How long a payment may stay PROCESSING (recorded, the provider's answer not yet applied)
 * before it is taken as interrupted: far longer than any provider call may take
 * (PSP_TIMEOUT_MS, 8 s by default), so a call still in flight is never second-guessed.
 */
export const PROCESSING_TIMEOUT_MS = 2 * 60_000;

/** The failure code of a payment whose request never reached the provider (the platform stopped first). */
export const PAYMENT_INTERRUPTED = 'payment_interrupted';

/** Ledger events of the refund of a success that came after the platform gave the payment up. */
export const LATE_SUCCESS = 'LATE_SUCCESS_REFUND_REQUIRED';
export const REFUND_REQUESTED = 'REFUND_REQUESTED';
export const REFUNDED = 'REFUNDED';

/** The provider's Idempotency-Key of the refund of one payment: a retried refund is the same refund. */
export const refundKey = (paymentId: string) => `plat_refund_${paymentId}`;

/** The failure code of a payment the viewer left on the provider's page past the bound. */
export const PAYMENT_EXPIRED = 'payment_expired';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Payments still waiting past their bound: REQUIRES_ACTION past REQUIRES_ACTION_TIMEOUT_MS, PROCESSING past PROCESSING_TIMEOUT_MS. */
function waitingPastBound(eb: ExpressionBuilder<Database, 'payments'>, actionCutoff: Date, processingCutoff: Date) {
  return eb.or([
    eb.and([eb('status', '=', 'REQUIRES_ACTION'), eb('updated_at', '<=', actionCutoff)]),
    eb.and([eb('status', '=', 'PROCESSING'), eb('updated_at', '<=', processingCutoff), eb('provider', '<>', PROVIDERS.zero.id)]),
  ]);
}

/** A late success (LATE_SUCCESS_REFUND_REQUIRED) whose refund is not confirmed yet. */
function refundOwed(eb: ExpressionBuilder<Database, 'payments'>) {
  const event = (type: string) => eb.exists(eb.selectFrom('payment_events').select('id').whereRef('payment_id', '=', 'payments.id').where('type', '=', type));
  return eb.and([eb('status', '=', 'FAILED'), event(LATE_SUCCESS), eb.not(event(REFUNDED))]);
}

/** The PSP idempotency key of one payment: derived from the viewer's key, never the key itself. */
export function providerKey(userId: string, clientKey: string, paymentId: string): string {
  return `plat_${createHash('sha256').update(`${userId}\n${clientKey}\n${paymentId}`).digest('hex').slice(0, 48)}`;
}

async function hasEvent(trx: Transaction<Database>, paymentId: string, type: string): Promise<boolean> {
  return Boolean(await trx.selectFrom('payment_events').select('id').where('payment_id', '=', paymentId).where('type', '=', type).executeTakeFirst());
}

function errorBody(code: string, message: string, details?: Record<string, unknown>) {
  return { code, messages: [message], ...(details && { details }) };
}

/** A basket the failed or expired payment held goes back to OPEN (only if it is still PAYING). */
async function reopenBasket(trx: Transaction<Database>, basketId: string, now: Date): Promise<void> {
  await trx.updateTable('baskets').set({ status: 'OPEN', updated_at: now }).where('id', '=', basketId).where('status', '=', 'PAYING').execute();
}

export class Payments {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly psp: PspClient,
    private readonly catalogue: CatalogueService,
    private readonly rules: CommerceRules,
    private readonly events: PaymentEvents,
    private readonly log: { warn(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void },
  ) {}

  /** One execution per (viewer, key): others wait for its answer and replay it. */
  async pay(input: PayRequest): Promise<Outcome> {
    await this.settleAbandoned(input.userId);
    const hash = createHash('sha256')
      .update(
        JSON.stringify([
          input.basketId,
          input.provider,
          input.paymentMethodType,
          input.paymentDetailsExternalId ?? null,
          input.returnUrl,
          Boolean(input.acknowledgeNoFreeTrial),
        ]),
      )
      .digest('hex');
    for (let attempt = 0; attempt < 200; attempt++) {
      const claimed = await this.db
        .insertInto('idempotency_keys')
        .values({ user_id: input.userId, key: input.idempotencyKey, request_hash: hash })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (claimed) return this.executeOnce(input);
      const row = await this.db
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'answer'])
        .where('user_id', '=', input.userId)
        .where('key', '=', input.idempotencyKey)
        .executeTakeFirst();
      if (!row) continue; // the first execution stopped before doing anything: claim it again
      if (row.request_hash !== hash) throw new HttpError(409, 'IDEMPOTENCY_KEY_REUSED', ['This Idempotency-Key was used for another payment request.']);
      if (row.status_code !== null) return { status: row.status_code, body: row.answer };
      await sleep(50);
    }
    throw new HttpError(409, 'PAYMENT_IN_PROGRESS', ['This payment is still being processed; try again in a moment.']);
  }

  /** Runs the payment; stores the answer when something was executed, frees the key when not. */
  private async executeOnce(input: PayRequest): Promise<Outcome> {
    let outcome: Outcome;
    try {
      outcome = await this.execute(input);
    } catch (error) {
      // Nothing was charged (a refusal before the provider, or the provider unreachable):
      // the key is released so the viewer can retry it once they fixed the cause.
      await this.db.deleteFrom('idempotency_keys').where('user_id', '=', input.userId).where('key', '=', input.idempotencyKey).execute();
      throw error;
    }
    await this.db
      .updateTable('idempotency_keys')
      .set({ status_code: outcome.status, answer: JSON.stringify(outcome.body) })
      .where('user_id', '=', input.userId)
      .where('key', '=', input.idempotencyKey)
      .execute();
    return outcome;
  }

  private async execute(input: PayRequest): Promise<Outcome> {
    const catalogue = await this.catalogue.catalogue();
    const now = this.catalogue.now();
    const started = await this.db.transaction().execute(async (trx) => {
      const basket = await trx
        .selectFrom('baskets')
        .selectAll()
        .where('id', '=', input.basketId)
        .where('user_id', '=', input.userId)
        .forUpdate()
        .executeTakeFirst();
      if (!basket) throw new HttpError(404, 'BASKET_NOT_FOUND', ['No such basket.']);
      const live = await trx.selectFrom('payments').selectAll().where('basket_id', '=', basket.id).where('status', '<>', 'FAILED').executeTakeFirst();
      if (live?.status === 'SUCCEEDED' || basket.status === 'PAID') {
        throw new HttpError(409, 'BASKET_ALREADY_PAID', ['This basket is paid already.'], { paymentId: live?.id });
      }
      if (live) throw new HttpError(409, 'PAYMENT_IN_PROGRESS', ['A payment of this basket is in progress.'], { paymentId: live.id });
      const pricing = await this.price(trx, basket, input, catalogue, now);
      const order: OrderRow = {
        id: newId('ord'),
        basket_id: basket.id,
        user_id: input.userId,
        realm: input.realm,
        licence_id: pricing.licence.id,
        sku: pricing.price?.sku ?? `sku-${pricing.licence.id}`,
        currency: pricing.currency,
        scale: pricing.scale,
        subtotal: pricing.subtotal,
        discount: pricing.discount,
        voucher: pricing.voucher,
        total: pricing.total,
        tax: pricing.tax,
        tax_rate_bp: pricing.taxRateBasisPoints,
        voucher_codes: pricing.voucherCodes,
        trial_period: pricing.trialPeriod,
        billing_country: input.billingCountry,
        created_at: new Date(now),
      };
      await trx
        .insertInto('orders')
        .values({ ...order, voucher_codes: JSON.stringify(order.voucher_codes) })
        .execute();
      const zero = order.total === 0;
      if (!zero) this.checkMethod(input);
      const payment = await trx
        .insertInto('payments')
        .values({
          id: newId('pay'),
          order_id: order.id,
          basket_id: basket.id,
          user_id: input.userId,
          provider: zero ? PROVIDERS.zero.id : input.provider,
          payment_method_type: zero ? 'zero-balance' : input.paymentMethodType,
          amount: order.total,
          currency: order.currency,
          scale: order.scale,
          status: 'PROCESSING',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // The provider's key is kept with the payment: a payment interrupted before the provider answered is looked up by it.
      await appendEvent(trx, payment, {
        type: 'CREATED',
        source: 'api',
        status: 'PROCESSING',
        data: { amount: order.total, currency: order.currency, ...(zero ? {} : { providerKey: providerKey(input.userId, input.idempotencyKey, payment.id) }) },
      });
      if (zero) {
        const done = await appendEvent(trx, payment, { type: 'SUCCEEDED', source: 'api', status: 'SUCCEEDED', data: { zeroBalance: true } });
        await fulfil(trx, order, catalogue, now);
        return { payment: done, order, zero: true };
      }
      await trx
        .updateTable('baskets')
        .set({ status: 'PAYING', updated_at: new Date(now) })
        .where('id', '=', basket.id)
        .execute();
      return { payment, order, zero: false };
    });
    if (started.zero) {
      this.events.succeeded(started.payment, started.order);
      return { status: 200, body: await this.answer(started.payment.id, input.userId) };
    }
    let intent: PspIntent;
    try {
      intent = await this.psp.createIntent(
        {
          amount: started.order.total,
          currency: started.order.currency,
          ...(input.paymentDetailsExternalId && { paymentMethod: input.paymentDetailsExternalId }),
          paymentMethodType: input.paymentMethodType,
          returnUrl: input.returnUrl,
          metadata: { paymentId: started.payment.id, orderId: started.order.id, basketId: started.order.basket_id },
        },
        providerKey(input.userId, input.idempotencyKey, started.payment.id),
      );
    } catch (error) {
      if (error instanceof PspUnavailable || error instanceof PspRefused) {
        const unavailable = error instanceof PspUnavailable;
        const settled = await this.fail(started.payment.id, unavailable ? 'PSP_UNAVAILABLE' : 'BAD_REQUEST', error.message);
        this.log.warn({ paymentId: started.payment.id, reason: error.message }, 'payment provider call failed');
        // The provider's webhook got there first (the answer was lost, not the charge): the payment stands as the webhook left it.
        if (settled.status !== 'FAILED') return { status: 200, body: await this.answer(started.payment.id, input.userId) };
        if (unavailable) {
          throw new HttpError(503, 'PSP_UNAVAILABLE', ['The payment service is not answering. Nothing was charged; try again in a moment.'], {
            paymentId: started.payment.id,
          });
        }
        throw new HttpError(400, 'BAD_REQUEST', ['The payment details were refused. Nothing was charged.'], { paymentId: started.payment.id });
      }
      throw error;
    }
    const payment = await this.applyIntent(started.payment.id, intent, 'provider');
    if (payment?.status === 'FAILED') {
      return {
        status: 402,
        body: errorBody(payment.failure_code ?? 'card_error', payment.failure_message ?? 'The payment failed.', { paymentId: payment.id }),
      };
    }
    return { status: 200, body: await this.answer(started.payment.id, input.userId) };
  }

  private checkMethod(input: PayRequest) {
    const provider = Object.values(PROVIDERS).find((p) => p.id === input.provider && p.id !== PROVIDERS.zero.id);
    if (!provider || !(provider.methods as readonly string[]).includes(input.paymentMethodType)) {
      throw new HttpError(400, 'BAD_REQUEST', [`Unknown payment provider or method: ${input.provider} / ${input.paymentMethodType}.`]);
    }
    if (provider.id === PROVIDERS.card.id && !input.paymentDetailsExternalId) {
      throw new HttpError(428, 'PAYMENT_DETAILS_REQUIRED', ['A card payment needs the card details first.']);
    }
    if (input.paymentDetailsExternalId && !/^pm_[A-Za-z0-9]{1,64}$/.test(input.paymentDetailsExternalId)) {
      throw new HttpError(400, 'BAD_REQUEST', ['The payment details id is malformed.']);
    }
  }

  /** The basket's pricing with every refusal the spec names (trial, tier, billing details). */
  private async price(trx: Transaction<Database>, basket: BasketRow, input: PayRequest, catalogue: Catalogue, now: number): Promise<Pricing> {
    const licence = basket.licence_id ? catalogue.licenceById.get(basket.licence_id) : undefined;
    if (!licence) throw new HttpError(409, 'BASKET_EMPTY', ['The basket is empty.']);
    const tier = await tierProblem(trx, input.userId, licence, catalogue, now);
    if (tier) throw new HttpError(409, tier.code, [tier.message]);
    const used = input.noTrial || (await trialUsed(trx, input.userId, licence, catalogue));
    const acknowledged = basket.acknowledge_no_free_trial || Boolean(input.acknowledgeNoFreeTrial) || Boolean(input.noTrial);
    const pricing = priceBasket({
      licence,
      currency: basket.currency ?? input.currency,
      vouchers: input.vouchers,
      trialUsed: used,
      acknowledgeNoFreeTrial: acknowledged,
      taxRateBasisPoints: this.rules.taxRateFor(input.billingCountry),
      now,
    });
    if (pricing.trialDenied && !acknowledged) throw new HttpError(409, 'FREE_TRIAL_DENIED', ['freeTrialDenied']);
    if (pricing.total > 0 && input.missingFields.length) {
      throw new HttpError(424, 'BASKET_REQUIREMENTS_FAILED', ['Billing details are required.'], { missingFields: input.missingFields });
    }
    return pricing;
  }

  /** Fails a payment whose provider call failed, unless the provider's webhook settled it meanwhile; answers the payment as it now is. */
  private async fail(paymentId: string, code: string, message: string): Promise<PaymentRow> {
    return this.db.transaction().execute(async (trx) => {
      const payment = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirstOrThrow();
      if (payment.status !== 'PROCESSING') return payment;
      const failed = await appendEvent(
        trx,
        payment,
        { type: 'FAILED', source: 'api', status: 'FAILED', data: { code } },
        { failure_code: code, failure_message: message },
      );
      await reopenBasket(trx, payment.basket_id, new Date());
      return failed;
    });
  }

  /**
   * Applies the provider's state of an intent. Idempotent: the same state twice changes
   * nothing; a final state is never left (a late failure after success is recorded only).
   */
  async applyIntent(paymentId: string, intent: PspIntent, source: 'provider' | 'webhook' | 'return'): Promise<PaymentRow | undefined> {
    const catalogue = await this.catalogue.catalogue();
    const now = this.catalogue.now();
    let succeeded: { payment: PaymentRow; order: OrderRow } | null = null;
    let lateSuccess = false;
    const result = await this.db.transaction().execute(async (trx) => {
      let payment = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst();
      if (!payment) return undefined;
      if (payment.psp_intent_id && payment.psp_intent_id !== intent.id) {
        this.log.warn({ paymentId, intent: intent.id }, 'intent does not belong to this payment');
        return payment;
      }
      if (intent.amount !== payment.amount || intent.currency.toUpperCase() !== payment.currency) {
        this.log.warn({ paymentId, intent: intent.id }, 'intent amount or currency differs from the payment');
        return payment;
      }
      const order = await trx.selectFrom('orders').selectAll().where('id', '=', payment.order_id).executeTakeFirstOrThrow();
      const withIntent = payment.psp_intent_id ? {} : { psp_intent_id: intent.id };
      const type = `${source.toUpperCase()}_${intent.status.toUpperCase()}`;
      switch (intent.status) {
        case 'succeeded': {
          if (payment.status === 'SUCCEEDED') {
            // The provider's confirmation of a payment already known to have succeeded.
            if (source === 'webhook' && (await confirmLicence(trx, order, now))) {
              payment = await appendEvent(trx, payment, { type: 'LICENCE_CONFIRMED', source, status: 'SUCCEEDED', data: { intent: intent.id } });
            }
            return payment;
          }
          if (payment.status === 'FAILED') {
            // Succeeded at the provider after the platform gave up (a timeout, an expiry): never granted, refunded once.
            if (await hasEvent(trx, payment.id, LATE_SUCCESS)) return payment;
            payment = await appendEvent(trx, payment, { type: LATE_SUCCESS, source, status: 'FAILED', data: { intent: intent.id } }, withIntent);
            lateSuccess = true;
            return payment;
          }
          payment = await appendEvent(trx, payment, { type, source, status: 'SUCCEEDED', data: { intent: intent.id } }, { ...withIntent, redirect_url: null });
          await fulfil(trx, order, catalogue, now);
          // The webhook is the provider's confirmation itself.
          if (source === 'webhook') await confirmLicence(trx, order, now);
          succeeded = { payment, order };
          return payment;
        }
        case 'failed': {
          if (payment.status === 'SUCCEEDED' || payment.status === 'FAILED') return payment;
          const failure = intent.failure ?? { code: 'payment_failed', message: 'The payment failed.' };
          payment = await appendEvent(
            trx,
            payment,
            { type, source, status: 'FAILED', data: { intent: intent.id, code: failure.code } },
            { ...withIntent, failure_code: failure.code, failure_message: failure.message, redirect_url: null },
          );
          await reopenBasket(trx, payment.basket_id, new Date(now));
          return payment;
        }
        case 'requires_action': {
          if (payment.status !== 'PROCESSING') return payment;
          // updated_at is when the wait for the viewer began (on the commerce clock): the abandonment bound counts from it.
          return appendEvent(
            trx,
            payment,
            { type, source, status: 'REQUIRES_ACTION', data: { intent: intent.id } },
            { ...withIntent, redirect_url: intent.nextAction?.redirectUrl ?? null, updated_at: new Date(now) },
          );
        }
        default: {
          if (payment.psp_intent_id) return payment;
          return appendEvent(trx, payment, { type, source, status: payment.status, data: { intent: intent.id } }, withIntent);
        }
      }
    });
    if (succeeded) {
      const s: { payment: PaymentRow; order: OrderRow } = succeeded;
      this.events.succeeded(s.payment, s.order);
    }
    if (lateSuccess) await this.refundLateSuccess(paymentId);
    return result;
  }

  /**
   * Sends back the money of a success that arrived after the platform failed or expired the
   * payment. REFUND_REQUESTED is appended before the provider is asked and REFUNDED after
   * it answered, each once; the provider's Idempotency-Key is derived from the payment, so a
   * retry (the provider unreachable, the platform stopped in between) is the same refund and
   * never a second one. Nothing is granted either way. Returns whether it is refunded.
   */
  async refundLateSuccess(paymentId: string): Promise<boolean> {
    const requested = await this.db.transaction().execute(async (trx) => {
      const payment = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst();
      if (!payment?.psp_intent_id || payment.status !== 'FAILED' || !(await hasEvent(trx, paymentId, LATE_SUCCESS))) return null;
      if (await hasEvent(trx, paymentId, REFUNDED)) return null;
      if (!(await hasEvent(trx, paymentId, REFUND_REQUESTED))) {
        await appendEvent(trx, payment, {
          type: REFUND_REQUESTED,
          source: 'api',
          status: 'FAILED',
          data: { intent: payment.psp_intent_id, amount: payment.amount },
        });
      }
      return payment;
    });
    if (!requested?.psp_intent_id) return false;
    let refund: PspRefund;
    try {
      refund = await this.psp.refund({ paymentIntent: requested.psp_intent_id, metadata: { paymentId } }, refundKey(paymentId));
    } catch (error) {
      if (!(error instanceof PspUnavailable || error instanceof PspRefused)) throw error;
      // Left REFUND_REQUESTED: asked again when the viewer's basket is next read.
      this.log.warn({ paymentId, reason: error.message }, 'refund of a late success: the provider did not refund yet');
      return false;
    }
    await this.db.transaction().execute(async (trx) => {
      const payment = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirstOrThrow();
      if (await hasEvent(trx, paymentId, REFUNDED)) return;
      await appendEvent(trx, payment, {
        type: REFUNDED,
        source: 'provider',
        status: 'FAILED',
        data: { intent: refund.paymentIntent, refund: refund.id, amount: refund.amount, currency: refund.currency },
      });
    });
    this.log.info({ paymentId, refund: refund.id }, 'late success refunded');
    return true;
  }

  /**
   * What the viewer's earlier payments left behind, settled when the basket is next read,
   * changed or paid:
   *
   * - abandoned: waiting in REQUIRES_ACTION for longer than REQUIRES_ACTION_TIMEOUT_MS. The
   *   provider is asked for the intent (never the browser): succeeded or failed is applied as
   *   its answer (applyIntent, so a success fulfils exactly once even when a webhook races
   *   it); still waiting, the payment is recorded EXPIRED (FAILED, code payment_expired) and
   *   the basket goes back to OPEN, in one transaction.
   * - interrupted: PROCESSING for longer than PROCESSING_TIMEOUT_MS (the platform stopped
   *   between recording the payment and applying the provider's answer). The provider is
   *   asked for the intent made under the payment's Idempotency-Key: found, its state is
   *   applied (a 3-D Secure or bank wait then expires as above); not found, the provider
   *   never received the request, so nothing was charged: FAILED (payment_interrupted),
   *   basket OPEN.
   * - refunds not yet confirmed: a late success whose refund the provider did not answer.
   *
   * A provider that cannot be asked leaves the payment as it is: the platform cannot know it
   * was not charged. A success the provider reports after the expiry is recorded
   * LATE_SUCCESS_REFUND_REQUIRED and refunded, as for a timeout.
   */
  async settleAbandoned(userId: string): Promise<void> {
    const { actionCutoff, processingCutoff } = this.cutoffs();
    const stale = await this.db
      .selectFrom('payments')
      .select(['id', 'psp_intent_id', 'status'])
      .where('user_id', '=', userId)
      .where((eb) => waitingPastBound(eb, actionCutoff, processingCutoff))
      .execute();
    for (const { id, psp_intent_id: intentId, status } of stale) {
      let intent: PspIntent | null = null;
      try {
        if (intentId) intent = await this.psp.getIntent(intentId);
        else if (status === 'PROCESSING') {
          const key = await this.providerKeyOf(id);
          intent = key ? await this.psp.findIntentByKey(key) : null;
        }
      } catch (error) {
        if (!(error instanceof PspUnavailable || error instanceof PspRefused)) throw error;
        this.log.warn({ paymentId: id, reason: error.message }, 'unsettled payment: the provider could not be asked');
        continue;
      }
      if (status === 'PROCESSING') {
        if (intent) await this.applyIntent(id, intent, 'provider');
        else await this.expire(id, 'PROCESSING', processingCutoff, PAYMENT_INTERRUPTED);
        continue;
      }
      if (intent && (intent.status === 'succeeded' || intent.status === 'failed')) {
        await this.applyIntent(id, intent, 'provider');
        continue;
      }
      await this.expire(id, 'REQUIRES_ACTION', actionCutoff, PAYMENT_EXPIRED);
    }
    const unrefunded = await this.db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', userId)
      .where((eb) => refundOwed(eb))
      .execute();
    for (const { id } of unrefunded) await this.refundLateSuccess(id);
  }

  /**
   * The same settling for viewers who never come back: the commerce worker calls this every
   * tick, so a payment is never left PROCESSING, waiting or owed a refund only because nobody
   * read their basket again. At most `limit` viewers a run, those with the oldest payments
   * first; several processes may sweep at once (each payment is settled under its row lock and
   * each provider call carries the payment's own Idempotency-Key). Returns the viewers swept.
   */
  async settleAllAbandoned(limit = 100): Promise<number> {
    const { actionCutoff, processingCutoff } = this.cutoffs();
    const viewers = await this.db
      .selectFrom('payments')
      .select('user_id')
      .where((eb) => eb.or([waitingPastBound(eb, actionCutoff, processingCutoff), refundOwed(eb)]))
      .groupBy('user_id')
      .orderBy((eb) => eb.fn.min('updated_at'))
      .limit(limit)
      .execute();
    for (const { user_id: userId } of viewers) {
      try {
        await this.settleAbandoned(userId);
      } catch (error) {
        // One viewer's failure must not stop the others: it is tried again on the next run.
        this.log.warn({ err: error, userId }, 'settling unsettled payments failed');
      }
    }
    return viewers.length;
  }

  private cutoffs() {
    const now = this.catalogue.now();
    return { actionCutoff: new Date(now - REQUIRES_ACTION_TIMEOUT_MS), processingCutoff: new Date(now - PROCESSING_TIMEOUT_MS) };
  }

  /** The provider's Idempotency-Key a payment was (or was to be) created with, from its CREATED event. */
  private async providerKeyOf(paymentId: string): Promise<string | null> {
    const created = await this.db
      .selectFrom('payment_events')
      .select('data')
      .where('payment_id', '=', paymentId)
      .where('type', '=', 'CREATED')
      .executeTakeFirst();
    const data = (typeof created?.data === 'string' ? JSON.parse(created.data) : created?.data) as { providerKey?: unknown } | undefined;
    return typeof data?.providerKey === 'string' ? data.providerKey : null;
  }

  /**
   * Records a payment still waiting (REQUIRES_ACTION) or still unanswered (PROCESSING) past its
   * bound as FAILED with `code` (an EXPIRED event) and releases its basket, in one transaction.
   */
  private async expire(paymentId: string, from: 'REQUIRES_ACTION' | 'PROCESSING', cutoff: Date, code: string) {
    const now = this.catalogue.now();
    const expired = await this.db.transaction().execute(async (trx) => {
      const payment = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirstOrThrow();
      // Another request settled it meanwhile (or the provider's answer arrived): nothing to do.
      if (payment.status !== from || new Date(payment.updated_at) > cutoff) return false;
      await appendEvent(
        trx,
        payment,
        {
          type: 'EXPIRED',
          source: 'api',
          status: 'FAILED',
          data: { intent: payment.psp_intent_id, code, waitedSince: new Date(payment.updated_at).toISOString() },
        },
        {
          failure_code: code,
          failure_message:
            code === PAYMENT_INTERRUPTED
              ? 'The payment was interrupted before it reached the payment provider. Nothing was charged; you can pay again.'
              : 'The payment was not completed in time. Nothing was charged; you can pay again.',
          redirect_url: null,
          updated_at: new Date(now),
        },
      );
      await reopenBasket(trx, payment.basket_id, new Date(now));
      return true;
    });
    if (expired) this.log.info({ paymentId, code }, 'unsettled payment failed; basket released');
  }

  /** The viewer's payment with the state of the licence it grants. */
  async answer(paymentId: string, userId: string): Promise<PaymentAnswer> {
    const payment = await this.db.selectFrom('payments').selectAll().where('id', '=', paymentId).where('user_id', '=', userId).executeTakeFirst();
    if (!payment) throw new HttpError(404, 'PAYMENT_NOT_FOUND', ['No such payment.']);
    const order = await this.db.selectFrom('orders').selectAll().where('id', '=', payment.order_id).executeTakeFirstOrThrow();
    const catalogue = await this.catalogue.catalogue();
    const holding =
      payment.status === 'SUCCEEDED'
        ? await this.db
            .selectFrom('user_licences')
            .select(['status', 'pending_action'])
            .where('user_id', '=', userId)
            .where('licence_id', '=', order.licence_id)
            .executeTakeFirst()
        : undefined;
    const status = holding && (holding.status === 'ACTIVE' || holding.status === 'TRIAL' || holding.status === 'INACTIVE') ? holding.status : null;
    return {
      id: payment.id,
      orderId: order.id,
      basketId: payment.basket_id,
      status: payment.status,
      amount: { amount: payment.amount, currency: payment.currency, scale: payment.scale },
      tax: order.tax,
      provider: payment.provider,
      paymentMethodType: payment.payment_method_type,
      redirectUrl: payment.status === 'REQUIRES_ACTION' ? payment.redirect_url : null,
      failure: payment.status === 'FAILED' && payment.failure_code ? { code: payment.failure_code, message: payment.failure_message ?? '' } : null,
      licences: [
        {
          licenceId: order.licence_id,
          name: catalogue.licenceById.get(order.licence_id)?.name ?? order.licence_id,
          status,
          pendingAction: holding?.pending_action === CONFIRMED_PAYMENT_REQUIRED ? CONFIRMED_PAYMENT_REQUIRED : null,
        },
      ],
      createdAt: new Date(payment.created_at).toISOString(),
    };
  }

  /** Period of the licence an order granted (for the receipt). */
  static period(order: OrderRow, catalogue: Catalogue, now: number) {
    return { start: now, end: licenceExpiry(order, catalogue, now) };
  }
}
