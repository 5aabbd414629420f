/**
 * The web's HTTP server: Express in front of the Remix build.
 *
 * - Security headers on every answer; the door (server/door.ts) checks origin and body
 *   before anything else runs.
 * - Hashed assets under /build are immutable for a year; other public files for an hour.
 * - Responses are compressed; hashed scripts and stylesheets once per process (compressed-assets.ts).
 * - Guest pages the same for every guest come from the page cache (page-cache.ts); a signed-in
 *   viewer's section pages are answered again while their personal state holds (viewer-page-cache.ts).
 * - Every Remix request gets its load context from the app (`getLoadContext`, exported by
 *   app/entry.server.tsx): the realm, the viewer's session and `platform`, the one client.
 * - Route matching is remembered per path (route-matches.ts).
 * - SIGTERM/SIGINT stop accepting connections and let open requests finish (10 s at most).
 *
 * `WEB_ROOT` (default: the working directory) is where build/ and public/ are read, so a
 * test run can serve a snapshot of the build.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import { clientAddress, parseTrustedProxies } from './client-address';
import { compressedAssets } from './compressed-assets';
import { door } from './door';
import { imageProxy } from './image-proxy';
import { pageCache } from './page-cache';
import { remixHandler } from './remix-handler';
import { rememberRouteMatches } from './route-matches';
import { securityHeaders } from './security-headers';
import { vendorAssets } from './vendor-assets';
import { viewerPageCache } from './viewer-page-cache';

// Like remix-serve: a built app runs in production mode unless told otherwise.
process.env.NODE_ENV ??= 'production';
const root = path.resolve(process.env.WEB_ROOT ?? process.cwd());
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const proxies = parseTrustedProxies(process.env.WEB_TRUSTED_PROXIES);
const SHUTDOWN_GRACE_MS = 10_000;

rememberRouteMatches();
const build = (await import(pathToFileURL(path.join(root, 'build/index.js')).href)) as ServerBuild;

const app = express();
app.disable('x-powered-by');
app.use(securityHeaders(process.env.NODE_ENV === 'production'));
// SERVED_BY names this process when several serve the site (npm run start:scale): X-Served-By says which answered.
const servedBy = process.env.SERVED_BY?.trim().slice(0, 64);
if (servedBy) {
  app.use((_req, res, next) => {
    res.setHeader('X-Served-By', servedBy);
    next();
  });
}
app.use('/build', compressedAssets(path.join(root, 'public/build')));
app.use(compression());
app.use(vendorAssets());
app.use('/build', express.static(path.join(root, 'public/build'), { immutable: true, maxAge: '1y', index: false }));
const publicFiles = express.static(path.join(root, 'public'), { maxAge: '1h', index: false });
// Every file under public/ has an extension and no page path has one: pages skip the file lookup
// (a stat per request otherwise).
app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? publicFiles(req, res, next) : next()));
if (process.env.PLATFORM_URL) app.use('/images', imageProxy(process.env.PLATFORM_URL));
app.use(door());
app.all(
  '*',
  pageCache(
    build,
    viewerPageCache(
      build,
      remixHandler(build, (req) => ({ address: clientAddress(req.socket.remoteAddress, req.get('x-forwarded-for'), proxies) })),
    ),
  ),
);

const server = app.listen(port, host, () => {
  console.log(`[web] listening on http://${host}:${port}`);
});

function shutdown(signal: string) {
  console.log(`[web] ${signal}: closing`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
