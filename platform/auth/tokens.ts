/**
 * Token design:
 * - authorisationToken: JWT (HS256, jose), 15 minutes, claims sub, realm, rol, loc, isGuest, sid.
 * - refreshToken: 32 random bytes (base64url), stored only as its SHA-256 hash. Each use
 *   rotates it (the old row is marked rotated, a new row joins the same family). Presenting
 *   a rotated token again means it leaked: the whole family is revoked. Logout revokes the
 *   family. Rotation is one conditional UPDATE, so concurrent refreshes of one token cannot
 *   both succeed.
 * - A signed-in access token names its session (`sid`, the refresh family). Every check of
 *   the token asks the database whether that session still has a live refresh token, so a
 *   logout, "sign out everywhere" or a password reset ends it at once (no cache: one
 *   indexed lookup per authenticated call).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { unauthorised } from '../errors.js';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;
const ISSUER = 'streaming-platform';
/** Verified access tokens remembered per process (decodeAccess). */
const VERIFIED_TOKENS_KEPT = 10_000;

export type Role = 'viewer' | 'editor' | 'child';
export type TokenRole = Role | 'GUEST';

export interface AccessClaims {
  sub: string;
  realm: string;
  rol: TokenRole;
  loc: string | null;
  isGuest: boolean;
  /** Refresh-token family (sign-in session) this token came from; absent for guests. */
  sid?: string;
}

export class TokenService {
  /**
   * The HMAC key, imported once: given raw bytes, jose imports a key on every sign and verify,
   * and every viewer call verifies a token.
   */
  private readonly key: Promise<CryptoKey>;

  constructor(
    secret: string,
    private readonly db: Kysely<Database>,
  ) {
    this.key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    // A key that cannot be imported fails each sign and verify that awaits it, not the process.
    this.key.catch(() => undefined);
  }

  async signAccess(claims: AccessClaims): Promise<string> {
    const { sub, ...rest } = claims;
    return new SignJWT({ ...rest })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .sign(await this.key);
  }

  /** Verifies signature, issuer, expiry and (signed in) that the session is live; throws 401 TOKEN_EXPIRED or INVALID_TOKEN. */
  async verifyAccess(token: string): Promise<AccessClaims> {
    const claims = await this.decodeAccess(token);
    if (!claims.isGuest && !(claims.sid && (await this.sessionIsLive(claims.sid, claims.sub)))) {
      throw unauthorised('INVALID_TOKEN', 'This session has ended. Please sign in again.');
    }
    return claims;
  }

  /** True while the session (refresh family) of `userId` has a refresh token that is neither revoked nor expired. */
  async sessionIsLive(familyId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select('family_id')
      .where('family_id', '=', familyId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Ends one session (its refresh tokens, hence its access tokens). */
  async revokeSession(familyId: string) {
    await revokeFamily(this.db, familyId);
  }

  /** Ends every session of an account, in every realm ("sign out everywhere", password reset). */
  async revokeAllSessions(userId: string, db: Kysely<Database> = this.db) {
    const result = await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows ?? 0);
  }

  /**
   * Tokens whose signature was verified, with their claims, until they expire: a viewer's token
   * is verified on every call it makes for 15 minutes, and a token's bytes decide its claims.
   * Expiry is still checked on every use; the session check is not the memo's business.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();

  /** Signature, issuer and expiry only: the session check is the caller's (verifyAccess does both). */
  async decodeAccess(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token);
    // As jose counts: expired once `exp` is not after the current second.
    if (known && known.exp > Math.floor(Date.now() / 1000)) return { ...known.claims };
    if (known) this.verified.delete(token);
    return this.verifySignature(token);
  }

  private async verifySignature(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.realm !== 'string' || typeof payload.rol !== 'string') {
        throw unauthorised('INVALID_TOKEN', 'The authorisation token is malformed.');
      }
      const claims: AccessClaims = {
        sub: payload.sub,
        realm: payload.realm,
        rol: payload.rol as TokenRole,
        loc: typeof payload.loc === 'string' ? payload.loc : null,
        isGuest: payload.isGuest === true,
        sid: typeof payload.sid === 'string' ? payload.sid : undefined,
      };
      if (typeof payload.exp === 'number') {
        // Bounded: the oldest entries go first.
        if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
        this.verified.set(token, { claims: { ...claims }, exp: payload.exp });
      }
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthorised('TOKEN_EXPIRED', 'The authorisation token has expired.');
      if (error instanceof Error && error.name === 'HttpError') throw error;
      throw unauthorised('INVALID_TOKEN', 'The authorisation token is not valid.');
    }
  }

  /** Starts a new family (a sign-in) and returns the plain refresh token. */
  async issueRefresh(userId: string, realm: string, familyId: string = randomUUID(), db: Kysely<Database> = this.db) {
    const token = randomBytes(32).toString('base64url');
    await db
      .insertInto('refresh_tokens')
      .values({
        id: randomUUID(),
        token_hash: hashToken(token),
        family_id: familyId,
        user_id: userId,
        realm,
        expires_at: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
      })
      .execute();
    return { token, familyId };
  }

  /**
   * Rotates a refresh token. Returns the new token and the user, or throws 401.
   * A token presented after it was rotated revokes its whole family.
   */
  async rotateRefresh(token: string, realm: string) {
    const tokenHash = hashToken(token);
    const outcome = await this.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('refresh_tokens')
        .set({ rotated_at: sql`now()` })
        .where('token_hash', '=', tokenHash)
        .where('realm', '=', realm)
        .where('rotated_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['user_id', 'family_id'])
        .executeTakeFirst();
      if (claimed) {
        const next = await this.issueRefresh(claimed.user_id, realm, claimed.family_id, trx);
        return { kind: 'rotated' as const, userId: claimed.user_id, familyId: claimed.family_id, token: next.token };
      }
      const known = await trx
        .selectFrom('refresh_tokens')
        .select(['family_id', 'rotated_at', 'revoked_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (known?.rotated_at && !known.revoked_at) {
        await revokeFamily(trx, known.family_id);
        return { kind: 'reused' as const };
      }
      return { kind: 'invalid' as const };
    });
    if (outcome.kind === 'rotated') return outcome;
    throw unauthorised('INVALID_REFRESH_TOKEN', 'The refresh token is not valid. Please sign in again.');
  }

  /** Revokes the family of `token` (logout). Unknown tokens are ignored: logout is idempotent. */
  async revokeRefresh(token: string) {
    const row = await this.db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hashToken(token)).executeTakeFirst();
    if (row) await revokeFamily(this.db, row.family_id);
    return Boolean(row);
  }
}

/**
 * Deletes refresh tokens past their expiry (run at start). Rotated and revoked rows are kept
 * until then: they are what detects the reuse of a stolen token.
 */
export async function pruneExpiredRefreshTokens(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('refresh_tokens')
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

async function revokeFamily(db: Kysely<Database>, familyId: string) {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()` })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
