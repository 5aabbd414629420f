/** Section `/section/{id}`: any page of the realm as a composed page. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { loadSectionPage } from '~/content/section-page.server';
import { SectionPageView } from '~/content/section-page-view';

export async function loader({ params, context }: LoaderFunctionArgs) {
  return loadSectionPage(context, 'section', { id: params.id }, params.id);
}

export default function SectionRoute() {
  return <SectionPageView data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
