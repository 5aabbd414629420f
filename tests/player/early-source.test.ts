import type HlsType from 'hls.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** hls.js as the early start and the handover use it: a source, listeners, a media element, its levels. */
class FakeHls {
  static instances: FakeHls[] = [];
  static isSupported = () => true;
  static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' };
  static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
  static ErrorDetails = {};
  static DefaultConfig = { loader: class {} };
  listeners = new Map<string, ((event: string, data: unknown) => void)[]>();
  sources: string[] = [];
  media: unknown = null;
  levels: unknown[] = [];
  destroyed = false;
  constructor(readonly config: Record<string, unknown>) {
    FakeHls.instances.push(this);
    hlsCreatedAfter.push(fetched.length);
  }
  on(event: string, listener: (event: string, data: unknown) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  once(event: string, listener: (event: string, data: unknown) => void) {
    const wrapped = (name: string, data: unknown) => {
      this.listeners.set(
        event,
        (this.listeners.get(event) ?? []).filter((l) => l !== wrapped),
      );
      listener(name, data);
    };
    this.on(event, wrapped);
  }
  emit(event: string, data: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(event, data);
  }
  loadSource(src: string) {
    this.sources.push(src);
  }
  attachments = 0;
  /** What attachMedia was given: an element, or an element with the MediaSource to take over. */
  attached: unknown = null;
  attachMedia(data: unknown) {
    this.attached = data;
    this.media = data && typeof data === 'object' && 'mediaSource' in data ? (data as unknown as { media: unknown }).media : data;
    this.attachments++;
  }
  destroy() {
    this.destroyed = true;
  }
}

vi.mock('../../app/player/hls-lean.generated.js', () => ({ default: FakeHls }));

const { earlyStreamTokens, earlyVideo, startSourceEarly, takeEarlySource } = await import('../../app/player/early-source');
const { startHls } = await import('../../app/player/hls-source');

const signed = (name: string) => `https://media.example/media/vod/${name}/master.m3u8?exp=9999999999&sid=s&sig=x`;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The platform's answers the early start's prefetch gets (./stream-prefetch.ts): two renditions, 4 s segments. */
const MASTER = [
  '#EXTM3U',
  '#EXT-X-STREAM-INF:BANDWIDTH=308000,RESOLUTION=1280x720',
  '720p/index.m3u8?exp=9999999999&sid=s&sig=x',
  '#EXT-X-STREAM-INF:BANDWIDTH=190000,RESOLUTION=640x360',
  '360p/index.m3u8?exp=9999999999&sid=s&sig=x',
].join('\n');
const MEDIA = ['#EXTM3U', '#EXT-X-TARGETDURATION:4', '#EXTINF:4.0,', 'seg_000.ts', '#EXTINF:4.0,', 'seg_001.ts', '#EXT-X-ENDLIST'].join('\n');
const fetched: string[] = [];
const hlsCreatedAfter: number[] = [];

/** The MediaSources the early start opened, by object URL. */
const objectUrls = new Map<string, unknown>();
const revoked: string[] = [];

beforeAll(() => {
  vi.stubGlobal('window', { MediaSource: class {} });
  vi.stubGlobal('document', {});
  vi.spyOn(URL, 'createObjectURL').mockImplementation((source) => {
    const url = `blob:early/${objectUrls.size}`;
    objectUrls.set(url, source);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    const path = new URL(url).pathname;
    return new Response(path.endsWith('/master.m3u8') ? MASTER : path.endsWith('.m3u8') ? MEDIA : new Uint8Array(188));
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('startSourceEarly', () => {
  it('loads each source once, however often the page renders, and hands that instance to the player once', async () => {
    const src = signed('a');
    startSourceEarly({ src, streamRefreshUrl: '/_data/stream/vod/a' });
    startSourceEarly({ src, streamRefreshUrl: '/_data/stream/vod/a' });
    await flush();
    const started = FakeHls.instances.filter((hls) => hls.sources.includes(src));
    expect(started).toHaveLength(1);
    expect(started[0].sources).toEqual([src]);
    expect(started[0].config).toMatchObject({ startPosition: 0, startFragPrefetch: true });
    // The player signs with the keeper the early instance uses, so its refreshes reach it.
    const tokens = earlyStreamTokens(src, '/_data/stream/vod/a');
    expect(tokens).not.toBeNull();
    expect(takeEarlySource(src, 0, tokens!)).toBe(started[0]);
    expect(takeEarlySource(src, 0, tokens!)).toBeNull();
    expect(started[0].destroyed).toBe(false);
    // Rendered again after the handover: no second download.
    startSourceEarly({ src, streamRefreshUrl: '/_data/stream/vod/a' });
    await flush();
    expect(FakeHls.instances.filter((hls) => hls.sources.includes(src))).toHaveLength(1);
  });

  it("asks for the start rendition's playlist and segment itself, signed as hls.js signs them, before hls.js runs", async () => {
    fetched.length = 0;
    const src = signed('prefetch');
    startSourceEarly({ src, progress: 5, duration: 600 });
    await flush();
    const folder = 'https://media.example/media/vod/prefetch/';
    expect(fetched).toEqual([
      `${folder}master.m3u8?exp=9999999999&sid=s&sig=x`,
      `${folder}360p/index.m3u8?exp=9999999999&sid=s&sig=x`,
      `${folder}360p/seg_001.ts?exp=9999999999&sid=s&sig=x`,
    ]);
    // hls.js is created once the media playlist is on its way, not before.
    expect(hlsCreatedAfter[hlsCreatedAfter.length - 1]).toBeGreaterThanOrEqual(2);
    expect(FakeHls.instances[FakeHls.instances.length - 1].config).toMatchObject({ startLevel: 0, testBandwidth: false, liveSyncDurationCount: 3 });
  });

  it('starts a live source at the edge and a video at its resume position', async () => {
    startSourceEarly({ src: signed('live'), type: 'LIVE' });
    startSourceEarly({ src: signed('resume'), progress: 42, duration: 600 });
    await flush();
    const configOf = (src: string) => FakeHls.instances.find((hls) => hls.sources.includes(src))?.config;
    expect(configOf(signed('live'))).toMatchObject({ startPosition: -1 });
    expect(configOf(signed('resume'))).toMatchObject({ startPosition: 42 });
  });

  it('is dropped, not handed over, when the player starts elsewhere or it failed before the handover', async () => {
    const moved = signed('moved');
    startSourceEarly({ src: moved, progress: 42, duration: 600 });
    const failed = signed('failed');
    startSourceEarly({ src: failed });
    await flush();
    const movedHls = FakeHls.instances.find((hls) => hls.sources.includes(moved))!;
    expect(takeEarlySource(moved, 0, earlyStreamTokens(moved, undefined)!)).toBeNull();
    expect(movedHls.destroyed).toBe(true);
    const failedHls = FakeHls.instances.find((hls) => hls.sources.includes(failed))!;
    failedHls.emit('hlsError', { fatal: true, type: 'networkError', details: 'manifestLoadError' });
    expect(takeEarlySource(failed, 0, earlyStreamTokens(failed, undefined)!)).toBeNull();
    expect(failedHls.destroyed).toBe(true);
  });
});

describe("startSourceEarly into the placeholder's element", () => {
  const element = (refuse = false) => ({
    plays: 0,
    loads: 0,
    src: '',
    listeners: new Map<string, () => void>(),
    removeAttribute(name: string) {
      if (name === 'src') this.src = '';
    },
    load() {
      this.loads++;
    },
    play() {
      this.plays++;
      return refuse ? Promise.reject(new Error('NotAllowedError')) : Promise.resolve();
    },
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    },
  });
  const settled = (promise: Promise<void>) => Promise.race([promise.then(() => true), flush().then(() => false)]);

  it('attaches to the element, plays once the master is parsed, and offers the element to the player', async () => {
    const src = signed('element');
    const video = element();
    const firstFrame = startSourceEarly({ src }, video as unknown as HTMLVideoElement);
    await flush();
    const hls = FakeHls.instances.find((h) => h.sources.includes(src))!;
    expect(hls.media).toBe(video);
    expect(video.plays).toBe(0);
    hls.emit('hlsManifestParsed', {});
    hls.emit('hlsManifestParsed', {});
    expect(video.plays).toBe(1);
    expect(earlyVideo(src)).toBe(video);
    expect(earlyVideo(signed('unknown'))).toBeNull();
    // The document's other modules wait for this (components/hydration-modules.server.ts).
    expect(await settled(firstFrame)).toBe(false);
    video.listeners.get('playing')!();
    expect(await settled(firstFrame)).toBe(true);
  });

  it("opens the element's MediaSource before hls.js has arrived, and hands it to hls.js", async () => {
    const src = signed('opened');
    const video = element();
    startSourceEarly({ src }, video as unknown as HTMLVideoElement);
    // At once, while the playlists and hls.js are still on their way: it opens meanwhile.
    expect(video.src).toMatch(/^blob:early\//);
    const mediaSource = objectUrls.get(video.src);
    expect(mediaSource).toBeInstanceOf((window as unknown as { MediaSource: new () => unknown }).MediaSource);
    await flush();
    const hls = FakeHls.instances.find((h) => h.sources.includes(src))!;
    expect(hls.attached).toEqual({ media: video, mediaSource });
    expect(hls.media).toBe(video);
  });

  it('gives the element back its poster when hls.js never took the MediaSource over', async () => {
    const src = signed('unsupported');
    const video = element();
    FakeHls.isSupported = () => false;
    try {
      startSourceEarly({ src }, video as unknown as HTMLVideoElement);
      const url = video.src;
      await flush();
      expect(FakeHls.instances.some((h) => h.sources.includes(src))).toBe(false);
      // The player starts its own source: the early one is dropped with its MediaSource.
      expect(takeEarlySource(src, 0, earlyStreamTokens(src, undefined)!)).toBeNull();
      expect(video.src).toBe('');
      expect(video.loads).toBe(1);
      expect(revoked).toContain(url);
    } finally {
      FakeHls.isSupported = () => true;
    }
  });

  it('lets hls.js open its own MediaSource where the browser has only a Managed Media Source', async () => {
    vi.stubGlobal('window', { ManagedMediaSource: class {} });
    try {
      const src = signed('managed');
      const video = element();
      startSourceEarly({ src }, video as unknown as HTMLVideoElement);
      expect(video.src).toBe('');
      await flush();
      expect(FakeHls.instances.find((h) => h.sources.includes(src))!.attached).toBe(video);
    } finally {
      vi.stubGlobal('window', { MediaSource: class {} });
    }
  });

  it('settles its first-frame promise at once when the browser refuses to play', async () => {
    const src = signed('refused');
    const video = element(true);
    const firstFrame = startSourceEarly({ src }, video as unknown as HTMLVideoElement);
    await flush();
    expect(await settled(firstFrame)).toBe(false);
    FakeHls.instances.find((h) => h.sources.includes(src))!.emit('hlsManifestParsed', {});
    expect(await settled(firstFrame)).toBe(true);
  });

  it('does not play when the page asked for no autoplay, and offers no element when started without one', async () => {
    const quiet = signed('quiet');
    const video = element();
    startSourceEarly({ src: quiet, autoPlay: false }, video as unknown as HTMLVideoElement);
    const bare = signed('bare');
    startSourceEarly({ src: bare });
    await flush();
    FakeHls.instances.find((h) => h.sources.includes(quiet))!.emit('hlsManifestParsed', {});
    expect(video.plays).toBe(0);
    expect(earlyVideo(bare)).toBeNull();
    expect(FakeHls.instances.find((h) => h.sources.includes(bare))!.media).toBeNull();
  });
});

describe('startHls with an adopted instance', () => {
  const listeners = (ready: () => void) => ({
    ready,
    tracksChanged: () => undefined,
    gaveUp: () => undefined,
    isCancelled: () => false,
    recovered: () => false,
  });

  it('attaches the media without loading the source again, and reports ready when the master was already parsed', () => {
    const hls = new FakeHls({});
    hls.sources.push('early');
    hls.levels = [{}, {}];
    const ready = vi.fn();
    const video = {} as HTMLVideoElement;
    startHls(FakeHls as unknown as typeof HlsType, hls as unknown as HlsType, video, 'early', 'VOD', listeners(ready), true);
    expect(hls.sources).toEqual(['early']);
    expect(hls.media).toBe(video);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('keeps the media it already plays into (the adopted early element): no second attach, no second MediaSource', () => {
    const hls = new FakeHls({});
    const video = {} as HTMLVideoElement;
    hls.attachMedia(video);
    hls.levels = [{}];
    const ready = vi.fn();
    startHls(FakeHls as unknown as typeof HlsType, hls as unknown as HlsType, video, 'early', 'VOD', listeners(ready), true);
    expect(hls.attachments).toBe(1);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('waits for the master playlist when it is not parsed yet', () => {
    const hls = new FakeHls({});
    const ready = vi.fn();
    startHls(FakeHls as unknown as typeof HlsType, hls as unknown as HlsType, {} as HTMLVideoElement, 'early', 'VOD', listeners(ready), true);
    expect(ready).not.toHaveBeenCalled();
    hls.emit('hlsManifestParsed', {});
    expect(ready).toHaveBeenCalledTimes(1);
  });
});
