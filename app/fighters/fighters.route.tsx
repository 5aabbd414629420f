/** Fighters `/fighters`: rankings and A-to-Z tabs, selected letter, weight-class filter, paged; all state in the query, server-rendered (app/fighters/). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { loadFightersList } from '~/fighters/fighters-page.server';
import { FightersListView } from '~/fighters/fighters-view';
import fighterStyles from '~/fighters/fighters.css';
import pagerStyles from '~/news/pager.css';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: fighterStyles },
  { rel: 'stylesheet', href: pagerStyles },
];

export async function loader({ context }: LoaderFunctionArgs) {
  return loadFightersList(context);
}

export default function FightersRoute() {
  return <FightersListView data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
