/** Live screen `/live/{eventId}/{eventTitle?}`: details and the live player (DVR window, watch from start / live), or the access flow; a 404 falls back to the VOD (app/watch/); the live-now sidebar (app/live/). */
import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
// Player, watch, live and share styles in one bundled file.
import livePageStyles from '~/live/live-page.css';
import { LiveView, type LivePageData } from '~/live/live-view';
import { WatchErrorBoundary } from '~/watch/watch-error-boundary';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: livePageStyles }];

// In live.server.ts: this module imports no server module (see there).
export { loader } from './live.server';
import type { loader } from './live.server';

export default function LiveRoute() {
  return <LiveView data={useLoaderData<typeof loader>() as unknown as LivePageData} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <WatchErrorBoundary />;
}
