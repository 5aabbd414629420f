/**
 * Generates fixtures/media/ (see scripts/media/assets.ts for what) with ffmpeg:
 *   vod/<asset>/master.m3u8, <rendition>/index.m3u8 + seg_NNN.ts, subs/<lang>.{m3u8,vtt},
 *   chapters.vtt, thumbnails.vtt + thumbnails.jpg (sprite), skip-markers.json
 *   live/<rendition>/seg_NNN.ts (the loop the simulated live playlists slide over)
 *   catalogue.json (what the platform's media plugin reads at boot)
 * Run through `npm run media:make` (scripts/make-media.sh checks ffmpeg first).
 * Determinism: single-threaded x264, bitexact flags, no wall-clock metadata.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  AUDIO_KBPS,
  FPS,
  LIVE_SOURCE,
  RENDITIONS,
  SEGMENT_SECONDS,
  SUBTITLE_LANGUAGES,
  VOD_ASSETS,
  type Cue,
  type Rendition,
  type VodAssetSpec,
} from './assets.js';
import { formatVttTime, sizeLimitBytes, type MediaCatalogue, type RenditionInfo } from '../../platform/media/catalogue.js';

const root = path.resolve(import.meta.dirname, '../../fixtures/media');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const THUMB_INTERVAL = 4;
const THUMB_W = 160;
const THUMB_H = 90;
const THUMB_COLUMNS = 5;

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

function ffprobeJson(file: string, entries: string): any {
  const out = execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_entries', entries, file], {
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

/** drawtext needs ':' and '\'' escaped; titles here are plain words so this is enough. */
function escapeDrawtext(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/:/g, '\\:').replace(/'/g, "\\'");
}

function overlay(title: string, rendition: Rendition, live: boolean): string {
  if (!existsSync(FONT)) return 'null';
  const big = Math.round(rendition.height / 12);
  const small = Math.round(rendition.height / 24);
  const parts = [
    `drawtext=fontfile=${FONT}:text='${escapeDrawtext(title)}':fontsize=${big}:fontcolor=white:borderw=3:bordercolor=black@0.7:x=(w-tw)/2:y=h*0.08`,
    `drawtext=fontfile=${FONT}:text='${rendition.name}${live ? ' LIVE LOOP' : ''}  %{pts\\:hms}':fontsize=${small}:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=8:x=w*0.04:y=h-th-h*0.06`,
  ];
  return parts.join(',');
}

function encodeRendition(opts: { video: string; audio: string; seconds: number; title: string; rendition: Rendition; outDir: string; live: boolean }): void {
  const { rendition: r, outDir } = opts;
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const source = opts.video.replaceAll('{w}', String(r.width)).replaceAll('{h}', String(r.height));
  const gop = FPS * SEGMENT_SECONDS;
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    source,
    '-f',
    'lavfi',
    '-i',
    opts.audio,
    '-t',
    String(opts.seconds),
    '-filter:v',
    `${overlay(opts.title, r, opts.live)},format=yuv420p`,
    '-map',
    '0:v',
    '-map',
    '1:a',
    '-c:v',
    'libx264',
    '-threads',
    '1',
    '-preset',
    'slow',
    '-profile:v',
    'high',
    '-level',
    r.level,
    '-b:v',
    `${r.videoKbps}k`,
    '-maxrate',
    `${Math.round(r.videoKbps * 1.5)}k`,
    '-bufsize',
    `${r.videoKbps * 3}k`,
    '-g',
    String(gop),
    '-keyint_min',
    String(gop),
    '-sc_threshold',
    '0',
    '-x264-params',
    'threads=1:lookahead-threads=1',
    '-c:a',
    'aac',
    '-b:a',
    `${AUDIO_KBPS}k`,
    '-ac',
    '1',
    '-ar',
    '48000',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    '-map_metadata',
    '-1',
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_list_size',
    '0',
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    path.join(outDir, 'seg_%03d.ts'),
    path.join(outDir, 'index.m3u8'),
  ]);
}

/** BANDWIDTH = peak segment bitrate, AVERAGE-BANDWIDTH = total bits / duration (RFC 8216 §4.3.4.2). */
function measure(outDir: string, r: Rendition, segmentCount: number): RenditionInfo {
  const segs = readdirSync(outDir)
    .filter((f) => f.endsWith('.ts'))
    .sort();
  if (segs.length !== segmentCount) {
    throw new Error(`${outDir}: expected ${segmentCount} segments, ffmpeg wrote ${segs.length}`);
  }
  const sizes = segs.map((f) => statSync(path.join(outDir, f)).size);
  const peak = Math.max(...sizes.map((s) => (s * 8) / SEGMENT_SECONDS));
  const avg = (sizes.reduce((a, b) => a + b, 0) * 8) / (SEGMENT_SECONDS * segs.length);
  const levelHex = r.level === '3.0' ? '1e' : '1f';
  return {
    name: r.name,
    width: r.width,
    height: r.height,
    bandwidth: Math.ceil(peak / 1000) * 1000,
    averageBandwidth: Math.ceil(avg / 1000) * 1000,
    codecs: `avc1.6400${levelHex},mp4a.40.2`,
    frameRate: FPS,
  };
}

function firstPts90k(file: string): number {
  const info = ffprobeJson(file, 'format=start_time');
  return Math.round(Number(info.format.start_time) * 90000);
}

function vtt(cues: Cue[], header = ''): string {
  const body = cues.map((c) => `${formatVttTime(c.start)} --> ${formatVttTime(c.end)}\n${c.text}`).join('\n\n');
  return `WEBVTT${header ? `\n${header}` : ''}\n\n${body}\n`;
}

function masterPlaylist(renditions: RenditionInfo[], withSubtitles: boolean): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-INDEPENDENT-SEGMENTS'];
  if (withSubtitles) {
    for (const lang of SUBTITLE_LANGUAGES) {
      lines.push(
        `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${lang.name}",LANGUAGE="${lang.code}",` +
          `DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="subs/${lang.code}.m3u8"`,
      );
    }
  }
  for (const r of renditions) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},AVERAGE-BANDWIDTH=${r.averageBandwidth},` +
        `RESOLUTION=${r.width}x${r.height},FRAME-RATE=${r.frameRate.toFixed(3)},CODECS="${r.codecs}"` +
        (withSubtitles ? ',SUBTITLES="subs"' : ''),
      `${r.name}/index.m3u8`,
    );
  }
  return lines.join('\n') + '\n';
}

function makeVod(asset: VodAssetSpec): MediaCatalogue['vod'][string] {
  console.log(`vod/${asset.id}: encoding ${RENDITIONS.map((r) => r.name).join(', ')}`);
  const dir = path.join(root, 'vod', asset.id);
  if (asset.seconds % SEGMENT_SECONDS !== 0) throw new Error(`${asset.id}: length must be whole segments`);
  const segmentCount = asset.seconds / SEGMENT_SECONDS;
  const infos: RenditionInfo[] = [];
  for (const r of RENDITIONS) {
    const out = path.join(dir, r.name);
    encodeRendition({ video: asset.video, audio: asset.audio, seconds: asset.seconds, title: asset.title, rendition: r, outDir: out, live: false });
    infos.push(measure(out, r, segmentCount));
  }

  // Subtitles: one WebVTT segment per language, aligned to the MPEG-TS clock of the video.
  const pts = firstPts90k(path.join(dir, RENDITIONS[0].name, 'seg_000.ts'));
  const subsDir = path.join(dir, 'subs');
  rmSync(subsDir, { recursive: true, force: true });
  mkdirSync(subsDir, { recursive: true });
  for (const lang of SUBTITLE_LANGUAGES) {
    const cues = asset.subtitles[lang.code];
    if (!cues) throw new Error(`${asset.id}: no ${lang.code} subtitles`);
    writeFileSync(path.join(subsDir, `${lang.code}.vtt`), vtt(cues, `X-TIMESTAMP-MAP=MPEGTS:${pts},LOCAL:00:00:00.000`));
    writeFileSync(
      path.join(subsDir, `${lang.code}.m3u8`),
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        `#EXT-X-TARGETDURATION:${asset.seconds}`,
        '#EXT-X-MEDIA-SEQUENCE:0',
        '#EXT-X-PLAYLIST-TYPE:VOD',
        `#EXTINF:${asset.seconds.toFixed(3)},`,
        `${lang.code}.vtt`,
        '#EXT-X-ENDLIST',
        '',
      ].join('\n'),
    );
  }

  writeFileSync(path.join(dir, 'master.m3u8'), masterPlaylist(infos, true));
  writeFileSync(path.join(dir, 'chapters.vtt'), vtt(asset.chapters));
  writeFileSync(path.join(dir, 'skip-markers.json'), JSON.stringify(asset.skipMarkers, null, 2) + '\n');
  makeThumbnails(asset, dir);

  return {
    title: asset.title,
    duration: asset.seconds,
    renditions: infos,
    subtitles: SUBTITLE_LANGUAGES.map((l) => ({ language: l.code, name: l.name })),
    chapters: asset.chapters.map((c) => ({ start: c.start, end: c.end, title: c.text })),
    skipMarkers: asset.skipMarkers,
  };
}

/** A sprite of frames every THUMB_INTERVAL seconds taken from the encoded top rendition. */
function makeThumbnails(asset: VodAssetSpec, dir: string): void {
  const count = Math.ceil(asset.seconds / THUMB_INTERVAL);
  const rows = Math.ceil(count / THUMB_COLUMNS);
  const top = RENDITIONS[RENDITIONS.length - 1].name;
  ffmpeg([
    '-i',
    path.join(dir, top, 'index.m3u8'),
    // Frame at 1 s into each interval: the first frame of a clip is often a plain fade-in.
    '-vf',
    `select='isnan(prev_selected_t)*gte(t,1)+gte(t-prev_selected_t,${THUMB_INTERVAL})',scale=${THUMB_W}:${THUMB_H},tile=${THUMB_COLUMNS}x${rows}`,
    '-frames:v',
    '1',
    '-q:v',
    '6',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    path.join(dir, 'thumbnails.jpg'),
  ]);
  const cues: Cue[] = [];
  for (let i = 0; i < count; i++) {
    const x = (i % THUMB_COLUMNS) * THUMB_W;
    const y = Math.floor(i / THUMB_COLUMNS) * THUMB_H;
    cues.push({
      start: i * THUMB_INTERVAL,
      end: Math.min((i + 1) * THUMB_INTERVAL, asset.seconds),
      text: `thumbnails.jpg#xywh=${x},${y},${THUMB_W},${THUMB_H}`,
    });
  }
  writeFileSync(path.join(dir, 'thumbnails.vtt'), vtt(cues));
}

function makeLiveSource(): MediaCatalogue['live'] {
  const seconds = LIVE_SOURCE.segments * SEGMENT_SECONDS;
  console.log(`live: encoding a ${seconds}s loop`);
  const dir = path.join(root, 'live');
  const infos: RenditionInfo[] = [];
  for (const r of RENDITIONS) {
    const out = path.join(dir, r.name);
    encodeRendition({ video: LIVE_SOURCE.video, audio: LIVE_SOURCE.audio, seconds, title: LIVE_SOURCE.title, rendition: r, outDir: out, live: true });
    infos.push(measure(out, r, LIVE_SOURCE.segments));
    // The live playlists are computed by the platform; the VOD playlist of the loop is not served.
    rmSync(path.join(out, 'index.m3u8'));
  }
  return {
    title: LIVE_SOURCE.title,
    segmentDuration: SEGMENT_SECONDS,
    segments: Array.from({ length: LIVE_SOURCE.segments }, (_, i) => ({
      uri: `seg_${String(i).padStart(3, '0')}.ts`,
      duration: SEGMENT_SECONDS,
    })),
    renditions: infos,
  };
}

function totalBytes(dir: string): number {
  let sum = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    sum += entry.isDirectory() ? totalBytes(p) : statSync(p).size;
  }
  return sum;
}

function main(): void {
  mkdirSync(root, { recursive: true });
  const catalogue: MediaCatalogue = { version: 1, segmentDuration: SEGMENT_SECONDS, vod: {}, live: makeLiveSource() };
  for (const asset of VOD_ASSETS) {
    catalogue.vod[asset.id] = makeVod(asset);
  }
  writeFileSync(path.join(root, 'catalogue.json'), JSON.stringify(catalogue, null, 2) + '\n');
  const bytes = totalBytes(root);
  console.log(`fixtures/media: ${(bytes / 1e6).toFixed(2)} MB`);
  if (bytes > sizeLimitBytes) {
    console.error(`fixtures/media exceeds ${sizeLimitBytes / 1e6} MB: lower the bitrates in scripts/media/assets.ts`);
    process.exit(1);
  }
}

main();
