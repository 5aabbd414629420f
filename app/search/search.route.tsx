/** Search `/search` (`?value=&refine=&p=`): results by kind with highlights, popular videos before a query; server-rendered (app/search/). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { loadSearchPage } from '~/search/search-page.server';
import { SearchView } from '~/search/search-view';
import searchStyles from '~/search/search.css';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: searchStyles }];

export async function loader({ context }: LoaderFunctionArgs) {
  return loadSearchPage(context);
}

export default function SearchRoute() {
  return <SearchView data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
