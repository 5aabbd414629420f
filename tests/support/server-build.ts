import type { ServerBuild } from '@remix-run/node';

export interface FakeRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  /** The route module: `loader`, `default`, … */
  module: Record<string, unknown>;
}

/** A Remix server build for the web server's tests: these routes, their manifest entries and this entry module. */
export function fakeServerBuild(routes: FakeRoute[], entry: Record<string, unknown>): ServerBuild {
  const assets = routes.map(({ module, ...route }) => ({
    ...route,
    module: `/build/${route.id}.js`,
    imports: [],
    hasLoader: 'loader' in module,
    hasAction: false,
    hasClientLoader: false,
    hasClientAction: false,
    hasErrorBoundary: false,
  }));
  return {
    entry: { module: entry },
    routes: Object.fromEntries(routes.map((route) => [route.id, route])),
    assets: {
      entry: { module: '/build/entry.js', imports: [] },
      routes: Object.fromEntries(assets.map((asset) => [asset.id, asset])),
      version: 'v1',
      url: '/build/manifest.js',
    },
    future: { v3_lazyRouteDiscovery: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_fetcherPersist: true },
    mode: 'production',
    publicPath: '/build/',
    assetsBuildDirectory: 'public/build',
    isSpaMode: false,
  } as unknown as ServerBuild;
}
