/**
 * Manual browser check of the Player (not part of `npm test`): bundles a tiny page that
 * mounts PlayerLoader (esbuild with code splitting, as the Remix compiler does), serves it
 * next to the media, and drives headless Chromium:
 *  - VOD: hls.js chunk loads on mount, autoplay (muted policy off) plays and currentTime
 *    advances, subtitle tracks are offered, skip-intro shows inside the intro marker and
 *    jumps past it, the keyboard seeks, the volume change unmutes, the seek bar preview
 *    shows a sprite thumbnail;
 *  - autoplay refused (user activation required): the big play button appears, a click plays;
 *  - live: a simulated live stream plays, "watch from start"/"watch live" move in the DVR window;
 *  - a live stream before its start: the videoIsNotLive error after bounded retries;
 *  - a missing VOD playlist: the default error, no endless waiting;
 *  - host messages: a page on another origin drives the player by JSON-RPC; a foreign origin is ignored.
 *
 *   npx tsx tests/player/check-player.ts     (port PLAYER_CHECK_PORT, default 3071)
 *   PLAYER_SCREENSHOT=/tmp/player.png npx tsx tests/player/check-player.ts   (also saves a screenshot with the seek preview)
 *   PLATFORM_URL=http://127.0.0.1:3071 npx tsx tests/player/check-player.ts
 *       (VOD stream and annotations from a running platform's POST /v5/manifest/vod/vod-001)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { chromium, type Browser, type Page } from '@playwright/test';
import { createMediaPlugin } from '../../platform/media/index.js';

const port = Number(process.env.PLAYER_CHECK_PORT ?? 3071);
const base = `http://127.0.0.1:${port}`;
const here = import.meta.dirname;

function fail(message: string): never {
  throw new Error(message);
}

async function bundle(outdir: string) {
  await build({
    entryPoints: [path.join(here, 'check/page.tsx')],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir,
    jsx: 'automatic',
    loader: { '.css': 'css' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
}

interface VodSource {
  src: string;
  chapters: string | null;
  thumbnails: string | null;
  skipMarkers: unknown;
}

async function vodFromPlatform(platform: string): Promise<VodSource> {
  const headers = { Realm: 'arena', 'content-type': 'application/json' };
  const login = await fetch(`${platform}/login`, { method: 'POST', headers, body: JSON.stringify({ id: 'subscriber@example.com', secret: 'Password-123' }) });
  if (!login.ok) fail(`login ${login.status}`);
  const { authorisationToken } = (await login.json()) as { authorisationToken: string };
  const res = await fetch(`${platform}/v5/manifest/vod/vod-001`, {
    method: 'POST',
    headers: { Realm: 'arena', authorization: `Bearer ${authorisationToken}` },
  });
  if (!res.ok) fail(`manifest ${res.status}`);
  const m = (await res.json()) as { streams: { url: string }[]; annotations: { chapters: string; thumbnails: string } | null; skipMarkers: unknown };
  if (!m.streams[0]) fail('manifest without streams');
  // The browser can only read the annotations cross-origin when they carry CORS headers.
  let { chapters = null, thumbnails = null } = m.annotations ?? {};
  for (const url of [chapters, thumbnails]) {
    const probe = url ? await fetch(url, { headers: { origin: base } }) : null;
    if (probe && !probe.headers.get('access-control-allow-origin')) {
      console.log(`WARN ${url} answers without Access-Control-Allow-Origin: the player cannot load it from another origin; skipping the preview check`);
      chapters = thumbnails = null;
    }
  }
  return { src: m.streams[0].url, chapters, thumbnails, skipMarkers: m.skipMarkers };
}

const pageUrl = (params: Record<string, string | null | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v != null) q.set(k, v);
  return `${base}/?${q}`;
};

const state = (page: Page) => page.evaluate(() => window.__playerState ?? null);
const currentTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? -1);

async function waitTime(page: Page, label: string, atLeast: number, timeout = 20_000) {
  try {
    await page.waitForFunction((t) => (document.querySelector('video')?.currentTime ?? 0) >= t, atLeast, { timeout });
  } catch {
    fail(
      `${label}: currentTime did not reach ${atLeast} (now ${await currentTime(page)}, state ${JSON.stringify(await state(page))}, errors ${JSON.stringify(await page.evaluate(() => window.__errors))})`,
    );
  }
}

async function checkVod(browser: Browser, vod: VodSource) {
  const page = await browser.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(pageUrl({ src: vod.src, id: 'vod-001', chapters: vod.chapters, thumbnails: vod.thumbnails, skipMarkers: JSON.stringify(vod.skipMarkers) }));
  await waitTime(page, 'VOD', 1.5);
  if (!requests.some((u) => /\/hls-[A-Z0-9]+\.js$/.test(u))) fail('VOD: the hls.js chunk was not loaded separately');
  const s = await state(page);
  if (!s?.isPlaying || !s.hasStarted || !s.isReady) fail(`VOD: state ${JSON.stringify(s)}`);

  // Skip intro (INTRO 0–8 s) is visible now and jumps to its end.
  const skip = page.locator('.player__skip');
  await skip.waitFor({ timeout: 5_000 });
  if ((await skip.textContent()) !== 'Skip intro') fail(`VOD: skip button says ${await skip.textContent()}`);
  await skip.click();
  await waitTime(page, 'VOD after skip', 8.2, 10_000);

  // Subtitles offered from the playlist (en, es, ar) and selectable.
  const options = await page.locator('.player__select select').first().locator('option').allTextContents();
  if (options.length !== 4) fail(`VOD: subtitle options ${options}`);
  await page.locator('.player__select select').first().selectOption({ index: 2 });
  const chosen = await page.evaluate(() => window.__player?.getSubtitleTrack()?.language);
  if (chosen !== 'es') fail(`VOD: chose subtitle ${chosen}`);

  // Keyboard: → seeks +10 s; m mutes, a volume change unmutes.
  await page.locator('.player').focus();
  const before = await currentTime(page);
  await page.keyboard.press('ArrowRight');
  await waitTime(page, 'VOD after →', before + 9, 5_000);
  await page.keyboard.press('m');
  if (!(await page.evaluate(() => document.querySelector('video')!.muted))) fail('VOD: m did not mute');
  await page.locator('.player__volume').fill('40');
  const vol = await page.evaluate(() => ({ v: document.querySelector('video')!.volume, m: document.querySelector('video')!.muted }));
  if (vol.m || Math.abs(vol.v - 0.4) > 0.01) fail(`VOD: volume change ${JSON.stringify(vol)}`);

  if (vod.thumbnails) {
    // Seek bar hover: a sprite thumbnail and chapter title preview.
    const bar = page.locator('.player__seek');
    const box = (await bar.boundingBox()) ?? fail('VOD: no seek bar');
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2);
    const preview = page.locator('.player__preview-image');
    await preview.waitFor({ timeout: 5_000 });
    const bg = await preview.evaluate((el) => getComputedStyle(el).backgroundImage);
    if (!bg.includes('thumbnails.jpg')) fail(`VOD: preview background ${bg}`);
    if (process.env.PLAYER_SCREENSHOT) await page.screenshot({ path: process.env.PLAYER_SCREENSHOT });
    const chapter = await page.locator('.player__preview-chapter').textContent();
    const chapterMarks = await page.locator('.player__chapter-mark').count();
    console.log(`ok VOD: plays, hls.js chunk, skip intro, subtitles, keyboard, volume, preview "${chapter}" (${chapterMarks} chapter marks)`);
  } else {
    console.log('ok VOD: plays, hls.js chunk, skip intro, subtitles, keyboard, volume (no annotations to preview)');
  }

  // Ends → onEnded; progress was reported (pause reports too).
  await page.evaluate(() => window.__player?.seek(34));
  await page.waitForFunction(() => window.__ended > 0, undefined, { timeout: 15_000 }).catch(() => fail('VOD: onEnded not called'));
  const progress = await page.evaluate(() => window.__progress);
  if (!progress.length) fail('VOD: onProgress never called');
  if (!(await page.locator('.player__big-play').isVisible())) fail('VOD: no replay button at the end');
  console.log(`ok VOD end: onEnded, onProgress ${progress.map((p) => p.toFixed(1)).join(',')}`);
  await page.close();
}

async function checkAutoplayRefused(browser: Browser, vodSrc: string) {
  // Headless Chromium ignores --autoplay-policy, so play the browser's part: refuse play()
  // until the page has had a user gesture, exactly as the autoplay policy does.
  const page = await browser.newPage();
  await page.addInitScript(() => {
    let gesture = false;
    document.addEventListener('pointerdown', () => (gesture = true), true);
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!gesture) return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
      return play.call(this);
    };
  });
  await page.goto(pageUrl({ src: vodSrc }));
  await page
    .waitForFunction(() => window.__playerState?.autoStartFailed === true, undefined, { timeout: 15_000 })
    .catch(async () => fail(`autoplay: not refused (${JSON.stringify(await state(page))})`));
  await page.locator('.player__big-play').click();
  await waitTime(page, 'autoplay refused then clicked', 1);
  console.log('ok autoplay refused: big play button, click plays');
  await page.close();
}

async function checkLive(browser: Browser) {
  const page = await browser.newPage();
  const start = Date.now() - 90_000;
  await page.goto(pageUrl({ src: `${base}/media/live/check-live/master.m3u8?dvr=60&start=${start}`, type: 'LIVE' }));
  await page.waitForFunction(() => window.__playerState?.isPlaying === true, undefined, { timeout: 30_000 }).catch(() => fail('live: did not play'));
  const t0 = await currentTime(page);
  await waitTime(page, 'live', t0 + 2, 20_000);
  // Watch from start: jump to the DVR window start; then "watch live" appears and returns to the edge.
  await page.locator('.player__bar button').nth(1).click();
  await page
    .locator('.player__text-button')
    .waitFor({ timeout: 10_000 })
    .catch(() => fail('live: no watch-live button after watch from start'));
  const behind = await currentTime(page);
  await page.locator('.player__text-button').click();
  await page
    .waitForFunction((b) => (document.querySelector('video')?.currentTime ?? 0) > b + 20, behind, { timeout: 10_000 })
    .catch(() => fail('live: watch live did not jump'));
  console.log(`ok live: plays, watch from start (${behind.toFixed(1)}s), watch live (${(await currentTime(page)).toFixed(1)}s)`);
  await page.close();
}

async function checkMissingVod(browser: Browser) {
  const page = await browser.newPage();
  await page.goto(pageUrl({ src: `${base}/media/vod/no-such-asset/master.m3u8` }));
  await page
    .locator('.player__error')
    .waitFor({ timeout: 60_000 })
    .catch(() => fail('missing VOD: no error shown'));
  const text = await page.locator('.player__error p').textContent();
  if (!text?.startsWith('Sorry, this video cannot be played right now.')) fail(`missing VOD: error text ${text}`);
  // "Try again" re-attaches once: the error comes back once more, and nothing retries on its own.
  await page.locator('.player__error button').click();
  await page.waitForFunction(() => window.__errors.length === 2, undefined, { timeout: 60_000 }).catch(() => fail('missing VOD: try again did not retry'));
  await page.waitForTimeout(3_000);
  const errors = await page.evaluate(() => window.__errors);
  if (errors.length !== 2) fail(`missing VOD: ${errors.length} errors after one try again`);
  console.log(`ok missing VOD: "${text}", one retry on "try again" (${errors.join(', ')})`);
  await page.close();
}

async function checkNotLive(browser: Browser) {
  const page = await browser.newPage();
  await page.goto(pageUrl({ src: `${base}/media/live/check-later/master.m3u8?start=${Date.now() + 3_600_000}`, type: 'LIVE' }));
  await page
    .locator('.player__error')
    .waitFor({ timeout: 60_000 })
    .catch(() => fail('not live: no error shown'));
  const text = await page.locator('.player__error p').textContent();
  if (!text?.startsWith('This video is not live yet.')) fail(`not live: error text ${text}`);
  console.log(`ok not live yet: "${text}" (${(await page.evaluate(() => window.__errors)).join(', ')})`);
  await page.close();
}

/**
 * Host-page control: a page on another origin iframes the player and drives it over
 * postMessage; a third origin (not allowed) gets no answer at all.
 */
async function checkHostMessages(browser: Browser, vodSrc: string, hostBase: string) {
  const page = await browser.newPage();
  const playerUrl = pageUrl({ src: vodSrc, origins: hostBase });
  await page.goto(`${hostBase}/host?player=${encodeURIComponent(playerUrl)}`);
  const frame = (await (await page.waitForSelector('iframe')).contentFrame()) ?? fail('host: no frame');
  await frame
    .waitForFunction(() => window.__playerState?.isPlaying === true, undefined, { timeout: 20_000 })
    .catch(() => fail('host: embedded player did not play'));
  const rpc = (message: unknown) => page.evaluate((m) => (window as unknown as { rpc(m: unknown): Promise<unknown> }).rpc(m), message);
  const answers = {
    pause: await rpc({ jsonrpc: '2.0', id: 1, method: 'pause' }),
    volume: await rpc({ jsonrpc: '2.0', id: 2, method: 'setVolume', params: { volume: 25 } }),
    getVolume: await rpc({ jsonrpc: '2.0', id: 3, method: 'getVolume' }),
    seek: await rpc({ jsonrpc: '2.0', id: 4, method: 'seek', params: { position: 20 } }),
    player: await rpc({ jsonrpc: '2.0', id: 5, method: 'getPlayer' }),
    track: await rpc({ jsonrpc: '2.0', id: 6, method: 'setSubtitleTrack', params: { track: 'fr' } }),
    country: await rpc({ jsonrpc: '2.0', id: 7, method: 'getCountry' }),
    load: await rpc({ jsonrpc: '2.0', id: 8, method: 'loadVideo', params: ['vod-404'] }),
  } as Record<string, { result?: unknown; error?: { message: string } }>;
  const player = answers.player.result as { isPlaying: boolean; volume: number; position: number } | undefined;
  if (answers.pause.result !== true || answers.getVolume.result !== 25 || !player || player.isPlaying || Math.abs(player.position - 20) > 1) {
    fail(`host: answers ${JSON.stringify(answers)}`);
  }
  if (answers.track.error?.message !== 'Track NOT FOUND' || answers.country.result !== 'GB' || answers.load.error?.message !== 'VOD does not exist') {
    fail(`host: error answers ${JSON.stringify(answers)}`);
  }
  const volume = await frame.evaluate(() => document.querySelector('video')!.volume);
  if (Math.abs(volume - 0.25) > 0.01) fail(`host: video volume ${volume}`);
  console.log('ok host messages: pause, setVolume/getVolume, seek, getPlayer, Track NOT FOUND, getCountry, VOD does not exist');
  await page.close();

  // The same page served from an origin that is not allowed: ignored, no answer.
  const foreign = await browser.newPage();
  await foreign.goto(`${hostBase.replace('127.0.0.1', 'localhost')}/host?player=${encodeURIComponent(playerUrl)}`);
  const foreignFrame = (await (await foreign.waitForSelector('iframe')).contentFrame()) ?? fail('foreign: no frame');
  await foreignFrame.waitForFunction(() => window.__playerState?.isPlaying === true, undefined, { timeout: 20_000 });
  const ignored = await foreign.evaluate(() =>
    (window as unknown as { rpc(m: unknown, t: number): Promise<unknown> }).rpc({ jsonrpc: '2.0', id: 1, method: 'pause' }, 1500),
  );
  const stillPlaying = await foreignFrame.evaluate(() => window.__playerState?.isPlaying);
  if (ignored !== 'timeout' || !stillPlaying) fail(`foreign origin: answered ${JSON.stringify(ignored)}, playing ${stillPlaying}`);
  console.log('ok host messages from a foreign origin are ignored');
  await foreign.close();
}

const HOST_PAGE = `<!doctype html><html><body>
<iframe width="640" height="360" allow="autoplay; fullscreen"></iframe>
<script>
  const frame = document.querySelector('iframe');
  frame.src = new URLSearchParams(location.search).get('player');
  const waiting = {};
  addEventListener('message', (e) => { if (e.source === frame.contentWindow && e.data && waiting[e.data.id]) waiting[e.data.id](e.data); });
  window.rpc = (m, timeout = 5000) => new Promise((resolve) => {
    waiting[m.id] = resolve;
    setTimeout(() => resolve('timeout'), timeout);
    frame.contentWindow.postMessage(m, new URL(frame.src).origin);
  });
</script></body></html>`;

function launch(...extra: string[]) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...extra],
  });
}

async function main() {
  const outdir = mkdtempSync(path.join(tmpdir(), 'player-check-'));
  await bundle(outdir);
  const app = Fastify({ logger: false });
  await app.register(async (scope) => createMediaPlugin({ imageCacheDir: null })(scope));
  await app.register(fastifyStatic, { root: outdir, prefix: '/assets/' });
  const css = readFileSync(path.join(here, '../../app/player/player.css'), 'utf8');
  app.get('/', (_req, reply) =>
    reply
      .type('text/html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${css} body{margin:0;background:#000} .player{max-width:960px}</style></head><body><div id="root"></div><script type="module" src="/assets/page.js"></script></body></html>`,
      ),
  );
  await app.listen({ port, host: '127.0.0.1' });
  // A second origin for the host page (127.0.0.1 allowed; the same port as localhost is not).
  const host = Fastify({ logger: false });
  host.get('/host', (_req, reply) => reply.type('text/html').send(HOST_PAGE));
  await host.listen({ port: port + 1, host: '127.0.0.1' });
  const hostBase = `http://127.0.0.1:${port + 1}`;
  const browser = await launch('--autoplay-policy=no-user-gesture-required');
  try {
    const vod: VodSource = process.env.PLATFORM_URL
      ? await vodFromPlatform(process.env.PLATFORM_URL)
      : {
          src: `${base}/media/vod/neon-circuit/master.m3u8`,
          chapters: `${base}/media/vod/neon-circuit/chapters.vtt`,
          thumbnails: `${base}/media/vod/neon-circuit/thumbnails.vtt`,
          skipMarkers: JSON.parse(readFileSync(path.join(here, '../../fixtures/media/vod/neon-circuit/skip-markers.json'), 'utf8')),
        };
    await checkVod(browser, vod);
    await checkAutoplayRefused(browser, vod.src);
    await checkLive(browser);
    await checkNotLive(browser);
    await checkMissingVod(browser);
    await checkHostMessages(browser, vod.src, hostBase);
  } finally {
    await browser.close();
    await app.close();
    await host.close();
    rmSync(outdir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`FAIL ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
