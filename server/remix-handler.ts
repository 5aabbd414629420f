/**
 * Express → Remix: the request Remix sees (with the body the door already read and bounded),
 * its load context from the app's `getLoadContext`, and the answer written back (streamed).
 *
 * The handler also offers its two halves, `render` (a request → the app's Response) and `send`
 * (a Response → the socket), so the guest page cache (page-cache.ts) can keep an answer in
 * between.
 */
import { createReadableStreamFromReadable, writeReadableStreamToWritable, type ServerBuild } from '@remix-run/node';
import type { NextFunction, Request, Response } from 'express';
import type { ClientInfo } from '../app/context.server';
import { VIEWER_REUSE_HEADER } from '../app/content/viewer-reuse';
import { routeScopedHandler } from './route-scoped-handler';

const INTERNAL_HEADER = VIEWER_REUSE_HEADER.toLowerCase();

type GetLoadContext = (request: globalThis.Request, client: ClientInfo) => unknown;

/**
 * The request Remix sees, and the signal that aborts when the viewer's connection closes
 * before the answer is complete. The loaders get that signal from their context, not from
 * `request.signal`: Remix hands each loader a copy of the request, and Node's `Request` copy
 * follows its parent's signal only while the copy is alive (a weak reference), so once a
 * loader has returned a stream and the copy is collected, the viewer leaving would no longer
 * end the upstream call. This controller lives as long as the response.
 */
function remixRequest(req: Request & { rawBody?: Buffer }, res: Response, pathAndQuery: string): { request: globalThis.Request; closed: AbortSignal } {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const url = new URL(pathAndQuery, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new globalThis.Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody && { body: req.rawBody ?? createReadableStreamFromReadable(req), duplex: 'half' }),
  } as RequestInit);
  return { request, closed: controller.signal };
}

/** Writes the app's answer: status, headers (the app's win over the server's defaults), body streamed. */
export async function sendResponse(res: Response, response: globalThis.Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  // The app's headers win over the door's defaults; only cookies come several times.
  for (const [key, value] of response.headers.entries()) {
    // The app's word to the web's own caches, never the browser's business.
    if (key === INTERNAL_HEADER) continue;
    if (key === 'set-cookie') res.append(key, value);
    else res.setHeader(key, value);
  }
  if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

export interface RemixHandler {
  (req: Request, res: Response, next: NextFunction): Promise<void>;
  /** The app's answer to `req`; `pathAndQuery` replaces the request's own (a normalised URL). */
  render(req: Request, res: Response, pathAndQuery?: string): Promise<globalThis.Response>;
}

export function remixHandler(build: ServerBuild, clientInfo: (req: Request) => ClientInfo): RemixHandler {
  const handle = routeScopedHandler(build);
  const getLoadContext = (build.entry.module as { getLoadContext?: GetLoadContext }).getLoadContext;
  async function render(req: Request, res: Response, pathAndQuery = req.originalUrl) {
    const { request, closed } = remixRequest(req, res, pathAndQuery);
    const context = await getLoadContext?.(request, { ...clientInfo(req), closed });
    return handle(request, context as never);
  }
  const handler = async (req: Request, res: Response, next: NextFunction) => {
    try {
      await sendResponse(res, await render(req, res));
    } catch (error) {
      next(error);
    }
  };
  return Object.assign(handler, { render });
}
