/**
 * The shared page cache for guests, in the web process: a page that is the same for every guest
 * (app/page-cache-variant.server.ts says which copy a request may share) is rendered once and
 * answered from memory with the semantics its own Cache-Control claims:
 *
 *  fresh (age < s-maxage)                      → the copy
 *  within stale-while-revalidate               → the copy at once, one refresh in the background
 *  within stale-if-error, and the render fails → the copy
 *  otherwise, or missing                       → rendered; concurrent requests for the same key
 *                                                wait for that one render (coalescing)
 *
 * Only a 200 without Set-Cookie whose Cache-Control is `public` with a shared lifetime is kept
 * (cache-control.ts). The CSP nonce is cut out of the kept copy and a fresh one is written into
 * every answer, header and body alike. Requests that cannot be keyed exactly (page-cache-key.ts),
 * non-GET requests and viewers with a session go straight to the app.
 *
 * A guest's data request for a route of the build (`?_data=<route id>`: the JSON a composed
 * page's blocks hydrate from) is a page of its own here, under the document's variant plus the
 * route id, by the same rules: its loader's Cache-Control decides, a failure is never kept, a
 * session never shares. So a guest's view of a cached page runs no loader at all.
 */
import { randomBytes } from 'node:crypto';
import type { ServerBuild } from '@remix-run/node';
import type { NextFunction, Request, Response } from 'express';
import type { GuestRequest } from '../app/page-cache-variant.server';
import { sharedLifetime, type SharedLifetime } from './cache-control';
import { normalisePage } from './page-cache-key';
import { freshness, PageStore, type StoredPage } from './page-store';
import { sendResponse, type RemixHandler } from './remix-handler';

export type GuestVariant = (input: GuestRequest) => Promise<string | null>;

export interface PageCacheOptions {
  /** The app's answer for `req`, rendered from `pathAndQuery` (the normalised URL). */
  render: (req: Request, res: Response, pathAndQuery: string) => Promise<globalThis.Response>;
  /** Requests the cache does not take. */
  passThrough: (req: Request, res: Response, next: NextFunction) => unknown;
  variant: GuestVariant;
  /** Route ids a guest's data request may name to be kept (the build's routes); none without it. */
  dataRoutes?: ReadonlySet<string>;
  maxBytes?: number;
  maxEntryBytes?: number;
  now?: () => number;
}

/** Headers that describe one transfer, not the page: never replayed from a kept copy. */
export const TRANSFER_HEADERS: ReadonlySet<string> = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'set-cookie',
  'content-security-policy',
]);
const NONCE = /'nonce-([A-Za-z0-9+/=]{16,64})'/;

function splitOn(buffer: Buffer, needle: string): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = buffer.indexOf(needle, from, 'latin1'); at !== -1; at = buffer.indexOf(needle, from, 'latin1')) {
    parts.push(buffer.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(buffer.subarray(from));
  return parts;
}

async function keep(response: globalThis.Response, storedAt: number): Promise<StoredPage | null> {
  const lifetime = sharedLifetime(response.status, response.headers);
  if (!lifetime) return null;
  return capturePage(response, storedAt, lifetime);
}

/** The answer as kept: its body and CSP split where the nonce was, transfer headers left out. */
export async function capturePage(
  response: globalThis.Response,
  storedAt: number,
  lifetime: SharedLifetime,
  leaveOut: ReadonlySet<string> = TRANSFER_HEADERS,
): Promise<StoredPage> {
  const raw = Buffer.from(await response.arrayBuffer());
  const policy = response.headers.get('content-security-policy');
  const nonce = policy ? NONCE.exec(policy)?.[1] : undefined;
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) if (!leaveOut.has(name)) headers.push([name, value]);
  const body = nonce ? splitOn(raw, nonce) : [raw];
  return {
    headers,
    csp: policy === null ? null : nonce ? policy.split(nonce) : [policy],
    body,
    bytes: raw.length + headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0),
    storedAt,
    lifetime,
  };
}

type CacheState = 'HIT' | 'STALE' | 'MISS' | 'STALE-IF-ERROR';

/** Writes a kept page with a fresh nonce; `stateHeader` names which cache answered and how. */
export function answer(res: Response, page: StoredPage, state: CacheState, now: number, head: boolean, stateHeader = 'X-Page-Cache') {
  const nonce = randomBytes(16).toString('base64');
  const nonceBytes = Buffer.from(nonce, 'latin1');
  res.status(200);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  if (page.csp) res.setHeader('Content-Security-Policy', page.csp.join(nonce));
  res.setHeader('Age', String(Math.max(0, Math.floor((now - page.storedAt) / 1000))));
  res.setHeader(stateHeader, state);
  const length = page.body.reduce((sum, part) => sum + part.length, 0) + (page.body.length - 1) * nonceBytes.length;
  res.setHeader('Content-Length', length);
  if (head) return void res.end();
  // The parts go out as they are kept (no copy of the page per answer), the nonce between them.
  res.cork();
  page.body.forEach((part, index) => {
    if (index > 0) res.write(nonceBytes);
    res.write(part);
  });
  res.end();
  res.uncork();
}

/** How one render for a key ended, as the requests that waited on it see it. */
type Shared = { page: StoredPage } | { page: null };

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const store = new PageStore(options.maxBytes ?? 64 * 1024 * 1024, options.maxEntryBytes ?? 1024 * 1024);
  const inflight = new Map<string, Promise<Shared>>();
  let renders = 0;

  /** One render for `key`; the others asking meanwhile get its outcome. */
  function renderOnce(key: string, req: Request, res: Response, pathAndQuery: string, onUncached: (response: globalThis.Response) => Promise<void>) {
    let settle!: (shared: Shared) => void;
    const shared = new Promise<Shared>((resolve) => (settle = resolve));
    inflight.set(key, shared);
    renders++;
    const done = (async () => {
      try {
        const response = await options.render(req, res, pathAndQuery);
        const page = await keep(response, now());
        if (page && store.set(key, page)) {
          settle({ page });
          return { page, response: null };
        }
        settle({ page: null });
        return { page: null, response };
      } catch (error) {
        settle({ page: null });
        throw error;
      } finally {
        inflight.delete(key);
      }
    })();
    return done.then(async ({ page, response }) => {
      if (page) return page;
      if (response) await onUncached(response);
      return null;
    });
  }

  async function handle(req: Request, res: Response, next: NextFunction) {
    const head = req.method === 'HEAD';
    const normalised =
      req.method === 'GET' || head
        ? normalisePage({ protocol: req.protocol, host: req.get('host'), url: req.originalUrl, localPort: req.socket.localPort }, options.dataRoutes)
        : null;
    const variant = normalised
      ? await options.variant({
          host: normalised.host,
          cookie: req.get('cookie') ?? null,
          acceptLanguage: req.get('accept-language') ?? null,
          country: req.get('x-country') ?? null,
          pathname: normalised.pathname,
        })
      : null;
    if (!normalised || !variant || (head && !store.get(`${variant}\n${normalised.location}`))) return options.passThrough(req, res, next);
    const key = `${variant}\n${normalised.location}`;

    const kept = store.get(key);
    const state = kept ? freshness(kept, now()) : 'expired';
    if (kept && state === 'fresh') return answer(res, kept, 'HIT', now(), head);
    if (kept && state === 'stale') {
      answer(res, kept, 'STALE', now(), head);
      // One refresh per key; its failure keeps the stale copy (the next request tries again).
      if (!inflight.has(key))
        renderOnce(key, req, res, normalised.pathAndQuery, async (response) => {
          // A page that is no longer shareable is forgotten; a failed refresh keeps the copy.
          if (response.status === 200) store.delete(key);
          void response.body?.cancel();
        }).catch(() => {});
      return;
    }

    const waiting = inflight.get(key);
    if (waiting) {
      const shared = await waiting;
      if (shared.page) return answer(res, shared.page, 'HIT', now(), head);
      if (kept && state === 'stale-if-error') return answer(res, kept, 'STALE-IF-ERROR', now(), head);
      return options.passThrough(req, res, next);
    }

    try {
      const page = await renderOnce(key, req, res, normalised.pathAndQuery, async (response) => {
        // Not shareable. A failure with a copy still allowed on error gets that copy instead.
        if (kept && state === 'stale-if-error' && response.status >= 500) {
          void response.body?.cancel();
          answer(res, kept, 'STALE-IF-ERROR', now(), head);
          return;
        }
        if (response.status === 200) store.delete(key);
        await sendResponse(res, response);
      });
      if (page) answer(res, page, 'MISS', now(), head);
    } catch (error) {
      if (kept && state === 'stale-if-error') return answer(res, kept, 'STALE-IF-ERROR', now(), head);
      next(error);
    }
  }

  return Object.assign(handle, {
    store,
    /** How many renders the cache started (tests: coalescing). */
    renders: () => renders,
  });
}

/** The cache in front of the Remix handler, keyed by the app's own guest variant (entry.server). */
export function pageCache(build: ServerBuild, handler: RemixHandler) {
  const variant = (build.entry.module as { guestPageVariant?: GuestVariant }).guestPageVariant;
  if (!variant || process.env.PAGE_CACHE === 'off') return handler;
  const maxBytes = Number(process.env.PAGE_CACHE_MAX_BYTES) || undefined;
  return createPageCache({ render: handler.render, passThrough: handler, variant, maxBytes, dataRoutes: new Set(Object.keys(build.routes)) });
}
