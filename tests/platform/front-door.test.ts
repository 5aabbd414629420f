/**
 * The platform's front door: sessions that end at once (logout, sign out everywhere),
 * bounded JSON bodies, content types, security headers, timing-equal account calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn, startPlatform, type Platform } from './harness.js';
import { parseCidrList } from '../../platform/security/client-address.js';
import { tooDeepAt } from '../../schemas/json-bounds.js';

const realm = 'arena';
let platform: Platform;

beforeAll(async () => {
  platform = await startPlatform({ config: { smtpUrl: undefined } });
}, 180_000);
afterAll(() => platform?.close());

const me = (token: string) => platform.inject({ method: 'GET', url: '/user/me', headers: { realm, authorization: `Bearer ${token}` } });
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('sessions end when they end', () => {
  it('logout: the access token of that session stops working at once, other sessions go on', async () => {
    const one = await signIn(platform, realm, 'viewer@example.com');
    const two = await signIn(platform, realm, 'viewer@example.com');
    expect((await me(one.authorisationToken)).statusCode).toBe(200);
    const out = await platform.inject({ method: 'POST', url: '/logout', headers: { realm }, payload: { refreshToken: one.refreshToken } });
    expect(out.statusCode).toBe(204);
    const after = await me(one.authorisationToken);
    expect(after.statusCode).toBe(401);
    expect(platform.json(after).code).toBe('INVALID_TOKEN');
    expect((await platform.inject({ method: 'POST', url: '/token/refresh', headers: { realm }, payload: { refreshToken: one.refreshToken } })).statusCode).toBe(
      401,
    );
    expect((await me(two.authorisationToken)).statusCode).toBe(200);
  });

  it('DELETE /user/sessions signs the account out everywhere (every realm), not other accounts', async () => {
    const here = await signIn(platform, realm, 'subscriber@example.com');
    const there = await signIn(platform, 'oasis', 'subscriber@example.com');
    const rotated = platform.json(
      await platform.inject({ method: 'POST', url: '/token/refresh', headers: { realm }, payload: { refreshToken: here.refreshToken } }),
    );
    const other = await signIn(platform, realm, 'editor@example.com');
    const res = await platform.inject({ method: 'DELETE', url: '/user/sessions', headers: { realm, authorization: `Bearer ${here.authorisationToken}` } });
    expect(res.statusCode).toBe(204);
    expect((await me(here.authorisationToken)).statusCode).toBe(401);
    expect((await me(rotated.authorisationToken)).statusCode).toBe(401);
    expect(
      (await platform.inject({ method: 'GET', url: '/user/me', headers: { realm: 'oasis', authorization: `Bearer ${there.authorisationToken}` } })).statusCode,
    ).toBe(401);
    for (const refreshToken of [rotated.refreshToken, there.refreshToken]) {
      expect((await platform.inject({ method: 'POST', url: '/token/refresh', headers: { realm }, payload: { refreshToken } })).statusCode).toBe(401);
    }
    expect((await me(other.authorisationToken)).statusCode).toBe(200);
    // Signed in again: works.
    expect((await me((await signIn(platform, realm, 'subscriber@example.com')).authorisationToken)).statusCode).toBe(200);
    expect((await platform.inject({ method: 'DELETE', url: '/user/sessions', headers: { realm } })).statusCode).toBe(401);
  });

  it('guest tokens are unaffected (no session to end)', async () => {
    const guest = platform.json(await platform.inject({ method: 'POST', url: '/token/guest', headers: { realm } }));
    const res = await platform.inject({ method: 'GET', url: '/api/v1/init', headers: { realm, authorization: `Bearer ${guest.authorisationToken}` } });
    expect(res.statusCode).toBeLessThan(400);
  });
});

describe('bounded documents', () => {
  it('a body nested 2 000 or 10 000 deep is 400 JSON_TOO_DEEP with a pointer, never a 500', async () => {
    for (const depth of [2_000, 10_000]) {
      for (const body of [nested(depth), `${'['.repeat(depth)}${']'.repeat(depth)}`]) {
        const res = await platform.inject({ method: 'POST', url: '/login', headers: { realm, 'content-type': 'application/json' }, payload: body });
        expect(res.statusCode).toBe(400);
        expect(platform.json(res).code).toBe('JSON_TOO_DEEP');
        expect(platform.json(res).messages[0]).toMatch(/^body\/(a|0)(\/(a|0))*: nested more than 64 levels deep$/);
      }
    }
  });

  it('over 1 MB is 413; other content types are 415; broken JSON is 400', async () => {
    const big = JSON.stringify({ id: 'a', secret: 'x'.repeat(1024 * 1024 + 10) });
    const tooBig = await platform.inject({ method: 'POST', url: '/login', headers: { realm, 'content-type': 'application/json' }, payload: big });
    expect(tooBig.statusCode).toBe(413);
    // text/plain has Fastify's string parser: the body then fails the route's schema (400).
    const text = await platform.inject({ method: 'POST', url: '/login', headers: { realm, 'content-type': 'text/plain' }, payload: 'id=a&secret=b' });
    expect([text.statusCode, platform.json(text).code]).toEqual([400, 'VALIDATION_ERROR']);
    for (const type of ['application/xml', 'multipart/form-data; boundary=x', 'application/octet-stream']) {
      const res = await platform.inject({ method: 'POST', url: '/login', headers: { realm, 'content-type': type }, payload: 'id=a&secret=b' });
      expect(res.statusCode, type).toBe(415);
      expect(platform.json(res).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const broken = await platform.inject({ method: 'POST', url: '/login', headers: { realm, 'content-type': 'application/json' }, payload: '{"id":' });
    expect([broken.statusCode, platform.json(broken).code]).toEqual([400, 'INVALID_JSON']);
  });

  it('tooDeepAt: iterative, names the first place too deep', () => {
    expect(tooDeepAt({ a: [{ b: 1 }] }, 3)).toBeNull();
    expect(tooDeepAt({ a: [{ 'b/c': {} }] }, 3)).toBe('/a/0/b~1c');
    expect(tooDeepAt(JSON.parse(nested(100_000)))).toMatch(/^(\/a){64}$/);
  });
});

describe('security headers', () => {
  it('on every answer: JSON, errors, 404s, media', async () => {
    const answers = [
      await platform.inject({ method: 'GET', url: '/health' }),
      await platform.inject({ method: 'GET', url: '/user/me', headers: { realm } }),
      await platform.inject({ method: 'GET', url: '/no/such/route' }),
      await platform.inject({ method: 'POST', url: '/login', headers: { realm, 'content-type': 'text/plain' }, payload: 'x' }),
    ];
    for (const res of answers) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['strict-transport-security']).toBeUndefined(); // development
    }
  });

  it('HSTS in production', async () => {
    const production = await startPlatform({ config: { nodeEnv: 'production' } });
    try {
      expect((await production.inject({ method: 'GET', url: '/health' })).headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
    } finally {
      await production.close();
    }
  });
});

describe('account calls take as long for unknown accounts', () => {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  async function timed(run: () => Promise<unknown>) {
    const start = process.hrtime.bigint();
    await run();
    return Number(process.hrtime.bigint() - start) / 1e6;
  }

  it('sign-in with an unknown email still runs argon2 (same order of time as a wrong password)', async () => {
    const slow = await startPlatform({ config: { argon2: { memoryCost: 8192, timeCost: 3 } } });
    try {
      const attempt = (id: string, i: number) => () =>
        slow.inject({ method: 'POST', url: '/login', headers: { realm }, payload: { id, secret: 'wrong-password' }, remoteAddress: `198.51.100.${i}` });
      await attempt('viewer@example.com', 200)(); // warm the dummy hash
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 7; i++) {
        known.push(await timed(attempt('viewer@example.com', i)));
        unknown.push(await timed(attempt(`nobody-${i}@example.com`, 50 + i)));
      }
      const [k, u] = [median(known), median(unknown)];
      expect(u / k).toBeGreaterThan(0.5);
      expect(u / k).toBeLessThan(2);
    } finally {
      await slow.close();
    }
  });

  it('reset and magic link answer before any database work about the account', async () => {
    for (const url of ['/token/alt/magic-email?email=viewer@example.com', '/token/alt/magic-email?email=nobody-at-all@example.com']) {
      const res = await platform.inject({ method: 'GET', url, headers: { realm }, remoteAddress: '192.0.2.77' });
      expect([res.statusCode, res.body]).toEqual([204, '']);
    }
  });
});

describe('client address parsing', () => {
  it('CIDR lists of IPv4 and IPv6', () => {
    const list = parseCidrList('127.0.0.1/32, ::1/128, 10.0.0.0/8');
    expect(list.entries).toEqual(['127.0.0.1/32', '::1/128', '10.0.0.0/8']);
    expect(list.list.check('10.2.3.4', 'ipv4')).toBe(true);
    expect(list.list.check('11.2.3.4', 'ipv4')).toBe(false);
    expect(() => parseCidrList('10.0.0.0/33')).toThrow();
  });
});

void DEMO_PASSWORD;
