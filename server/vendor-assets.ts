/**
 * Files from installed packages the browser loads by address: hls.js's worker
 * (app/player/hls-worker-path.ts), answered only under the installed version's name and cached
 * for a year (the address changes with the version). Compressed by the `compression()` in front.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { hlsWorkerPath } from '../app/player/hls-worker-path';

const require = createRequire(import.meta.url);

export function vendorAssets(): RequestHandler {
  const hlsPackage = require.resolve('hls.js/package.json');
  const { version } = require(hlsPackage) as { version: string };
  const files = new Map([[hlsWorkerPath(version), path.join(path.dirname(hlsPackage), 'dist/hls.worker.js')]]);
  return (req, res, next) => {
    const file = req.method === 'GET' || req.method === 'HEAD' ? files.get(req.path) : undefined;
    if (!file) return next();
    res.sendFile(file, { immutable: true, maxAge: '1y', headers: { 'Content-Type': 'text/javascript; charset=utf-8' } }, (error) => {
      if (error) next(error);
    });
  };
}
