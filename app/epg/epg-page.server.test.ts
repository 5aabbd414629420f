/**
 * The programme-guide loader against the platform's guide answers, mocked with msw
 * (tests/mocks/live-handlers.ts): channels paged by cursor, current/next slots, the
 * programme modal only for granted channels with programme-guide playback enabled, an
 * unknown cursor starting over, and an outage or an answer the contract refuses as 503.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetGuestTokens } from '~/platform/client.server';
import { clearRealmCaches } from '~/realm/realm-data.server';
import { guideProgramme, handlers, platformError, recorder, type Recorded } from '../../tests/mocks/live-handlers';
import { loadArgs } from '../../tests/support/load-args';
import { loadGuidePage, type GuidePageData } from './epg-page.server';

const HOUR = 3_600_000;
let asked: Recorded;

function programmes(channel: string) {
  const hour = Math.floor(Date.now() / HOUR) * HOUR;
  const at = (h: number) => hour + h * HOUR;
  return [
    guideProgramme(channel, `epg-${channel}-a`, 'On air', at(0), at(1), { episode: 'Episode 1' }),
    guideProgramme(channel, `epg-${channel}-b`, 'Next up', at(1), at(2)),
    guideProgramme(channel, `epg-${channel}-c`, 'Later on', at(2), at(3)),
  ];
}

const channel = (id: string, title: string, accessLevel: string) => ({
  id,
  title,
  logoUrl: `http://platform.test/images/logo-${id}.png`,
  thumbnailUrl: `http://platform.test/images/art-${id}.jpg`,
  accessLevel,
  programmes: programmes(id),
});

function guideAnswer(url: URL) {
  return {
    from: url.searchParams.get('from'),
    to: url.searchParams.get('to'),
    channels: [channel('channel-1', 'Atlas Plus', 'GRANTED'), channel('channel-3', 'Canyon Arena', 'DENIED')],
    paging: { lastSeen: 'channel-3', moreDataAvailable: true },
  };
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  asked = recorder();
  clearRealmCaches();
  resetGuestTokens();
  server.use(
    ...handlers.realm({ features: { epgPlayback: true }, liveDvrWindowSeconds: 1800 }, { programmeGuide: 'TV guide' }),
    handlers.guide(guideAnswer, asked),
  );
});
afterEach(() => server.resetHandlers());

const request = (path: string) => new Request(`http://arena.localhost${path}`, { headers: { Host: 'arena.localhost' } });

async function load(path: string) {
  return loadGuidePage((await loadArgs(request(path))).context);
}

async function data(path: string): Promise<GuidePageData> {
  return (await (await load(path)).json()) as GuidePageData;
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
    const call = asked.urls[0];
    expect(call.searchParams.get('rpp')).toBe('20');
    expect(Date.parse(call.searchParams.get('to')!) - Date.parse(call.searchParams.get('from')!)).toBe(6 * HOUR);
    expect(guide.channels.map((c) => c.id)).toEqual(['channel-1', 'channel-3']);
    expect(guide.moreChannelsHref).toBe('/epg?lastSeen=channel-3');
    expect(guide.firstChannelsHref).toBeNull();

    const next = await data('/epg?lastSeen=channel-3');
    expect(asked.urls[1].searchParams.get('lastSeen')).toBe('channel-3');
    expect(next.firstChannelsHref).toBe('/epg');
  });

  it('marks current and next', async () => {
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

  it('lets a shared copy live no longer than the programme on air', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Twenty seconds before the programme on air ends (and the next one starts).
      vi.setSystemTime(Math.floor(Date.now() / HOUR) * HOUR + HOUR - 20_000);
      expect((await load('/epg')).headers.get('Cache-Control')).toBe('public, s-maxage=20');
      vi.setSystemTime(Math.floor(Date.now() / HOUR) * HOUR + HOUR / 2);
      expect((await load('/epg')).headers.get('Cache-Control')).toBe('public, s-maxage=30, stale-while-revalidate=60');
    } finally {
      vi.useRealTimers();
    }
  });

  it('never opens the modal when the realm disables programme-guide playback', async () => {
    server.use(...handlers.realm({ features: { epgPlayback: false } }));
    const guide = await data('/epg?programme=epg-channel-1-a');
    expect(guide.modal).toBeNull();
    expect(guide.epgPlayback).toBe(false);
    expect(guide.channels[0].programmes.every((p) => p.modalHref === null)).toBe(true);
  });

  it('ignores a malformed cursor, restarts on an unknown one and answers 503 when the platform is down', async () => {
    await data('/epg?lastSeen=%3Cscript%3E');
    expect(asked.urls[0].searchParams.has('lastSeen')).toBe(false);

    server.use(handlers.guide((url) => (url.searchParams.get('lastSeen') ? platformError(400, 'INVALID_CURSOR') : guideAnswer(url))));
    const restart = await thrown(load('/epg?lastSeen=channel-9'));
    expect(restart.status).toBe(302);
    expect(restart.headers.get('Location')).toBe('/epg');

    server.use(handlers.guide(() => platformError(503, 'DOWN')));
    expect((await thrown(load('/epg'))).status).toBe(503);
  });

  it('drops a programme the contract refuses (no dates) and keeps the rest of the guide', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      handlers.guide((url) => {
        const answer = guideAnswer(url);
        answer.channels[0].programmes.push({ id: 'epg-channel-1-bad', title: 'No dates' } as never);
        return answer;
      }),
    );
    const page = await data('/epg');
    expect(JSON.stringify(page)).not.toContain('epg-channel-1-bad');
    expect(JSON.stringify(page)).toContain('channel-1');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('dropped'));
    warn.mockRestore();
  });
});
