/**
 * A cookie whose value is encrypted, not only signed: the session carries the viewer's
 * platform tokens, so a copy of the cookie (a log, a shared screenshot of dev tools) must not
 * reveal them. AES-256-GCM with a key derived (HKDF-SHA256) from each session secret; the
 * first secret seals, every secret opens (rotation). The value is then signed by Remix's
 * cookie as before, so a forged value is dropped before any decryption is tried.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createCookie, type Cookie, type CookieOptions } from '@remix-run/node';

const IV_BYTES = 12;
const TAG_BYTES = 16;

// Derived once per secret: every request with a session opens its cookie.
const keys = new Map<string, Buffer>();
function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'session-cookie', 'aes-256-gcm key', 32));
    keys.set(secret, key);
  }
  return key;
}

export function seal(value: unknown, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

export function open(sealed: string, secrets: readonly string[]): unknown {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), iv);
      decipher.setAuthTag(tag);
      return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8'));
    } catch {
      /* sealed with another secret, or tampered: try the next */
    }
  }
  return null;
}

/** A Remix cookie that seals what it serialises and opens what it parses (null when it cannot). */
export function createSealedCookie(name: string, options: CookieOptions & { secrets: string[] }): Cookie {
  const signed = createCookie(name, options);
  return {
    name: signed.name,
    isSigned: true,
    get expires() {
      return signed.expires;
    },
    async parse(header, parseOptions) {
      const value = await signed.parse(header, parseOptions);
      return typeof value === 'string' ? open(value, options.secrets) : null;
    },
    async serialize(value, serializeOptions) {
      return signed.serialize(seal(value, options.secrets[0]), serializeOptions);
    },
  };
}
