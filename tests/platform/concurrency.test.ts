/**
 * Concurrent writes leave a consistent state: 50 requests at once against one token or
 * one email, through the real request pipeline (PGlite serialises, PostgreSQL races for real).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startPlatform, TEST_REALMS_DIR, type Platform } from './harness.js';

const realm = { realm: 'testrealm' };
const N = 50;
let platform: Platform;

beforeAll(async () => {
  platform = await startPlatform({ realmsDir: TEST_REALMS_DIR });
});
afterAll(() => platform?.close());

const post = (url: string, payload: object) => platform.inject({ method: 'POST', url, headers: realm, payload });
const tokenRows = (familyOfToken: string) =>
  platform.app.platform.db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('family_id', '=', JSON.parse(Buffer.from(familyOfToken.split('.')[1], 'base64url').toString()).sid)
    .execute();

describe('concurrency', () => {
  it(`${N} concurrent refreshes of one token: exactly one rotation wins, the reuse revokes the family`, async () => {
    const session = await signIn(platform, 'testrealm', 'viewer@example.com');
    const results = await Promise.all(Array.from({ length: N }, () => post('/token/refresh', { refreshToken: session.refreshToken })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(N - 1);
    for (const r of results.filter((r) => r.statusCode === 401)) expect(JSON.parse(r.body).code).toBe('INVALID_REFRESH_TOKEN');
    // The family holds the original and one successor, and all of it is revoked.
    const rows = await tokenRows(session.authorisationToken);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.revoked_at !== null)).toBe(true);
    const winner = JSON.parse(results.find((r) => r.statusCode === 200)!.body);
    expect((await post('/token/refresh', { refreshToken: winner.refreshToken })).statusCode).toBe(401);
  });

  it(`${N} concurrent logouts of one token all answer 204 and leave the family revoked`, async () => {
    const session = await signIn(platform, 'testrealm', 'viewer@example.com');
    const results = await Promise.all(Array.from({ length: N }, () => post('/logout', { refreshToken: session.refreshToken })));
    expect(results.every((r) => r.statusCode === 204)).toBe(true);
    const rows = await tokenRows(session.authorisationToken);
    expect(rows).toHaveLength(1);
    expect(rows[0].revoked_at).not.toBeNull();
    expect((await post('/token/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(401);
  });

  it('refreshes racing logouts: never a live token after the logout', async () => {
    const session = await signIn(platform, 'testrealm', 'viewer@example.com');
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        i % 2 ? post('/logout', { refreshToken: session.refreshToken }) : post('/token/refresh', { refreshToken: session.refreshToken }),
      ),
    );
    expect(results.every((r) => [200, 204, 401].includes(r.statusCode))).toBe(true);
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
    const rows = await tokenRows(session.authorisationToken);
    expect(rows.every((row) => row.revoked_at !== null)).toBe(true);
  });

  it('many sessions refreshing at once all rotate independently', async () => {
    const sessions = await Promise.all(Array.from({ length: 10 }, () => signIn(platform, 'testrealm', 'subscriber@example.com')));
    const results = await Promise.all(sessions.map(({ refreshToken }) => post('/token/refresh', { refreshToken })));
    expect(results.map((r) => r.statusCode)).toEqual(sessions.map(() => 200));
    const next = results.map((r) => JSON.parse(r.body).refreshToken as string);
    expect(new Set(next).size).toBe(sessions.length);
    const again = await Promise.all(next.map((refreshToken) => post('/token/refresh', { refreshToken })));
    expect(again.every((r) => r.statusCode === 200)).toBe(true);
  });

  it(`${N} concurrent sign-ups with one email create exactly one account`, async () => {
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) => post('/signup', { username: i % 2 ? 'race@example.com' : 'RACE@example.com', password: 'a fine long password' })),
    );
    // Sign-up answers 202 alike for a new and a known email (no enumeration); past the
    // per-email limit (security/limits.ts) the rest are 429. Still exactly one account.
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 202).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s !== 202 && s !== 429)).toEqual([]);
    const users = await platform.app.platform.db.selectFrom('users').select('id').where('email', '=', 'race@example.com').execute();
    expect(users).toHaveLength(1);
  });
});
