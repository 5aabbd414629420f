/**
 * Failed-attempt throttle keyed by the account or viewer (not the client address: the web
 * server calls the platform for every viewer from the same address, so an address key
 * would throttle everyone at once). Unknown and known ids are counted alike, so the
 * throttle does not reveal which accounts exist.
 *
 * Counts live in the database (`rate_limits`, the table of security/limits.ts), so every
 * platform process on one database sees the same failures: a guesser cannot multiply the
 * allowance by spreading tries over processes. Keys are stored as SHA-256, under a
 * per-throttle prefix.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import '../security/limits.js';

const digest = (subject: string) => createHash('sha256').update(subject.trim().toLowerCase()).digest('base64url').slice(0, 32);

export class FailedAttempts {
  constructor(
    private readonly db: Kysely<Database>,
    /** Prefix of this throttle's keys (one table holds every counter). */
    private readonly name: string,
    private readonly limit = 10,
    private readonly windowMs = 15 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  private key(subject: string) {
    return `${this.name}:${digest(subject)}`;
  }

  /** Seconds until `subject` may try again, or 0 when it is not blocked. */
  async blockedFor(subject: string): Promise<number> {
    const row = await this.db.selectFrom('rate_limits').select(['hits', 'reset_at']).where('key', '=', this.key(subject)).executeTakeFirst();
    if (!row) return 0;
    const left = new Date(row.reset_at).getTime() - this.now();
    return left > 0 && row.hits >= this.limit ? Math.ceil(left / 1000) : 0;
  }

  /** Counts one failure: one atomic upsert, a fresh window when the stored one has ended. */
  async fail(subject: string): Promise<void> {
    const now = new Date(this.now());
    const resetAt = new Date(now.getTime() + this.windowMs);
    await this.db
      .insertInto('rate_limits')
      .values({ key: this.key(subject), hits: 1, reset_at: resetAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.hits + 1 end`,
          reset_at: sql<Date>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
        }),
      )
      .execute();
  }

  async succeed(subject: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', this.key(subject)).execute();
  }
}
