/** News `/news`: the feeds as tabs and the chosen feed's items, paged (`?feed=&p=`), server-rendered (app/news/). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { loadNewsList } from '~/news/news-page.server';
import { NewsListView } from '~/news/news-view';
import newsStyles from '~/news/news.css';
import pagerStyles from '~/news/pager.css';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: newsStyles },
  { rel: 'stylesheet', href: pagerStyles },
];

export async function loader({ context }: LoaderFunctionArgs) {
  return loadNewsList(context);
}

export default function NewsRoute() {
  return <NewsListView data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
