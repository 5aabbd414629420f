/** Home: the realm's default page (realm setting `defaultPage`) as a composed page. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { getContext } from '~/context.server';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { loadSectionPage } from '~/content/section-page.server';
import { SectionPageView } from '~/content/section-page-view';

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await getContext(request);
  return loadSectionPage(request, 'home', {}, ctx.settings.defaultPage);
}

export default function HomeRoute() {
  return <SectionPageView data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
