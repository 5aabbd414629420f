/** Live now `/livenow`: live events on air, 12 a page, infinite with JS and paged without (app/live/). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import liveStyles from '~/live/live.css';
import { loadLiveListPage, type LiveListData } from '~/live/live-list-page.server';
import { LiveListView } from '~/live/live-list-view';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: liveStyles }];

export async function loader({ context }: LoaderFunctionArgs) {
  return loadLiveListPage(context, 'live');
}

export default function LiveNowRoute() {
  return <LiveListView data={useLoaderData<typeof loader>() as LiveListData} kind="live" />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom((data as LiveListData | undefined)?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
