/** Browse: the realm's `browse` page as a composed page. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { loadSectionPage } from '~/content/section-page.server';
import { SectionPageView } from '~/content/section-page-view';

export async function loader({ context }: LoaderFunctionArgs) {
  return loadSectionPage(context, 'browse', {}, 'browse');
}

export default function BrowseRoute() {
  return <SectionPageView data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
