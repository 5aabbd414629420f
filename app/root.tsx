/**
 * Root: realm theme on <html> (CSS custom properties, lang, dir), the top bar,
 * labels context, and the one error boundary.
 */
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { GeneralErrorBoundary } from './components/general-error-boundary';
import { useNonce } from './components/nonce';
import { TopBar } from './components/top-bar/top-bar';
import { getContext } from './context.server';
import { passCacheHeaders } from './content/route-helpers';
import { getEnv } from './env.server';
import { FALLBACK_LABELS } from './labels/fallback';
import { LabelsProvider } from './labels/labels';
import { publicUser } from './session.server';
import { getChromeData } from './realm/realm-data.server';
import { themeToCssVars } from './realm/theme';
import type { LiveNowItem, RootData } from './root-data';
import { contentLink } from './routing/content-links';
import { clientPathSet, detailScreens } from './routing/client-paths.server';
import { linkMenuItems } from './components/top-bar/menu-links';
import baseStyles from './styles/base.css';
import topBarStyles from './styles/top-bar.css';
import pageStyles from './styles/pages.css';
// The blocks' stylesheet itself, not composed-page.tsx: importing that module here would put
// the whole block registry (and zod) into the root chunk of every page.
import blocksStyles from '../blocks/blocks.css';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: baseStyles },
  { rel: 'stylesheet', href: topBarStyles },
  { rel: 'stylesheet', href: pageStyles },
  // Block styles come after the base styles so blocks can override them.
  { rel: 'stylesheet', href: blocksStyles },
  { rel: 'icon', href: 'data:,' },
];

/** A logo path on this site stays as is; anything else must be an absolute http(s) URL. */
function logoUrl(url: string | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//.test(url) ? url : null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await getContext(request);
  const user = publicUser(ctx.user);
  const [chrome, live] = await Promise.all([
    getChromeData(ctx.client, ctx.locale),
    user.isGuest ? Promise.resolve(null) : ctx.client.liveEvents({ rpp: 20 }),
  ]);
  const { settings } = ctx;

  let liveNow: LiveNowItem[] | null = null;
  if (live?.ok) {
    liveNow = live.data.events.flatMap((event) => {
      const id = typeof event.id === 'string' ? event.id : null;
      const title = typeof event.title === 'string' ? event.title : '';
      if (!id) return [];
      const href = contentLink({ id, type: 'LIVE', title, liveEventId: typeof event.liveEventId === 'string' ? event.liveEventId : undefined }, { locale: ctx.locale });
      return href ? [{ id, title, thumbnailUrl: typeof event.thumbnailUrl === 'string' ? event.thumbnailUrl : undefined, href }] : [];
    });
  }

  const logo = settings.logo && logoUrl(settings.logo.url) ? { ...settings.logo, url: logoUrl(settings.logo.url)! } : null;
  const data: RootData = {
    realm: ctx.realm,
    realmName: settings.name || ctx.realm,
    locale: ctx.locale,
    locales: settings.locales,
    dir: ctx.dir,
    themeVars: themeToCssVars(settings.theme),
    logo,
    layout: settings.layout,
    features: settings.features,
    searchType: settings.search.type,
    languageBadge: settings.languageBadge,
    registrationUrl: settings.registration.externalUrl && /^https:\/\//.test(settings.registration.externalUrl) ? settings.registration.externalUrl : null,
    defaultPage: settings.defaultPage,
    menus: {
      WEB: linkMenuItems(chrome.menus.WEB, { locale: ctx.locale, defaultPage: settings.defaultPage }),
      'MOBILE-WEB': linkMenuItems(chrome.menus['MOBILE-WEB'], { locale: ctx.locale, defaultPage: settings.defaultPage }),
    },
    paths: clientPathSet(ctx.locale),
    detailScreens: detailScreens(),
    labels: chrome.labels,
    user,
    liveNow,
    platformPublicUrl: getEnv().PLATFORM_PUBLIC_URL,
  };
  return json(data, { headers: await ctx.sessionHeaders() });
}

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
        <meta name="color-scheme" content="dark" />
        <Meta />
        <Links />
      </head>
      <body>
        <LabelsProvider labels={data ? { ...FALLBACK_LABELS, ...data.labels } : FALLBACK_LABELS}>
          {data ? <TopBar data={data} /> : null}
          <main id="main" className="page" tabIndex={-1}>
            {children}
          </main>
        </LabelsProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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
