/**
 * External page `/externalpage/{pageId}`: a realm page document shown as a composed
 * page. It reads the resolved content answer for the page (same document, with its
 * bucket sources resolved into cards) rather than the raw document.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { loadSectionPage } from '~/content/section-page.server';
import { SectionPageView } from '~/content/section-page-view';

export async function loader({ params, context }: LoaderFunctionArgs) {
  return loadSectionPage(context, 'externalPage', { pageId: params.pageId }, params.pageId);
}

export default function ExternalPageRoute() {
  return <SectionPageView data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
