/** Live screen `/live/{eventId}/{eventTitle?}`: details and the live player (DVR window, watch from start / live), or the access flow; a 404 falls back to the VOD (app/watch/). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import playerStyles from '~/player/player.css';
import { loadWatchPage } from '~/watch/watch-page.server';
import { WatchView } from '~/watch/watch-view';
import watchStyles from '~/watch/watch.css';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: playerStyles },
  { rel: 'stylesheet', href: watchStyles },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadWatchPage(request, 'live', params);
}

export default function LiveRoute() {
  return <WatchView data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
