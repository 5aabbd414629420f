/**
 * Manual end-to-end check that real browsers play the media: serves the media plugin on
 * one origin and a bare hls.js page on another (so CORS is exercised), then drives
 * headless Chromium through VOD (ABR renditions, subtitle tracks with cues), live
 * (advancing across a loop wrap / discontinuity) and an ended event (ENDLIST).
 *
 *   npx tsx scripts/media/check-playback.ts        (ports MEDIA_CHECK_PORT, default 3031 and +1)
 *   npx tsx scripts/media/check-playback.ts <master.m3u8 URL>...   (only play these, e.g. stream
 *       URLs from a running platform's /v5/manifest answers; checks 3 s of playback each)
 * Exits non-zero with a reason when a check fails.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { chromium, type Page } from '@playwright/test';
import { createMediaPlugin } from '../../platform/media/index.js';

const mediaPort = Number(process.env.MEDIA_CHECK_PORT ?? 3031);
const pagePort = mediaPort + 1;
const mediaBase = `http://127.0.0.1:${mediaPort}`;
const root = path.resolve(import.meta.dirname, '../..');

const PAGE = `<!doctype html><html><body style="background:#000">
<video id="v" muted autoplay playsinline width="640" height="360"></video>
<script src="/hls.js"></script>
<script>
  window.state = { errors: [], subtitleTracks: [], levels: [] };
  window.start = (url) => {
    const video = document.getElementById('v');
    const hls = new Hls({ subtitleDisplay: true });
    window.hls = hls;
    hls.on(Hls.Events.ERROR, (_e, d) => window.state.errors.push((d.fatal ? 'FATAL ' : '') + d.type + ':' + d.details));
    hls.on(Hls.Events.MANIFEST_PARSED, (_e, d) => {
      window.state.levels = d.levels.map((l) => l.height);
      video.play().catch((e) => window.state.errors.push('play:' + e.message));
    });
    hls.on(Hls.Events.SUBTITLE_TRACKS_UPDATED, (_e, d) => { window.state.subtitleTracks = d.subtitleTracks.map((t) => t.lang); });
    hls.loadSource(url);
    hls.attachMedia(video);
  };
</script></body></html>`;

function fail(message: string): never {
  throw new Error(message);
}

interface Progress {
  from: number;
  to: number;
  /** hls.playingDate (EXT-X-PROGRAM-DATE-TIME of the position) at both ends, epoch ms. */
  dateFrom: number | null;
  dateTo: number | null;
}

const playingDate = (page: Page) => page.evaluate(() => ((window as any).hls?.playingDate as Date | null)?.getTime() ?? null);

async function advance(page: Page, label: string, seconds: number, timeoutMs = 30_000): Promise<Progress> {
  // Live starts with a seek to the sync point: measure from when playback is running, not from 0.
  await page.waitForFunction(
    () => {
      const video = document.getElementById('v') as HTMLVideoElement;
      return video.currentTime > 0 && !video.paused && video.readyState >= 3;
    },
    undefined,
    { timeout: timeoutMs },
  );
  const from = await page.evaluate(() => (document.getElementById('v') as HTMLVideoElement).currentTime);
  const dateFrom = await playingDate(page);
  try {
    await page.waitForFunction(([start, need]) => (document.getElementById('v') as HTMLVideoElement).currentTime >= start + need, [from, seconds] as const, {
      timeout: timeoutMs,
    });
  } catch {
    const state = await page.evaluate(() => ({ ...(window as any).state, t: (document.getElementById('v') as HTMLVideoElement).currentTime }));
    fail(`${label}: currentTime did not advance ${seconds}s from ${from.toFixed(2)} (${JSON.stringify(state)})`);
  }
  const to = await page.evaluate(() => (document.getElementById('v') as HTMLVideoElement).currentTime);
  return { from, to, dateFrom, dateTo: await playingDate(page) };
}

async function open(page: Page, url: string) {
  await page.goto(`http://127.0.0.1:${pagePort}/`);
  await page.evaluate((u) => (window as any).start(u), url);
}

async function main() {
  const media = Fastify({ logger: false });
  await media.register(async (scope) => createMediaPlugin({ imageCacheDir: null })(scope));
  await media.listen({ port: mediaPort, host: '127.0.0.1' });
  const site = Fastify({ logger: false });
  site.get('/', (_req, reply) => reply.type('text/html').send(PAGE));
  site.get('/hls.js', (_req, reply) => reply.type('text/javascript').send(readFileSync(path.join(root, 'node_modules/hls.js/dist/hls.min.js'))));
  await site.listen({ port: pagePort, host: '127.0.0.1' });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  try {
    const page = await browser.newPage();
    const urls = process.argv.slice(2).filter((a) => /^https?:\/\//.test(a));
    if (urls.length) {
      for (const url of urls) {
        await open(page, url);
        const p = await advance(page, url, 3);
        const date = p.dateTo ? ` at ${new Date(p.dateTo).toISOString()}` : '';
        console.log(`ok ${url}: ${p.from.toFixed(1)}s → ${p.to.toFixed(1)}s${date}`);
      }
      return;
    }

    // VOD: plays, lists both renditions and three subtitle languages, loads Spanish cues.
    await open(page, `${mediaBase}/media/vod/neon-circuit/master.m3u8`);
    const vod = await advance(page, 'VOD', 3);
    const vodState = await page.evaluate(() => (window as any).state);
    if (vodState.levels.join() !== '360,720') fail(`VOD levels ${vodState.levels}`);
    if (vodState.subtitleTracks.join() !== 'en,es,ar') fail(`VOD subtitle tracks ${vodState.subtitleTracks}`);
    await page.evaluate(() => {
      (window as any).hls.subtitleTrack = 1;
    });
    await page.waitForFunction(
      () => {
        const video = document.getElementById('v') as HTMLVideoElement;
        return Array.from(video.textTracks).some((t) => t.language === 'es' && t.cues && t.cues.length > 0);
      },
      undefined,
      { timeout: 15_000 },
    );
    const firstCue = await page.evaluate(() => {
      const video = document.getElementById('v') as HTMLVideoElement;
      const track = Array.from(video.textTracks).find((t) => t.language === 'es')!;
      const cue = track.cues![0] as VTTCue;
      return { start: cue.startTime, text: cue.text };
    });
    // The generator writes the first cue at 1 s; X-TIMESTAMP-MAP must keep it there.
    if (Math.abs(firstCue.start - 1) > 0.3) fail(`VOD: first Spanish cue at ${firstCue.start}s, expected ~1s`);
    console.log(
      `ok VOD: ${vod.from.toFixed(1)}s → ${vod.to.toFixed(1)}s, levels ${vodState.levels}, subtitles ${vodState.subtitleTracks}, es cue "${firstCue.text}" at ${firstCue.start.toFixed(2)}s`,
    );

    // Live: the live edge sits 1 s into a loop pass, so playback (3 segments behind) crosses the wrap.
    const loopMs = 24_000;
    const start = Date.now() - (5 * loopMs + 8_000) - 1_000;
    await open(page, `${mediaBase}/media/live/check-live/master.m3u8?dvr=60&start=${start}`);
    const live = await advance(page, 'live', 9, 40_000);
    const liveState = await page.evaluate(() => ({
      errors: (window as any).state.errors.filter((e: string) => e.startsWith('FATAL')),
      playingDate: (window as any).hls.playingDate?.toISOString() ?? null,
      live: (window as any).hls.levels[(window as any).hls.currentLevel]?.details?.live ?? null,
    }));
    if (liveState.errors.length) fail(`live: fatal errors ${liveState.errors}`);
    if (!liveState.live) fail('live: hls.js did not treat the playlist as live');
    // The edge is 1 s into a loop pass and playback starts ~3 segments behind it, so 9 s of
    // playback crosses the wrap; programme date time must keep counting through it.
    const advanced = live.dateTo !== null && live.dateFrom !== null ? (live.dateTo - live.dateFrom) / 1000 : NaN;
    if (!(advanced > 8)) fail(`live: programme date advanced ${advanced}s over 9s of playback`);
    console.log(`ok live: ${live.from.toFixed(1)}s → ${live.to.toFixed(1)}s across a loop wrap, playingDate ${liveState.playingDate}`);

    // Ended event: ENDLIST turns it into a seekable recording.
    const ended = Date.now() - 600_000;
    await open(page, `${mediaBase}/media/live/check-ended/master.m3u8?dvr=3600&start=${ended}&end=${ended + 60_000}`);
    const rec = await advance(page, 'ended event', 3);
    const duration = await page.evaluate(() => (document.getElementById('v') as HTMLVideoElement).duration);
    if (!(Math.abs(duration - 60) < 1.5)) fail(`ended event: duration ${duration}, expected ~60s`);
    console.log(`ok ended event: ${rec.from.toFixed(1)}s → ${rec.to.toFixed(1)}s, duration ${duration.toFixed(1)}s`);
  } finally {
    await browser.close();
    await media.close();
    await site.close();
  }
}

main().catch((error) => {
  console.error(`playback check failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
