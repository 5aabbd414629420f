/**
 * Gift redemption codes: 16 Crockford base32 characters in four groups of four
 * (`7KQ2-M9XD-4HTR-WB6C`). The first 15 carry 75 bits derived from the gift id with an
 * HMAC (key: HKDF of the platform's signing secret), the 16th is a Luhn mod 32 check
 * character that catches every single mistyped character and most swapped neighbours before
 * a code costs a guess.
 *
 * Why: 75 bits are far beyond guessing at the rate limits (a few wrong codes per hour per
 * account and address), Crockford's alphabet has no I, L, O or U, and reading back accepts
 * the usual confusions (o → 0, i/l → 1), lower case, spaces and dashes. The code is derived,
 * never stored: the database keeps its SHA-256 only, and the mail can be sent again.
 */
import { createHash, createHmac, hkdfSync } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PAYLOAD = 15;

/** The Luhn mod 32 check character of a payload of alphabet characters. */
export function checkCharacter(payload: string): string {
  let sum = 0;
  let factor = 2;
  for (let i = payload.length - 1; i >= 0; i--) {
    const product = factor * ALPHABET.indexOf(payload[i]!);
    sum += Math.floor(product / 32) + (product % 32);
    factor = factor === 2 ? 1 : 2;
  }
  return ALPHABET[(32 - (sum % 32)) % 32]!;
}

/** `ABCDEFGHJKMNPQRS` → `ABCD-EFGH-JKMN-PQRS`. */
export function groupCode(compact: string): string {
  return compact.match(/.{1,4}/g)!.join('-');
}

/**
 * A code as a person typed it, in its compact canonical form, or null when it cannot be a
 * code (wrong length, a character outside the alphabet, a failed check character).
 */
export function normaliseCode(raw: string): string | null {
  if (raw.length > 64) return null;
  const compact = raw.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{16}$/.test(compact)) return null;
  return checkCharacter(compact.slice(0, PAYLOAD)) === compact[PAYLOAD] ? compact : null;
}

/** SHA-256 of the compact code: what the database keeps and looks codes up by. */
export function codeHash(compact: string): string {
  return createHash('sha256').update(compact).digest('hex');
}

/** The key codes are derived with, from the platform's signing secret (its own HKDF label). */
export function giftCodeKey(signingSecret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', signingSecret, 'streaming-platform', 'gift-redemption-code-v1', 32));
}

/** The compact code of one gift (deterministic: the same gift id always gives the same code). */
export function giftCode(key: Uint8Array, giftId: string): string {
  const digest = createHmac('sha256', key).update(giftId).digest();
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < PAYLOAD) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
    if (out.length === PAYLOAD) break;
  }
  return out + checkCharacter(out);
}
