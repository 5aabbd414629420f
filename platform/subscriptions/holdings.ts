/**
 * What the account shows about each licence a viewer holds: the licence status (a lapsed
 * ACTIVE/TRIAL reads EXPIRED), the pause and cancellation state, what the viewer may do
 * now, the discounts on the next renewals and a price change waiting for consent.
 *
 * Pause model (docs/decisions/0028): a pause stops renewals at once and keeps the period
 * already paid ("access until end"); after the period the licence gives no access until
 * resumed. `resume_after` always lies after the paid period, so a pause whose resume date
 * has come reads RESUME_REQUESTED until the next renewal charges.
 */
import type { Kysely, Selectable } from 'kysely';
import type { HeldLicenceAnswer } from '../../contract/subscriptions.js';
import type { Database } from '../db/types.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { UserLicencesTable } from '../catalogue/tables.js';
import type { LicenceFixture } from '../catalogue/fixture-types.js';
import { licenceSummary } from '../catalogue/details.js';
import { isInEffect } from '../catalogue/access.js';
import { discountView, priceFor } from '../commerce/offers.js';
import type { SubscriptionRules } from './rules.js';
import type { LicenceDiscountsTable, PriceMigrationsTable } from './tables.js';
import './tables.js';

export type HoldingRow = Selectable<UserLicencesTable>;
type Db = Kysely<Database>;

export const CONFIRMED_PAYMENT_REQUIRED = 'CONFIRMED_PAYMENT_REQUIRED';

const ms = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());

/** The pause state as it reads now (stored PAUSED / RESUME_REQUESTED, moved on by time). */
export function pauseStateNow(row: Pick<HoldingRow, 'pause_state' | 'resume_after' | 'expires_at'>, now: number): 'PAUSED' | 'RESUME_REQUESTED' | null {
  const expires = ms(row.expires_at);
  if (row.pause_state === 'PAUSED') {
    const resumeAfter = ms(row.resume_after);
    return resumeAfter !== null && resumeAfter <= now ? 'RESUME_REQUESTED' : 'PAUSED';
  }
  // A resume waits for the renewal that charges the next period; once renewed it is simply active.
  if (row.pause_state === 'RESUME_REQUESTED') return expires !== null && expires > now ? null : 'RESUME_REQUESTED';
  return null;
}

function inEffect(row: HoldingRow, now: number) {
  return isInEffect({ licenceId: row.licence_id, status: row.status, expiresAt: ms(row.expires_at) }, now);
}

export interface Decisions {
  pausable: boolean;
  canPause: boolean;
  canResume: boolean;
  canCancel: boolean;
  canReactivate: boolean;
}

/** What the viewer may do with a holding now; the actions check the same rules under a row lock. */
export function decisions(row: HoldingRow, licence: LicenceFixture | undefined, rules: SubscriptionRules, now: number): Decisions {
  const subscription = licence?.purchaseStrategy.type === 'SUBSCRIPTION';
  const pause = pauseStateNow(row, now);
  const effective = inEffect(row, now);
  const confirmed = row.pending_action !== CONFIRMED_PAYMENT_REQUIRED;
  const pausable = Boolean(subscription && licence && rules.pauseAllowed(licence.id));
  return {
    pausable,
    canPause: pausable && effective && row.status === 'ACTIVE' && pause === null && row.cancelled_at === null && row.auto_renewing && confirmed,
    canResume: pause === 'PAUSED',
    canCancel: Boolean(subscription) && effective && pause === null && row.cancelled_at === null && row.auto_renewing && confirmed,
    canReactivate: row.cancelled_at !== null && effective,
  };
}

interface Extras {
  discounts: Array<Selectable<LicenceDiscountsTable>>;
  migration: Selectable<PriceMigrationsTable> | undefined;
  currency: string | null;
}

export function heldLicenceView(row: HoldingRow, licence: LicenceFixture, rules: SubscriptionRules, extras: Extras, now: number): HeldLicenceAnswer {
  const effective = inEffect(row, now);
  const expires = ms(row.expires_at);
  const lapsed = !effective && (row.status === 'ACTIVE' || row.status === 'TRIAL');
  const pause = pauseStateNow(row, now);
  const can = decisions(row, licence, rules, now);
  const pending = row.pending_action ? [{ action: row.pending_action, requestedAt: ms(row.pending_action_at ?? row.updated_at)!, actionDueBy: null }] : [];
  const price = priceFor(licence, extras.currency);
  const priceDiscounts = price?.discount ? [{ source: 'PRICE' as const, ...discountView(price.discount, now), renewals: null }] : [];
  const promoDiscounts = extras.discounts.map((d) => {
    const start = ms(d.starts_at)!;
    const end = ms(d.ends_at)!;
    return {
      source: 'CANCELLATION_PROMO' as const,
      type: d.type,
      percentage: d.percentage,
      amount: d.amount,
      state: now < start ? ('UPCOMING' as const) : now < end ? ('ACTIVE' as const) : ('EXPIRED' as const),
      lifeTimeRepeat: false,
      renewals: d.renewals,
      startDate: new Date(start).toISOString(),
      endDate: new Date(end).toISOString(),
    };
  });
  const migration = extras.migration;
  const money = (amount: number) => ({ amount, currency: migration!.currency, scale: migration!.scale });
  const renewalAmount = migration?.status === 'CONTINUE' ? migration.new_amount : price?.amount;
  return {
    ...licenceSummary(licence, now),
    licenceStatus: {
      status: lapsed ? 'EXPIRED' : row.status,
      trialActive: effective && row.status === 'TRIAL',
      inEffect: effective,
      autoRenewingStatus: row.auto_renewing ? 'AUTO_RENEWING' : 'NOT_AUTO_RENEWING',
      expiryTimestamp: expires,
      pauseState: pause,
      subscriptionPendingActions: pending,
      licencePayment: {
        paymentEventType: row.pending_action === CONFIRMED_PAYMENT_REQUIRED ? 'UNCONFIRMED' : 'PURCHASE',
        purchaseTimestamp: ms(row.purchased_at)!,
        expiryTimestamp: expires,
      },
    },
    willRenew: effective && row.auto_renewing,
    expiry: expires,
    subscription: {
      pauseState: pause ?? (licence.purchaseStrategy.type === 'SUBSCRIPTION' && !can.pausable ? 'NOT_ALLOWED' : null),
      pausedAt: ms(row.paused_at),
      resumeAfter: ms(row.resume_after),
      accessUntilEnd: pause === 'PAUSED' && effective,
      cancelledAt: ms(row.cancelled_at),
      canPause: can.canPause,
      canResume: can.canResume,
      canCancel: can.canCancel,
      canReactivate: can.canReactivate,
      renewalPrice:
        price && renewalAmount !== undefined && licence.purchaseStrategy.type === 'SUBSCRIPTION'
          ? { amount: renewalAmount, currency: price.currency, scale: price.scale }
          : null,
      discounts: [...priceDiscounts, ...promoDiscounts],
      priceMigration:
        migration && migration.status === 'PENDING'
          ? { id: migration.id, currentPrice: money(migration.old_amount), newPrice: money(migration.new_amount), effectiveAt: ms(migration.effective_at)! }
          : null,
    },
  };
}

/** The currency the viewer pays a licence in: their latest order's, else the licence's first price. */
async function currencies(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('orders')
    .select(['licence_id', 'currency', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .execute();
  return new Map(rows.map((r) => [r.licence_id, r.currency]));
}

/** Every holding of the viewer as the account shows it, or one (`licenceId`). */
export async function heldLicences(
  db: Db,
  userId: string,
  catalogue: Catalogue,
  rules: SubscriptionRules,
  now: number,
  licenceId?: string,
): Promise<HeldLicenceAnswer[]> {
  let holdings = db.selectFrom('user_licences').selectAll().where('user_id', '=', userId);
  let discounts = db.selectFrom('licence_discounts').selectAll().where('user_id', '=', userId);
  let migrations = db.selectFrom('price_migrations').selectAll().where('user_id', '=', userId);
  if (licenceId) {
    holdings = holdings.where('licence_id', '=', licenceId);
    discounts = discounts.where('licence_id', '=', licenceId);
    migrations = migrations.where('licence_id', '=', licenceId);
  }
  const [rows, discountRows, migrationRows, currencyOf] = await Promise.all([
    holdings.execute(),
    discounts.orderBy('id').execute(),
    migrations.orderBy('created_at', 'desc').execute(),
    currencies(db, userId),
  ]);
  return rows
    .map((row) => ({ row, licence: catalogue.licenceById.get(row.licence_id) }))
    .filter((x): x is { row: HoldingRow; licence: LicenceFixture } => Boolean(x.licence))
    .map(({ row, licence }) =>
      heldLicenceView(
        row,
        licence,
        rules,
        {
          discounts: discountRows.filter((d) => d.licence_id === row.licence_id),
          migration: migrationRows.find((m) => m.licence_id === row.licence_id),
          currency: currencyOf.get(row.licence_id) ?? null,
        },
        now,
      ),
    );
}
