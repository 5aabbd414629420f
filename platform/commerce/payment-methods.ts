/**
 * The viewer's stored payment methods ("cards", spec 03 §3 Payment card) and the card each
 * licence renews with. The platform keeps only the provider's payment-method id with its
 * brand, last four digits and expiry, read from the provider itself (never from the browser).
 *
 * A viewer keeps at most MAX_PAYMENT_METHODS chargeable methods; one more answers 409
 * MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED (the web shows maxPaymentMethodsErrorMessage). The
 * count is checked with the viewer's row locked, so parallel additions cannot pass it.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/types.js';
import { HttpError } from '../errors.js';
import { PROVIDERS } from './payments.js';
import type { PspMethods } from './psp-methods.js';
import type { PaymentMethodsTable } from './renewal-tables.js';

export type PaymentMethodRow = Selectable<PaymentMethodsTable>;

export const MAX_PAYMENT_METHODS = 5;

/** Payment method types whose number is a phone number: shown masked, never as digits. */
const MOBILE_TYPES = new Set(['mobile', 'carrier-billing']);

export function maskedNumber(row: Pick<PaymentMethodRow, 'payment_method_type' | 'last4'>): string {
  return MOBILE_TYPES.has(row.payment_method_type) ? `••• ••• •${row.last4.slice(-2)}` : `•••• ${row.last4}`;
}

export class PaymentMethods {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly psp: PspMethods,
  ) {}

  async list(userId: string): Promise<PaymentMethodRow[]> {
    return this.db
      .selectFrom('payment_methods')
      .selectAll()
      .where('user_id', '=', userId)
      .where('removed_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  /** The card a licence renews with: its own, else the viewer's newest. */
  async cardForLicence(userId: string, licenceId: string): Promise<PaymentMethodRow | undefined> {
    const holding = await this.db
      .selectFrom('user_licences')
      .select('payment_method_id')
      .where('user_id', '=', userId)
      .where('licence_id', '=', licenceId)
      .executeTakeFirst();
    const cards = await this.list(userId);
    return cards.find((c) => c.id === holding?.payment_method_id) ?? cards[0];
  }

  /**
   * Stores the provider's payment method for the viewer (once: the same id again answers the
   * stored row). `enforceMax` false is for a card that just paid a purchase.
   */
  async store(userId: string, paymentMethodId: string, options: { holder?: string | null; enforceMax?: boolean } = {}): Promise<PaymentMethodRow> {
    const known = await this.db.selectFrom('payment_methods').selectAll().where('id', '=', paymentMethodId).executeTakeFirst();
    if (known && known.user_id !== userId) throw new HttpError(404, 'PAYMENT_DETAILS_NOT_FOUND', ['No such payment details.']);
    if (known && !known.removed_at) return known;
    const method = await this.psp.paymentMethod(paymentMethodId);
    if (!method) throw new HttpError(404, 'PAYMENT_DETAILS_NOT_FOUND', ['No such payment details.']);
    return this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
      if (options.enforceMax !== false) {
        const { count } = await trx
          .selectFrom('payment_methods')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('user_id', '=', userId)
          .where('removed_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(count) >= MAX_PAYMENT_METHODS) {
          throw new HttpError(409, 'MAX_CHARGEABLE_PAYMENT_DETAILS_REACHED', [`At most ${MAX_PAYMENT_METHODS} payment methods can be kept; remove one first.`]);
        }
      }
      const values = {
        user_id: userId,
        provider: PROVIDERS.card.id,
        payment_method_type: method.type,
        brand: method.brand,
        last4: method.last4,
        exp_month: method.expMonth,
        exp_year: method.expYear,
        holder: options.holder ?? null,
        removed_at: null,
        created_at: new Date(),
      };
      return trx
        .insertInto('payment_methods')
        .values({ id: method.id, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  /** Removes a card the viewer no longer wants; one a licence renews with explicitly is kept (409). */
  async remove(userId: string, cardId: string): Promise<void> {
    const card = await this.db
      .selectFrom('payment_methods')
      .select('id')
      .where('id', '=', cardId)
      .where('user_id', '=', userId)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    if (!card) throw new HttpError(404, 'PAYMENT_DETAILS_NOT_FOUND', ['No such payment details.']);
    const used = await this.db
      .selectFrom('user_licences')
      .select('licence_id')
      .where('user_id', '=', userId)
      .where('payment_method_id', '=', cardId)
      .where('auto_renewing', '=', true)
      .where('status', 'in', ['ACTIVE', 'TRIAL'])
      .executeTakeFirst();
    if (used) throw new HttpError(409, 'CARD_IN_USE', ['This card pays a subscription: replace it there first.']);
    await this.db.updateTable('payment_methods').set({ removed_at: new Date() }).where('id', '=', cardId).execute();
  }

  /**
   * The card a purchase was paid with becomes the licence's renewal card (read from the
   * provider's intent after the payment succeeded). Nothing changes for bank payments.
   */
  async adoptPurchaseCard(userId: string, licenceId: string, intentId: string): Promise<void> {
    const pm = await this.psp.intentPaymentMethod(intentId);
    if (!pm) return;
    await this.store(userId, pm, { enforceMax: false });
    await this.db
      .updateTable('user_licences')
      .set({ payment_method_id: pm })
      .where('user_id', '=', userId)
      .where('licence_id', '=', licenceId)
      .where('payment_method_id', 'is', null)
      .execute();
  }
}
