/**
 * Request and failure limits of the account flows, kept in the database (`rate_limits`,
 * migration 007) so several platform processes share them. Subjects are stored as SHA-256
 * (no emails or addresses in the table). Figures and reasons: docs/decisions/0016-front-door-platform.md.
 *
 * Two kinds of counter, both fixed windows:
 *  - request counters (`take`): every call counts; over the limit answers 429;
 *  - failure counters (`blocked` / `fail` / `clear`): only failures count (wrong password,
 *    wrong code), so a viewer who gets it right is never slowed by them.
 *
 * Keys: the client address (security/client-address.ts) and the account the call names.
 * A lockout of one address never blocks another. Sign-in failures are counted per
 * (account, address) pair, not per account alone: an attacker cannot lock the owner out,
 * because the owner's own address has its own count.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { HttpError } from '../errors.js';
import { clientAddress, type CidrList } from './client-address.js';

declare module '../db/types.js' {
  interface Database {
    rate_limits: { key: string; hits: number; reset_at: Date | string };
  }
}

const MINUTE = 60_000;

/** [limit, window in ms] of every counter. */
export const LIMITS = {
  /** Sign-in calls from one address (a flood, whatever the outcome). */
  loginPerAddress: [300, 10 * MINUTE],
  /** Failed sign-ins from one address, any account (one guesser spraying many accounts). */
  loginFailuresPerAddress: [30, 15 * MINUTE],
  /** Failed sign-ins for one account from one address (one guesser, one victim). */
  loginFailuresPerAccountAndAddress: [5, 15 * MINUTE],
  /** Sign-ups from one address (account farming). */
  signupPerAddress: [20, 60 * MINUTE],
  /** Sign-ups naming one email (each may mail its owner "someone tried to sign up"). */
  signupPerEmail: [5, 60 * MINUTE],
  /** Reset and magic-link requests from one address, and naming one account (mail bombing). */
  mailPerAddress: [30, 10 * MINUTE],
  mailPerAccount: [5, 15 * MINUTE],
  /** Using a mailed token (reset, magic link) from one address (token guessing is hopeless, but cheap to cap). */
  tokenUsePerAddress: [30, 10 * MINUTE],
  /** Wrong voucher / gift codes from one address and for one account (codes are short: guessing must stay slow). */
  codeFailuresPerAddress: [10, 60 * MINUTE],
  codeFailuresPerAccount: [20, 60 * MINUTE],
  /** Watch-together rooms opened by one account (each holds rows for a day). */
  roomsPerAccount: [30, 60 * MINUTE],
  /** Play, pause and seek from one account (a held key or a script must not flood a room). */
  roomControlPerAccount: [120, MINUTE],
  /** Chat messages from one account. */
  roomChatPerAccount: [20, MINUTE],
} as const satisfies Record<string, readonly [number, number]>;

export type LimitName = keyof typeof LIMITS;

const digest = (subject: string) => createHash('sha256').update(subject).digest('base64url').slice(0, 32);

export function tooMany(reply: FastifyReply, seconds: number, code = 'TOO_MANY_REQUESTS', what = 'Too many requests.'): never {
  const wait = Math.max(1, Math.ceil(seconds));
  reply.header('retry-after', String(wait));
  throw new HttpError(429, code, [`${what} Try again in ${Math.ceil(wait / 60)} minute(s).`]);
}

export class Limits {
  private calls = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly trustedProxies: CidrList,
    private readonly now: () => number = Date.now,
  ) {}

  address(req: FastifyRequest): string {
    return clientAddress(req, this.trustedProxies);
  }

  private key(name: LimitName, subject: string) {
    return `${name}:${digest(subject.trim().toLowerCase())}`;
  }

  /** Counts one hit; returns the seconds to wait when it went over the limit, else 0. */
  async take(name: LimitName, subject: string): Promise<number> {
    const [limit, windowMs] = LIMITS[name];
    const now = new Date(this.now());
    const resetAt = new Date(now.getTime() + windowMs);
    // One statement: a fresh window when the stored one has ended, else one more hit.
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key: this.key(name, subject), hits: 1, reset_at: resetAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.hits + 1 end`,
          reset_at: sql<Date>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
        }),
      )
      .returning(['hits', 'reset_at'])
      .executeTakeFirstOrThrow();
    this.pruneNow();
    return row.hits > limit ? (new Date(row.reset_at).getTime() - now.getTime()) / 1000 : 0;
  }

  /** Seconds until `subject` may try again under a failure counter, or 0. Counts nothing. */
  async blocked(name: LimitName, subject: string): Promise<number> {
    const [limit] = LIMITS[name];
    const now = this.now();
    const row = await this.db.selectFrom('rate_limits').select(['hits', 'reset_at']).where('key', '=', this.key(name, subject)).executeTakeFirst();
    if (!row) return 0;
    const left = new Date(row.reset_at).getTime() - now;
    return left > 0 && row.hits >= limit ? left / 1000 : 0;
  }

  /** Counts one failure (same upsert as `take`). */
  async fail(name: LimitName, subject: string): Promise<void> {
    await this.take(name, subject);
  }

  async clear(name: LimitName, subject: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', this.key(name, subject)).execute();
  }

  /** Counts a request against each `[limit, subject]`; 429 with Retry-After when one is over. */
  async check(reply: FastifyReply, ...counters: Array<[LimitName, string | undefined]>): Promise<void> {
    for (const [name, subject] of counters) {
      if (subject === undefined) continue;
      const wait = await this.take(name, subject);
      if (wait > 0) tooMany(reply, wait);
    }
  }

  // ----- sign-in -----------------------------------------------------------------------

  /** Before checking a password: 429 when this address, or this address for this account, has failed too often. */
  async beforeSignIn(req: FastifyRequest, reply: FastifyReply, account: string): Promise<void> {
    const address = this.address(req);
    await this.check(reply, ['loginPerAddress', address]);
    const wait = Math.max(
      await this.blocked('loginFailuresPerAddress', address),
      await this.blocked('loginFailuresPerAccountAndAddress', `${account}\n${address}`),
    );
    if (wait > 0) tooMany(reply, wait, 'TOO_MANY_ATTEMPTS', 'Too many failed sign-ins from here.');
  }

  async signInFailed(req: FastifyRequest, account: string): Promise<void> {
    const address = this.address(req);
    await this.fail('loginFailuresPerAddress', address);
    await this.fail('loginFailuresPerAccountAndAddress', `${account}\n${address}`);
  }

  async signInSucceeded(req: FastifyRequest, account: string): Promise<void> {
    await this.clear('loginFailuresPerAccountAndAddress', `${account}\n${this.address(req)}`);
  }

  // ----- voucher and gift codes (for the commerce calls) ------------------------------

  /**
   * Wraps a code check: 429 when the address or the account has failed too often, else runs
   * `verify` and counts a failure when it answers false.
   *   const ok = await limits.guardCode(req, reply, viewer.id, () => redeem(code));
   */
  async guardCode(req: FastifyRequest, reply: FastifyReply, account: string, verify: () => Promise<boolean>): Promise<boolean> {
    const address = this.address(req);
    const wait = Math.max(await this.blocked('codeFailuresPerAddress', address), await this.blocked('codeFailuresPerAccount', account));
    if (wait > 0) tooMany(reply, wait, 'TOO_MANY_ATTEMPTS', 'Too many wrong codes.');
    const ok = await verify();
    if (!ok) {
      await this.fail('codeFailuresPerAddress', address);
      await this.fail('codeFailuresPerAccount', account);
    }
    return ok;
  }

  /** Ended windows are deleted now and then (every 500 counts), so the table stays small. */
  private pruneNow() {
    if (++this.calls % 500 !== 0) return;
    void this.prune().catch(() => {});
  }

  async prune(): Promise<number> {
    const result = await this.db.deleteFrom('rate_limits').where('reset_at', '<', new Date(this.now())).executeTakeFirst();
    return Number(result.numDeletedRows ?? 0);
  }
}
