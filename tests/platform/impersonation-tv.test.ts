/** Impersonation tokens (editor-issued, single-use, audited) and TV pairing codes (migration 006). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { signIn, startPlatform, type Platform } from './harness.js';
import { formatUserCode, normaliseUserCode } from '../../platform/routes/tv.js';

let platform: Platform;
let viewer: string;
let editor: string;

beforeAll(async () => {
  platform = await startPlatform();
  viewer = (await signIn(platform, 'arena', 'viewer@example.com')).authorisationToken;
  editor = (await signIn(platform, 'arena', 'editor@example.com')).authorisationToken;
}, 60_000);
afterAll(() => platform?.close());

const post = (url: string, payload?: unknown, token?: string, realm = 'arena') =>
  platform.inject({
    method: 'POST',
    url,
    headers: { realm, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
const auditEvents = async () =>
  platform.json<{ events: Array<{ event: string; actorId: string | null; targetUserId: string | null; sessionId: string | null; detail: string }> }>(
    await platform.inject({ method: 'GET', url: '/impersonation/audit?limit=200', headers: { realm: 'arena', authorization: `Bearer ${editor}` } }),
  ).events;

describe('impersonation', () => {
  it('an editor issues a token; it is exchanged once for a session as the viewer, and both steps are audited', async () => {
    const issued = await post('/impersonation/token', { email: 'Viewer@Example.com' }, editor);
    expect(issued.statusCode).toBe(201);
    const { token, userId, expiresAt } = platform.json(issued);
    expect(userId).toBe('user-viewer');
    const ttl = new Date(expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);

    const exchanged = await post('/impersonation/exchange', { token });
    expect(exchanged.statusCode).toBe(200);
    const session = platform.json(exchanged);
    expect(claimsOf(session.authorisationToken)).toMatchObject({ sub: 'user-viewer', rol: 'viewer', realm: 'arena' });
    expect(session).not.toHaveProperty('sessionId');

    const again = await post('/impersonation/exchange', { token });
    expect(again.statusCode).toBe(401);
    expect(platform.json(again).code).toBe('INVALID_IMPERSONATION_TOKEN');

    const events = await auditEvents();
    const exchange = events.find((e) => e.event === 'EXCHANGED' && e.targetUserId === 'user-viewer');
    expect(exchange).toMatchObject({ actorId: 'user-editor' });
    expect(exchange?.sessionId).toBe(claimsOf(session.authorisationToken).sid);
    expect(events.some((e) => e.event === 'ISSUED' && e.actorId === 'user-editor' && e.targetUserId === 'user-viewer')).toBe(true);
    expect(events.some((e) => e.event === 'REJECTED' && e.detail === 'already used')).toBe(true);
  });

  it('refuses non-editors (audited), editors as targets, unknown accounts and bad bodies', async () => {
    const byViewer = await post('/impersonation/token', { userId: 'user-subscriber' }, viewer);
    expect(byViewer.statusCode).toBe(403);
    expect(platform.json(byViewer).code).toBe('FORBIDDEN');
    expect((await auditEvents()).some((e) => e.event === 'REFUSED' && e.actorId === 'user-viewer')).toBe(true);
    expect((await post('/impersonation/token', { userId: 'user-subscriber' })).statusCode).toBe(401);

    const editorTarget = await post('/impersonation/token', { userId: 'user-editor' }, editor);
    expect(platform.json(editorTarget).code).toBe('CANNOT_IMPERSONATE_EDITOR');
    const unknown = await post('/impersonation/token', { userId: 'nobody' }, editor);
    expect(unknown.statusCode).toBe(404);
    expect(platform.json(unknown).code).toBe('UNKNOWN_USER');
    expect((await post('/impersonation/token', {}, editor)).statusCode).toBe(400);
    expect((await post('/impersonation/token', { userId: 'a', email: 'b@c.d' }, editor)).statusCode).toBe(400);
    const audit = await platform.inject({ method: 'GET', url: '/impersonation/audit', headers: { realm: 'arena', authorization: `Bearer ${viewer}` } });
    expect(audit.statusCode).toBe(403);
  });

  it('refuses an unknown, expired or other-realm token', async () => {
    expect((await post('/impersonation/exchange', { token: 'made-up' })).statusCode).toBe(401);
    const { token } = platform.json(await post('/impersonation/token', { userId: 'user-subscriber' }, editor));
    expect((await post('/impersonation/exchange', { token }, undefined, 'oasis')).statusCode).toBe(401);
    await sql`update impersonation_tokens set expires_at = now() - interval '1 second' where used_at is null`.execute(platform.app.platform.db);
    const expired = await post('/impersonation/exchange', { token });
    expect(expired.statusCode).toBe(401);
    expect((await auditEvents()).some((e) => e.event === 'REJECTED' && e.detail === 'expired')).toBe(true);
    expect((await post('/impersonation/exchange', {})).statusCode).toBe(400);
  });
});

describe('TV pairing', () => {
  it('formats and normalises codes', () => {
    expect(formatUserCode('BCDFGHJK')).toBe('BCDF-GHJK');
    expect(normaliseUserCode(' bcdf-ghjk ')).toBe('BCDFGHJK');
  });

  it('a TV gets a code, polls PENDING, a viewer pairs it, the next poll gets tokens once', async () => {
    const codeRes = await post('/tv/code', { deviceName: 'Living room' });
    expect(codeRes.statusCode).toBe(201);
    const { userCode, deviceCode, expiresIn, interval } = platform.json(codeRes);
    expect(userCode).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect({ expiresIn, interval }).toEqual({ expiresIn: 600, interval: 5 });

    const pending = await post('/tv/token', { deviceCode });
    expect(pending.statusCode).toBe(200);
    expect(platform.json(pending)).toEqual({ status: 'PENDING' });

    const paired = await post('/tv/pair', { userCode: userCode.toLowerCase().replace('-', ' ') }, viewer);
    expect(paired.statusCode).toBe(200);
    expect(platform.json(paired)).toEqual({ deviceName: 'Living room' });

    const tokens = await post('/tv/token', { deviceCode });
    expect(tokens.statusCode).toBe(200);
    const body = platform.json(tokens);
    expect(body.status).toBe('PAIRED');
    expect(claimsOf(body.authorisationToken)).toMatchObject({ sub: 'user-viewer', realm: 'arena' });
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const twice = await post('/tv/token', { deviceCode });
    expect(twice.statusCode).toBe(410);
    expect(platform.json(twice).code).toBe('CODE_ALREADY_USED');
    const reuse = await post('/tv/pair', { userCode }, viewer);
    expect(reuse.statusCode).toBe(409);
  });

  it('accepts an empty body, refuses guests, unknown and expired codes, and other realms', async () => {
    const noBody = await post('/tv/code');
    expect(noBody.statusCode).toBe(201);
    const { userCode, deviceCode } = platform.json(noBody);
    expect((await post('/tv/pair', { userCode })).statusCode).toBe(401);
    expect((await post('/tv/pair', { userCode }, viewer, 'oasis')).statusCode).toBe(401); // arena token on oasis
    const unknown = await post('/tv/pair', { userCode: 'ZZZZ-ZZZZ' }, viewer);
    expect(unknown.statusCode).toBe(404);
    expect(platform.json(unknown).code).toBe('UNKNOWN_CODE');
    expect((await post('/tv/token', { deviceCode: 'nope' })).statusCode).toBe(404);
    expect((await post('/tv/token', { deviceCode }, undefined, 'oasis')).statusCode).toBe(404);

    await sql`update tv_pairings set expires_at = now() - interval '1 second' where approved_at is null`.execute(platform.app.platform.db);
    const expired = await post('/tv/pair', { userCode }, viewer);
    expect(expired.statusCode).toBe(410);
    expect(platform.json(expired).code).toBe('CODE_EXPIRED');
    const poll = await post('/tv/token', { deviceCode });
    expect(poll.statusCode).toBe(410);
    expect((await post('/tv/code', { deviceName: 'x'.repeat(61) })).statusCode).toBe(400);
  });

  it('throttles a viewer who guesses codes', async () => {
    const guesser = (await signIn(platform, 'arena', 'subscriber@example.com')).authorisationToken;
    for (let i = 0; i < 10; i++) expect((await post('/tv/pair', { userCode: `ZZZZZZZ${'BCDFGHJKLM'[i]}` }, guesser)).statusCode).toBe(404);
    const blocked = await post('/tv/pair', { userCode: 'ZZZZZZZZ' }, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
