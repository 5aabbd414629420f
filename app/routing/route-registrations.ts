/**
 * The route table as Remix routes: `remix.config.js` walks this list and nothing else.
 *
 * - A built screen is registered once per distinct path of its path sets, so a link
 *   written in any set is served; ids are `screen:<key>:<set>` because Remix needs a
 *   unique id per registration (the same module is registered several times, and
 *   `entry.server.tsx` and the top bar read the screen key back from the id).
 *   `/` is the index route.
 * - Resource and admin routes: one registration each, id `<kind>:<key>`.
 * - The catch-all keeps the id `screen:notFound`: it renders a page, like a screen.
 */
import { PATH_SETS, ROUTE_TABLE, type RouteDef } from './route-table';

export interface RouteRegistration {
  id: string;
  /** Undefined for the index route (`/`). */
  path: string | undefined;
  /** Route module, relative to app/. */
  file: string;
  index: boolean;
}

export function routeRegistrations(table: Record<string, RouteDef> = ROUTE_TABLE): RouteRegistration[] {
  const registrations: RouteRegistration[] = [];
  for (const [key, route] of Object.entries(table)) {
    if (route.kind !== 'screen') {
      const id = route.kind === 'notFound' ? `screen:${key}` : `${route.kind}:${key}`;
      registrations.push({ id, path: route.path, file: route.file, index: false });
      continue;
    }
    if (!route.file) continue;
    const seen = new Set<string>();
    for (const set of PATH_SETS) {
      const path = route.paths[set];
      if (seen.has(path)) continue;
      seen.add(path);
      const isRoot = path === '/';
      registrations.push({ id: `screen:${key}:${set}`, path: isRoot ? undefined : path, file: route.file, index: isRoot });
    }
  }
  return registrations;
}
