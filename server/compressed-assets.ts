/**
 * Hashed build assets (/build/*: scripts, stylesheets) compressed once per process and
 * answered from memory, brotli where the browser accepts it, else gzip.
 *
 * A hashed file never changes under its name, so compressing it on every request (the
 * generic `compression()` middleware) is wasted CPU on the path of every page's first paint
 * and of the player's start. The first request compresses quickly (brotli 5, about the cost
 * of gzip and smaller); brotli 11 (another 8-12 % smaller: hls.js 165 → 152 KB) is computed
 * once in the background, off the event loop, and replaces it. The cache holds only files
 * that exist in the build folder (bounded by the build's size); every other request, and
 * every other encoding, falls through to the static handler.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';
import { chooseEncoding, type Encoding } from '../contract/content-coding';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

const brotliOptions = (size: number, quality: number) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});

export function compressedAssets(dir: string, { maxAgeSeconds = 31_536_000 } = {}): RequestHandler {
  const root = path.resolve(dir);
  const cache = new Map<string, Promise<Buffer>>();

  const compressed = (file: string, encoding: Encoding): Promise<Buffer> => {
    const key = `${encoding} ${file}`;
    let entry = cache.get(key);
    if (!entry) {
      entry = readFile(file).then(async (raw) => {
        if (encoding === 'gzip') return gzip(raw, { level: 9 });
        const quick = await brotli(raw, brotliOptions(raw.length, 5));
        // The smallest form, once, in the background; answers switch to it when it is ready.
        brotli(raw, brotliOptions(raw.length, 11)).then(
          (best) => cache.set(key, Promise.resolve(best)),
          () => undefined,
        );
        return quick;
      });
      cache.set(key, entry);
      // A missing or unreadable file is not remembered: the static handler answers it.
      entry.catch(() => cache.delete(key));
    }
    return entry;
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = TYPES[path.extname(req.path)];
    const encoding = type ? chooseEncoding(req.get('accept-encoding')) : null;
    if (!type || !encoding) return next();
    let file: string;
    try {
      file = path.join(root, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (!file.startsWith(root + path.sep)) return next();
    compressed(file, encoding).then(
      (body) => {
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', body.length);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Cache-Control', `public, max-age=${maxAgeSeconds}, immutable`);
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => next(),
    );
  };
}
