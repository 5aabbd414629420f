/**
 * Failed sign-in throttle, keyed by the account id (email) rather than the client IP:
 * the web server calls the platform for every viewer from the same address, so an IP
 * key would throttle everyone at once. Unknown and known ids are counted alike, so the
 * throttle does not reveal which accounts exist. In memory: one platform process.
 */
export class FailedAttempts {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit = 10,
    private readonly windowMs = 15 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may try again, or 0 when it is not blocked. */
  blockedFor(key: string): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    const left = entry.resetAt - this.now();
    if (left <= 0) {
      this.entries.delete(key);
      return 0;
    }
    return entry.count >= this.limit ? Math.ceil(left / 1000) : 0;
  }

  fail(key: string) {
    const now = this.now();
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) this.entries.set(key, { count: 1, resetAt: now + this.windowMs });
    else entry.count += 1;
    if (this.entries.size > 100_000) this.prune(now);
  }

  succeed(key: string) {
    this.entries.delete(key);
  }

  private prune(now: number) {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}
