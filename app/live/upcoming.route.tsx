/** Upcoming `/upcoming`: events not started yet, soonest first, 12 a page, infinite with JS and paged without (app/live/). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import liveStyles from '~/live/live.css';
import { loadLiveListPage, type LiveListData } from '~/live/live-list-page.server';
import { LiveListView } from '~/live/live-list-view';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: liveStyles }];

export async function loader({ context }: LoaderFunctionArgs) {
  return loadLiveListPage(context, 'upcoming');
}

export default function UpcomingRoute() {
  return <LiveListView data={useLoaderData<typeof loader>() as LiveListData} kind="upcoming" />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom((data as LiveListData | undefined)?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
