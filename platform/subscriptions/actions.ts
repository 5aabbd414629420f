/**
 * What a viewer does to a subscription: pause, resume, cancel, reactivate, answer a
 * cancellation promo and consent to a price change. Each action runs in one transaction
 * that locks the holding row (`for update`), checks the rule against the locked state,
 * changes it and appends its `subscription_events` row; so of two parallel calls that
 * conflict (cancel twice, pause and resume at once) one takes effect and the other gets the
 * 409 of the state the first left.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { LicenceFixture } from '../catalogue/fixture-types.js';
import { HttpError } from '../errors.js';
import { addIsoDuration, priceFor } from '../commerce/offers.js';
import { decisions, pauseStateNow, type HoldingRow } from './holdings.js';
import type { CancellationPromoRule, SubscriptionRules } from './rules.js';

type Trx = Transaction<Database>;
const DAY = 86_400_000;

/** A licence named by its id or its integer id. */
export function findLicence(catalogue: Catalogue, id: string): LicenceFixture | undefined {
  return catalogue.licenceById.get(id) ?? catalogue.licences.find((l) => String(l.licenceId) === id);
}

export async function appendSubscriptionEvent(trx: Trx, userId: string, licenceId: string, type: string, data: Record<string, unknown> = {}) {
  await trx
    .insertInto('subscription_events')
    .values({ user_id: userId, licence_id: licenceId, type, data: JSON.stringify(data) })
    .execute();
}

const conflict = (code: string, ...messages: string[]) => new HttpError(409, code, messages);

export class SubscriptionActions {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly rules: SubscriptionRules,
    private readonly now: () => number,
  ) {}

  /** Runs `change` on the locked holding; 404 LICENCE_NOT_HELD when the viewer does not hold it. */
  private async withHolding<T>(userId: string, licence: LicenceFixture, change: (trx: Trx, row: HoldingRow, now: number) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('user_licences')
        .selectAll()
        .where('user_id', '=', userId)
        .where('licence_id', '=', licence.id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'LICENCE_NOT_HELD', [`You do not hold ${licence.name}.`]);
      return change(trx, row, this.now());
    });
  }

  async pause(userId: string, licence: LicenceFixture, resumeAfterText: string | undefined): Promise<void> {
    await this.withHolding(userId, licence, async (trx, row, now) => {
      const can = decisions(row, licence, this.rules, now);
      const pause = pauseStateNow(row, now);
      if (pause === 'PAUSED') throw conflict('LICENCE_PAUSED', 'This subscription is already paused.');
      if (pause === 'RESUME_REQUESTED') throw conflict('RESUME_REQUESTED', 'This subscription is resuming at its next renewal.');
      if (!can.pausable) throw conflict('PAUSE_NOT_ALLOWED', 'This subscription cannot be paused.');
      if (row.cancelled_at) throw conflict('ALREADY_CANCELLED', 'This subscription is cancelled; reactivate it before pausing.');
      if (!can.canPause) throw conflict('LICENCE_NOT_ACTIVE', 'Only an active, paid subscription can be paused.');
      const periodEnd = row.expires_at ? new Date(row.expires_at).getTime() : now;
      let resumeAfter: Date | null = null;
      if (resumeAfterText) {
        const at = Date.parse(resumeAfterText);
        if (Number.isNaN(at)) throw new HttpError(400, 'VALIDATION_ERROR', ['resumeAfter is not a date.']);
        // The pause begins when the paid period ends, so it can only end after that, and lasts at most maxPauseDays.
        if (at <= periodEnd || at > periodEnd + this.rules.maxPauseDays * DAY)
          throw new HttpError(400, 'RESUME_AFTER_OUT_OF_RANGE', [
            `resumeAfter must fall after the paid period and within ${this.rules.maxPauseDays} days of its end.`,
          ]);
        resumeAfter = new Date(at);
      }
      await trx
        .updateTable('user_licences')
        .set({ pause_state: 'PAUSED', paused_at: new Date(now), resume_after: resumeAfter, auto_renewing: false, updated_at: new Date(now) })
        .where('user_id', '=', userId)
        .where('licence_id', '=', licence.id)
        .execute();
      await appendSubscriptionEvent(trx, userId, licence.id, 'PAUSED', { resumeAfter: resumeAfter?.toISOString() ?? null });
    });
  }

  async resume(userId: string, licence: LicenceFixture): Promise<void> {
    await this.withHolding(userId, licence, async (trx, row, now) => {
      const pause = pauseStateNow(row, now);
      if (pause === 'RESUME_REQUESTED') throw conflict('RESUME_REQUESTED', 'This subscription is already resuming at its next renewal.');
      if (pause !== 'PAUSED') throw conflict('NOT_PAUSED', 'This subscription is not paused.');
      // Within the paid period it simply renews again; after it, the next renewal charges and resumes it.
      const withinPeriod = row.expires_at !== null && new Date(row.expires_at).getTime() > now;
      await trx
        .updateTable('user_licences')
        .set({ pause_state: withinPeriod ? null : 'RESUME_REQUESTED', paused_at: null, resume_after: null, auto_renewing: true, updated_at: new Date(now) })
        .where('user_id', '=', userId)
        .where('licence_id', '=', licence.id)
        .execute();
      await appendSubscriptionEvent(trx, userId, licence.id, withinPeriod ? 'RESUMED' : 'RESUME_REQUESTED');
    });
  }

  private async promoAnswer(trx: Trx | Kysely<Database>, userId: string, licenceId: string, promo: CancellationPromoRule) {
    return trx
      .selectFrom('cancellation_promo_answers')
      .select('answer')
      .where('user_id', '=', userId)
      .where('licence_id', '=', licenceId)
      .where('promo_id', '=', promo.id)
      .executeTakeFirst();
  }

  /** The refusals of a cancellation, most specific first; null when it may go ahead. */
  private cancelRefusal(row: HoldingRow, licence: LicenceFixture, now: number): HttpError | null {
    const pause = pauseStateNow(row, now);
    if (row.cancelled_at) return conflict('ALREADY_CANCELLED', 'This subscription is already cancelled.', 'It stays available until the end of the period.');
    if (pause) return conflict('LICENCE_PAUSED', 'This subscription is paused.', 'Resume it before cancelling.');
    if (licence.purchaseStrategy.type !== 'SUBSCRIPTION') return conflict('NOT_A_SUBSCRIPTION', 'Only a subscription can be cancelled.');
    if (!decisions(row, licence, this.rules, now).canCancel) return conflict('LICENCE_NOT_ACTIVE', 'This subscription is not active.');
    return null;
  }

  async cancel(userId: string, licence: LicenceFixture, ignoreDiscount: boolean): Promise<void> {
    await this.withHolding(userId, licence, async (trx, row, now) => {
      const refusal = this.cancelRefusal(row, licence, now);
      if (refusal) throw refusal;
      const promo = this.rules.promoFor(licence.id);
      if (promo && !ignoreDiscount && !(await this.promoAnswer(trx, userId, licence.id, promo)))
        throw conflict('CANCELLATION_PROMO_AVAILABLE', 'An offer to stay is available: verify it, or cancel with cancellationDiscount=IGNORE.');
      await trx
        .updateTable('user_licences')
        .set({ auto_renewing: false, cancelled_at: new Date(now), updated_at: new Date(now) })
        .where('user_id', '=', userId)
        .where('licence_id', '=', licence.id)
        .execute();
      await appendSubscriptionEvent(trx, userId, licence.id, 'CANCELLED', { ignoredDiscount: ignoreDiscount });
    });
  }

  async reactivate(userId: string, licence: LicenceFixture): Promise<void> {
    await this.withHolding(userId, licence, async (trx, row, now) => {
      if (!row.cancelled_at) throw conflict('NOT_CANCELLED', 'This subscription is not cancelled.');
      if (!decisions(row, licence, this.rules, now).canReactivate) throw conflict('LICENCE_EXPIRED', 'This subscription has ended; buy it again to renew it.');
      await trx
        .updateTable('user_licences')
        .set({ auto_renewing: true, cancelled_at: null, updated_at: new Date(now) })
        .where('user_id', '=', userId)
        .where('licence_id', '=', licence.id)
        .execute();
      await appendSubscriptionEvent(trx, userId, licence.id, 'REACTIVATED');
    });
  }

  /** The promo offered to keep this subscription, when it may still be answered. */
  async offeredPromo(userId: string, licence: LicenceFixture): Promise<CancellationPromoRule | null> {
    const row = await this.db.selectFrom('user_licences').selectAll().where('user_id', '=', userId).where('licence_id', '=', licence.id).executeTakeFirst();
    if (!row) throw new HttpError(404, 'LICENCE_NOT_HELD', [`You do not hold ${licence.name}.`]);
    const promo = this.rules.promoFor(licence.id);
    if (!promo || this.cancelRefusal(row, licence, this.now())) return null;
    return (await this.promoAnswer(this.db, userId, licence.id, promo)) ? null : promo;
  }

  async answerPromo(userId: string, licence: LicenceFixture, answer: 'REDEEMED' | 'REFUSED'): Promise<void> {
    await this.withHolding(userId, licence, async (trx, row, now) => {
      const promo = this.rules.promoFor(licence.id);
      if (!promo || this.cancelRefusal(row, licence, now)) throw conflict('PROMO_NOT_AVAILABLE', 'No offer is available for this subscription.');
      const inserted = await trx
        .insertInto('cancellation_promo_answers')
        .values({ user_id: userId, licence_id: licence.id, promo_id: promo.id, answer })
        .onConflict((oc) => oc.columns(['user_id', 'licence_id', 'promo_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw conflict('PROMO_ALREADY_ANSWERED', 'This offer has already been answered.');
      if (answer === 'REDEEMED') {
        // The discount starts with the next renewal and covers `renewals` periods.
        const start = row.expires_at ? new Date(row.expires_at).getTime() : now;
        const period = licence.purchaseStrategy.period ?? 'P1M';
        let end = start;
        for (let i = 0; i < promo.renewals; i++) end = addIsoDuration(end, period) ?? end + 30 * DAY;
        await trx
          .insertInto('licence_discounts')
          .values({
            user_id: userId,
            licence_id: licence.id,
            source: 'CANCELLATION_PROMO',
            type: promo.type,
            percentage: promo.type === 'PERCENTAGE' ? (promo.percentage ?? 0) : null,
            amount: promo.type === 'AMOUNT' ? (promo.amount ?? 0) : null,
            renewals: promo.renewals,
            starts_at: new Date(start),
            ends_at: new Date(end),
          })
          .execute();
      }
      await appendSubscriptionEvent(trx, userId, licence.id, answer === 'REDEEMED' ? 'PROMO_REDEEMED' : 'PROMO_REFUSED', { promoId: promo.id });
    });
  }

  /** The viewer's answer to a pending price change; LEAVE cancels at the end of the period. Answers the licence id. */
  async consent(userId: string, migrationId: string, status: 'LEAVE' | 'CONTINUE'): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      const migration = await trx
        .selectFrom('price_migrations')
        .selectAll()
        .where('id', '=', migrationId)
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!migration) throw new HttpError(404, 'PRICE_MIGRATION_NOT_FOUND', ['No such price change.']);
      if (migration.status !== 'PENDING')
        throw conflict('CONSENT_ALREADY_GIVEN', `You already answered this price change (${migration.status.toLowerCase()}).`);
      const now = this.now();
      await trx
        .updateTable('price_migrations')
        .set({ status, decided_at: new Date(now) })
        .where('id', '=', migration.id)
        .execute();
      if (status === 'LEAVE') {
        await trx
          .updateTable('user_licences')
          .set({ auto_renewing: false, cancelled_at: sql`coalesce(cancelled_at, ${new Date(now)})`, updated_at: new Date(now) })
          .where('user_id', '=', userId)
          .where('licence_id', '=', migration.licence_id)
          .execute();
      }
      await appendSubscriptionEvent(trx, userId, migration.licence_id, status === 'LEAVE' ? 'PRICE_CHANGE_LEFT' : 'PRICE_CHANGE_ACCEPTED', { migrationId });
      return migration.licence_id;
    });
  }
}

/** The promo as answered: its offer and the renewal price before and after it (in the licence's first price's currency unless given). */
export function promoView(promo: CancellationPromoRule, licence: LicenceFixture | undefined, currency: string | null) {
  const price = licence ? priceFor(licence, currency) : null;
  const off = price ? (promo.type === 'PERCENTAGE' ? Math.floor((price.amount * (promo.percentage ?? 0) + 50) / 100) : (promo.amount ?? 0)) : 0;
  return {
    id: promo.id,
    titleKey: promo.titleKey,
    type: promo.type,
    percentage: promo.type === 'PERCENTAGE' ? (promo.percentage ?? 0) : null,
    amount: promo.type === 'AMOUNT' ? (promo.amount ?? 0) : null,
    renewals: promo.renewals,
    price: price ? { amount: price.amount, currency: price.currency, scale: price.scale } : null,
    discountedPrice: price ? { amount: Math.max(0, price.amount - off), currency: price.currency, scale: price.scale } : null,
    licenceIds: promo.licenceIds,
  };
}
