/**
 * Remix v2, classic compiler. Routes are not file-based: every route (screens,
 * resource calls, admin pages, the 404 catch-all) comes from the route table
 * (app/routing/route-table.ts), turned into registrations by
 * app/routing/route-registrations.ts, which this config only walks.
 */
import { tsImport } from 'tsx/esm/api';

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: 'esm',
  ignoredRouteFiles: ['**/*'],
  serverDependenciesToBundle: [/^keen-slider/],
  future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true },
  async routes(defineRoutes) {
    const { routeRegistrations } = await tsImport('./app/routing/route-registrations.ts', import.meta.url);
    return defineRoutes((route) => {
      for (const { id, path, file, index } of routeRegistrations()) route(path, file, { id, index });
    });
  },
};
