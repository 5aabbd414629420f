/**
 * Root: realm theme on <html> (CSS custom properties, lang, dir), the top bar,
 * labels context, and the one error boundary.
 */
import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { Links, Meta, Outlet, ScrollRestoration, useRouteLoaderData } from '@remix-run/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { GeneralErrorBoundary } from './components/general-error-boundary';
import { useNonce } from './components/nonce';
import { PaintFirstScripts } from './components/paint-first-scripts';
import { TopBar } from './components/top-bar/top-bar';
import { passCacheHeaders } from './content/route-helpers';
import { FALLBACK_LABELS } from './labels/fallback';
import { LabelsProvider } from './labels/labels';
import type { RootData } from './root-data';
// Base, top bar, page and block styles in one bundled file (./styles/root.css). The blocks'
// stylesheet itself, not composed-page.tsx: importing that module here would put the whole
// block registry (and zod) into the root chunk of every page.
import rootStyles from './styles/root.css';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: rootStyles },
  { rel: 'icon', href: 'data:,' },
];

// The loader lives in root.server.ts so that this module imports no shared server module: each
// one would become an empty chunk that every page loads (home ships at its JS budget).
export { loader } from './root.server';
import type { loader } from './root.server';

// Shown only outside production (the root loader sends problems there only): not in production bundles' first load.
const RealmProblems = lazy(() => import('~/components/realm-problems').then((module) => ({ default: module.RealmProblems })));

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const nonce = useNonce();
  return (
    <html
      lang={data?.locale ?? 'en'}
      dir={data?.dir ?? 'ltr'}
      data-realm={data?.realm}
      data-layout={data?.layout}
      style={data?.themeVars as React.CSSProperties | undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={data?.themeVars['--color-scheme'] ?? 'dark'} />
        <Meta />
        <Links />
      </head>
      <body>
        <LabelsProvider labels={data?.labels ?? FALLBACK_LABELS} fallback={FALLBACK_LABELS} complete={!data?.labelsOmitted} locale={data?.locale}>
          {data ? <TopBar data={data} /> : null}
          {data?.realmProblems.length ? (
            <Suspense fallback={null}>
              <RealmProblems realm={data.realm} problems={data.realmProblems} />
            </Suspense>
          ) : null}
          <main id="main" className="page" tabIndex={-1}>
            {children}
          </main>
        </LabelsProvider>
        <ScrollRestoration nonce={nonce} />
        <PaintFirstScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Routes set their own meta; this one is used when the root itself failed (e.g. the platform is down). */
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  const status = error && typeof error === 'object' && 'status' in error ? Number((error as { status: unknown }).status) : 0;
  const title = status === 503 ? FALLBACK_LABELS.unavailableTitle : status === 404 ? FALLBACK_LABELS.notFoundTitle : error ? FALLBACK_LABELS.errorTitle : '';
  return [{ title: title || data?.realmName || '' }];
};

export const headers = passCacheHeaders;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
