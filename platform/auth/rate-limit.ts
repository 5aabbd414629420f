/**
 * Fixed-window request limits for the account flows (login, sign-up, reset, magic link),
 * per client IP and per account. In memory: one platform process (like FailedAttempts).
 *
 * The IP is the viewer's when the call comes through the web server: the web forwards
 * X-Forwarded-For, which is honoured only when the immediate peer is loopback (the web on
 * the same host). Any other peer is keyed by its own address, so a remote client cannot
 * pick its own key.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request for `key`; returns 0 when allowed, else the seconds until the window ends. */
  take(key: string): number {
    const now = this.now();
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, entry);
      if (this.windows.size > 100_000) this.prune(now);
    }
    if (entry.count >= this.limit) return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
    entry.count += 1;
    return 0;
  }

  private prune(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function clientIp(req: FastifyRequest): string {
  const peer = req.socket?.remoteAddress ?? req.ip;
  const forwarded = req.headers['x-forwarded-for'];
  if (LOOPBACK.has(peer) && typeof forwarded === 'string') {
    const first = forwarded.split(',')[0]?.trim();
    if (first && first.length <= 64 && /^[0-9a-fA-F:.]+$/.test(first)) return first;
  }
  return peer;
}

export type LimitedFlow = 'login' | 'signup' | 'reset' | 'magic';

/**
 * Limits per flow. Per IP they stop floods from one address (generous: a web server without
 * a proxy in front sends every viewer from one address); per account they stop mail
 * bombing and password guessing of one account. Failed sign-ins are also capped per
 * account by FailedAttempts.
 */
export const FLOW_LIMITS: Record<LimitedFlow, { perIp: [number, number]; perAccount?: [number, number] }> = {
  login: { perIp: [300, 10 * 60_000], perAccount: [100, 10 * 60_000] },
  signup: { perIp: [100, 10 * 60_000] },
  reset: { perIp: [30, 10 * 60_000], perAccount: [5, 15 * 60_000] },
  magic: { perIp: [30, 10 * 60_000], perAccount: [5, 15 * 60_000] },
};

export class FlowLimits {
  private readonly limiters = new Map<string, RateLimiter>();

  constructor(private readonly now: () => number = Date.now) {}

  private limiter(flow: LimitedFlow, scope: 'ip' | 'account') {
    const name = `${flow}:${scope}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      const [limit, windowMs] = scope === 'ip' ? FLOW_LIMITS[flow].perIp : FLOW_LIMITS[flow].perAccount!;
      limiter = new RateLimiter(limit, windowMs, this.now);
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  /**
   * Counts the call against the IP and (when given) the account limits of `flow`; throws
   * 429 TOO_MANY_REQUESTS with Retry-After when one is exhausted. Unknown and known
   * accounts are counted alike, so the answer reveals nothing about which exist.
   */
  check(flow: LimitedFlow, req: FastifyRequest, reply: FastifyReply, account?: string) {
    let wait = this.limiter(flow, 'ip').take(clientIp(req));
    if (!wait && account !== undefined && FLOW_LIMITS[flow].perAccount) {
      wait = this.limiter(flow, 'account').take(account.trim().toLowerCase());
    }
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new HttpError(429, 'TOO_MANY_REQUESTS', [`Too many requests. Try again in ${Math.ceil(wait / 60)} minute(s).`]);
    }
  }
}
