/**
 * Who may read GET /dev/outbox (mails kept without SMTP: they hold sign-in and reset links).
 * All three must hold:
 *  - development: `config.outboxApi` (never in production);
 *  - the socket's peer is loopback (the socket address, not a header a client can write);
 *  - the caller shows the local outbox token (`X-Outbox-Token`, from `<DATA_DIR>/outbox-token`,
 *    printed at start) or an editor's bearer token.
 * Anything else answers 404, so the route does not advertise itself.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context.js';
import { HttpError } from '../errors.js';
import { normaliseAddress } from './client-address.js';

export const OUTBOX_TOKEN_HEADER = 'x-outbox-token';

const hidden = () => new HttpError(404, 'NOT_FOUND', ['No route GET /dev/outbox']);

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function isLoopback(address: string | null): boolean {
  return address !== null && (address === '::1' || /^127\./.test(address));
}

export async function requireOutboxReader(req: FastifyRequest, ctx: PlatformContext): Promise<void> {
  if (!ctx.config.outboxApi) throw hidden();
  if (!isLoopback(normaliseAddress(req.socket?.remoteAddress))) throw hidden();
  const header = req.headers[OUTBOX_TOKEN_HEADER];
  const given = Array.isArray(header) ? header[0] : header;
  if (given && ctx.config.outboxToken && sameSecret(given, ctx.config.outboxToken)) return;
  if (req.headers.authorization) {
    const viewer = await ctx.auth.optionalViewer(req).catch(() => null);
    if (viewer && !viewer.isGuest && viewer.role === 'editor') return;
  }
  throw hidden();
}
