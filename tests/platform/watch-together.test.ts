/** Watch-together rooms: sign-in required, shared playback, chat, presence over the room's event stream, the member cap, and the cross-process bus. */
import { randomBytes } from 'node:crypto';
import { request, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomBus, type RoomEvent } from '../../platform/together/room-bus.js';
import { expectError, REALM, startContentPlatform, type ContentPlatform } from './content-support.js';

let t: ContentPlatform;
let port = 0;
beforeAll(async () => {
  t = await startContentPlatform();
  await t.platform.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.platform.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.platform.close();
});

const open = async (headers: Record<string, string>, eventId = 'live-1') => {
  const res = await t.call('POST', '/watch-together/rooms', headers, { eventId });
  expect(res.status).toBe(201);
  return res.body as { id: string; playback: { version: number } };
};

/** An open room stream that collects its events. */
function listen(roomId: string, headers: Record<string, string>) {
  const events: Array<{ type: string; data: any }> = [];
  let status = 0;
  let buffer = '';
  const req: ClientRequest = request(
    { host: '127.0.0.1', port, path: `/watch-together/rooms/${roomId}/stream`, headers: { realm: REALM, ...headers } },
    (res) => {
      status = res.statusCode ?? 0;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type && data) events.push({ type, data: JSON.parse(data) });
        }
      });
    },
  );
  req.on('error', () => {});
  req.end();
  return { events, status: () => status, close: () => req.destroy() };
}

describe('watch together', () => {
  it('is for signed-in viewers, on known live events, with well-formed ids and bodies', async () => {
    expectError(await t.call('POST', '/watch-together/rooms', t.guest, { eventId: 'live-1' }), 401);
    expectError(await t.call('POST', '/watch-together/rooms', {}, { eventId: 'live-1' }), 401);
    expectError(await t.call('POST', '/watch-together/rooms', t.viewer, { eventId: 'live-99' }), 404, 'UNKNOWN_EVENT');
    expectError(await t.call('POST', '/watch-together/rooms', t.viewer, { eventId: 'live-1', extra: 1 }), 400, 'VALIDATION_ERROR');
    const room = await open(t.viewer);
    expect(room.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(room.playback).toMatchObject({ playing: false, positionMs: null, version: 0 });
    expectError(await t.get(`/watch-together/rooms/${room.id}`, t.guest), 401);
    // A room cannot be found without its id: a guessed one is unknown, a malformed one refused.
    expectError(await t.get(`/watch-together/rooms/${randomBytes(18).toString('base64url')}`, t.viewer), 404, 'UNKNOWN_ROOM');
    expectError(await t.get(`/watch-together/rooms/${encodeURIComponent("x' or 1=1 --")}`, t.viewer), 400, 'VALIDATION_ERROR');
    // Anyone signed in with the link may join it.
    expect((await t.get(`/watch-together/rooms/${room.id}`, t.subscriber)).body).toMatchObject({ id: room.id, eventId: 'live-1' });
  });

  it('plays, pauses and seeks for everyone: the latest change wins, every change counted once', async () => {
    const room = await open(t.viewer);
    const url = `/watch-together/rooms/${room.id}/playback`;
    const play = await t.call('POST', url, t.viewer, { action: 'play', positionMs: 1_000 });
    expect(play.body).toMatchObject({ playing: true, positionMs: 1_000, version: 1 });
    const seek = await t.call('POST', url, t.subscriber, { action: 'seek', positionMs: 5_000 });
    expect(seek.body).toMatchObject({ playing: true, positionMs: 5_000, version: 2 });
    const pause = await t.call('POST', url, t.viewer, { action: 'pause', positionMs: 6_000 });
    expect(pause.body).toMatchObject({ playing: false, positionMs: 6_000, version: 3 });
    expect((await t.call('POST', url, t.viewer, { action: 'seek', positionMs: 2_000 })).body).toMatchObject({ playing: false, version: 4 });
    // Twenty at once: none lost, none applied twice.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.call('POST', url, i % 2 ? t.viewer : t.subscriber, { action: 'seek', positionMs: i * 100 })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.version)).size).toBe(20);
    expect((await t.get(`/watch-together/rooms/${room.id}`, t.viewer)).body.playback.version).toBe(24);
    expectError(await t.call('POST', url, t.viewer, { action: 'rewind', positionMs: 0 }), 400, 'VALIDATION_ERROR');
    expectError(await t.call('POST', url, t.viewer, { action: 'seek', positionMs: -1 }), 400, 'VALIDATION_ERROR');
    expectError(await t.call('POST', url, t.viewer, { action: 'seek', positionMs: 'NaN' }), 400, 'VALIDATION_ERROR');
  });

  it('keeps a short chat: bounded text, stored as written, limited per account', async () => {
    const room = await open(t.subscriber);
    const url = `/watch-together/rooms/${room.id}/messages`;
    const hostile = '<script>alert(1)</script> \u202eأهلا\u200b'.repeat(3);
    const said = await t.call('POST', url, t.subscriber, { text: hostile });
    expect(said.status).toBe(201);
    expect(said.body).toMatchObject({ text: hostile.trim(), name: expect.any(String) });
    expectError(await t.call('POST', url, t.subscriber, { text: '   ' }), 400, 'VALIDATION_ERROR');
    expectError(await t.call('POST', url, t.subscriber, { text: 'x'.repeat(10_000) }), 400, 'VALIDATION_ERROR');
    const got = await t.get(`/watch-together/rooms/${room.id}`, t.viewer);
    expect(got.body.messages.map((m: any) => m.text)).toEqual([hostile.trim()]);
    // 20 a minute per account: the 21st is refused with a wait.
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => t.call('POST', url, t.subscriber, { text: `m${i}` })));
    const refused = burst.filter((r) => r.status === 429);
    expect(refused.length).toBe(1);
    expect(refused[0]!.headers['retry-after']).toBeDefined();
  });

  it('streams the room to everyone in it: state on opening, changes, messages and who is here', async () => {
    const room = await open(t.viewer);
    const a = listen(room.id, t.viewer);
    const b = listen(room.id, t.subscriber);
    try {
      await expect.poll(() => a.events.filter((e) => e.type === 'members').at(-1)?.data.members.length, { timeout: 5000 }).toBe(2);
      expect(a.status()).toBe(200);
      expect(a.events[0]).toMatchObject({ type: 'playback', data: { version: 0, serverNow: expect.any(Number) } });
      const members = a.events.filter((e) => e.type === 'members').at(-1)!.data.members;
      expect(members.filter((m: any) => m.self)).toHaveLength(1);
      expect(members.every((m: any) => /^[A-Za-z0-9_-]{12}$/.test(m.key))).toBe(true);

      await t.call('POST', `/watch-together/rooms/${room.id}/playback`, t.viewer, { action: 'play', positionMs: 42_000 });
      await expect
        .poll(() => b.events.find((e) => e.type === 'playback' && e.data.version === 1)?.data, { timeout: 5000 })
        .toMatchObject({ playing: true, positionMs: 42_000 });
      await t.call('POST', `/watch-together/rooms/${room.id}/messages`, t.viewer, { text: 'goal!' });
      await expect.poll(() => b.events.find((e) => e.type === 'message')?.data.text, { timeout: 5000 }).toBe('goal!');

      b.close();
      await expect.poll(() => a.events.filter((e) => e.type === 'members').at(-1)?.data.members.length, { timeout: 5000 }).toBe(1);
    } finally {
      a.close();
      b.close();
    }
  });

  it('forgets a viewer who left while the stream was still being set up', async () => {
    const room = await open(t.viewer);
    const presence = () => t.platform.db.selectFrom('watch_room_presence').select('connection_id').where('room_id', '=', room.id).execute();
    // Holding the room row stalls the stream's join, as a slow database would; the viewer
    // gives up meanwhile, so the connection is gone before the join returns.
    let release = () => {};
    const held = t.platform.db.transaction().execute(async (trx) => {
      await trx.selectFrom('watch_rooms').select('id').where('id', '=', room.id).forUpdate().execute();
      await new Promise<void>((resolve) => (release = resolve));
    });
    const early = listen(room.id, t.subscriber);
    await new Promise((resolve) => setTimeout(resolve, 300));
    early.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await held;
    // Long enough for the join to finish and be undone; a left-behind row would stay for good.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await presence()).toEqual([]);
  });

  it('refuses a twenty-first person, not a second tab of someone inside', async () => {
    const room = await open(t.viewer);
    const now = new Date();
    const users = Array.from({ length: 20 }, (_, i) => ({
      id: `wt-${randomBytes(6).toString('hex')}-${i}`,
      email: `wt${i}-${randomBytes(4).toString('hex')}@example.com`,
      password_hash: 'x',
      name: `Guest ${i}`,
      role: 'viewer' as const,
    }));
    await t.platform.db.insertInto('users').values(users).execute();
    await t.platform.db
      .insertInto('watch_room_presence')
      .values(users.map((u, i) => ({ connection_id: `c-${u.id}-${i}`, room_id: room.id, user_id: u.id, last_seen_at: now })))
      .execute();
    const full = await t.get(`/watch-together/rooms/${room.id}/stream`, t.subscriber);
    expectError(full, 409, 'ROOM_FULL');
    // One of the twenty opening another tab is still let in.
    await t.platform.db.deleteFrom('watch_room_presence').where('user_id', '=', users[0]!.id).execute();
    const viewer = listen(room.id, t.viewer);
    try {
      await expect.poll(() => viewer.status(), { timeout: 5000 }).toBe(200);
    } finally {
      viewer.close();
    }
  });
});

const url = process.env.TEST_DATABASE_URL;
describe('room bus', () => {
  it.skipIf(!url)('on PostgreSQL, what one process publishes reaches the room streams of another, once', async () => {
    const schema = `t_rooms_${randomBytes(4).toString('hex')}`;
    const one = roomBus({ databaseUrl: url, schema, warn: () => {} });
    const two = roomBus({ databaseUrl: url, schema, warn: () => {} });
    const heard: RoomEvent[] = [];
    try {
      await two.subscribe('room-a', (e) => heard.push(e));
      await one.subscribe('room-b', () => heard.push({ type: 'members', data: [] }));
      await one.publish('room-a', { type: 'message', data: { id: 1, name: 'Ana', text: 'hi', at: new Date().toISOString() } });
      await expect.poll(() => heard.length, { timeout: 5000 }).toBe(1);
      expect(heard[0]).toMatchObject({ type: 'message', data: { text: 'hi' } });
    } finally {
      await one.close();
      await two.close();
    }
  });
});
