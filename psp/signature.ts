/**
 * Webhook signatures of the reference payment provider, shaped like Stripe's:
 * header `PSP-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + rawBody)>`.
 *
 * The timestamp is inside the signed text, so a captured delivery cannot be replayed outside
 * the tolerance window; the receiver must verify over the raw bytes it received (a parsed and
 * re-serialised body would not match). Several `v1` entries are accepted (secret rotation).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PSP_SIGNATURE_HEADER = 'psp-signature';
/** Stripe's default window: a delivery signed more than five minutes from now is refused. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

function digest(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The `PSP-Signature` header value for `rawBody` signed at `timestamp` (unix seconds). */
export function signPspPayload(secret: string, rawBody: string, timestamp: number = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${digest(secret, timestamp, rawBody)}`;
}

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: 'missing' | 'malformed' | 'timestamp' | 'mismatch' };

/**
 * Verifies a `PSP-Signature` header over the raw body. `now` is unix seconds (default: the
 * clock). Refuses a missing or malformed header, a timestamp more than `toleranceSeconds`
 * away from `now` (either side), and any signature that does not match in constant time.
 */
export function verifyPspSignature(
  secret: string,
  header: string | undefined | null,
  rawBody: string | Buffer,
  toleranceSeconds: number = DEFAULT_TOLERANCE_SECONDS,
  now: number = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return { ok: false, reason: 'malformed' };
  if (Math.abs(now - timestamp) > toleranceSeconds) return { ok: false, reason: 'timestamp' };
  const expected = Buffer.from(digest(secret, timestamp, typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8')), 'hex');
  const matches = signatures.some((candidate) => timingSafeEqual(Buffer.from(candidate, 'hex'), expected));
  return matches ? { ok: true, timestamp } : { ok: false, reason: 'mismatch' };
}
