/** Parental control (migration 017): PIN and guarded ratings, the manifest's gate, unlocks, attempt limits, mailed PIN reset. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, startPlatform, type Platform } from './harness.js';
import { MAX_PIN_ATTEMPTS } from '../../platform/parental/service.js';

let platform: Platform;
let viewer: string;
let subscriber: string;
let kid: string;
let editor: string;

beforeAll(async () => {
  platform = await startPlatform();
  viewer = (await signIn(platform, 'arena', 'viewer@example.com')).authorisationToken;
  subscriber = (await signIn(platform, 'arena', 'subscriber@example.com')).authorisationToken;
  kid = (await signIn(platform, 'arena', 'kid@example.com')).authorisationToken;
  editor = (await signIn(platform, 'arena', 'editor@example.com')).authorisationToken;
}, 60_000);
afterAll(() => platform?.close());

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  platform.inject({
    method,
    url,
    headers: { realm: 'arena', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The code of the newest PIN-reset mail to `to`, waiting until there is one other than `previous` (mails go out after the answer). */
async function resetMailCode(to: string, previous?: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const mail = await platform.db
        .selectFrom('mail_outbox')
        .select(['text_body', 'kind'])
        .where('to_address', '=', to)
        .where('kind', '=', 'parental-pin-reset')
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      const code = mail?.text_body.match(/\/confirm-reset\/([A-Za-z0-9_-]+)/)?.[1];
      if (!code || code === previous) throw new Error('no new reset mail yet');
      return code;
    },
    { timeout: 5000 },
  );
}

describe('GET/PUT /parental-control', () => {
  it('starts without a PIN; guests and anonymous calls get 401', async () => {
    const res = await call('GET', '/parental-control', viewer);
    expect(res.statusCode).toBe(200);
    expect(platform.json(res)).toEqual({ pinSet: false, guardedRatings: [], ratings: ['U', 'PG', '12', '15', '18'], canManage: true });
    const guest = platform.json(await call('POST', '/token/guest')).authorisationToken;
    expect((await call('GET', '/parental-control', guest)).statusCode).toBe(401);
    expect((await call('PUT', '/parental-control', undefined, { newPin: '1234', guardedRatings: [] })).statusCode).toBe(401);
  });

  it('needs a PIN to turn on, stores only its argon2 hash, and refuses malformed input', async () => {
    expect(platform.json(await call('PUT', '/parental-control', viewer, { guardedRatings: ['18'] })).code).toBe('PIN_REQUIRED');
    for (const bad of [
      { newPin: '12a4', guardedRatings: [] },
      { newPin: '12345', guardedRatings: [] },
      { newPin: '1234', guardedRatings: ['R'] },
      { newPin: '1234', guardedRatings: ['18', '18'] },
      { newPin: '1234', guardedRatings: [], extra: true },
      { newPin: '<b>1</b>', guardedRatings: [] },
    ]) {
      expect((await call('PUT', '/parental-control', viewer, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const res = await call('PUT', '/parental-control', viewer, { newPin: '1234', guardedRatings: ['18', '15'] });
    expect(res.statusCode).toBe(200);
    // Answered mildest first, whatever order was sent.
    expect(platform.json(res)).toMatchObject({ pinSet: true, guardedRatings: ['15', '18'] });
    const row = await platform.db.selectFrom('parental_controls').select('pin_hash').where('user_id', '=', 'user-viewer').executeTakeFirstOrThrow();
    expect(row.pin_hash).toMatch(/^\$argon2id\$/);
    expect(row.pin_hash).not.toContain('1234');
  });

  it('changing anything once a PIN is set needs the current PIN', async () => {
    expect(platform.json(await call('PUT', '/parental-control', viewer, { guardedRatings: ['18'] })).code).toBe('CURRENT_PIN_REQUIRED');
    const wrong = await call('PUT', '/parental-control', viewer, { currentPin: '0000', guardedRatings: [] });
    expect(wrong.statusCode).toBe(403);
    expect(platform.json(wrong).code).toBe('WRONG_PIN');
    const ok = await call('PUT', '/parental-control', viewer, { currentPin: '1234', guardedRatings: ['15', '18'] });
    expect(platform.json(ok).guardedRatings).toEqual(['15', '18']);
  });

  it('a child profile follows its parent (subscriber) and cannot change it', async () => {
    expect((await call('PUT', '/parental-control', subscriber, { newPin: '4321', guardedRatings: ['12'] })).statusCode).toBe(200);
    expect(platform.json(await call('GET', '/parental-control', kid))).toMatchObject({ pinSet: true, guardedRatings: ['12'], canManage: false });
    const change = await call('PUT', '/parental-control', kid, { currentPin: '4321', guardedRatings: [] });
    expect(change.statusCode).toBe(403);
    expect(platform.json(change).code).toBe('CHILD_PROFILE');
    expect((await call('POST', '/parental-control/pin-reset', kid)).statusCode).toBe(403);
    // vod-005 is rated 12: the child needs the parent's PIN.
    expect(platform.json(await call('POST', '/v5/manifest/vod/vod-005', kid)).parentalControl).toEqual({ rating: '12', pinRequired: true });
  });
});

describe('the manifest gate and POST /parental-control/unlock', () => {
  it('a guarded rating answers no streams until the PIN unlocks that video; other videos are untouched', async () => {
    const locked = platform.json(await call('POST', '/v5/manifest/vod/vod-017', viewer));
    expect(locked.accessLevel).toBe('GRANTED');
    expect(locked.streams).toEqual([]);
    expect(locked.parentalControl).toEqual({ rating: '18', pinRequired: true });
    const open = platform.json(await call('POST', '/v5/manifest/vod/vod-001', viewer));
    expect(open.parentalControl).toBeUndefined();
    expect(open.streams).toHaveLength(1);
    // Another viewer without parental control plays it.
    expect(platform.json(await call('POST', '/v5/manifest/vod/vod-017', editor)).streams).toHaveLength(1);

    const wrong = await call('POST', '/parental-control/unlock', viewer, { contentId: 'vod-017', pin: '9999' });
    expect(wrong.statusCode).toBe(403);
    expect(platform.json(wrong).code).toBe('WRONG_PIN');
    const unlocked = await call('POST', '/parental-control/unlock', viewer, { contentId: 'vod-017', pin: '1234' });
    expect(unlocked.statusCode).toBe(200);
    expect(platform.json(unlocked)).toMatchObject({ contentId: 'vod-017' });
    expect(Date.parse(platform.json(unlocked).unlockedUntil)).toBeGreaterThan(Date.now());
    const after = platform.json(await call('POST', '/v5/manifest/vod/vod-017', viewer));
    expect(after.parentalControl).toEqual({ rating: '18', pinRequired: false });
    expect(after.streams).toHaveLength(1);
    // The unlock is for that video only.
    expect(platform.json(await call('POST', '/v5/manifest/vod/vod-012', viewer)).parentalControl).toEqual({ rating: '15', pinRequired: true });
  });

  it('unknown content is 404; a viewer without a PIN gets NO_PIN', async () => {
    expect((await call('POST', '/parental-control/unlock', viewer, { contentId: 'vod-nope', pin: '1234' })).statusCode).toBe(404);
    const none = await call('POST', '/parental-control/unlock', editor, { contentId: 'vod-017', pin: '1234' });
    expect(platform.json(none).code).toBe('NO_PIN');
  });

  it('brute force: parallel wrong PINs get at most MAX_PIN_ATTEMPTS tries, then 429 with Retry-After even for the right PIN', async () => {
    const token = subscriber;
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('POST', '/parental-control/unlock', token, { contentId: 'vod-005', pin: String(1000 + i) })),
    );
    const statuses = guesses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 403)).toHaveLength(MAX_PIN_ATTEMPTS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - MAX_PIN_ATTEMPTS);
    const right = await call('POST', '/parental-control/unlock', token, { contentId: 'vod-005', pin: '4321' });
    expect(right.statusCode).toBe(429);
    expect(platform.json(right).code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // The window passing (moved here in the table) lets the right PIN through, which clears the count.
    await platform.db
      .updateTable('parental_controls')
      .set({ attempts_reset_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', 'user-subscriber')
      .execute();
    expect((await call('POST', '/parental-control/unlock', token, { contentId: 'vod-005', pin: '4321' })).statusCode).toBe(200);
  });
});

describe('PIN reset by mail', () => {
  it('mails a single-use link; the code sets a new PIN once; used again → 410 CODE_USED', async () => {
    expect((await call('POST', '/parental-control/pin-reset', editor)).statusCode).toBe(404); // no PIN to reset
    const res = await call('POST', '/parental-control/pin-reset', viewer);
    expect(res.statusCode).toBe(204);
    const code = await resetMailCode('viewer@example.com');
    const rows = await platform.db.selectFrom('parental_pin_resets').select('code_hash').execute();
    expect(rows.map((r) => r.code_hash)).not.toContain(code); // only the hash is stored
    const status = await call('GET', `/parental-control/pin-reset/${code}`);
    expect(status.statusCode).toBe(200);
    expect(Date.parse(platform.json(status).expiresAt)).toBeGreaterThan(Date.now());
    expect((await call('POST', `/parental-control/pin-reset/${code}`, undefined, { pin: 'abcd' })).statusCode).toBe(400);
    // Two at once: exactly one wins.
    const both = await Promise.all([
      call('POST', `/parental-control/pin-reset/${code}`, undefined, { pin: '5678' }),
      call('POST', `/parental-control/pin-reset/${code}`, undefined, { pin: '8765' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([204, 410]);
    const again = await call('GET', `/parental-control/pin-reset/${code}`);
    expect(again.statusCode).toBe(410);
    expect(platform.json(again).code).toBe('CODE_USED');
    const winner = both[0].statusCode === 204 ? '5678' : '8765';
    expect((await call('POST', '/parental-control/unlock', viewer, { contentId: 'vod-012', pin: winner })).statusCode).toBe(200);
  });

  it('an expired code → 410 CODE_EXPIRED; a new link retires the older one; unknown or hostile codes → 404', async () => {
    const earlier = await resetMailCode('viewer@example.com').catch(() => undefined);
    await call('POST', '/parental-control/pin-reset', viewer);
    const first = await resetMailCode('viewer@example.com', earlier);
    await platform.db
      .updateTable('parental_pin_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    const expired = await call('POST', `/parental-control/pin-reset/${first}`, undefined, { pin: '1111' });
    expect(expired.statusCode).toBe(410);
    expect(platform.json(expired).code).toBe('CODE_EXPIRED');

    await call('POST', '/parental-control/pin-reset', viewer);
    const older = await resetMailCode('viewer@example.com', first);
    await call('POST', '/parental-control/pin-reset', viewer);
    const newer = await resetMailCode('viewer@example.com', older);
    expect(platform.json(await call('GET', `/parental-control/pin-reset/${older}`)).code).toBe('CODE_EXPIRED');
    expect((await call('GET', `/parental-control/pin-reset/${newer}`)).statusCode).toBe(200);

    for (const bad of ['x'.repeat(40), '%3Cscript%3E', encodeURIComponent('‮abc​'.repeat(10))]) {
      expect((await call('GET', `/parental-control/pin-reset/${bad}`)).statusCode).toBe(404);
    }
    expect((await call('GET', `/parental-control/pin-reset/${'a'.repeat(300)}`)).statusCode).toBe(400);
  });
});
