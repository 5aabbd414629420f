import { describe, expect, it } from 'vitest';
import type HlsType from 'hls.js';
import type { ErrorData } from 'hls.js';
import { StreamTokens, streamRefreshPath } from '../../app/player/stream-token';

const NOW = 1_800_000_000_000;
const exp = (ms: number) => Math.floor(ms / 1000);
const signed = (path: string, expiresAt: number, sig = 'sigA') => `http://p.test${path}?dvr=60&exp=${exp(expiresAt)}&sid=s1&sig=${sig}`;
const MASTER = '/media/live/live-1/master.m3u8';

/** A controllable clock and timer queue. */
function fakeTime() {
  let now = NOW;
  const timers: { at: number; fn: () => void }[] = [];
  return {
    now: () => now,
    setTimer: (fn: () => void, ms: number) => {
      const timer = { at: now + ms, fn };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer: unknown) => {
      const i = timers.indexOf(timer as (typeof timers)[number]);
      if (i >= 0) timers.splice(i, 1);
    },
    /** Moves the clock, firing due timers in order. */
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const next = timers[0];
        if (!next || next.at > end) break;
        timers.shift();
        now = next.at;
        next.fn();
        await new Promise((r) => setTimeout(r, 0));
      }
      now = end;
      // Let refreshes in flight settle (fetch, json, then).
      await new Promise((r) => setTimeout(r, 0));
    },
    pending: () => timers.map((t) => t.at - now),
  };
}

function refresher(answers: Array<{ status: number; body?: unknown } | Error>) {
  const calls: string[] = [];
  const fetchImpl = (async (url: string) => {
    calls.push(url);
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return { ok: next.status < 400, status: next.status, json: async () => next.body } as Response;
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('StreamTokens', () => {
  it('puts the newest token on URLs into the stream folder only', async () => {
    const time = fakeTime();
    const { fetchImpl } = refresher([{ status: 200, body: { src: signed(MASTER, NOW + 300_000, 'sigB'), expiresIn: 300 } }]);
    const tokens = new StreamTokens(signed(MASTER, NOW + 300_000), '/_data/stream/live/live-1', { ...time, fetch: fetchImpl });
    const segment = 'http://p.test/media/live/live-1/720p/12.ts?exp=1&sid=s1&sig=old';
    expect(tokens.apply(segment)).toBe(`http://p.test/media/live/live-1/720p/12.ts?exp=${exp(NOW + 300_000)}&sid=s1&sig=sigA`);
    expect(await tokens.refresh()).toBe(true);
    expect(new URL(tokens.apply(segment)).searchParams.get('sig')).toBe('sigB');
    // Another stream, another host, artwork: untouched.
    for (const other of ['http://p.test/media/live/live-2/720p/1.ts', 'http://cdn.example/media/live/live-1/720p/1.ts', 'http://p.test/images/art-1.jpg']) {
      expect(tokens.apply(other)).toBe(other);
    }
  });

  it('refreshes when a third of the lifetime is left, then on the lifetime the web reports', async () => {
    const time = fakeTime();
    const { calls, fetchImpl } = refresher([
      { status: 200, body: { src: signed(MASTER, NOW + 400_000, 'sigB'), expiresIn: 300 } },
      { status: 200, body: { src: signed(MASTER, NOW + 700_000, 'sigC'), expiresIn: 300 } },
    ]);
    const tokens = new StreamTokens(signed(MASTER, NOW + 300_000), '/_data/stream/live/live-1', { ...time, fetch: fetchImpl });
    tokens.start();
    await time.advance(199_000);
    expect(calls).toHaveLength(0);
    await time.advance(1_000);
    expect(calls).toEqual(['/_data/stream/live/live-1']);
    await time.advance(199_000);
    expect(calls).toHaveLength(1);
    await time.advance(1_000);
    expect(calls).toHaveLength(2);
    expect(new URL(tokens.apply('http://p.test/media/live/live-1/a.ts')).searchParams.get('sig')).toBe('sigC');
    tokens.dispose();
    expect(time.pending()).toEqual([]);
  });

  it('refreshes at once when the page came with a token already past, and retries after a network failure', async () => {
    const time = fakeTime();
    const { calls, fetchImpl } = refresher([new Error('offline'), { status: 200, body: { src: signed(MASTER, NOW + 400_000, 'sigB'), expiresIn: 300 } }]);
    const tokens = new StreamTokens(signed(MASTER, NOW - 60_000), '/_data/stream/live/live-1', { ...time, fetch: fetchImpl });
    tokens.start();
    await time.advance(0);
    expect(calls).toHaveLength(1);
    await time.advance(10_000);
    expect(calls).toHaveLength(2);
    expect(new URL(tokens.apply('http://p.test/media/live/live-1/a.ts')).searchParams.get('sig')).toBe('sigB');
  });

  it('keeps the token when the web refuses (no access any more) or answers another stream', async () => {
    const time = fakeTime();
    const { fetchImpl } = refresher([
      { status: 403, body: { error: 'Not playable' } },
      { status: 200, body: { src: signed('/media/live/live-2/master.m3u8', NOW + 400_000, 'sigX') } },
    ]);
    const tokens = new StreamTokens(signed(MASTER, NOW + 300_000), '/_data/stream/live/live-1', { ...time, fetch: fetchImpl });
    expect(await tokens.refresh()).toBe(false);
    await time.advance(5_000);
    expect(await tokens.refresh()).toBe(false);
    expect(new URL(tokens.apply('http://p.test/media/live/live-1/a.ts')).searchParams.get('sig')).toBe('sigA');
  });

  it('does nothing for an unsigned source or without a refresh URL', () => {
    const unsigned = new StreamTokens('http://p.test/media/vod/a/master.m3u8', '/_data/stream/vod/a');
    expect(unsigned.active).toBe(false);
    expect(new StreamTokens(signed(MASTER, NOW + 1000), null).active).toBe(false);
    // Its loader asks for every URL as hls.js gives it.
    const seen: string[] = [];
    class BaseLoader {
      load(context: { url: string }) {
        seen.push(context.url);
      }
    }
    const Loader = unsigned.hlsConfig({ DefaultConfig: { loader: BaseLoader } } as unknown as typeof HlsType).loader as unknown as new (c: unknown) => {
      load(c: { url: string }, a: unknown, b: unknown): void;
    };
    new Loader({}).load({ url: 'http://p.test/media/vod/a/360p/index.m3u8' }, {}, {});
    expect(seen).toEqual(['http://p.test/media/vod/a/360p/index.m3u8']);
  });

  it('recovers from a 403: refreshes, then loads on from the playback position (or the playlist again)', async () => {
    const time = fakeTime();
    const { calls, fetchImpl } = refresher([
      { status: 200, body: { src: signed(MASTER, NOW + 400_000, 'sigB'), expiresIn: 300 } },
      { status: 200, body: { src: signed(MASTER, NOW + 400_000, 'sigC'), expiresIn: 300 } },
    ]);
    const tokens = new StreamTokens(signed(MASTER, NOW + 300_000), '/_data/stream/live/live-1', { ...time, fetch: fetchImpl });
    const actions: string[] = [];
    const hls = { startLoad: (p: number) => actions.push(`startLoad ${p}`), loadSource: (u: string) => actions.push(`loadSource ${u}`) } as unknown as HlsType;
    const error = (details: string, code: number, fatal = true) =>
      ({ fatal, details, type: 'networkError', response: { code, text: '' } }) as unknown as ErrorData;

    expect(tokens.recover(error('fragLoadError', 404), hls, MASTER)).toBe(false);
    expect(tokens.recover(error('fragLoadError', 403, false), hls, MASTER)).toBe(false);
    expect(tokens.recover(error('fragLoadError', 403), hls, MASTER)).toBe(true);
    await time.advance(0);
    expect(calls).toHaveLength(1);
    expect(actions).toEqual(['startLoad -1']);
    // Refused again right after: a real denial, left to the player's error path.
    expect(tokens.recover(error('levelLoadError', 403), hls, MASTER)).toBe(false);
    await time.advance(20_000);
    expect(tokens.recover(error('manifestLoadError', 403), hls, MASTER)).toBe(true);
    await time.advance(0);
    expect(actions).toEqual(['startLoad -1', `loadSource ${MASTER}`]);
  });

  it('gives hls.js a loader that signs each request with the newest token', () => {
    const seen: string[] = [];
    class BaseLoader {
      load(context: { url: string }) {
        seen.push(context.url);
      }
    }
    const Hls = { DefaultConfig: { loader: BaseLoader } } as unknown as typeof HlsType;
    const tokens = new StreamTokens(signed(MASTER, NOW + 300_000), '/_data/stream/live/live-1');
    const Loader = tokens.hlsConfig(Hls).loader as unknown as new (c: unknown) => { load(c: { url: string }, a: unknown, b: unknown): void };
    new Loader({}).load({ url: 'http://p.test/media/live/live-1/360p/index.m3u8?dvr=60&exp=1&sid=s1&sig=old' }, {}, {});
    expect(seen).toEqual([`http://p.test/media/live/live-1/360p/index.m3u8?dvr=60&exp=${exp(NOW + 300_000)}&sid=s1&sig=sigA`]);
  });

  it('names the web route of a fresh URL', () => {
    expect(streamRefreshPath('live', 'channel 1')).toBe('/_data/stream/live/channel%201');
  });
});
