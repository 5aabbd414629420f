/** News item `/news/{feedName}/{newId}`: one item; its body is sanitised on the server (app/news/). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { loadNewsItem } from '~/news/news-page.server';
import { NewsItemView } from '~/news/news-view';
import newsStyles from '~/news/news.css';
import pagerStyles from '~/news/pager.css';
import shareStyles from '~/share/share.css';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: newsStyles },
  { rel: 'stylesheet', href: pagerStyles },
  { rel: 'stylesheet', href: shareStyles },
];

export async function loader({ params, context }: LoaderFunctionArgs) {
  return loadNewsItem(context, params);
}

export default function NewsItemRoute() {
  return <NewsItemView data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
