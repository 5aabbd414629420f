/** Programme guide `/epg`: channels and their programmes in a window of hours, server-rendered, with the programme modal (app/epg/). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import epgStyles from '~/epg/epg.css';
import { loadGuidePage, type GuidePageData } from '~/epg/epg-page.server';
import { GuideView } from '~/epg/epg-view';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: epgStyles }];

export async function loader({ context }: LoaderFunctionArgs) {
  return loadGuidePage(context);
}

export default function EpgRoute() {
  return <GuideView data={useLoaderData<typeof loader>() as GuidePageData} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom((data as GuidePageData | undefined)?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
