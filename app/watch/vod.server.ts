/**
 * The VOD screen's loader. Kept out of vod.route.tsx so the route module imports no server
 * module: each one becomes an empty chunk the browser fetches before the page can hydrate.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadReview } from '~/reviews/reviews.server';
import { loadWatchExtras, NO_EXTRAS, type WatchExtras } from './adjacent.server';
import { loadWatchPage } from './watch-page.server';

export async function loader({ params, context }: LoaderFunctionArgs) {
  // The neighbours and preferences load in parallel with the details and manifest; they never fail the page.
  return loadWatchPage(context, 'vod', params, async (ctx) => {
    const [watchExtras, review] = await Promise.all([
      loadWatchExtras(ctx, params.eventId ?? '').catch((): WatchExtras => NO_EXTRAS),
      loadReview(ctx, params.eventId ?? '').catch(() => null),
    ]);
    return { watchExtras, review };
  });
}
