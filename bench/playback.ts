/**
 * `npm run bench:playback`: time to first frame in a real browser against the real stack,
 * and the client JavaScript of a watch page next to home's.
 *
 *  1. builds the web if there is no build (under the shared build lock),
 *  2. starts the platform (fresh temporary DATA_DIR) and the built web on free ports
 *     (or BENCH_WEB_PORT / BENCH_PLATFORM_PORT), like the e2e does (tests/support/stack.ts),
 *  3. signs in as subscriber@example.com in /usr/bin/chromium (Playwright, the e2e's flags),
 *  4. times the loads in a second /usr/bin/chromium driven over its bare DevTools pipe
 *     (./bare-chromium.ts: no instrumentation of the page beyond an init script and a poll;
 *     BENCH_HARNESS=playwright times them under Playwright instead, for comparison, ADR 0065):
 *     time to first frame = navigation start → the first `playing` event of a <video>
 *     (performance.now() in the page, whose origin is the navigation start), for a video and
 *     a live event, BENCH_RUNS times each (default 10), each run in a fresh browser context
 *     (cold HTTP cache, signed in): median and p95 (nearest rank). One run of each page before
 *     them is not counted (its time is printed): it measures the servers' cold start (their
 *     first compression of each script, the poster's first resize, code not yet optimised),
 *     which a viewer of a running service never meets; bench:lighthouse warms up the same way,
 *  5. gzip (level 9) bytes of JavaScript: what the HTML of the watch page and of home asks
 *     for (tests/support/js-budget.ts measureJs, the budget's own measure), plus every JS file
 *     the browser fetched while the page played (hls.js and the player are lazy chunks, not in
 *     the HTML); whether hls.js is among the watch page's files and not among home's.
 *
 * Env: BENCH_RUNS (default 10), BENCH_VIDEO (default vod-021, licensed: the subscriber holds it),
 * BENCH_LIVE (default live-1), BENCH_HOST (realm host name, default localhost),
 * BENCH_WEB_PORT, BENCH_PLATFORM_PORT, BENCH_TRACE=1 (each run's requests on stderr),
 * BENCH_HARNESS=playwright. Exits 1 when playback never starts or hls.js is on home.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PASSWORD, ACCOUNTS } from '../tests/support/env';
import { launchBareChromium, pollUntilTrue, viewerUserAgent, type BareChromium } from './bare-chromium';
import { kb, measureJs } from '../tests/support/js-budget';
import { freePort, ROOT, startStack, webRoot, type Stack } from '../tests/support/stack';

const RUNS = Math.max(1, Math.min(50, Number(process.env.BENCH_RUNS ?? 10)));
const VIDEO = process.env.BENCH_VIDEO ?? 'vod-021';
const LIVE = process.env.BENCH_LIVE ?? 'live-1';
const HOST = process.env.BENCH_HOST ?? 'localhost';
/** BENCH_TRACE=1 prints every run's requests with their start and end (stderr). */
const TRACE = process.env.BENCH_TRACE === '1';
/** Upper bound for one page to start playing; a run over it counts as a failure, not a number. */
const RUN_TIMEOUT_MS = 90_000;
/** Which harness times the loads: Chromium over its bare DevTools pipe (default), or Playwright (ADR 0065). */
const HARNESS = process.env.BENCH_HARNESS === 'playwright' ? 'playwright' : 'bare';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

function ensureBuild() {
  if (existsSync(path.join(webRoot(), 'build/index.js'))) return;
  process.stderr.write('bench: building the web app (under the build lock)\n');
  const built = spawnSync('flock', ['/tmp/streaming-web-build.lock', 'npm', 'run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

function median(sorted: number[]): number {
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Records the first `playing` event of any <video> (it does not bubble: listen in the capture phase). */
const FIRST_PLAYING_SCRIPT = `
  new MutationObserver((records, observer) => {
    if (document.querySelector('video')) {
      window.__videoMountedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.identifier === 'poster' && !window.__poster) window.__poster = { shown: entry.renderTime || entry.loadTime, url: entry.url };
  }).observe({ type: 'element', buffered: true });
  // Remix's browser entry sets window.__remixRouter when it creates the router, right before it hydrates.
  let router;
  Object.defineProperty(window, '__remixRouter', {
    configurable: true,
    get: () => router,
    set: (value) => {
      router = value;
      if (window.__hydrationAt === undefined) window.__hydrationAt = performance.now();
    },
  });
  document.addEventListener('playing', () => {
    if (window.__firstPlayingAt === undefined) window.__firstPlayingAt = performance.now();
  }, true);
`;

async function signIn(browser: Browser, origin: string): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.locator('input[type="email"], input[name="email"]').first().fill(ACCOUNTS.subscriber);
    await page.locator('input[type="password"]').first().fill(PASSWORD);
    await Promise.all([
      page.waitForURL((url) => !/\/login(\?|$|\/)/.test(url.pathname + url.search), { timeout: 60_000 }),
      page
        .locator('form')
        .filter({ has: page.locator('input[type="password"]') })
        .first()
        .locator('button[type="submit"]')
        .first()
        .click(),
    ]);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Milestones of one run, ms from navigation start (NaN when the step did not happen). */
const STEPS = [
  'document',
  'firstPaint',
  'posterReceived',
  'posterShown',
  'scripts',
  'playerCode',
  'hlsJs',
  'master',
  'earlyStart',
  'manifestParsed',
  'mediaPlaylistAsked',
  'mediaPlaylist',
  'firstSegmentAsked',
  'firstSegment',
  'fragBuffered',
  'videoMounted',
  'playing',
  'hydration',
] as const;
type Step = (typeof STEPS)[number];
const STEP_TEXT: Record<Step, string> = {
  document: 'document received (responseEnd)',
  firstPaint: 'first contentful paint (the early start waits)',
  posterReceived: 'poster image received',
  posterShown: 'poster shown (element timing; the early start waits)',
  scripts: 'DOMContentLoaded (module scripts ran)',
  playerCode: 'Player chunk received',
  hlsJs: 'hls.js received',
  master: 'master playlist received',
  earlyStart: 'hls.js instance created (mark)',
  manifestParsed: 'master parsed (mark)',
  mediaPlaylistAsked: 'first media playlist requested',
  mediaPlaylist: 'first media playlist received',
  firstSegmentAsked: 'first segment requested',
  firstSegment: 'first segment received',
  fragBuffered: 'first fragment buffered (mark)',
  videoMounted: 'player mounted (<video> in the page)',
  playing: 'first `playing`',
  hydration: 'hydration starts (the router is created)',
};
/** How many of each request the page made before its first `playing` (a start level that changes costs extra ones). */
type Count = 'mediaPlaylists' | 'segments';

/** Reads the milestones from the page's Navigation and Resource Timing (first response of each kind) and the player's marks (app/player/playback-marks.ts). */
const READ_STEPS = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const playing = window.__firstPlayingAt;
  const resources = performance.getEntriesByType('resource').filter((r) => r.startTime <= playing);
  const of = (test) => resources.filter((r) => test(new URL(r.name).pathname));
  const first = (test, key) => {
    const hits = of(test).map((r) => r[key]);
    return hits.length ? Math.min(...hits) : NaN;
  };
  const mark = (name) => {
    const entry = performance.getEntriesByName(name, 'mark')[0];
    return entry ? entry.startTime : NaN;
  };
  const isMaster = (p) => /\\/master\\.m3u8$/.test(p);
  const isMedia = (p) => /\\.m3u8$/.test(p) && !isMaster(p) && !/\\/subs\\//.test(p);
  const isSegment = (p) => /\\.(ts|m4s|mp4)$/.test(p);
  return {
    steps: {
      document: nav ? nav.responseEnd : NaN,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      posterReceived: resources.find((r) => r.name === window.__poster?.url)?.responseEnd ?? NaN,
      posterShown: window.__poster?.shown ?? NaN,
      scripts: nav ? nav.domContentLoadedEventStart : NaN,
      playerCode: first((p) => /\\/Player-[^/]*\\.js$/.test(p), 'responseEnd'),
      hlsJs: first((p) => /\\/hls-[^/]*\\.js$/.test(p), 'responseEnd'),
      master: first(isMaster, 'responseEnd'),
      earlyStart: mark('player:hls-created'),
      manifestParsed: mark('player:manifest-parsed'),
      mediaPlaylistAsked: first(isMedia, 'startTime'),
      mediaPlaylist: first(isMedia, 'responseEnd'),
      firstSegmentAsked: first(isSegment, 'startTime'),
      firstSegment: first(isSegment, 'responseEnd'),
      fragBuffered: mark('player:frag-buffered'),
      videoMounted: window.__videoMountedAt ?? NaN,
      playing,
      hydration: window.__hydrationAt ?? NaN,
    },
    counts: { mediaPlaylists: of(isMedia).length, segments: of(isSegment).length },
    timeline: of((p) => isMaster(p) || isMedia(p) || isSegment(p) || /\\.js$/.test(p))
      .map((r) => ({ path: new URL(r.name).pathname.split('/').slice(-2).join('/'), start: r.startTime, end: r.responseEnd, cached: r.transferSize === 0 && r.decodedBodySize > 0 }))
      .sort((a, b) => a.start - b.start),
  };
})()`;

interface RunTiming {
  steps: Record<Step, number>;
  counts: Record<Count, number>;
  timeline: { path: string; start: number; end: number; cached: boolean }[];
}

/** The load is done: the first frame and hydration's start (which follows it), both timed by the page itself; or the document was not a 200. */
const RUN_DONE = `(() => {
  if (location.href === 'about:blank') return false;
  const status = performance.getEntriesByType('navigation')[0]?.responseStatus;
  if (status && status !== 200) return true;
  return window.__firstPlayingAt !== undefined && window.__hydrationAt !== undefined;
})()`;
const READ_RUN = `({ status: performance.getEntriesByType('navigation')[0]?.responseStatus, timing: ${READ_STEPS} })`;

/** One cold run: a fresh context (signed in), navigate, wait for the first `playing`. */
async function timeToFirstFrame(harness: Harness, state: StorageState, url: string): Promise<RunTiming> {
  const { status, timing } = (await (harness.kind === 'bare'
    ? harness.browser.load({ url, cookies: state.cookies, initScript: FIRST_PLAYING_SCRIPT, until: RUN_DONE, read: READ_RUN, timeoutMs: RUN_TIMEOUT_MS })
    : loadInPlaywright(harness.browser, state, url))) as { status: number; timing: RunTiming };
  if (status !== 200) throw new Error(`GET ${url} answered ${status}`);
  return timing;
}

/** The same load under Playwright's instrumentation (BENCH_HARNESS=playwright; ADR 0065). */
async function loadInPlaywright(browser: Browser, state: StorageState, url: string): Promise<unknown> {
  const context = await browser.newContext({ storageState: state, userAgent: viewerUserAgent(browser.version()) });
  try {
    await context.addInitScript(FIRST_PLAYING_SCRIPT);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    // Polled from here as the bare harness polls (a string given to waitForFunction is an eval, which the page's CSP refuses).
    await pollUntilTrue(() => page.evaluate(RUN_DONE), RUN_TIMEOUT_MS, url);
    return await page.evaluate(READ_RUN);
  } finally {
    await context.close();
  }
}

type Harness = { kind: 'bare'; browser: BareChromium } | { kind: 'playwright'; browser: Browser };

interface FetchedJs {
  url: string;
  gzipBytes: number;
  hls: boolean;
}

const isHls = (url: string, body: Buffer) => /\/hls[-.][^/]*\.js(\?|$)/i.test(url) || body.includes('hlsManifestParsed');

/** Every JS file the browser fetched while the page loaded (and, for a watch page, started playing). */
async function browserJs(browser: Browser, state: StorageState | undefined, url: string, waitForPlaying: boolean): Promise<FetchedJs[]> {
  const context = await browser.newContext(state ? { storageState: state } : {});
  const files = new Map<string, Promise<FetchedJs | null>>();
  try {
    await context.addInitScript(FIRST_PLAYING_SCRIPT);
    const page: Page = await context.newPage();
    page.on('response', (res) => {
      const type = res.headers()['content-type'] ?? '';
      if (res.request().resourceType() !== 'script' && !/javascript/.test(type)) return;
      if (files.has(res.url())) return;
      files.set(
        res.url(),
        res.body().then(
          (body) => ({ url: res.url(), gzipBytes: gzipSync(body, { level: 9 }).length, hls: isHls(res.url(), body) }),
          () => null,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    if (waitForPlaying) {
      await page.waitForFunction(() => (window as unknown as { __firstPlayingAt?: number }).__firstPlayingAt !== undefined, undefined, {
        timeout: RUN_TIMEOUT_MS,
      });
    } else {
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    }
    const all = await Promise.all(files.values());
    return all.filter((file): file is FetchedJs => file !== null);
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** One run's requests (JS, playlists, segments) as `path start→end`, marked when the HTTP cache answered, and its first `playing`. */
function traceLine(kind: string, run: RunTiming): string {
  const requests = run.timeline.map((r) => `${r.path} ${Math.round(r.start)}→${Math.round(r.end)}${r.cached ? ' (cache)' : ''}`).join(', ');
  return `bench: ${kind} playing ${Math.round(run.steps.playing)} ms: ${requests}\n`;
}
const shortName = (url: string) => new URL(url).pathname.replace(/^\/build\//, '');

async function main() {
  ensureBuild();
  const ports = {
    web: Number(process.env.BENCH_WEB_PORT) || (await freePort()),
    platform: Number(process.env.BENCH_PLATFORM_PORT) || (await freePort()),
  };
  process.stderr.write(`bench: starting platform :${ports.platform} and web :${ports.web}\n`);
  let stack: Stack | null = null;
  let browser: Browser | null = null;
  let bare: BareChromium | null = null;
  let failed = false;
  try {
    stack = await startStack(ports, true);
    // `localhost` (not 127.0.0.1) so the Host header names the realm the way a browser does.
    const origin = `http://${HOST}:${ports.web}`;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const state = await signIn(browser, origin);
    if (HARNESS === 'bare') bare = await launchBareChromium();
    const harness: Harness = bare ? { kind: 'bare', browser: bare } : { kind: 'playwright', browser };

    const pages = { video: `${origin}/video/${VIDEO}`, live: `${origin}/live/${LIVE}` };
    const timings: Record<'video' | 'live', number[]> = { video: [], live: [] };
    const steps: Record<'video' | 'live', RunTiming[]> = { video: [], live: [] };
    const failures: Record<'video' | 'live', string[]> = { video: [], live: [] };
    // Not counted: the servers' first answers to these pages (see the header).
    const warmUp: Record<'video' | 'live', string> = { video: 'failed', live: 'failed' };
    for (const kind of ['video', 'live'] as const) {
      const run = await timeToFirstFrame(harness, state, pages[kind]).catch(() => null);
      if (run) warmUp[kind] = ms(run.steps.playing);
    }
    // Interleaved, so a slow spell on a shared machine hits both alike.
    for (let run = 0; run < RUNS; run++) {
      for (const kind of ['video', 'live'] as const) {
        try {
          const run = await timeToFirstFrame(harness, state, pages[kind]);
          steps[kind].push(run);
          timings[kind].push(run.steps.playing);
          if (TRACE) process.stderr.write(traceLine(kind, run));
        } catch (error) {
          failures[kind].push(String(error).split('\n')[0]);
        }
      }
      process.stderr.write(`bench: run ${run + 1}/${RUNS}\n`);
    }

    // JavaScript: the budget's measure (files the HTML asks for) and what the browser fetched.
    const cookie = state.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const watchHtml = await (await fetch(pages.video, { headers: { cookie } })).text();
    const homeHtml = await (await fetch(`${origin}/`)).text();
    const watchJs = await measureJs(watchHtml, pages.video, { cookie });
    const homeJs = await measureJs(homeHtml, `${origin}/`);
    const watchFetched = await browserJs(browser, state, pages.video, true);
    const homeFetched = await browserJs(browser, undefined, `${origin}/`, false);
    const sum = (files: FetchedJs[]) => files.reduce((total, file) => total + file.gzipBytes, 0);
    const watchHls = watchFetched.filter((file) => file.hls);
    const homeHls = homeFetched.filter((file) => file.hls);

    const lines: string[] = [];
    const timedBy = bare ? `Chromium ${bare.version} over its bare DevTools pipe` : `Chromium ${browser.version()} under Playwright`;
    lines.push(`Playback benchmark: ${RUNS} cold runs each (fresh browser context, signed in as ${ACCOUNTS.subscriber}), timed in ${timedBy}`);
    lines.push(
      `Time to first frame (navigation start → first \`playing\` of the video element), after a warm-up run not counted (video ${warmUp.video}, live ${warmUp.live}):`,
    );
    for (const kind of ['video', 'live'] as const) {
      const sorted = [...timings[kind]].sort((a, b) => a - b);
      const summary = sorted.length
        ? `median ${ms(median(sorted))}, p95 ${ms(percentile(sorted, 95))}, min ${ms(sorted[0])}, max ${ms(sorted[sorted.length - 1])} (n=${sorted.length})`
        : 'no run started playing';
      lines.push(`  ${kind === 'video' ? 'video' : 'live '} ${new URL(pages[kind]).pathname.padEnd(16)} ${summary}`);
      if (failures[kind].length) lines.push(`    ${failures[kind].length} failed run(s): ${failures[kind][0]}`);
      if (sorted.length === 0) failed = true;
    }
    lines.push('Steps, median ms from navigation start (video / live):');
    const stepMedian = (kind: 'video' | 'live', step: Step) => {
      const values = steps[kind].map((run) => run.steps[step]).filter((v) => Number.isFinite(v));
      return values.length ? ms(median(values.sort((a, b) => a - b))) : '-';
    };
    for (const step of STEPS) lines.push(`  ${STEP_TEXT[step].padEnd(40)} ${stepMedian('video', step).padStart(8)} / ${stepMedian('live', step).padStart(8)}`);
    // What the stream's own start decides: it begins once the poster is shown (the page's largest
    // paint; everything before it is the document's). Medians of each run's difference.
    const between = (kind: 'video' | 'live', from: Step, to: Step) => {
      const spans = steps[kind].map((run) => run.steps[to] - run.steps[from]).filter((v) => Number.isFinite(v));
      const sorted = spans.sort((a, b) => a - b);
      return sorted.length ? `${ms(median(sorted))} / ${ms(percentile(sorted, 95))}` : '-';
    };
    for (const [from, to] of [
      ['posterShown', 'playing'],
      ['playing', 'hydration'],
    ] as const) {
      lines.push(
        `  ${STEP_TEXT[from].split(' (')[0]} → ${STEP_TEXT[to].split(' (')[0]} (median / p95): ${between('video', from, to)} video, ${between('live', from, to)} live`,
      );
    }
    const countMedian = (kind: 'video' | 'live', count: Count) => median(steps[kind].map((run) => run.counts[count]).sort((a, b) => a - b));
    lines.push(
      `  requests before playing (median): media playlists ${countMedian('video', 'mediaPlaylists')} / ${countMedian('live', 'mediaPlaylists')}, segments ${countMedian('video', 'segments')} / ${countMedian('live', 'segments')}`,
    );
    lines.push('JavaScript (gzip -9):');
    lines.push(
      `  watch page HTML-referenced ${kb(watchJs.totalGzipBytes)} (${watchJs.files.length} files); fetched by the browser until playing ${kb(sum(watchFetched))} (${watchFetched.length} files)`,
    );
    lines.push(
      `  home       HTML-referenced ${kb(homeJs.totalGzipBytes)} (${homeJs.files.length} files); fetched by the browser ${kb(sum(homeFetched))} (${homeFetched.length} files)`,
    );
    lines.push(`  hls.js on the watch page: ${watchHls.length ? `yes (${watchHls.map((f) => `${shortName(f.url)} ${kb(f.gzipBytes)}`).join(', ')})` : 'NO'}`);
    lines.push(`  hls.js on home: ${homeHls.length ? `YES (${homeHls.map((f) => shortName(f.url)).join(', ')})` : 'no'}`);
    const lazy = watchFetched.filter((file) => !watchJs.files.some((f) => f.url === file.url));
    lines.push(`  lazy chunks on the watch page (not in its HTML): ${lazy.map((f) => `${shortName(f.url)} ${kb(f.gzipBytes)}`).join(', ') || 'none'}`);
    process.stdout.write(`${lines.join('\n')}\n`);
    if (!watchHls.length || homeHls.length) failed = true;
  } finally {
    await bare?.close();
    await browser?.close();
    await stack?.stop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  process.stderr.write(`bench:playback failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
