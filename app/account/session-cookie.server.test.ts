/**
 * The session cookie factory under the production environment (the e2e account spec checks
 * the same flags on the built server's real answers). Fresh modules per case: the
 * environment and the storage are read once per process.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const jwt = (claims: Record<string, unknown>) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
const saved = { ...process.env };

async function cookieUnder(env: Record<string, string>) {
  vi.resetModules();
  Object.assign(process.env, env);
  const { createUserSession } = await import('~/session.server');
  const session = await createUserSession({ authorisationToken: jwt({ sub: 'u1', rol: 'viewer', loc: 'en', isGuest: false }), refreshToken: 'r' });
  return session!.cookie;
}

const attributes = (cookie: string) =>
  cookie
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());

afterEach(() => {
  process.env = { ...saved };
  vi.resetModules();
});

describe('session cookie', () => {
  it('in production: __Host- name, HttpOnly, Secure, SameSite=Lax, Path=/, no Domain', async () => {
    const cookie = await cookieUnder({ NODE_ENV: 'production', SESSION_SECRETS: 'a-production-secret-of-length,an-older-secret-still-valid' });
    expect(cookie.startsWith('__Host-session=')).toBe(true);
    const attrs = attributes(cookie);
    for (const flag of ['httponly', 'secure', 'samesite=lax', 'path=/']) expect(attrs).toContain(flag);
    expect(attrs.some((a) => a.startsWith('domain='))).toBe(false);
    expect(attrs.find((a) => a.startsWith('max-age='))).toBe(`max-age=${60 * 60 * 24 * 30}`);
  });

  it('in development: not Secure (plain http on localhost), still HttpOnly and Lax', async () => {
    const cookie = await cookieUnder({ NODE_ENV: 'development', SESSION_SECRETS: '' });
    expect(cookie.startsWith('session=')).toBe(true);
    const attrs = attributes(cookie);
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
    expect(attrs).not.toContain('secure');
  });
});
