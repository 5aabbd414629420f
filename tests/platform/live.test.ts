/** Live lists, both programme guides, the multi-view heartbeat and the live-now event stream. */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startContentPlatform, type ContentPlatform } from './content-support.js';

// Tick fast, and (after the slow boot) pin the schedule so live-4 (anchor + 3 min) goes on air
// a few seconds later: the lists below see it upcoming, the event stream test sees it added.
process.env.CATALOGUE_TICK_MS = '200';
process.env.CATALOGUE_SSE_HEARTBEAT_MS = '300';

let t: ContentPlatform;
beforeAll(async () => {
  t = await startContentPlatform();
  // The anchor is fixed at the first catalogue use, which is the first test's call.
  process.env.CATALOGUE_ANCHOR = new Date(Date.now() - 3 * 60_000 + 4000).toISOString();
});
afterAll(async () => {
  delete process.env.CATALOGUE_ANCHOR;
  delete process.env.CATALOGUE_TICK_MS;
  delete process.env.CATALOGUE_SSE_HEARTBEAT_MS;
  await t?.platform.close();
});

describe('live and upcoming lists', () => {
  it('lists live events by page', async () => {
    const res = await t.get('/event/live?p=1&rpp=2');
    expect(res.status).toBe(200);
    expect(res.body.events).toHaveLength(2);
    expect(res.body).toMatchObject({ page: 1, totalResults: 3, totalPages: 2 });
    expect(Date.parse(res.body.lastChecked)).toBeGreaterThan(0);
    expect(res.body.events.every((e: any) => e.type === 'LIVE' && e.displayLiveBadge === true)).toBe(true);
    const all = await t.get('/event/live');
    expect(all.body.events.map((e: any) => e.id).sort()).toEqual(['live-1', 'live-2', 'live-3']);
  });

  it('lists upcoming events soonest first, with the premiere', async () => {
    const res = await t.get('/event/upcoming');
    const ids = res.body.events.map((e: any) => e.id);
    expect(ids).toContain('live-7');
    expect(ids).not.toContain('live-8');
    const starts = res.body.events.map((e: any) => e.startDate);
    expect(starts).toEqual([...starts].sort());
    expect(res.body.totalResults).toBe(ids.length);
  });

  it('refuses bad paging', async () => {
    expectError(await t.get('/event/live?p=0'), 400, 'VALIDATION_ERROR');
    expectError(await t.get('/event/upcoming?rpp=1000'), 400, 'VALIDATION_ERROR');
  });
});

describe('programme guide', () => {
  const from = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
  const to = new Date(from.getTime() + 6 * 3_600_000);

  it('answers channels with contiguous programmes in the window (v4)', async () => {
    const res = await t.get(`/api/v4/epg?from=${from.toISOString()}&to=${to.toISOString()}&rpp=20`);
    expect(res.status).toBe(200);
    expect(res.body.channels.map((c: any) => c.id)).toEqual(['channel-1', 'channel-2', 'channel-3', 'channel-4', 'channel-5', 'channel-6']);
    expect(res.body.paging.moreDataAvailable).toBe(false);
    for (const channel of res.body.channels) {
      const programmes = channel.programmes;
      expect(Date.parse(programmes[0].startDate)).toBeLessThanOrEqual(from.getTime());
      expect(Date.parse(programmes.at(-1).endDate)).toBeGreaterThanOrEqual(to.getTime());
      for (let i = 1; i < programmes.length; i++) expect(programmes[i].startDate).toBe(programmes[i - 1].endDate);
      expect(programmes.filter((p: any) => p.live).length).toBeLessThanOrEqual(1);
    }
  });

  it('pages channels with lastSeen and filters by channel', async () => {
    const first = await t.get(`/api/v4/epg?from=${from.toISOString()}&to=${to.toISOString()}&rpp=4`);
    expect(first.body.channels).toHaveLength(4);
    expect(first.body.paging).toEqual({ lastSeen: 'channel-4', moreDataAvailable: true });
    const second = await t.get(`/api/v4/epg?from=${from.toISOString()}&to=${to.toISOString()}&rpp=4&lastSeen=channel-4`);
    expect(second.body.channels.map((c: any) => c.id)).toEqual(['channel-5', 'channel-6']);
    const one = await t.get(`/api/v4/epg?from=${from.toISOString()}&to=${to.toISOString()}&channel=channel-3`);
    expect(one.body.channels.map((c: any) => c.id)).toEqual(['channel-3']);
  });

  it('is stable: the same window gives the same programmes', async () => {
    const url = `/api/v4/epg?from=${from.toISOString()}&to=${to.toISOString()}&channel=channel-2`;
    expect((await t.get(url)).body.channels).toEqual((await t.get(url)).body.channels);
  });

  it('answers the other variant paged over programmes, in seconds or milliseconds', async () => {
    const ms = await t.get(`/api/epg?fromTs=${from.getTime()}&toTs=${to.getTime()}&rpp=3&epgId=channel-1`);
    expect(ms.status).toBe(200);
    expect(ms.body.programmes).toHaveLength(3);
    expect(ms.body.programmes.every((p: any) => p.channelId === 'channel-1')).toBe(true);
    const next = await t.get(`/api/epg?fromTs=${from.getTime()}&toTs=${to.getTime()}&rpp=3&epgId=channel-1&lastSeen=${ms.body.paging.lastSeen}`);
    expect(next.body.programmes[0].startDate).toBe(ms.body.programmes[2].endDate);
    const seconds = await t.get(`/api/epg?fromTs=${from.getTime() / 1000}&toTs=${to.getTime() / 1000}&rpp=3&epgId=channel-1`);
    expect(seconds.body.programmes).toEqual(ms.body.programmes);
    const all = await t.get(`/api/epg?fromTs=${from.getTime()}&toTs=${to.getTime()}&rpp=200`);
    expect(new Set(all.body.programmes.map((p: any) => p.channelId)).size).toBe(6);
  });

  it('answers 400 for bad windows and 404 for unknown channels', async () => {
    expectError(await t.get(`/api/v4/epg?from=${to.toISOString()}&to=${from.toISOString()}`), 400, 'INVALID_RANGE');
    expectError(await t.get('/api/v4/epg?from=yesterday'), 400, 'VALIDATION_ERROR');
    expectError(await t.get(`/api/v4/epg?from=${from.toISOString()}&to=${new Date(from.getTime() + 8 * 86_400_000).toISOString()}`), 400, 'INVALID_RANGE');
    expectError(await t.get(`/api/v4/epg?channel=channel-9`), 404, 'UNKNOWN_CHANNEL');
    expectError(await t.get('/api/epg?fromTs=1'), 400, 'VALIDATION_ERROR');
    expectError(await t.get(`/api/epg?fromTs=${from.getTime()}&toTs=${to.getTime()}&epgId=channel-9`), 404, 'UNKNOWN_CHANNEL');
    expectError(await t.get(`/api/epg?fromTs=${from.getTime()}&toTs=${to.getTime()}&lastSeen=epg-nope`), 400, 'INVALID_CURSOR');
  });
});

describe('multi-view heartbeat', () => {
  it('records the watched events of guests and signed-in viewers', async () => {
    const res = await t.call('POST', '/v1/multiviewHeartbeat', t.guest, { eventIds: ['live-1', 'channel-1'] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ eventIds: ['live-1', 'channel-1'], nextHeartbeatInSeconds: 30 });
    expect((await t.call('POST', '/v1/multiviewHeartbeat', t.viewer, { eventIds: ['live-2'] })).status).toBe(200);
    expect((await t.call('POST', '/v1/multiviewHeartbeat', t.viewer, { eventIds: ['live-1'] })).status).toBe(200);
  });

  it('answers 401 without a token, 400 for bad bodies and 404 for unknown events', async () => {
    expectError(await t.call('POST', '/v1/multiviewHeartbeat', {}, { eventIds: ['live-1'] }), 401);
    expectError(await t.call('POST', '/v1/multiviewHeartbeat', t.guest, { eventIds: [] }), 400, 'VALIDATION_ERROR');
    expectError(await t.call('POST', '/v1/multiviewHeartbeat', t.guest, { eventIds: ['a', 'b', 'c', 'd', 'e'] }), 400, 'VALIDATION_ERROR');
    expectError(await t.call('POST', '/v1/multiviewHeartbeat', t.guest, {}), 400, 'VALIDATION_ERROR');
    expectError(await t.call('POST', '/v1/multiviewHeartbeat', t.guest, { eventIds: ['live-99'] }), 404, 'UNKNOWN_EVENT');
  });
});

describe('live-now event stream', () => {
  it('sends a snapshot, heartbeats, then "added" when an event goes on air', async () => {
    await t.platform.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.platform.app.server.address() as AddressInfo;
    const received = await new Promise<string>((resolve, reject) => {
      let text = '';
      const req = request({ host: '127.0.0.1', port, path: '/event/live/stream' }, (res) => {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('text/event-stream');
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          if (text.includes('event: added') && text.includes(': heartbeat')) {
            req.destroy();
            resolve(text);
          }
        });
      });
      req.on('error', (error) => (text.includes('event: added') ? resolve(text) : reject(error)));
      setTimeout(() => {
        req.destroy();
        reject(new Error(`no "added" event in time; got: ${text}`));
      }, 8000);
      req.end();
    });
    const snapshot = /event: snapshot\ndata: (.*)\n/.exec(received);
    expect(JSON.parse(snapshot![1]).ids.sort()).toEqual(['live-1', 'live-2', 'live-3']);
    const added = /event: added\ndata: (.*)\n/.exec(received);
    const event = JSON.parse(added![1]);
    expect(event).toMatchObject({ id: 'live-4', title: expect.any(String) });
    expect(event.thumbnailUrl).toMatch(/^http:\/\/platform\.test\/images\//);
    // After the client left, the live list agrees with the stream.
    const live = await t.get('/event/live');
    expect(live.body.events.map((e: any) => e.id)).toContain('live-4');
  });
});
