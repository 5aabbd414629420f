/**
 * Keeps a signed stream playing past the expiry of its URL.
 *
 * The platform signs stream URLs for a few minutes (`?exp=…&sid=…&sig=…`, one token per stream
 * folder; docs/decisions/0015-protected-streams.md). The player keeps its `src`; this module
 * holds the newest token and:
 *  - asks the web for a fresh stream URL (`streamRefreshUrl`, which repeats the manifest call
 *    with the viewer's session) when two thirds of the token's lifetime have passed;
 *  - gives hls.js a loader that puts the newest token on every request into the stream's
 *    folder (playlists, segments, subtitles, keys), so a refresh never interrupts playback, and
 *    that takes what the early start prefetched (./stream-prefetch.ts);
 *  - after a 403 anyway (a sleeping tab, a page served from a cache), refreshes at once and
 *    restarts loading where playback was.
 * A `src` without a token (another platform, a test stream) is never signed or refreshed.
 */
import { useEffect, useMemo } from 'react';
import type HlsType from 'hls.js';
import type { ErrorData, HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderContext } from 'hls.js';
import { takePrefetched } from './stream-prefetch';

const TOKEN_PARAMS = ['exp', 'sid', 'sig'] as const;
const STREAM_FOLDER = /^(.*\/media\/(?:vod|live)\/[^/]+\/)/;
/** Refresh when this share of the lifetime is left. */
const REFRESH_AT_REMAINING = 1 / 3;
/** Never refresh more often than this, whatever the clocks say. */
const MIN_REFRESH_MS = 5_000;
/** A second 403 within this time after a recovery is a denial, not an expiry. */
const RECOVERY_GAP_MS = 20_000;
/** After a failed refresh (network), try again after this. */
const RETRY_MS = 10_000;

/** The web's resource route that repeats the manifest call: `/_data/stream/{vod|live}/{id}`. */
export function streamRefreshPath(kind: 'vod' | 'live', id: string): string {
  return `/_data/stream/${kind}/${encodeURIComponent(id)}`;
}

interface Token {
  query: URLSearchParams;
  /** Epoch ms (on the platform's clock) the token stops working. */
  exp: number;
}

function tokenOf(url: string): { folder: string; token: Token } | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    return null;
  }
  const folder = STREAM_FOLDER.exec(parsed.origin + parsed.pathname)?.[1];
  const exp = Number(parsed.searchParams.get('exp'));
  if (!folder || !Number.isFinite(exp) || exp <= 0 || !parsed.searchParams.get('sig')) return null;
  const query = new URLSearchParams();
  for (const name of TOKEN_PARAMS) query.set(name, parsed.searchParams.get(name) ?? '');
  return { folder, token: { query, exp: exp * 1000 } };
}

export interface StreamTokenOptions {
  fetch?: typeof fetch;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export class StreamTokens {
  private folder: string | null;
  private token: Token | null;
  private timer: unknown = null;
  private pending: Promise<boolean> | null = null;
  private lastRefresh = 0;
  private lastRecovery = Number.NEGATIVE_INFINITY;
  private disposed = false;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(
    src: string,
    private readonly refreshUrl: string | null | undefined,
    options: StreamTokenOptions = {},
  ) {
    const found = tokenOf(src);
    this.folder = found?.folder ?? null;
    this.token = found?.token ?? null;
    this.fetch = options.fetch ?? ((...args) => fetch(...args));
    this.now = options.now ?? Date.now;
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = options.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  }

  /** True when the stream is signed and the web can refresh it. */
  get active(): boolean {
    return Boolean(this.token && this.refreshUrl) && !this.disposed;
  }

  /** `url` with the newest token when it points into the stream's folder; anything else unchanged. */
  apply(url: string): string {
    if (!this.token || !this.folder) return url;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return url;
    }
    if (!(parsed.origin + parsed.pathname).startsWith(this.folder)) return url;
    for (const [name, value] of this.token.query) parsed.searchParams.set(name, value);
    return parsed.toString();
  }

  /**
   * Starts the refresh timer. The first delay comes from the browser's clock against `exp`
   * (a page may have sat in a cache); later ones from the lifetime the web reports.
   */
  start(): void {
    // Started again after dispose (React runs effects twice in development): live again.
    this.disposed = false;
    if (!this.active || !this.token) return;
    const remaining = this.token.exp - this.now();
    // A token already past (or a clock far ahead): refresh now; the minimum gap prevents a loop.
    this.schedule(remaining * REFRESH_AT_REMAINING > 0 ? remaining * (1 - REFRESH_AT_REMAINING) : 0);
  }

  private schedule(ms: number): void {
    if (this.disposed) return;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = this.setTimer(
      () => {
        this.timer = null;
        void this.refresh();
      },
      Math.max(0, ms),
    );
  }

  /** Fetches a fresh token (one request at a time). Resolves true when the token changed. */
  refresh(): Promise<boolean> {
    if (!this.active) return Promise.resolve(false);
    if (this.pending) return this.pending;
    const wait = this.lastRefresh + MIN_REFRESH_MS - this.now();
    this.pending = (async () => {
      if (wait > 0) await new Promise((resolve) => this.setTimer(() => resolve(undefined), wait));
      this.lastRefresh = this.now();
      try {
        const res = await this.fetch(this.refreshUrl!, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
        // Not playable any more (signed out, licence ended): keep the current token until it runs out.
        if (!res.ok) return false;
        const body = (await res.json()) as { src?: unknown; expiresIn?: unknown };
        const found = typeof body.src === 'string' ? tokenOf(body.src) : null;
        if (!found || found.folder !== this.folder || this.disposed) return false;
        const lifetimeMs = typeof body.expiresIn === 'number' && body.expiresIn > 0 ? body.expiresIn * 1000 : found.token.exp - this.now();
        this.token = found.token;
        this.schedule(Math.max(MIN_REFRESH_MS, lifetimeMs * (1 - REFRESH_AT_REMAINING)));
        return true;
      } catch {
        this.schedule(RETRY_MS);
        return false;
      } finally {
        this.pending = null;
      }
    })();
    return this.pending;
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }

  /**
   * hls.js options: a loader that signs every request with the newest token (none to sign for an
   * unsigned stream) and takes what the stream's prefetch already fetched (./stream-prefetch.ts)
   * instead of asking again, with the prefetch's own timings as the load's (hls.js estimates the
   * bandwidth from them).
   */
  hlsConfig(Hls: typeof HlsType): Partial<HlsConfig> {
    const Base = Hls.DefaultConfig.loader;
    const sign = (url: string) => this.apply(url);
    class StreamLoader extends Base implements Loader<LoaderContext> {
      /** A load answered from the prefetch, until its answer is delivered (or the load aborted). */
      private pending: { context: LoaderContext; callbacks: LoaderCallbacks<LoaderContext> } | null = null;

      load(context: LoaderContext, config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>) {
        context.url = sign(context.url);
        const prefetched = context.rangeEnd ? null : takePrefetched(context.url, context.responseType);
        if (!prefetched) return super.load(context, config, callbacks);
        const pending = (this.pending = { context, callbacks });
        this.context = context;
        // In a task of its own, as a network answer comes: delivered at once (a microtask of the
        // task that asked), hls.js parsed the master and the playlist and transmuxed the segment
        // in one long task.
        void prefetched
          .then((answer) => new Promise<typeof answer>((resolve) => setTimeout(resolve, 0, answer)))
          .then((answer) => {
            if (this.pending !== pending) return;
            this.pending = null;
            if (!answer) return super.load(context, config, callbacks);
            const { stats } = this;
            Object.assign(stats.loading, { start: answer.start, first: answer.first, end: answer.end });
            stats.loaded = stats.total = typeof answer.data === 'string' ? answer.data.length : answer.data.byteLength;
            stats.bwEstimate = (stats.total * 8000) / Math.max(1, answer.end - answer.first);
            callbacks.onSuccess({ url: context.url, data: answer.data, code: 200 }, stats, context, null);
          });
      }

      abort() {
        const pending = this.pending;
        if (!pending) return super.abort();
        this.pending = null;
        this.stats.aborted = true;
        pending.callbacks.onAbort?.(this.stats, pending.context, null);
      }

      destroy() {
        this.pending = null;
        super.destroy();
      }
    }
    return { loader: StreamLoader };
  }

  /**
   * Handles a fatal hls.js error caused by a refused token (HTTP 403): refreshes, then loads
   * on from where playback was (the playlist again when the master itself was refused).
   * Returns false for any other error, which the player's own recovery policy handles.
   */
  recover(data: ErrorData, hls: HlsType, src: string): boolean {
    const status = (data.response as { code?: unknown } | undefined)?.code;
    if (!this.active || !data.fatal || status !== 403) return false;
    // One recovery per refusal burst: a 403 again right after one is a real denial.
    if (this.now() - this.lastRecovery < RECOVERY_GAP_MS) return false;
    this.lastRecovery = this.now();
    // Loads again even when no fresh token came: the next refusal then takes the player's own
    // error path (its retries, then the error message) instead of stalling silently.
    void this.refresh().then(() => {
      if (this.disposed) return;
      if (data.details === 'manifestLoadError') hls.loadSource(src);
      else hls.startLoad(-1);
    });
    return true;
  }
}

/**
 * One StreamTokens per source, refreshing while the player shows it: the one `existing` finds
 * (a source started before the player, which already signs with it), else a new one.
 */
export function useStreamTokens(
  src: string,
  refreshUrl: string | null | undefined,
  existing: (src: string, refreshUrl: string | null | undefined) => StreamTokens | null = () => null,
): StreamTokens {
  // `existing` is read once per source: later renders keep the keeper chosen here.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const tokens = useMemo(() => existing(src, refreshUrl) ?? new StreamTokens(src, refreshUrl), [src, refreshUrl]);
  useEffect(() => {
    tokens.start();
    return () => tokens.dispose();
  }, [tokens]);
  return tokens;
}
