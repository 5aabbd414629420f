/** `/_data/playlist/{playlistId}?p=`: one page of a playlist as JSON (expanded playlist card, infinite list). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadPlaylistItems } from '~/playlist/playlist-page.server';

export async function loader({ params, context }: LoaderFunctionArgs) {
  return loadPlaylistItems(context, params);
}
