/** Fighter `/fighters/{id}`: one fighter profile with record and bio (app/fighters/). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { loadFighter } from '~/fighters/fighters-page.server';
import { FighterView } from '~/fighters/fighters-view';
import fighterStyles from '~/fighters/fighters.css';
import pagerStyles from '~/news/pager.css';
import shareStyles from '~/share/share.css';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: fighterStyles },
  { rel: 'stylesheet', href: pagerStyles },
  { rel: 'stylesheet', href: shareStyles },
];

export async function loader({ params, context }: LoaderFunctionArgs) {
  return loadFighter(context, params);
}

export default function FighterRoute() {
  return <FighterView data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
