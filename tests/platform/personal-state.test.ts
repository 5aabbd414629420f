/**
 * The personal state version (migration 024, GET /user/state-version): it moves on every write of
 * anything shown personally, whoever writes it (calls, or straight to the tables as jobs and
 * webhooks do), for that account only, and it answers only while the session is live.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './harness.js';
import { expectError, REALM, startContentPlatform, type ContentPlatform } from './content-support.js';

let t: ContentPlatform;
beforeAll(async () => {
  t = await startContentPlatform();
});
afterAll(async () => {
  await t?.platform.close();
});

async function version(headers: Record<string, string>): Promise<string> {
  const res = await t.get('/user/state-version', headers);
  expect(res.status).toBe(200);
  expect(res.body.version).toMatch(/^\d+$/);
  return res.body.version;
}

async function userId(email: string): Promise<string> {
  return (await t.platform.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/** Runs `write` and expects the viewer's version to have moved and the other viewer's not. */
async function expectBump(write: () => Promise<unknown>) {
  const [before, otherBefore] = [await version(t.viewer), await version(t.subscriber)];
  await write();
  const after = await version(t.viewer);
  expect(after).not.toBe(before);
  expect(await version(t.subscriber)).toBe(otherBefore);
}

describe('the personal state version', () => {
  it('needs a signed-in viewer', async () => {
    expectError(await t.get('/user/state-version'), 401);
    expectError(await t.get('/user/state-version', t.guest), 401);
  });

  it('holds while nothing is written, reads included', async () => {
    const first = await version(t.viewer);
    await t.get('/favourite/vods', t.viewer);
    await t.get('/api/v1/history', t.viewer);
    expect(await version(t.viewer)).toBe(first);
  });

  it('moves on a favourite added and removed', async () => {
    await expectBump(async () => expect((await t.call('PUT', '/favourite/vods/vod-003', t.viewer)).status).toBe(200));
    await expectBump(async () => expect((await t.call('DELETE', '/favourite/vods/vod-003', t.viewer)).status).toBe(200));
  });

  it('moves on watch progress and on clearing the history', async () => {
    await expectBump(async () => expect((await t.call('PUT', '/api/v1/progress/vod-004', t.viewer, { position: 42 })).status).toBeLessThan(300));
    await expectBump(async () => expect((await t.call('PUT', '/api/v1/progress/vod-004', t.viewer, { position: 43 })).status).toBeLessThan(300));
    await expectBump(async () => expect((await t.call('DELETE', '/api/v1/history', t.viewer)).status).toBeLessThan(300));
  });

  it('moves on a watchlist and on each item added to or removed from it', async () => {
    let id = '';
    await expectBump(async () => {
      const res = await t.call('POST', '/watchlists', t.viewer, { name: 'Later' });
      expect(res.status).toBe(201);
      id = res.body.id;
    });
    await expectBump(async () =>
      expect((await t.call('POST', `/new-watchlists/${id}/content`, t.viewer, { content: [{ id: 'vod-005', contentType: 'VOD' }] })).status).toBeLessThan(300),
    );
    await expectBump(async () => expect((await t.call('DELETE', `/new-watchlists/${id}/content/VOD/vod-005`, t.viewer)).status).toBeLessThan(300));
  });

  it('moves when access changes behind the calls (a licence granted or ended by a job or a webhook)', async () => {
    const viewer = await userId('viewer@example.com');
    await expectBump(() =>
      t.platform.db
        .insertInto('user_licences')
        .values({ user_id: viewer, licence_id: 'lic-premium-monthly', status: 'ACTIVE', auto_renewing: false, expires_at: new Date(Date.now() + 86_400_000) })
        .execute(),
    );
    await expectBump(() => t.platform.db.updateTable('user_licences').set({ status: 'EXPIRED' }).where('user_id', '=', viewer).execute());
    await expectBump(() => t.platform.db.deleteFrom('user_licences').where('user_id', '=', viewer).execute());
  });

  it('answers 401 once the session has ended', async () => {
    const tokens = await signIn(t.platform, REALM, 'viewer@example.com');
    const session = { authorization: `Bearer ${tokens.authorisationToken}` };
    await version(session);
    expect((await t.call('POST', '/logout', session, { refreshToken: tokens.refreshToken })).status).toBeLessThan(300);
    expectError(await t.get('/user/state-version', session), 401);
  });
});
