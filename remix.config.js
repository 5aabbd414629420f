/**
 * Remix v2, classic compiler. Routes are not file-based: they come from the
 * route table (app/routing/route-table.ts), so every path of every path set
 * (en, es, pt, debug) serves its screen. Each built screen is registered once per
 * distinct path, with ids `screen:<key>:<set>` (Remix needs unique ids; the
 * same module may be registered several times).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const appDir = fileURLToPath(new URL('./app/', import.meta.url));

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: 'esm',
  ignoredRouteFiles: ['**/*'],
  serverDependenciesToBundle: [/^keen-slider/],
  future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true },
  async routes(defineRoutes) {
    const { ROUTE_TABLE, PATH_SETS } = await tsImport('./app/routing/route-table.ts', import.meta.url);
    const adminRoutesFile = `${appDir}routes/admin.routes.json`;
    /** @type {{ path: string, file: string, id?: string }[]} */
    const adminRoutes = existsSync(adminRoutesFile) ? JSON.parse(readFileSync(adminRoutesFile, 'utf8')) : [];

    return defineRoutes((route) => {
      for (const [key, screen] of Object.entries(ROUTE_TABLE)) {
        if (!screen.built || !screen.file) continue;
        const seen = new Set();
        for (const set of PATH_SETS) {
          const path = screen.paths[set];
          if (seen.has(path)) continue;
          seen.add(path);
          const isRoot = path === '/';
          route(isRoot ? undefined : path, screen.file, { id: `screen:${key}:${set}`, index: isRoot });
        }
      }
      // The bucket next-page resource route used by rows' infinite loading (paths.ts bucketPageUrl).
      route('/_data/bucket/:section/:bucketId', 'content/bucket.route.tsx', { id: 'resource:bucket' });
      // Live-now server-sent events relayed from the platform (live-event toast).
      route('/_data/live-stream', 'live/live-stream.route.tsx', { id: 'resource:live-stream' });
      // Watch progress from the player (POST only; the session's token stays on the server).
      route('/_data/progress/:id', 'watch/progress.route.tsx', { id: 'resource:progress' });
      // Multi-view heartbeat relayed to the platform (POST only; app/multiview/).
      route('/_data/multiview-heartbeat', 'multiview/multiview-heartbeat.route.tsx', { id: 'resource:multiview-heartbeat' });
      // Host-page methods that need the platform (loadVideo, getEpg, getCountry, setPreference; app/host/).
      route('/_data/host/:call', 'host/host-calls.route.tsx', { id: 'resource:host-calls' });
      // Series, season and playlist paging as JSON (app/series/, app/playlist/).
      route('/_data/series/:seriesId/seasons', 'series/series-seasons.route.tsx', { id: 'resource:series-seasons' });
      route('/_data/season/:seasonId/episodes', 'series/season-episodes.route.tsx', { id: 'resource:season-episodes' });
      route('/_data/playlist/:playlistId', 'playlist/playlist-items.route.tsx', { id: 'resource:playlist-items' });
      // Language choice (the language badge): POST only.
      route('/_lang', 'realm/lang.route.tsx', { id: 'resource:lang' });
      for (const admin of adminRoutes) {
        if (typeof admin?.path !== 'string' || typeof admin?.file !== 'string') continue;
        route(admin.path, admin.file, { id: admin.id ?? `admin:${admin.path}` });
      }
      // Anything else: the realm's 404 page (status 404).
      route('*', 'content/not-found.route.tsx', { id: 'screen:notFound' });
    });
  },
};
