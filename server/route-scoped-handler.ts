/**
 * Remix's request handler over only the routes a request's path can reach.
 *
 * The route table registers every screen once per distinct path of its path sets (255
 * registrations). Remix's static handler matches a request against all of them with the
 * router's private `matchRoutes` (flatten, rank, compile every pattern: no way to remember it
 * from outside), and the document render builds a route object for every registration of the
 * manifest, per request. Neither needs more than the routes the path reaches: the matched
 * chain, plus the routes matching each parent path (what Remix's lazy route discovery sends the
 * browser, app/components/hydration-modules.server.ts). So the path is matched once against the
 * whole table (remembered per path, route-matches.ts), and the request goes to a handler built
 * from a build holding just those routes, in the table's order (ties rank as in the whole
 * table), manifest alike. The best match in a subset that holds the whole table's best match is
 * that match, so answers are the same; the handlers are kept per set of routes (bounded).
 *
 * The lazy-discovery manifest request (`/__manifest`), which answers for paths other than its
 * own, and a path nothing matches go to the handler of the whole build.
 */
import { createRequire } from 'node:module';
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import { parentPaths, routeTree, type RouteNode } from '../app/routing/route-tree.server';

type RequestHandler = ReturnType<typeof createRequestHandler>;

type MatchRoutes = (routes: RouteNode[], location: string) => { route: RouteNode }[] | null;

/** Where Remix answers lazy route discovery, for any path: only the whole build can. */
const MANIFEST_PATH = '/__manifest';
/** Route sets are few (one per screen and path shape); the bound only matters for odd paths. */
const MAX_HANDLERS = 512;

/** The ids of every route `pathname` reaches (its match and its parents' matches), or null when nothing matches. */
export function reachableRoutes(tree: RouteNode[], pathname: string, matchRoutes: MatchRoutes): Set<string> | null {
  const matched = matchRoutes(tree, pathname);
  if (!matched?.length) return null;
  const ids = new Set(matched.map((match) => match.route.id));
  for (const path of parentPaths(pathname)) for (const match of matchRoutes(tree, path) ?? []) ids.add(match.route.id);
  return ids;
}

function pick<T>(table: Record<string, T>, ids: Set<string>): Record<string, T> {
  const picked: Record<string, T> = {};
  for (const [id, value] of Object.entries(table)) if (ids.has(id)) picked[id] = value;
  return picked;
}

/** The build with only `ids` among its routes and in its manifest (the table's order kept). */
export function scopedBuild(build: ServerBuild, ids: Set<string>): ServerBuild {
  return { ...build, routes: pick(build.routes, ids), assets: { ...build.assets, routes: pick(build.assets.routes, ids) } };
}

export function routeScopedHandler(build: ServerBuild): RequestHandler {
  const whole = createRequestHandler(build, build.mode);
  // A basename would change every path below; no build of this app has one.
  if (build.basename && build.basename !== '/') return whole;
  const tree = routeTree(build.routes);
  const position = new Map(Object.keys(build.routes).map((id, index) => [id, index]));
  const handlers = new Map<string, RequestHandler>();
  // Read at call time: server/index.ts installs the remembered matcher (route-matches.ts) at start.
  const router = createRequire(import.meta.url)('@remix-run/router') as { matchRoutes: MatchRoutes };

  return (request, loadContext) => {
    const pathname = new URL(request.url).pathname;
    const ids = pathname === MANIFEST_PATH ? null : reachableRoutes(tree, pathname, router.matchRoutes);
    if (!ids) return whole(request, loadContext);
    const key = [...ids].sort((a, b) => position.get(a)! - position.get(b)!).join('\n');
    let handle = handlers.get(key);
    if (!handle) {
      if (handlers.size >= MAX_HANDLERS) handlers.delete(handlers.keys().next().value as string);
      handle = createRequestHandler(scopedBuild(build, ids), build.mode);
      handlers.set(key, handle);
    }
    return handle(request, loadContext);
  };
}
