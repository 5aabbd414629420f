import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cueAt, loadVtt, parseChapters, parseThumbnails, parseTimestamp, parseVtt, parseXywh } from '../../app/player/vtt';

const media = (p: string) => readFileSync(fileURLToPath(new URL(`../../fixtures/media/${p}`, import.meta.url)), 'utf8');
const catalogue = JSON.parse(media('catalogue.json')) as {
  vod: Record<string, { duration: number; chapters: { start: number; end: number; title: string }[] }>;
};

describe('timestamps', () => {
  it('parses hh:mm:ss.ttt and mm:ss.ttt', () => {
    expect(parseTimestamp('00:00:08.000')).toBe(8);
    expect(parseTimestamp('01:02:03.5')).toBeCloseTo(3723.5);
    expect(parseTimestamp('02:03.250')).toBeCloseTo(123.25);
  });
  it('rejects malformed values', () => {
    for (const bad of ['', '8', '00:61:00.000', 'aa:bb:cc.ddd', '00:00:08']) expect(parseTimestamp(bad)).toBeNaN();
  });
});

describe('parseVtt', () => {
  it('returns [] for something that is not WebVTT', () => {
    expect(parseVtt('<html>nope</html>')).toEqual([]);
    expect(parseVtt('')).toEqual([]);
  });
  it('handles BOM, CRLF, cue ids, NOTE blocks, settings and skips broken cues', () => {
    const src =
      '\uFEFFWEBVTT - title\r\n\r\nNOTE a comment\r\n\r\nintro\r\n00:00:01.000 --> 00:00:02.000 align:start\r\nHello\r\nworld\r\n\r\n00:00:05.000 --> 00:00:03.000\r\nbackwards\r\n\r\nxx --> yy\r\nbroken\r\n\r\n00:00:04.000 --> 00:00:06.000\r\nLast';
    expect(parseVtt(src)).toEqual([
      { start: 1, end: 2, text: 'Hello\nworld' },
      { start: 4, end: 6, text: 'Last' },
    ]);
  });
});

describe('chapters (fixtures/media)', () => {
  for (const asset of Object.keys(catalogue.vod)) {
    it(`${asset}: chapters.vtt matches the media catalogue`, () => {
      const chapters = parseChapters(media(`vod/${asset}/chapters.vtt`));
      expect(chapters).toEqual(catalogue.vod[asset].chapters.map((c) => ({ start: c.start, end: c.end, title: c.title })));
      expect(chapters.length).toBeGreaterThan(1);
    });
  }
  it('finds the chapter at a time (start inclusive, end exclusive)', () => {
    const chapters = parseChapters(media('vod/neon-circuit/chapters.vtt'));
    expect(cueAt(chapters, 0)?.title).toBe('Opening');
    expect(cueAt(chapters, 8)?.title).toBe('The Circuit');
    expect(cueAt(chapters, 35.9)?.title).toBe('Credits');
    expect(cueAt(chapters, 36)).toBeNull();
    expect(cueAt(chapters, -1)).toBeNull();
  });
});

describe('thumbnails (fixtures/media)', () => {
  const base = 'http://127.0.0.1:3001/media/vod/neon-circuit/thumbnails.vtt';
  const thumbs = parseThumbnails(media('vod/neon-circuit/thumbnails.vtt'), base);

  it('resolves the sprite against the VTT URL and reads #xywh', () => {
    expect(thumbs.length).toBe(9); // 36 s in 4 s steps
    expect(thumbs[0]).toEqual({ start: 0, end: 4, url: 'http://127.0.0.1:3001/media/vod/neon-circuit/thumbnails.jpg', region: { x: 0, y: 0, w: 160, h: 90 } });
    expect(thumbs[5].region).toEqual({ x: 0, y: 90, w: 160, h: 90 });
    expect(new Set(thumbs.map((t) => t.url)).size).toBe(1);
  });
  it('covers the whole video without gaps', () => {
    for (let i = 1; i < thumbs.length; i++) expect(thumbs[i].start).toBe(thumbs[i - 1].end);
    expect(thumbs[thumbs.length - 1].end).toBe(catalogue.vod['neon-circuit'].duration);
    expect(cueAt(thumbs, 13)?.region).toEqual({ x: 480, y: 0, w: 160, h: 90 });
  });
  it('keeps absolute image URLs and whole-image cues', () => {
    const src = 'WEBVTT\n\n00:00.000 --> 00:05.000\nhttps://cdn.example/a.jpg\n\n00:05.000 --> 00:10.000\n/b.jpg#xywh=pixel:1,2,3,4';
    expect(parseThumbnails(src, base)).toEqual([
      { start: 0, end: 5, url: 'https://cdn.example/a.jpg', region: null },
      { start: 5, end: 10, url: 'http://127.0.0.1:3001/b.jpg', region: { x: 1, y: 2, w: 3, h: 4 } },
    ]);
  });
  it('parseXywh rejects partial or empty regions', () => {
    expect(parseXywh('xywh=1,2,3')).toBeNull();
    expect(parseXywh('xywh=0,0,0,90')).toBeNull();
    expect(parseXywh('t=10')).toBeNull();
  });
});

describe('loadVtt', () => {
  it('resolves relative images against the final URL after a redirect', async () => {
    const fakeFetch = (async () =>
      ({
        ok: true,
        url: 'http://media.example/media/vod/x/thumbnails.vtt',
        text: async () => 'WEBVTT\n\n00:00.000 --> 00:04.000\nthumbnails.jpg#xywh=0,0,160,90',
      }) as Response) as typeof fetch;
    const cues = await loadVtt('http://api.example/api/v4/vod/vod-001/thumbnails.vtt', parseThumbnails, fakeFetch);
    expect(cues[0].url).toBe('http://media.example/media/vod/x/thumbnails.jpg');
  });
  it('resolves to [] on HTTP errors and network failures', async () => {
    const notFound = (async () => ({ ok: false, status: 404, url: '', text: async () => '' }) as unknown as Response) as typeof fetch;
    const broken = (async () => {
      throw new TypeError('network');
    }) as typeof fetch;
    expect(await loadVtt('http://x/c.vtt', (s) => parseChapters(s), notFound)).toEqual([]);
    expect(await loadVtt('http://x/c.vtt', (s) => parseChapters(s), broken)).toEqual([]);
  });
});
