/** Root `/`: redirects to the default menu page (home), written in the viewer's path set. */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { pathFor } from '~/routing/paths';

export async function loader({ context: ctx }: LoaderFunctionArgs) {
  return redirect(pathFor('home', {}, { locale: ctx.locale }) + ctx.url.search, {
    headers: { 'Cache-Control': 'private, no-cache', Vary: 'Cookie, Accept-Language' },
  });
}
