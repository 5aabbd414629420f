/**
 * Parental control (contract/parental.ts):
 *
 *   GET  /parental-control                    → settings (pinSet, guardedRatings, ratings, canManage)
 *   PUT  /parental-control                    { currentPin?, newPin?, guardedRatings } → settings
 *   POST /parental-control/unlock             { contentId, pin } → { contentId, unlockedUntil }
 *   POST /parental-control/pin-reset          → 204, mails a single-use link to /confirm-reset/{code}
 *   GET  /parental-control/pin-reset/{code}   → { expiresAt } | 404 | 410 CODE_USED / CODE_EXPIRED
 *   POST /parental-control/pin-reset/{code}   { pin } → 204 | 404 | 410
 *
 * Wrong PINs answer 403 WRONG_PIN and count towards the account's attempt window
 * (platform/parental/service.ts); over it, 429 TOO_MANY_ATTEMPTS with Retry-After.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { contract } from '../../contract/index.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { badRequest, forbidden, HttpError, notFound } from '../errors.js';
import { hashPassword } from '../auth/passwords.js';
import { hashToken } from '../auth/tokens.js';
import { flowLimitsFor } from '../auth/flow-limits.js';
import { tooMany } from '../security/limits.js';
import { mailServiceFor } from '../mail/index.js';
import { catalogueFor } from '../catalogue/service.js';
import { checkPin, readSettings, settingsOwner, unlockContent, type PinCheck } from '../parental/service.js';

/** Path of the web's reset screen (English set; the web serves every set's path). */
const CONFIRM_RESET_PATH = '/confirm-reset/';
const RESET_TTL_MS = 30 * 60_000;
const CODE_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

export const parentalControlRoutes: PlatformPlugin = async (app, ctx) => {
  const { db, auth, config } = ctx;
  const limits = flowLimitsFor(ctx);
  const mail = mailServiceFor(app, ctx);
  const catalogue = catalogueFor(ctx);
  const now = () => new Date(ctx.clock?.now() ?? Date.now());

  /** 403 for a wrong PIN, 429 while the attempt window is used up. */
  function refusePin(check: Exclude<PinCheck, { ok: true }>, reply: Parameters<typeof tooMany>[0]): never {
    if (check.reason === 'locked') tooMany(reply, check.retryAfterSeconds, 'TOO_MANY_ATTEMPTS', 'Too many wrong PINs.');
    if (check.reason === 'no-pin') throw notFound('NO_PIN', 'Parental control has no PIN.');
    throw forbidden('WRONG_PIN', 'That PIN is not right.');
  }

  route(app, contract.parental.settings, async ({ req }) => {
    const viewer = await auth.requireUser(req);
    return readSettings(db, await settingsOwner(db, viewer.id));
  });

  route(app, contract.parental.update, async ({ req, body }, reply) => {
    const viewer = await auth.requireUser(req);
    const owner = await settingsOwner(db, viewer.id);
    if (!owner.canManage) throw forbidden('CHILD_PROFILE', 'A child profile cannot change parental control.');
    const current = await readSettings(db, owner);
    if (current.pinSet) {
      if (!body.currentPin) throw badRequest('CURRENT_PIN_REQUIRED', 'body/currentPin: is required once a PIN is set');
      const check = await checkPin(db, owner.ownerId, body.currentPin, now());
      if (!check.ok) refusePin(check, reply);
    } else if (!body.newPin) {
      throw badRequest('PIN_REQUIRED', 'body/newPin: is required to turn parental control on');
    }
    const guarded = JSON.stringify(body.guardedRatings);
    const pinHash = body.newPin ? await hashPassword(body.newPin, config.argon2) : null;
    if (pinHash) {
      await db
        .insertInto('parental_controls')
        .values({ user_id: owner.ownerId, pin_hash: pinHash, guarded_ratings: guarded })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ pin_hash: pinHash, guarded_ratings: guarded, pin_attempts: 0, updated_at: new Date() }))
        .execute();
    } else {
      await db.updateTable('parental_controls').set({ guarded_ratings: guarded, updated_at: new Date() }).where('user_id', '=', owner.ownerId).execute();
    }
    return readSettings(db, owner);
  });

  route(app, contract.parental.unlock, async ({ req, body }, reply) => {
    const viewer = await auth.requireUser(req);
    if (!(await catalogue.catalogue()).vodById.has(body.contentId)) throw notFound('UNKNOWN_VOD', `No video "${body.contentId.slice(0, 80)}".`);
    const owner = await settingsOwner(db, viewer.id);
    const check = await checkPin(db, owner.ownerId, body.pin, now());
    if (!check.ok) refusePin(check, reply);
    const until = await unlockContent(db, viewer.id, body.contentId, now());
    return { contentId: body.contentId, unlockedUntil: until.toISOString() };
  });

  route(app, contract.parental.requestReset, async ({ req }, reply) => {
    const viewer = await auth.requireUser(req);
    const owner = await settingsOwner(db, viewer.id);
    if (!owner.canManage) throw forbidden('CHILD_PROFILE', 'A child profile cannot reset the parental control PIN.');
    await limits.check(reply, ['mailPerAddress', limits.address(req)], ['mailPerAccount', `parental:${owner.ownerId}`]);
    if (!(await readSettings(db, owner)).pinSet) throw notFound('NO_PIN', 'Parental control has no PIN.');
    const user = await db.selectFrom('users').select('email').where('id', '=', owner.ownerId).executeTakeFirstOrThrow();
    const code = randomBytes(32).toString('base64url');
    const issuedAt = now();
    await db.transaction().execute(async (trx) => {
      // A new link retires the older unused ones (they then read as expired).
      await trx
        .updateTable('parental_pin_resets')
        .set({ expires_at: issuedAt })
        .where('user_id', '=', owner.ownerId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', issuedAt)
        .execute();
      await trx
        .insertInto('parental_pin_resets')
        .values({ code_hash: hashToken(code), user_id: owner.ownerId, realm: req.realm.id, expires_at: new Date(issuedAt.getTime() + RESET_TTL_MS) })
        .execute();
    });
    mail.sendInBackground(req, 'parental-pin-reset', { to: user.email, path: CONFIRM_RESET_PATH + code, query: {} });
    return null;
  });

  /** The reset row of a code, or the answer that says why it cannot be used. */
  async function usableReset(code: string, realm: string) {
    const row = CODE_SHAPE.test(code)
      ? await db.selectFrom('parental_pin_resets').selectAll().where('code_hash', '=', hashToken(code)).where('realm', '=', realm).executeTakeFirst()
      : undefined;
    if (!row) throw notFound('INVALID_CODE', 'This reset link is not valid.');
    if (row.used_at) throw new HttpError(410, 'CODE_USED', ['This reset link has already been used.']);
    if (new Date(row.expires_at) <= now()) throw new HttpError(410, 'CODE_EXPIRED', ['This reset link has expired. Ask for a new one.']);
    return row;
  }

  route(app, contract.parental.resetStatus, async ({ req, params }, reply) => {
    await limits.check(reply, ['tokenUsePerAddress', limits.address(req)]);
    const row = await usableReset(params.code, req.realm.id);
    return { expiresAt: new Date(row.expires_at).toISOString() };
  });

  route(app, contract.parental.confirmReset, async ({ req, params, body }, reply) => {
    await limits.check(reply, ['tokenUsePerAddress', limits.address(req)]);
    await usableReset(params.code, req.realm.id);
    const pinHash = await hashPassword(body.pin, config.argon2);
    // One conditional UPDATE uses the code up, so it works once even when sent twice at once.
    const used = await db
      .updateTable('parental_pin_resets')
      .set({ used_at: sql`now()` })
      .where('code_hash', '=', hashToken(params.code))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now())
      .returning('user_id')
      .executeTakeFirst();
    if (!used) throw new HttpError(410, 'CODE_USED', ['This reset link has already been used.']);
    await db.updateTable('parental_controls').set({ pin_hash: pinHash, pin_attempts: 0, updated_at: new Date() }).where('user_id', '=', used.user_id).execute();
    return null;
  });
};
