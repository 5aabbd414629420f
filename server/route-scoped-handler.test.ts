import { createRequestHandler, type EntryContext, type ServerBuild } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { partialManifest } from '../app/components/hydration-modules.server';
import { fakeServerBuild } from '../tests/support/server-build';
import { routeScopedHandler } from './route-scoped-handler';

type Route = { id: string; parentId?: string; path?: string; index?: boolean };

const ROUTES: Route[] = [
  { id: 'root', path: '' },
  { id: 'screen:index', parentId: 'root', index: true },
  { id: 'screen:home:en', parentId: 'root', path: '/home' },
  { id: 'screen:home:ar', parentId: 'root', path: '/ar/home' },
  { id: 'screen:items', parentId: 'root', path: '/items' },
  { id: 'screen:item', parentId: 'root', path: '/items/:id' },
  { id: 'screen:new-item', parentId: 'root', path: '/items/new' },
  { id: 'screen:notFound', parentId: 'root', path: '*' },
];

/**
 * A build of the app's shape whose document answers what reaches the browser from what Remix
 * handed the entry: the matches, their data and the manifest the browser starts with.
 */
function fakeBuild(): ServerBuild {
  const routes = ROUTES.map((route) => {
    const loader = ({ params }: { params: Record<string, string> }) => Response.json({ route: route.id, params });
    return { ...route, module: { loader, default: () => null } };
  });
  const document = (_request: Request, status: number, _headers: Headers, context: EntryContext) => {
    const { matches, location, loaderData } = context.staticHandlerContext;
    const ids = matches.map((match) => match.route.id);
    const manifest = partialManifest(context.manifest, ids, location.pathname);
    return Response.json({ matches: ids, manifest, data: loaderData, routesSeen: Object.keys(context.manifest.routes) }, { status });
  };
  // Errors are answers here (a data request for a route the path does not match is a 403).
  return fakeServerBuild(routes, { default: document, handleError: () => {} });
}

async function answer(handle: ReturnType<typeof createRequestHandler>, path: string) {
  const response = await handle(new Request(`http://localhost${path}`));
  return { status: response.status, body: await response.text() };
}

/** The answer without the routes the entry was handed (which differ by design). */
async function seen(handle: ReturnType<typeof createRequestHandler>, path: string) {
  const { status, body } = await answer(handle, path);
  return { status, body: body.replace(/,"routesSeen":\[[^\]]*\]/, '') };
}

describe('the handler over the routes a path reaches', () => {
  it('answers every kind of request as the handler of the whole build', async () => {
    const build = fakeBuild();
    const whole = createRequestHandler(build, build.mode);
    const scoped = routeScopedHandler(build);
    for (const path of [
      '/',
      '/home',
      '/ar/home',
      '/items',
      '/items/42',
      '/items/new',
      '/nope/x/y',
      '/items/42?_data=screen:item',
      '/items/42?_data=screen:home:en',
      '/?index&_data=screen:index',
      '/__manifest?p=/home&p=/items/7&version=v1',
    ]) {
      const [mine, theirs] = [await seen(scoped, path), await seen(whole, path)];
      expect(mine, path).toEqual(theirs);
      expect(mine.status, path).toBeLessThan(500);
    }
  });

  it("renders a document from its path's routes only: its matches and those of each parent path", async () => {
    const scoped = routeScopedHandler(fakeBuild());
    const item = JSON.parse((await answer(scoped, '/items/42')).body) as { matches: string[]; routesSeen: string[] };
    expect(item.matches).toEqual(['root', 'screen:item']);
    // What lazy route discovery sends the browser for this path, and nothing else.
    expect(item.routesSeen).toEqual(['root', 'screen:index', 'screen:items', 'screen:item']);
    const missing = JSON.parse((await answer(scoped, '/nope/x/y')).body) as { matches: string[]; routesSeen: string[] };
    expect(missing.matches).toEqual(['root', 'screen:notFound']);
    expect(missing.routesSeen).toEqual(['root', 'screen:index', 'screen:notFound']);
  });
});
