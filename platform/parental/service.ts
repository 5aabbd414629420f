/**
 * Parental control rules, shared by its routes and the manifest:
 *
 * - Settings belong to an account; a child profile follows its parent's (and cannot change them).
 * - The PIN is stored as an argon2id hash (the password cost).
 * - PIN attempts are counted per account in a fixed window *before* the PIN is checked, in one
 *   UPDATE, so even parallel guesses get at most MAX_PIN_ATTEMPTS tries per window; a correct
 *   PIN starts the count again.
 * - A correct PIN at a guarded item unlocks that item for UNLOCK_TTL_MS (the viewer does not
 *   retype it on every stream refresh or reload).
 */
import { sql, type Kysely } from 'kysely';
import { CONTENT_RATINGS, type ContentRating, type ParentalSettings } from '../../contract/parental.js';
import type { Database } from '../db/types.js';
import { verifyPassword } from '../auth/passwords.js';
import './tables.js';

export const MAX_PIN_ATTEMPTS = 5;
export const PIN_WINDOW_MS = 15 * 60_000;
export const UNLOCK_TTL_MS = 4 * 60 * 60_000;
/** Videos without a rating count as suitable for all. */
export const DEFAULT_RATING: ContentRating = 'U';

interface Owner {
  /** Whose settings apply: the account itself, or a child profile's parent. */
  ownerId: string;
  canManage: boolean;
}

export async function settingsOwner(db: Kysely<Database>, userId: string): Promise<Owner> {
  const row = await db.selectFrom('users').select(['role', 'parent_user_id']).where('id', '=', userId).executeTakeFirst();
  if (row?.role === 'child' && row.parent_user_id) return { ownerId: row.parent_user_id, canManage: false };
  return { ownerId: userId, canManage: row?.role !== 'child' };
}

const ratingsOf = (value: unknown): ContentRating[] => {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? (JSON.parse(value) as unknown[]) : [];
  return CONTENT_RATINGS.filter((rating) => list.includes(rating));
};

export async function readSettings(db: Kysely<Database>, owner: Owner): Promise<ParentalSettings> {
  const row = await db.selectFrom('parental_controls').select('guarded_ratings').where('user_id', '=', owner.ownerId).executeTakeFirst();
  return { pinSet: Boolean(row), guardedRatings: row ? ratingsOf(row.guarded_ratings) : [], ratings: [...CONTENT_RATINGS], canManage: owner.canManage };
}

export type PinCheck =
  { ok: true } | { ok: false; reason: 'no-pin' } | { ok: false; reason: 'wrong' } | { ok: false; reason: 'locked'; retryAfterSeconds: number };

/** Counts one attempt, then checks the PIN; a correct one clears the count. */
export async function checkPin(db: Kysely<Database>, ownerId: string, pin: string, now: Date): Promise<PinCheck> {
  const windowEnd = new Date(now.getTime() + PIN_WINDOW_MS);
  const row = await db
    .updateTable('parental_controls')
    .set({
      pin_attempts: sql<number>`case when attempts_reset_at <= ${now} then 1 else pin_attempts + 1 end`,
      attempts_reset_at: sql<Date>`case when attempts_reset_at <= ${now} then ${windowEnd} else attempts_reset_at end`,
    })
    .where('user_id', '=', ownerId)
    .returning(['pin_hash', 'pin_attempts', 'attempts_reset_at'])
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'no-pin' };
  if (row.pin_attempts > MAX_PIN_ATTEMPTS) {
    return { ok: false, reason: 'locked', retryAfterSeconds: Math.max(1, Math.ceil((new Date(row.attempts_reset_at).getTime() - now.getTime()) / 1000)) };
  }
  if (!(await verifyPassword(row.pin_hash, pin))) return { ok: false, reason: 'wrong' };
  await db.updateTable('parental_controls').set({ pin_attempts: 0 }).where('user_id', '=', ownerId).execute();
  return { ok: true };
}

export async function unlockContent(db: Kysely<Database>, userId: string, contentId: string, now: Date): Promise<Date> {
  const expiresAt = new Date(now.getTime() + UNLOCK_TTL_MS);
  await db
    .insertInto('parental_unlocks')
    .values({ user_id: userId, content_id: contentId, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['user_id', 'content_id']).doUpdateSet({ expires_at: expiresAt }))
    .execute();
  return expiresAt;
}

/**
 * The manifest's `parentalControl` for one item: absent when its rating is not guarded for
 * this viewer (or a guest asks), `pinRequired` until a correct PIN has unlocked it.
 */
export async function parentalGate(
  db: Kysely<Database>,
  userId: string | null,
  contentId: string,
  rating: string | undefined,
  now: Date,
): Promise<{ rating: string; pinRequired: boolean } | undefined> {
  if (!userId) return undefined;
  const effective = rating ?? DEFAULT_RATING;
  const owner = await settingsOwner(db, userId);
  const settings = await readSettings(db, owner);
  if (!settings.guardedRatings.includes(effective as ContentRating)) return undefined;
  const unlock = await db
    .selectFrom('parental_unlocks')
    .select('expires_at')
    .where('user_id', '=', userId)
    .where('content_id', '=', contentId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return { rating: effective, pinRequired: !unlock };
}
