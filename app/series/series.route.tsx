/** Series screen `/series/{seriesId}/{seriesTitle?}` (query `seasonId`): seasons and episodes (app/series/). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { loadSeriesPage } from '~/series/series-page.server';
import { SeriesView } from '~/series/series-view';
import contentPageStyles from '~/components/content-page.css';
import seriesStyles from '~/series/series.css';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: contentPageStyles },
  { rel: 'stylesheet', href: seriesStyles },
];

export async function loader({ params, context }: LoaderFunctionArgs) {
  return loadSeriesPage(context, 'series', params);
}

export default function SeriesRoute() {
  return <SeriesView data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
