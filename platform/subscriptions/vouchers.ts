/**
 * Licence vouchers: a code that grants a licence for a period without a basket or a payment.
 * One transaction takes a lock on the code (a transaction-scoped advisory lock, so parallel
 * redemptions of one code queue), counts its redemptions, records this one and grants the
 * licence; the unique index on (code, viewer) for redemptions without an order backs the
 * once-per-viewer rule. Twenty parallel redemptions of one code by one viewer: one grant,
 * nineteen VOUCHER_ALREADY_USED.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { LicenceFixture } from '../catalogue/fixture-types.js';
import { isInEffect } from '../catalogue/access.js';
import { HttpError } from '../errors.js';
import { addIsoDuration } from '../commerce/offers.js';
import { appendSubscriptionEvent } from './actions.js';
import type { LicenceVoucherRule } from './rules.js';

export async function redeemLicenceVoucher(
  db: Kysely<Database>,
  userId: string,
  rule: LicenceVoucherRule,
  licence: LicenceFixture,
  now: number,
): Promise<void> {
  if (!rule.licenceIds.includes(licence.id)) throw new HttpError(409, 'VOUCHER_NOT_APPLICABLE', ['This voucher does not apply to this licence.']);
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`licence-voucher:${rule.code}`}))`.execute(trx);
    const redemptions = await trx.selectFrom('voucher_redemptions').select('user_id').where('code', '=', rule.code).where('order_id', 'is', null).execute();
    if (redemptions.some((r) => r.user_id === userId)) throw new HttpError(409, 'VOUCHER_ALREADY_USED', ['You have already redeemed this voucher.']);
    if (rule.maxRedemptions !== null && redemptions.length >= rule.maxRedemptions)
      throw new HttpError(409, 'VOUCHER_ALREADY_USED', ['This voucher has been used up.']);
    const held = await trx
      .selectFrom('user_licences')
      .selectAll()
      .where('user_id', '=', userId)
      .where('licence_id', '=', licence.id)
      .forUpdate()
      .executeTakeFirst();
    if (held && isInEffect({ licenceId: held.licence_id, status: held.status, expiresAt: held.expires_at ? new Date(held.expires_at).getTime() : null }, now))
      throw new HttpError(409, 'LICENCE_ALREADY_ACTIVE', ['You already have this licence.']);
    await trx.insertInto('voucher_redemptions').values({ code: rule.code, user_id: userId, order_id: null, licence_id: licence.id }).execute();
    const expires = addIsoDuration(now, rule.period);
    const values = {
      status: 'ACTIVE' as const,
      auto_renewing: false,
      purchased_at: new Date(now),
      expires_at: expires === null ? null : new Date(expires),
      updated_at: new Date(now),
      pending_action: null,
      pending_action_at: null,
      pause_state: null,
      paused_at: null,
      resume_after: null,
      cancelled_at: null,
    };
    await trx
      .insertInto('user_licences')
      .values({ user_id: userId, licence_id: licence.id, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'licence_id']).doUpdateSet(values))
      .execute();
    await appendSubscriptionEvent(trx, userId, licence.id, 'VOUCHER_REDEEMED', { code: rule.code });
  });
}
