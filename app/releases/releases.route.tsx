/** Releases `/releases`: new videos by release date, paged by links (app/releases/). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { loadReleasesPage } from '~/releases/releases-page.server';
import { ReleasesView } from '~/releases/releases-view';
import scheduleStyles from '~/schedule/schedule.css';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: scheduleStyles }];

export async function loader({ context }: LoaderFunctionArgs) {
  return loadReleasesPage(context);
}

export default function ReleasesRoute() {
  return <ReleasesView data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
