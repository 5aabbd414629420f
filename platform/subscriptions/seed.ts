/**
 * Demo subscription states (fixtures/subscriptions.json `demoStates`): a paused licence, a
 * payment waiting for confirmation, a price change waiting for consent. Applied once per
 * fixture version (a seed marker), after the catalogue seeded the holdings, so a viewer's
 * own changes are not undone by the next start.
 */
import { createHash } from 'node:crypto';
import type { SeedContext } from '../db/seed.js';
import { seedMarkerIs, setSeedMarker } from '../db/seed.js';
import { loadSubscriptionRules } from './rules.js';
import './tables.js';

const DAY = 86_400_000;

export async function seedSubscriptionStates({ db, fixturesDir, log }: SeedContext) {
  const rules = loadSubscriptionRules(fixturesDir);
  const version = createHash('sha256').update(JSON.stringify(rules.demoStates)).digest('hex').slice(0, 16);
  if (await seedMarkerIs(db, 'subscription-states', version)) return;
  const now = Date.now();
  let applied = 0;
  for (const state of rules.demoStates) {
    const user = await db.selectFrom('users').select('id').where('email', '=', state.email.toLowerCase()).executeTakeFirst();
    const holding =
      user && (await db.selectFrom('user_licences').selectAll().where('user_id', '=', user.id).where('licence_id', '=', state.licenceId).executeTakeFirst());
    if (!user || !holding) {
      log.warn(`Demo subscription state for ${state.email} / ${state.licenceId} skipped: no such holding`);
      continue;
    }
    const expires = holding.expires_at ? new Date(holding.expires_at).getTime() : now;
    if (state.pauseState) {
      await db
        .updateTable('user_licences')
        .set({
          pause_state: state.pauseState,
          paused_at: new Date(now - (state.pausedDaysAgo ?? 0) * DAY),
          resume_after: state.resumeInDays ? new Date(Math.max(expires, now) + state.resumeInDays * DAY) : null,
          auto_renewing: false,
        })
        .where('user_id', '=', user.id)
        .where('licence_id', '=', state.licenceId)
        .execute();
    }
    if (state.pendingAction) {
      await db
        .updateTable('user_licences')
        .set({ pending_action: state.pendingAction, pending_action_at: new Date(now) })
        .where('user_id', '=', user.id)
        .where('licence_id', '=', state.licenceId)
        .execute();
    }
    if (state.priceMigration) {
      const m = state.priceMigration;
      // The current price is the licence's list price in that currency (what the viewer renews at today).
      const licence = await db.selectFrom('licences').select('amounts').where('id', '=', state.licenceId).executeTakeFirst();
      const amounts = (licence?.amounts ?? []) as Array<{ amount: number; currency: string }>;
      const current = amounts.find((a) => a.currency === m.currency)?.amount ?? 0;
      await db
        .insertInto('price_migrations')
        .values({
          id: m.id,
          user_id: user.id,
          licence_id: state.licenceId,
          currency: m.currency,
          scale: m.scale,
          old_amount: current,
          new_amount: m.newAmount,
          effective_at: new Date(expires),
          status: 'PENDING',
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    applied++;
  }
  await setSeedMarker(db, 'subscription-states', version);
  if (applied) log.info(`Applied ${applied} demo subscription state(s)`);
}
