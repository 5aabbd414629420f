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
  }
  on(event: string, listener: (event: string, data: unknown) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: string, data: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(event, data);
  }
  loadSource(src: string) {
    this.sources.push(src);
  }
  attachMedia(media: unknown) {
    this.media = media;
  }
  destroy() {
    this.destroyed = true;
  }
}

vi.mock('hls.js', () => ({ default: FakeHls }));

const { earlyStreamTokens, startSourceEarly, takeEarlySource } = await import('../../app/player/early-source');
const { startHls } = await import('../../app/player/hls-source');

const signed = (name: string) => `https://media.example/media/vod/${name}/master.m3u8?exp=9999999999&sid=s&sig=x`;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(() => {
  vi.stubGlobal('window', { MediaSource: class {} });
  vi.stubGlobal('document', {});
});
afterAll(() => vi.unstubAllGlobals());

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

  it('waits for the master playlist when it is not parsed yet', () => {
    const hls = new FakeHls({});
    const ready = vi.fn();
    startHls(FakeHls as unknown as typeof HlsType, hls as unknown as HlsType, {} as HTMLVideoElement, 'early', 'VOD', listeners(ready), true);
    expect(ready).not.toHaveBeenCalled();
    hls.emit('hlsManifestParsed', {});
    expect(ready).toHaveBeenCalledTimes(1);
  });
});
