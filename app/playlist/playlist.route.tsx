/** Playlist screen `/playlist/{playlistId}/{playlistTitle?}` (query `p`): the playlist and its videos (app/playlist/). */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import { loadPlaylistPage } from '~/playlist/playlist-page.server';
import { PlaylistPageView } from '~/playlist/playlist-view';
import contentPageStyles from '~/components/content-page.css';
import playlistStyles from '~/playlist/playlist.css';
import shareStyles from '~/share/share.css';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: contentPageStyles },
  { rel: 'stylesheet', href: playlistStyles },
  { rel: 'stylesheet', href: shareStyles },
];

export async function loader({ params, context }: LoaderFunctionArgs) {
  return loadPlaylistPage(context, params);
}

export default function PlaylistRoute() {
  return <PlaylistPageView data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
