/**
 * Remix's flat route records as the nested tree React Router's `matchRoutes` walks, and the
 * parent paths Remix's lazy route discovery matches besides a URL's own. One tree per route
 * record table (a build's or a manifest's), built once.
 */
export interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteNode[];
}

interface FlatRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

const trees = new WeakMap<object, RouteNode[]>();

export function routeTree(routes: Record<string, FlatRoute | undefined>): RouteNode[] {
  const cached = trees.get(routes);
  if (cached) return cached;
  const flat = Object.values(routes).filter((route) => route !== undefined);
  const nodes = new Map<string, RouteNode>();
  for (const route of flat) {
    nodes.set(route.id, { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: route.index ? undefined : [] });
  }
  const roots: RouteNode[] = [];
  for (const route of flat) {
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent?.children) parent.children.push(node);
    else roots.push(node);
  }
  trees.set(routes, roots);
  return roots;
}

/** Each parent path of `pathname`, from `/` down, as lazy route discovery walks them. */
export function parentPaths(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  segments.pop();
  const paths = ['/'];
  for (let end = 1; end <= segments.length; end++) paths.push(`/${segments.slice(0, end).join('/')}`);
  return paths;
}
