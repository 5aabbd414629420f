/**
 * The programme-guide loader against a stand-in platform (a real HTTP server on port 0):
 * channels paged by cursor, current/next slots, the programme modal only for granted
 * channels with programme-guide playback enabled, malformed programmes left out, an
 * unknown cursor starting over, and an outage as 503.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GuidePageData } from './epg-page.server';

const HOUR = 3_600_000;
let epgPlayback = true;
let mode: 'up' | 'down' | 'badCursor' = 'up';
const asked: URL[] = [];

function programmes(channel: string) {
  const hour = Math.floor(Date.now() / HOUR) * HOUR;
  const at = (h: number) => new Date(hour + h * HOUR).toISOString();
  return [
    { id: `epg-${channel}-a`, title: 'On air', startDate: at(0), endDate: at(1), episode: 'Episode 1' },
    { id: `epg-${channel}-b`, title: 'Next up', startDate: at(1), endDate: at(2) },
    { id: `epg-${channel}-c`, title: 'Later on', startDate: at(2), endDate: at(3) },
    { id: `epg-${channel}-bad`, title: 'No dates' },
  ];
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/api/v1/init') {
    return send(200, { realm: 'arena', name: 'Arena', defaultLocale: 'en', locales: ['en', 'es'], features: { epgPlayback }, liveDvrWindowSeconds: 1800 });
  }
  if (url.pathname === '/api/v2/label') return send(200, { default_locale: 'en', selected_locale: 'en', translations: { programmeGuide: 'TV guide' } });
  if (url.pathname === '/token/guest') return send(200, { authorisationToken: 'h.eyJleHAiOjk5OTk5OTk5OTl9.s' });
  if (url.pathname === '/api/v4/epg') {
    asked.push(url);
    if (mode === 'down') return send(503, { code: 'DOWN', messages: ['down'] });
    if (mode === 'badCursor' && url.searchParams.get('lastSeen')) return send(400, { code: 'INVALID_CURSOR', messages: ['no'] });
    return send(200, {
      from: url.searchParams.get('from'),
      to: url.searchParams.get('to'),
      channels: [
        { id: 'channel-1', title: 'Atlas Plus', accessLevel: 'GRANTED', programmes: programmes('channel-1') },
        { id: 'channel-3', title: 'Canyon Arena', accessLevel: 'DENIED', programmes: programmes('channel-3') },
      ],
      paging: { lastSeen: 'channel-3', moreDataAvailable: true },
    });
  }
  return send(404, { code: 'NOT_FOUND', messages: ['no'] });
});

let load: typeof import('./epg-page.server').loadGuidePage;
let clearCaches: () => void;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.PLATFORM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.PLATFORM_TIMEOUT_MS = '2000';
  ({ loadGuidePage: load } = await import('./epg-page.server'));
  ({ clearRealmCaches: clearCaches } = await import('~/realm/realm-data.server'));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  mode = 'up';
  epgPlayback = true;
  asked.length = 0;
  clearCaches();
});

const request = (path: string) => new Request(`http://arena.localhost${path}`, { headers: { Host: 'arena.localhost' } });

async function data(path: string): Promise<GuidePageData> {
  return (await (await load(request(path))).json()) as GuidePageData;
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error('expected the loader to throw');
}

describe('loadGuidePage', () => {
  it('asks for 20 channels over a six-hour window and pages on with the platform cursor', async () => {
    const guide = await data('/epg');
    const call = asked[0];
    expect(call.searchParams.get('rpp')).toBe('20');
    expect(Date.parse(call.searchParams.get('to')!) - Date.parse(call.searchParams.get('from')!)).toBe(6 * HOUR);
    expect(guide.channels.map((c) => c.id)).toEqual(['channel-1', 'channel-3']);
    expect(guide.moreChannelsHref).toBe('/epg?lastSeen=channel-3');
    expect(guide.firstChannelsHref).toBeNull();

    const next = await data('/epg?lastSeen=channel-3');
    expect(asked[1].searchParams.get('lastSeen')).toBe('channel-3');
    expect(next.firstChannelsHref).toBe('/epg');
  });

  it('marks current and next, and leaves malformed programmes out', async () => {
    const guide = await data('/epg');
    const slots = guide.channels[0].programmes.map((p) => [p.id, p.slot]);
    expect(slots).toEqual([
      ['epg-channel-1-a', 'current'],
      ['epg-channel-1-b', 'next'],
      ['epg-channel-1-c', 'later'],
    ]);
  });

  it('offers the modal for the granted channel’s programme on air only', async () => {
    const guide = await data('/epg');
    expect(guide.channels[0].programmes.map((p) => p.modalHref)).toEqual(['/epg?programme=epg-channel-1-a', null, null]);
    expect(guide.channels[1].programmes.every((p) => p.modalHref === null)).toBe(true);

    const open = await data('/epg?programme=epg-channel-1-a');
    expect(open.modal).toMatchObject({
      title: 'On air',
      channelTitle: 'Atlas Plus',
      primary: { action: 'watchLive', href: '/live/channel-1/atlas-plus' },
      secondary: { action: 'watchFromStart' },
      closeHref: '/epg',
    });
    expect(open.modal?.secondary?.href).toMatch(/^\/live\/channel-1\/atlas-plus\?start=/);
    expect((await data('/epg?programme=epg-channel-3-a')).modal).toBeNull();
    expect((await data('/epg?programme=epg-channel-1-b')).modal).toBeNull();
  });

  it('never opens the modal when the realm disables programme-guide playback', async () => {
    epgPlayback = false;
    const guide = await data('/epg?programme=epg-channel-1-a');
    expect(guide.modal).toBeNull();
    expect(guide.epgPlayback).toBe(false);
    expect(guide.channels[0].programmes.every((p) => p.modalHref === null)).toBe(true);
  });

  it('ignores a malformed cursor, restarts on an unknown one and answers 503 when the platform is down', async () => {
    await data('/epg?lastSeen=%3Cscript%3E');
    expect(asked[0].searchParams.has('lastSeen')).toBe(false);

    mode = 'badCursor';
    const restart = await thrown(load(request('/epg?lastSeen=channel-9')));
    expect(restart.status).toBe(302);
    expect(restart.headers.get('Location')).toBe('/epg');

    mode = 'down';
    expect((await thrown(load(request('/epg')))).status).toBe(503);
  });
});
