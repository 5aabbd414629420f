/**
 * Verifies the provider's webhook signature: header `PSP-Signature: t=<unix s>,v1=<hex>`,
 * v1 = HMAC-SHA256(webhook secret, t + "." + raw body). Computed over the bytes received
 * (a re-serialised body would not match), compared in constant time, and refused when the
 * timestamp is more than the tolerance from now either way, so a captured delivery cannot be
 * replayed later. Several v1 entries are accepted (the provider rotating its secret).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type WebhookCheck = { ok: true } | { ok: false; code: 'BAD_SIGNATURE' | 'STALE_TIMESTAMP' };

export function verifyWebhookSignature(
  secret: string,
  header: string | undefined,
  rawBody: Buffer | string,
  nowSeconds: number,
  tolerance = WEBHOOK_TOLERANCE_SECONDS,
): WebhookCheck {
  if (!header) return { ok: false, code: 'BAD_SIGNATURE' };
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (name === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === null || signatures.length === 0) return { ok: false, code: 'BAD_SIGNATURE' };
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  if (!signatures.some((s) => s.length === expected.length && timingSafeEqual(s, expected))) return { ok: false, code: 'BAD_SIGNATURE' };
  if (Math.abs(nowSeconds - timestamp) > tolerance) return { ok: false, code: 'STALE_TIMESTAMP' };
  return { ok: true };
}

/** The header a provider would send (tests and tools). */
export function signWebhook(secret: string, rawBody: string, timestamp: number): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}
