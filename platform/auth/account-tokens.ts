/**
 * Single-use account tokens sent by mail: password reset, magic link, email confirmation.
 * 32 random bytes (base64url) go into the mail; only their SHA-256 is stored. Consuming is
 * one conditional UPDATE (unused, unexpired, same kind and realm), so a token works once
 * even under concurrent use. Issuing a token retires the older unused ones of that kind.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { AccountTokenKind } from '../mail/tables.js';
import { hashToken } from './tokens.js';

/** Lifetimes: short for what signs in or changes a password, a day for confirming an address. */
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenKind, number> = {
  reset: 30 * 60_000,
  magic: 15 * 60_000,
  confirm: 24 * 60 * 60_000,
};

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

export async function issueAccountToken(db: Kysely<Database>, kind: AccountTokenKind, userId: string, realm: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('account_tokens')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('account_tokens')
      .values({
        token_hash: hashToken(token),
        kind,
        user_id: userId,
        realm,
        expires_at: new Date(Date.now() + ACCOUNT_TOKEN_TTL_MS[kind]),
      })
      .execute();
  });
  return token;
}

/** The user id of a valid token, which is used up by this call; null when unknown, used, expired or of another kind/realm. */
export async function consumeAccountToken(db: Kysely<Database>, kind: AccountTokenKind, token: string, realm: string): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const row = await db
    .updateTable('account_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .where('realm', '=', realm)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Deletes tokens past their expiry (run at start with the refresh-token prune). */
export async function pruneExpiredAccountTokens(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('account_tokens')
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
