/** Home: the realm's default page (realm setting `defaultPage`) as a composed page. */
import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import type { loader } from '~/content/home-page.server';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { SectionPageView } from '~/content/section-page-view';

export { loader } from '~/content/home-page.server';

export default function HomeRoute() {
  return <SectionPageView data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
