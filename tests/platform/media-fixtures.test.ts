/**
 * The committed output of `npm run media:make`: every playlist resolves, durations add up,
 * sidecars are well-formed, ffprobe sees H.264/AAC at the advertised sizes, and the whole
 * folder stays small enough to commit.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defaultMediaRoot, loadMediaCatalogue, sizeLimitBytes } from '../../platform/media/catalogue.js';

const root = defaultMediaRoot;
const catalogue = loadMediaCatalogue(root);
const assets = Object.keys(catalogue.vod);
const hasFfprobe = (() => {
  try {
    execFileSync('ffprobe', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const read = (...parts: string[]) => readFileSync(path.join(root, ...parts), 'utf8');
const uris = (playlist: string) => playlist.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
const vttTime = (t: string) => t.split(':').reduce((acc, part) => acc * 60 + parseFloat(part), 0);

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, e) => sum + (e.isDirectory() ? folderBytes(path.join(dir, e.name)) : statSync(path.join(dir, e.name)).size),
    0,
  );
}

describe('fixtures/media', () => {
  it('has at least three VOD assets and a live loop, and stays under the size limit', () => {
    expect(assets.length).toBeGreaterThanOrEqual(3);
    expect(catalogue.live.segments.length).toBeGreaterThanOrEqual(4);
    expect(folderBytes(root)).toBeLessThan(sizeLimitBytes);
  });

  it.each(assets)('%s: every rendition playlist lists existing segments adding up to the duration', (asset) => {
    const info = catalogue.vod[asset];
    expect(info.renditions.length).toBeGreaterThanOrEqual(2);
    const master = read('vod', asset, 'master.m3u8');
    for (const r of info.renditions) {
      expect(master).toContain(`RESOLUTION=${r.width}x${r.height}`);
      const playlist = read('vod', asset, r.name, 'index.m3u8');
      expect(playlist).toContain('#EXT-X-ENDLIST');
      const durations = [...playlist.matchAll(/#EXTINF:([\d.]+),/g)].map((m) => parseFloat(m[1]));
      expect(durations.reduce((a, b) => a + b, 0)).toBeCloseTo(info.duration, 1);
      expect(Math.max(...durations)).toBeLessThanOrEqual(Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(playlist)![1]));
      for (const uri of uris(playlist)) expect(existsSync(path.join(root, 'vod', asset, r.name, uri))).toBe(true);
    }
  });

  it.each(assets)('%s: subtitles (en, es, ar) are subtitle media groups with WebVTT aligned to the TS clock', (asset) => {
    const master = read('vod', asset, 'master.m3u8');
    for (const lang of ['en', 'es', 'ar']) {
      expect(master).toMatch(new RegExp(`#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",[^\\n]*LANGUAGE="${lang}"[^\\n]*URI="subs/${lang}.m3u8"`));
      const vtt = read('vod', asset, 'subs', `${lang}.vtt`);
      expect(vtt.startsWith('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:')).toBe(true);
      expect(uris(read('vod', asset, 'subs', `${lang}.m3u8`))).toEqual([`${lang}.vtt`]);
      expect(vtt.match(/-->/g)!.length).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(assets)('%s: chapters, thumbnails sprite and skip markers are consistent', async (asset) => {
    const info = catalogue.vod[asset];
    const chapters = read('vod', asset, 'chapters.vtt');
    expect(chapters.startsWith('WEBVTT')).toBe(true);
    expect(chapters.match(/-->/g)!.length).toBe(info.chapters.length);

    const sprite = await sharp(path.join(root, 'vod', asset, 'thumbnails.jpg')).metadata();
    const thumbs = read('vod', asset, 'thumbnails.vtt');
    const cues = [...thumbs.matchAll(/(\S+) --> (\S+)\n(\S+)#xywh=(\d+),(\d+),(\d+),(\d+)/g)];
    expect(cues.length).toBeGreaterThan(3);
    expect(vttTime(cues.at(-1)![2])).toBeCloseTo(info.duration, 3);
    for (const [, , , file, x, y, w, h] of cues) {
      expect(file).toBe('thumbnails.jpg');
      expect(Number(x) + Number(w)).toBeLessThanOrEqual(sprite.width!);
      expect(Number(y) + Number(h)).toBeLessThanOrEqual(sprite.height!);
    }

    const markers = JSON.parse(read('vod', asset, 'skip-markers.json'));
    expect(markers.map((m: { type: string }) => m.type)).toEqual(['INTRO', 'CREDITS']);
    for (const m of markers) expect(0 <= m.start && m.start < m.end && m.end <= info.duration).toBe(true);
  });

  it.skipIf(!hasFfprobe)('ffprobe reads H.264 + AAC at the advertised size in every rendition', () => {
    const probe = (file: string) =>
      JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', file], { encoding: 'utf8' })).streams as {
        codec_name: string;
        width?: number;
        height?: number;
      }[];
    const checks: [string, { width: number; height: number }][] = [];
    for (const asset of assets) for (const r of catalogue.vod[asset].renditions) checks.push([path.join(root, 'vod', asset, r.name, 'seg_001.ts'), r]);
    for (const r of catalogue.live.renditions) checks.push([path.join(root, 'live', r.name, catalogue.live.segments[0].uri), r]);
    for (const [file, r] of checks) {
      const streams = probe(file);
      expect(streams.find((s) => s.codec_name === 'h264')).toMatchObject({ width: r.width, height: r.height });
      expect(streams.some((s) => s.codec_name === 'aac')).toBe(true);
    }
  });
});
