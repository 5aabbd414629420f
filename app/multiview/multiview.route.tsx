/** Multi-view screen `/multi-video/{eventId}`: several live streams at once, one with the sound, and a carousel of live events (app/multiview/). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { loadMultiviewPage } from '~/multiview/multiview-page.server';
import { MultiviewView } from '~/multiview/multiview-view';
import multiviewStyles from '~/multiview/multiview.css';
import playerStyles from '~/player/player.css';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: playerStyles },
  { rel: 'stylesheet', href: multiviewStyles },
];

export async function loader({ params, context }: LoaderFunctionArgs) {
  return loadMultiviewPage(context, params);
}

export default function MultiviewRoute() {
  return <MultiviewView data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
