/**
 * Gifts: a licence bought for somebody else and redeemed once with a mailed code.
 *
 *   create   one transaction: a guest-checkout principal (a `users` row of kind
 *            guest-checkout with no usable password) owning an OPEN basket with the licence,
 *            and the PENDING gift with the SHA-256 of its derived code.
 *   pay      the ordinary `Payments.pay` of the principal's basket (idempotency key, one live
 *            payment per basket, the provider outside transactions, the append-only ledger);
 *            fulfilment makes the gift PAID instead of granting a licence (gift-fulfilment.ts).
 *   redeem   one transaction with the gift row locked: PAID → REDEEMED and the licence
 *            granted to the viewer, so parallel attempts with one code grant it once.
 *
 * A gift is one period of the licence (a SUBSCRIPTION's period, a PPV's, up to a FIXED_DATE),
 * never a trial and never renewing: the recipient gave no card.
 */
import type { Kysely, Selectable } from 'kysely';
import type { GiftAnswer } from '../../contract/gifts.js';
import type { Database } from '../db/types.js';
import { HttpError } from '../errors.js';
import type { CatalogueService } from '../catalogue/service.js';
import type { LicenceFixture } from '../catalogue/fixture-types.js';
import { isInEffect } from '../catalogue/access.js';
import { newId, priceBasket } from './baskets.js';
import { licenceExpiry, type OrderRow } from './ledger.js';
import { priceFor } from './offers.js';
import type { Payments } from './payments.js';
import type { PspClient } from './psp-client.js';
import type { CommerceRules } from './rules.js';
import { codeHash, giftCode, groupCode, normaliseCode } from './gift-codes.js';
import type { GiftsTable } from './gift-tables.js';
import './gift-tables.js';

export type GiftRow = Selectable<GiftsTable>;

/** A licence may be given when it is priced, activates at once and (FIXED_DATE) has not ended. */
export function giftable(l: LicenceFixture, now: number): boolean {
  if (l.type === 'FREE' || !l.amounts.length || l.activationStrategy === 'CONFIRM_PAYMENT') return false;
  const strategy = l.purchaseStrategy;
  if (strategy.type === 'FIXED_DATE') return Boolean(strategy.fixedDate && Date.parse(strategy.fixedDate) > now);
  return (strategy.type === 'SUBSCRIPTION' || strategy.type === 'PPV') && Boolean(strategy.period);
}

export interface CreateGift {
  realm: string;
  licence: LicenceFixture;
  currency: string;
  country: string;
  buyerUserId: string | null;
  buyerEmail: string;
  recipientEmail: string;
  recipientName: string | null;
  message: string | null;
  linkOrigin: string;
}

export interface PayGift {
  gift: GiftRow;
  idempotencyKey: string;
  provider: string;
  paymentMethodType: string;
  paymentDetailsExternalId?: string;
  returnUrl: string;
}

export class Gifts {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalogue: CatalogueService,
    private readonly rules: CommerceRules,
    private readonly payments: Payments,
    private readonly psp: PspClient,
    private readonly codeKey: Uint8Array,
  ) {}

  /** The human-readable code of a gift (derived; never stored). */
  code(giftId: string): string {
    return groupCode(giftCode(this.codeKey, giftId));
  }

  async create(input: CreateGift): Promise<GiftRow> {
    const price = priceFor(input.licence, input.currency);
    if (!price) throw new HttpError(409, 'NOT_GIFTABLE', ['This licence cannot be given.']);
    const now = new Date(this.catalogue.now());
    return this.db.transaction().execute(async (trx) => {
      const principal = newId('gcp');
      await trx
        .insertInto('users')
        .values({ id: principal, email: `${principal}@guest-checkout.invalid`, password_hash: '!', name: '', role: 'viewer', kind: 'guest-checkout' })
        .execute();
      const basket = newId('bsk');
      await trx
        .insertInto('baskets')
        .values({
          id: basket,
          user_id: principal,
          status: 'OPEN',
          licence_id: input.licence.id,
          sku: price.sku,
          currency: price.currency,
          acknowledge_no_free_trial: true,
          vouchers: '[]',
        })
        .execute();
      const id = newId('gft');
      return trx
        .insertInto('gifts')
        .values({
          id,
          realm: input.realm,
          licence_id: input.licence.id,
          principal_user_id: principal,
          buyer_user_id: input.buyerUserId,
          buyer_email: input.buyerEmail,
          recipient_email: input.recipientEmail,
          recipient_name: input.recipientName,
          message: input.message,
          country: input.country,
          link_origin: input.linkOrigin,
          basket_id: basket,
          status: 'PENDING',
          code_hash: codeHash(giftCode(this.codeKey, id)),
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  /** The gift of this id as its buyer may see it: a signed-in buyer's gift answers only to them. */
  async find(giftId: string, viewerId: string | null): Promise<GiftRow> {
    const gift = await this.db.selectFrom('gifts').selectAll().where('id', '=', giftId).executeTakeFirst();
    if (!gift || (gift.buyer_user_id && gift.buyer_user_id !== viewerId)) throw new HttpError(404, 'GIFT_NOT_FOUND', ['No such gift.']);
    return gift;
  }

  /**
   * A payment waiting on the provider's page (3-D Secure) is settled with the provider's own
   * state when the buyer comes back, so the gift page need not wait for the webhook.
   */
  async settleWaiting(gift: GiftRow): Promise<void> {
    const waiting = await this.db
      .selectFrom('payments')
      .select(['id', 'psp_intent_id'])
      .where('basket_id', '=', gift.basket_id)
      .where('status', '=', 'REQUIRES_ACTION')
      .executeTakeFirst();
    if (!waiting?.psp_intent_id) return;
    try {
      await this.payments.applyIntent(waiting.id, await this.psp.getIntent(waiting.psp_intent_id), 'return');
    } catch {
      // The provider cannot be asked now: its webhook will settle the payment.
    }
  }

  async answer(giftId: string): Promise<GiftAnswer> {
    const gift = await this.db.selectFrom('gifts').selectAll().where('id', '=', giftId).executeTakeFirstOrThrow();
    const catalogue = await this.catalogue.catalogue();
    const licence = catalogue.licenceById.get(gift.licence_id);
    const order: OrderRow | undefined = gift.order_id
      ? await this.db.selectFrom('orders').selectAll().where('id', '=', gift.order_id).executeTakeFirst()
      : undefined;
    const basket = await this.db.selectFrom('baskets').select(['currency']).where('id', '=', gift.basket_id).executeTakeFirstOrThrow();
    const pricing =
      order ??
      (licence
        ? (() => {
            const p = priceBasket({
              licence,
              currency: basket.currency ?? this.rules.currencyFor(gift.country),
              vouchers: [],
              trialUsed: true,
              acknowledgeNoFreeTrial: true,
              taxRateBasisPoints: this.rules.taxRateFor(gift.country),
              now: this.catalogue.now(),
            });
            return { total: p.total, currency: p.currency, scale: p.scale, tax: p.tax, tax_rate_bp: p.taxRateBasisPoints };
          })()
        : { total: 0, currency: basket.currency ?? 'EUR', scale: 2, tax: 0, tax_rate_bp: 0 });
    const payment = await this.db
      .selectFrom('payments')
      .select(['id', 'status', 'redirect_url', 'failure_code', 'failure_message'])
      .where('basket_id', '=', gift.basket_id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return {
      id: gift.id,
      status: gift.status,
      licence: licenceRef(licence, gift.licence_id),
      recipientEmail: gift.recipient_email,
      recipientName: gift.recipient_name,
      message: gift.message,
      buyerEmail: gift.buyer_email,
      price: { amount: pricing.total, currency: pricing.currency, scale: pricing.scale },
      tax: pricing.tax,
      taxRateBasisPoints: pricing.tax_rate_bp,
      payment: payment
        ? {
            id: payment.id,
            status: payment.status,
            redirectUrl: payment.status === 'REQUIRES_ACTION' ? payment.redirect_url : null,
            failure: payment.status === 'FAILED' && payment.failure_code ? { code: payment.failure_code, message: payment.failure_message ?? '' } : null,
          }
        : null,
      createdAt: new Date(gift.created_at).toISOString(),
    };
  }

  /**
   * Pays the gift's basket as its principal; a provider refusal comes back as the answer to
   * send. A paid gift answers 409 BASKET_ALREADY_PAID, except to a replay of its own key.
   */
  async pay(input: PayGift): Promise<{ status: number; body: unknown }> {
    return this.payments.pay({
      userId: input.gift.principal_user_id,
      realm: input.gift.realm,
      basketId: input.gift.basket_id,
      idempotencyKey: input.idempotencyKey,
      provider: input.provider,
      paymentMethodType: input.paymentMethodType,
      paymentDetailsExternalId: input.paymentDetailsExternalId,
      noTrial: true,
      returnUrl: input.returnUrl,
      currency: this.rules.currencyFor(input.gift.country),
      billingCountry: input.gift.country,
      // The buyer is given nothing to hold, so no billing address is asked of them.
      missingFields: [],
      vouchers: [],
    });
  }

  /** The paid or redeemed gift a code names; null when the code is malformed or unknown. */
  async byCode(raw: string): Promise<{ gift: GiftRow | null; malformed: boolean }> {
    const compact = normaliseCode(raw);
    if (!compact) return { gift: null, malformed: true };
    const gift = await this.db.selectFrom('gifts').selectAll().where('code_hash', '=', codeHash(compact)).executeTakeFirst();
    // A code whose gift is not paid yet was never mailed: it is unknown to whoever holds it.
    return { gift: gift && gift.status !== 'PENDING' ? gift : null, malformed: false };
  }

  /**
   * Redeems a known code for the viewer: REDEEMED and the licence ACTIVE (one period from now,
   * not renewing) in one transaction with the gift locked. false when the code is unknown.
   */
  async redeem(compactHash: string, userId: string): Promise<{ licenceId: string; name: string; expiresAt: number | null } | false> {
    const catalogue = await this.catalogue.catalogue();
    const now = this.catalogue.now();
    return this.db.transaction().execute(async (trx) => {
      const gift = await trx.selectFrom('gifts').selectAll().where('code_hash', '=', compactHash).forUpdate().executeTakeFirst();
      if (!gift || gift.status === 'PENDING' || !gift.order_id) return false;
      if (gift.status === 'REDEEMED') {
        const yours = gift.redeemed_by === userId;
        throw new HttpError(409, 'GIFT_ALREADY_REDEEMED', [yours ? 'You have redeemed this gift already.' : 'This gift code has been redeemed already.']);
      }
      const held = await trx
        .selectFrom('user_licences')
        .select(['licence_id', 'status', 'expires_at'])
        .where('user_id', '=', userId)
        .where('licence_id', '=', gift.licence_id)
        .executeTakeFirst();
      if (
        held &&
        isInEffect({ licenceId: held.licence_id, status: held.status, expiresAt: held.expires_at ? new Date(held.expires_at).getTime() : null }, now)
      ) {
        throw new HttpError(409, 'LICENCE_ALREADY_ACTIVE', ['You already have this licence; the gift code stays unused.']);
      }
      const order = await trx.selectFrom('orders').selectAll().where('id', '=', gift.order_id).executeTakeFirstOrThrow();
      const expires = licenceExpiry({ ...order, trial_period: null }, catalogue, now);
      const values = {
        status: 'ACTIVE' as const,
        auto_renewing: false,
        purchased_at: new Date(now),
        expires_at: expires === null ? null : new Date(expires),
        updated_at: new Date(now),
        pending_action: null,
        pending_action_at: null,
      };
      await trx
        .insertInto('user_licences')
        .values({ user_id: userId, licence_id: gift.licence_id, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'licence_id']).doUpdateSet(values))
        .execute();
      await trx
        .updateTable('gifts')
        .set({ status: 'REDEEMED', redeemed_by: userId, redeemed_at: new Date(now) })
        .where('id', '=', gift.id)
        .execute();
      return { licenceId: gift.licence_id, name: licenceRef(catalogue.licenceById.get(gift.licence_id), gift.licence_id).name, expiresAt: expires };
    });
  }

  licence(gift: GiftRow) {
    return this.catalogue.catalogue().then((c) => licenceRef(c.licenceById.get(gift.licence_id), gift.licence_id));
  }
}

export function licenceRef(licence: LicenceFixture | undefined, id: string) {
  return {
    id,
    name: licence?.name || id,
    strategy: licence?.purchaseStrategy.type ?? 'SUBSCRIPTION',
    period: licence?.purchaseStrategy.period ?? null,
  };
}
