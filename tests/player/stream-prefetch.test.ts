import type HlsType from 'hls.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchStreamStart, startSegmentUri, startVariantUri, takePrefetched } from '../../app/player/stream-prefetch';
import { StreamTokens } from '../../app/player/stream-token';

const master = (...variants: [number, string][]) =>
  [
    '#EXTM3U',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...variants.flatMap(([bandwidth, uri]) => [`#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=1,BANDWIDTH=${bandwidth},CODECS="avc1.64001e,mp4a.40.2"`, uri]),
  ].join('\n');

/** Four 4 s segments (the last one shorter), numbered from `first`. */
const media = (first: number, ended: boolean) =>
  [
    '#EXTM3U',
    '#EXT-X-TARGETDURATION:4',
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    ...[4, 4, 4, 3].flatMap((duration, i) => [`#EXTINF:${duration}.000,`, `${first + i}.ts?exp=1`]),
    ...(ended ? ['#EXT-X-ENDLIST'] : []),
  ].join('\r\n');

describe('startVariantUri', () => {
  it('picks the lowest bandwidth, as hls.js level 0 is, wherever it is listed', () => {
    expect(startVariantUri(master([308000, '720p/index.m3u8?t=1'], [190000, '360p/index.m3u8?t=1']))).toBe('360p/index.m3u8?t=1');
    expect(startVariantUri(master([190000, '360p/index.m3u8'], [308000, '720p/index.m3u8']))).toBe('360p/index.m3u8');
  });

  it('finds none in a media playlist', () => {
    expect(startVariantUri(media(0, true))).toBeNull();
  });
});

describe('startSegmentUri', () => {
  it('takes the segment holding the start position of a video', () => {
    expect(startSegmentUri(media(0, true), 0)).toBe('0.ts?exp=1');
    expect(startSegmentUri(media(0, true), 4)).toBe('1.ts?exp=1');
    expect(startSegmentUri(media(0, true), 13.5)).toBe('3.ts?exp=1');
    expect(startSegmentUri(media(0, true), 15)).toBeNull();
  });

  it('takes the segment three target durations behind the edge of a live playlist', () => {
    // 15 s listed: 15 - 3 × 4 = 3 s, inside the first segment.
    expect(startSegmentUri(media(900, false), -1)).toBe('900.ts?exp=1');
    const longer = `${media(900, false)}\r\n#EXTINF:4.000,\r\n904.ts?exp=1\r\n#EXTINF:4.000,\r\n905.ts?exp=1`;
    // 23 s listed: 11 s, inside the third segment (8-12 s).
    expect(startSegmentUri(longer, -1)).toBe('902.ts?exp=1');
  });
});

describe('the prefetch handed to hls.js', () => {
  const MASTER = master([190_000, '360p/index.m3u8'], [308_000, '720p/index.m3u8']);
  const MEDIA = media(0, true).replace(/\?exp=1/g, '');
  const SEGMENT = new Uint8Array(188);

  /** Answers of the platform by path; a path without one stays unanswered until `release`. */
  function platform(cacheControl: Record<string, string>, status: Record<string, number> = {}) {
    const held = new Map<string, () => void>();
    const fetched: string[] = [];
    const fetchImpl = (url: string) => {
      fetched.push(url);
      const path = new URL(url).pathname;
      const name = path.split('/').pop()!;
      const body = name === 'master.m3u8' ? MASTER : name.endsWith('.m3u8') ? MEDIA : SEGMENT;
      const respond = () => new Response(body, { status: status[name] ?? 200, headers: { 'cache-control': cacheControl[name] ?? 'max-age=60' } });
      if (cacheControl[name] !== 'held') return Promise.resolve(respond());
      return new Promise<Response>((resolve) => held.set(name, () => resolve(respond())));
    };
    return { fetched, fetchImpl, release: (name: string) => held.get(name)!() };
  }

  const settle = async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  };

  /** Runs the early start's prefetch of the VOD folder `name` against `answers` (a `platform`) until it has settled. */
  async function prefetched(name: string, answers: ReturnType<typeof platform>) {
    vi.stubGlobal('fetch', answers.fetchImpl);
    const src = `https://p.test/media/vod/${name}/master.m3u8`;
    await prefetchStreamStart(src, 0, (url) => url);
    await settle();
    return src;
  }

  /** A base loader as hls.js's: its load stats, and the loads it was asked for. */
  function baseLoader() {
    const asked: string[] = [];
    class BaseLoader {
      context: unknown = null;
      stats = { loading: { start: 0, first: 0, end: 0 }, loaded: 0, total: 0, aborted: false, bwEstimate: 0 };
      load(context: { url: string }) {
        asked.push(context.url);
      }
      abort() {}
      destroy() {}
    }
    return { asked, Hls: { DefaultConfig: { loader: BaseLoader } } as unknown as typeof HlsType };
  }

  type TestLoader = {
    stats: { loading: { start: number; first: number; end: number }; loaded: number; total: number; aborted: boolean };
    load(context: { url: string; responseType: string }, config: unknown, callbacks: Record<string, (...args: unknown[]) => void>): void;
    abort(): void;
  };
  const loaderOf = (tokens: StreamTokens, Hls: typeof HlsType) => tokens.hlsConfig(Hls).loader as unknown as new (config: unknown) => TestLoader;

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps the master, the start playlist and the start segment for hls.js, each taken once, in the form it reads it', async () => {
    const src = await prefetched('once', platform({}));
    const master = await takePrefetched(src, 'text');
    expect(master?.data).toBe(MASTER);
    expect(master!.start).toBeLessThanOrEqual(master!.first);
    expect(master!.first).toBeLessThanOrEqual(master!.end);
    expect(takePrefetched(src, 'text')).toBeNull();
    expect(await takePrefetched('https://p.test/media/vod/once/360p/index.m3u8', 'text')).toMatchObject({ data: MEDIA });
    const segment = 'https://p.test/media/vod/once/360p/0.ts';
    expect(takePrefetched(segment, 'text')).toBeNull();
    expect(((await takePrefetched(segment, 'arraybuffer'))!.data as ArrayBuffer).byteLength).toBe(188);
  });

  it('hands over an answer still on its way, and answers null for one that failed', async () => {
    const answers = platform({ '0.ts': 'held' });
    await prefetched('flight', answers);
    const segment = takePrefetched('https://p.test/media/vod/flight/360p/0.ts', 'arraybuffer')!;
    expect(segment).not.toBeNull();
    answers.release('0.ts');
    expect(((await segment)!.data as ArrayBuffer).byteLength).toBe(188);

    const failing = platform({}, { 'index.m3u8': 503 });
    await prefetched('failing', failing);
    expect(await takePrefetched('https://p.test/media/vod/failing/360p/index.m3u8', 'text')).toBeNull();
    // The chain stopped there: no segment was guessed.
    expect(failing.fetched).toHaveLength(2);
  });

  it('keeps an answer only as long as its Cache-Control allows, and never longer than 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { fetchImpl } = platform({ 'index.m3u8': 'public, max-age=1', '0.ts': 'public, max-age=86400' });
    vi.stubGlobal('fetch', fetchImpl);
    const src = 'https://p.test/media/live/fresh/master.m3u8';
    const started = prefetchStreamStart(src, 0, (url) => url);
    for (let i = 0; i < 20; i++) await vi.advanceTimersByTimeAsync(0);
    await started;
    await vi.advanceTimersByTimeAsync(1000);
    // The live playlist is stale after a second: hls.js asks the network for it.
    expect(takePrefetched('https://p.test/media/live/fresh/360p/index.m3u8', 'text')).toBeNull();
    await vi.advanceTimersByTimeAsync(8_900);
    expect(takePrefetched(src, 'text')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(takePrefetched('https://p.test/media/live/fresh/360p/0.ts', 'arraybuffer')).toBeNull();
  });

  it("answers hls.js's loader from the prefetch with the prefetch's timings, once; then it asks the network", async () => {
    const src = await prefetched('loader', platform({}));
    const { asked, Hls } = baseLoader();
    const Loader = loaderOf(new StreamTokens(src, null), Hls);
    const url = 'https://p.test/media/vod/loader/360p/index.m3u8';
    const success = vi.fn();
    const loader = new Loader({});
    loader.load({ url, responseType: 'text' }, {}, { onSuccess: success, onAbort: vi.fn() });
    // Not in the task that asked: hls.js handles each answer in a task of its own, as it would the network's.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(success).not.toHaveBeenCalled();
    await settle();
    expect(asked).toEqual([]);
    expect(success).toHaveBeenCalledTimes(1);
    const [response, stats] = success.mock.calls[0] as [{ url: string; data: string; code: number }, TestLoader['stats']];
    expect(response).toEqual({ url, data: MEDIA, code: 200 });
    expect(stats.loaded).toBe(MEDIA.length);
    expect(stats.total).toBe(MEDIA.length);
    expect(stats.loading.start).toBeGreaterThan(0);
    expect(stats.loading.first).toBeGreaterThanOrEqual(stats.loading.start);
    expect(stats.loading.end).toBeGreaterThanOrEqual(stats.loading.first);
    // Asked again (a reload): the network, as always.
    new Loader({}).load({ url, responseType: 'text' }, {}, { onSuccess: success });
    expect(asked).toEqual([url]);
  });

  it('reports an aborted load to hls.js and never answers it', async () => {
    const answers = platform({ '0.ts': 'held' });
    const src = await prefetched('aborted', answers);
    const { asked, Hls } = baseLoader();
    const loader = new (loaderOf(new StreamTokens(src, null), Hls))({});
    const callbacks = { onSuccess: vi.fn(), onAbort: vi.fn() };
    loader.load({ url: 'https://p.test/media/vod/aborted/360p/0.ts', responseType: 'arraybuffer' }, {}, callbacks);
    loader.abort();
    expect(callbacks.onAbort).toHaveBeenCalledTimes(1);
    expect(loader.stats.aborted).toBe(true);
    answers.release('0.ts');
    await settle();
    expect(callbacks.onSuccess).not.toHaveBeenCalled();
    expect(asked).toEqual([]);
  });
});
