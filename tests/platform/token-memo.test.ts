/** Access tokens verified once are remembered until they expire, never past it, and never a forged one. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_SECONDS, TokenService } from '../../platform/auth/tokens.js';

const claims = { sub: 'user-1', realm: 'arena', rol: 'viewer' as const, loc: 'en', isGuest: false, sid: 'family-1' };
// Signing and decoding never touch the database.
const service = () => new TokenService('a'.repeat(64), null as never);

afterEach(() => vi.useRealTimers());

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    return (error as { code?: string }).code ?? 'error';
  }
}

describe('verified access tokens', () => {
  it('answers the same claims again, each time a copy of its own', async () => {
    const tokens = service();
    const token = await tokens.signAccess(claims);
    const first = await tokens.decodeAccess(token);
    expect(first).toEqual(claims);
    first.sub = 'someone-else';
    expect(await tokens.decodeAccess(token)).toEqual(claims);
  });

  it('refuses a remembered token once it has expired', async () => {
    const tokens = service();
    const token = await tokens.signAccess(claims);
    expect(await tokens.decodeAccess(token)).toEqual(claims);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_SECONDS + 1) * 1000);
    expect(await refusal(tokens.decodeAccess(token))).toBe('TOKEN_EXPIRED');
  });

  it('refuses a token signed with another key or altered, after the genuine one was remembered', async () => {
    const tokens = service();
    const token = await tokens.signAccess(claims);
    await tokens.decodeAccess(token);
    const [header, , signature] = token.split('.');
    const altered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'user-2' })).toString('base64url')}.${signature}`;
    expect(await refusal(tokens.decodeAccess(altered))).toBe('INVALID_TOKEN');
    const foreign = await new TokenService('b'.repeat(64), null as never).signAccess(claims);
    expect(await refusal(tokens.decodeAccess(foreign))).toBe('INVALID_TOKEN');
  });
});
