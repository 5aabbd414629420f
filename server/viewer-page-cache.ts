/**
 * Signed-in pages answered again to the same viewer while nothing they show has changed.
 *
 * A page whose app says so (VIEWER_REUSE_HEADER: the composed section pages, built only from the
 * session and the platform's section answer) is kept per viewer: the key is a digest of the
 * request's whole Cookie header and the normalised URL, and the copy remembers the variant it
 * was rendered for (app/viewer-page-variant.server.ts: realm, locale, country, realm version,
 * the viewer and the platform's personal state version, which the platform bumps on every write
 * of anything personal). Each request asks the variant anew (the platform checks the session
 * and answers the version: one small call instead of a render) and is answered with the copy
 * only when the variant is the same and the copy is younger than the seconds the page named;
 * otherwise it is rendered, and kept again.
 *
 * So a viewer never gets another viewer's copy (another cookie is another key), never a copy
 * older than their last write (the version moved), never one after their session ended (the
 * platform refuses the token). As in the guest cache the CSP nonce is cut out of the copy and a
 * fresh one written into every answer. Only a 200 HTML answer without Set-Cookie is kept; the
 * marker header is never sent. Memory is bounded (least recently used first).
 */
import { createHash } from 'node:crypto';
import type { ServerBuild } from '@remix-run/node';
import type { NextFunction, Request, Response } from 'express';
import { VIEWER_REUSE_HEADER } from '../app/content/viewer-reuse';
import type { GuestRequest } from '../app/page-cache-variant.server';
import { normalisePage } from './page-cache-key';
import { answer, capturePage, TRANSFER_HEADERS } from './page-cache';
import { freshness, PageStore, type StoredPage } from './page-store';
import { sendResponse, type RemixHandler } from './remix-handler';

export type ViewerVariant = (input: GuestRequest) => Promise<string | null>;

export interface ViewerPageCacheOptions {
  render: RemixHandler['render'];
  passThrough: (req: Request, res: Response, next: NextFunction) => Promise<void>;
  variant: ViewerVariant;
  maxBytes?: number;
  now?: () => number;
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?session=/;
/** A page may ask for at most this long; the version check runs on every request anyway. */
const MAX_REUSE_SECONDS = 60;
const STATE_HEADER = 'X-Viewer-Page';
const LEAVE_OUT = new Set([...TRANSFER_HEADERS, VIEWER_REUSE_HEADER.toLowerCase()]);

function reuseSeconds(response: globalThis.Response): number {
  if (response.status !== 200 || response.headers.has('set-cookie')) return 0;
  if (!/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return 0;
  const seconds = Number(response.headers.get(VIEWER_REUSE_HEADER));
  return Number.isInteger(seconds) && seconds > 0 ? Math.min(seconds, MAX_REUSE_SECONDS) : 0;
}

export function createViewerPageCache(options: ViewerPageCacheOptions) {
  const now = options.now ?? Date.now;
  const store = new PageStore(options.maxBytes ?? 32 * 1024 * 1024, 1024 * 1024);
  // Concurrent requests of one viewer for one page and variant share one render.
  const inflight = new Map<string, Promise<StoredPage | null>>();
  let renders = 0;

  async function handle(req: Request, res: Response, next: NextFunction): Promise<void> {
    const cookie = req.get('cookie') ?? '';
    const normalised =
      req.method === 'GET' && SESSION_COOKIE.test(cookie)
        ? normalisePage({ protocol: req.protocol, host: req.get('host'), url: req.originalUrl, localPort: req.socket.localPort })
        : null;
    if (!normalised) return options.passThrough(req, res, next);
    const variant = await options.variant({
      host: normalised.host,
      cookie,
      acceptLanguage: req.get('accept-language') ?? null,
      country: req.get('x-country') ?? null,
      pathname: normalised.pathname,
    });
    if (!variant) return options.passThrough(req, res, next);
    const key = `${createHash('sha256').update(cookie).digest('base64url')}\n${normalised.location}`;

    const kept = store.get(key);
    if (kept && kept.variant === variant && freshness(kept, now()) === 'fresh') return answer(res, kept, 'HIT', now(), false, STATE_HEADER);

    const flight = `${key}\n${variant}`;
    const waiting = inflight.get(flight);
    if (waiting) {
      const page = await waiting.catch(() => null);
      if (page) return answer(res, page, 'HIT', now(), false, STATE_HEADER);
      return options.passThrough(req, res, next);
    }

    let settle!: (page: StoredPage | null) => void;
    inflight.set(flight, new Promise<StoredPage | null>((resolve) => (settle = resolve)));
    renders++;
    try {
      const response = await options.render(req, res, normalised.pathAndQuery);
      const seconds = reuseSeconds(response);
      if (!seconds) {
        settle(null);
        store.delete(key);
        return await sendResponse(res, response);
      }
      const page = await capturePage(response, now(), { freshMs: seconds * 1000, staleWhileRevalidateMs: 0, staleIfErrorMs: 0 }, LEAVE_OUT);
      page.variant = variant;
      if (!store.set(key, page)) store.delete(key);
      settle(page);
      answer(res, page, 'MISS', now(), false, STATE_HEADER);
    } catch (error) {
      settle(null);
      next(error);
    } finally {
      inflight.delete(flight);
    }
  }

  return Object.assign(handle, {
    store,
    render: options.render,
    /** How many renders the cache started (tests). */
    renders: () => renders,
  });
}

/** The per-viewer cache in front of the Remix handler, keyed by the app's own viewer variant (entry.server). */
export function viewerPageCache(build: ServerBuild, handler: RemixHandler): RemixHandler {
  const variant = (build.entry.module as { viewerPageVariant?: ViewerVariant }).viewerPageVariant;
  if (!variant || process.env.VIEWER_PAGE_CACHE === 'off') return handler;
  const maxBytes = Number(process.env.VIEWER_PAGE_CACHE_MAX_BYTES) || undefined;
  return createViewerPageCache({ render: handler.render, passThrough: handler, variant, maxBytes });
}
