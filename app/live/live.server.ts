/**
 * The live screen's loader. Kept out of live.route.tsx so the route module imports no server
 * module: each one becomes an empty chunk the browser fetches before the page can hydrate.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadWatchPage } from '~/watch/watch-page.server';
import { liveSidebar } from './live-page.server';

export async function loader({ params, context }: LoaderFunctionArgs) {
  return loadWatchPage(context, 'live', params, liveSidebar);
}
