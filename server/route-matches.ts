/**
 * Route matching remembered per path.
 *
 * React Router's `matchRoutes` flattens, ranks and compiles every registered route pattern on
 * each call (255 registrations: every screen once per distinct path of its path sets), and one
 * document request calls it several times (Remix's server match, React Router's `<DataRoutes>`,
 * the lazy-discovery manifest in `<Scripts>`). Its answer depends only on the shape of the route
 * tree (ids, paths, index, case sensitivity) and on the pathname and basename, so the answer for
 * a tree shape and a path is kept and handed back with the caller's own route objects (the
 * renderer builds a fresh tree of equal shape per request; its objects carry that request's
 * elements and must be the ones returned).
 *
 * A tree is described once per array (the server never changes a route array once built; a new
 * build is a new array). Kept per tree shape in a bounded map (least recently used dropped first), so hostile paths
 * cannot grow it without bound; a miss costs what matching cost before. Every answer is a fresh
 * array of fresh match objects with their own `params`: callers may change what they get.
 */

import { createRequire } from 'node:module';

interface RouteLike {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteLike[];
}

interface RouteMatchLike<R extends RouteLike> {
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
  route: R;
}

type LocationArg = string | { pathname?: string };

export type MatchRoutes = <R extends RouteLike>(routes: R[], location: LocationArg, basename?: string) => RouteMatchLike<R>[] | null;

/** A match kept without route objects: the route's id stands for it. */
interface KeptMatch {
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
  routeId: string;
}

interface Tree {
  /** Every route of the tree by id, or null when some route has no id (such a tree is not remembered). */
  byId: Map<string, RouteLike> | null;
  shape: number;
}

/** The pathname part of a location, as React Router's `parsePath` cuts it (before `?` or `#`). */
export function pathnameOf(location: LocationArg): string {
  if (typeof location !== 'string') return location.pathname ?? '/';
  const end = location.search(/[?#]/);
  return end === -1 ? location : location.slice(0, end);
}

function describe(routes: RouteLike[], shapes: { ids: Map<string, number>; next: number }): Tree {
  const byId = new Map<string, RouteLike>();
  const parts: string[] = [];
  let complete = true;
  const walk = (list: RouteLike[]) => {
    parts.push('[');
    for (const route of list) {
      if (route.id === undefined || byId.has(route.id)) complete = false;
      else byId.set(route.id, route);
      // Length-prefixed, so ids and paths with any character stay apart.
      const id = route.id ?? '';
      const path = route.path ?? '';
      parts.push(
        `${route.id === undefined ? '-' : id.length}:${id}${route.path === undefined ? '-' : path.length}:${path}${route.index ? 'i' : ''}${route.caseSensitive ? 'c' : ''};`,
      );
      if (route.children?.length) walk(route.children);
    }
    parts.push(']');
  };
  walk(routes);
  const text = parts.join('');
  let shape = shapes.ids.get(text);
  if (shape === undefined) {
    // Trees of one server differ per build and per route set the scoped handler serves
    // (route-scoped-handler.ts, at most 512). Numbers are never reused, so a kept answer can
    // never be read for another shape.
    if (shapes.ids.size >= 1024) shapes.ids.clear();
    shape = shapes.next++;
    shapes.ids.set(text, shape);
  }
  return { byId: complete ? byId : null, shape };
}

export function rememberMatches(match: MatchRoutes, capacity = 2000): MatchRoutes {
  // The server's route tree is the same array on every request: its description is kept.
  const trees = new WeakMap<RouteLike[], Tree>();
  const kept = new Map<string, KeptMatch[] | null>();
  // A short number per distinct tree shape keeps the keys small.
  const shapes = { ids: new Map<string, number>(), next: 0 };

  const remembered = <R extends RouteLike>(routes: R[], location: LocationArg, basename?: string): RouteMatchLike<R>[] | null => {
    let tree = trees.get(routes);
    if (!tree) {
      tree = describe(routes, shapes);
      trees.set(routes, tree);
    }
    const byId = tree.byId;
    if (!byId) return match(routes, location, basename);
    const key = `${basename ?? '/'}\u0000${pathnameOf(location)}\u0000${tree.shape}`;
    let answer = kept.get(key);
    if (answer === undefined) {
      const fresh = match(routes, location, basename);
      answer = fresh
        ? fresh.map((m) => ({ params: { ...m.params }, pathname: m.pathname, pathnameBase: m.pathnameBase, routeId: m.route.id as string }))
        : null;
      if (kept.size >= capacity) kept.delete(kept.keys().next().value as string);
    } else {
      kept.delete(key);
    }
    kept.set(key, answer);
    return answer
      ? answer.map((m) => ({ params: { ...m.params }, pathname: m.pathname, pathnameBase: m.pathnameBase, route: byId.get(m.routeId) as R }))
      : null;
  };
  return remembered;
}

/**
 * Makes React Router's `matchRoutes` remember its answers for this process. Remix's server
 * runtime, React Router and Remix's lazy discovery all read the function from the router
 * module's exports when they call it, so replacing the export reaches them; the router's own
 * static handler calls its private copy and still matches once per request.
 */
export function rememberRouteMatches(): void {
  const router = createRequire(import.meta.url)('@remix-run/router') as { matchRoutes: MatchRoutes & { remembered?: true } };
  if (router.matchRoutes.remembered) return;
  router.matchRoutes = Object.assign(rememberMatches(router.matchRoutes), { remembered: true as const });
}
