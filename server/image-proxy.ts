/**
 * Artwork through the web's own origin: `/images/…` is the platform's `/images/…`. Composed
 * pages write their artwork root-relative (app/content/local-images.server.ts) instead of
 * repeating the platform's origin in every `src`/`srcset` (about 200 times on home). Behind
 * nginx the location is routed to the platform directly (deploy/nginx/scale.conf.template);
 * this answers it where the web is reached without it (development, e2e).
 */
import { Readable } from 'node:stream';
import type { RequestHandler } from 'express';

/** What a browser's image request and its answer need to keep caching and revalidating. */
const REQUEST_HEADERS = ['accept', 'if-none-match', 'if-modified-since'];
const ANSWER_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'vary'];

export function imageProxy(platformUrl: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const headers: Record<string, string> = {};
    for (const name of REQUEST_HEADERS) {
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    fetch(new URL(req.originalUrl, platformUrl), { method: req.method, headers, redirect: 'manual' })
      .then((answer) => {
        res.status(answer.status);
        for (const name of ANSWER_HEADERS) {
          const value = answer.headers.get(name);
          if (value) res.setHeader(name, value);
        }
        if (!answer.body || req.method === 'HEAD') return void res.end();
        Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream).pipe(res);
      })
      .catch(() => {
        if (!res.headersSent) res.status(502).end();
      });
  };
}
