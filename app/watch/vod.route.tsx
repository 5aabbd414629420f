/**
 * VOD screen `/video/{eventId}/{eventTitle?}`: details and the player, or the access flow (app/watch/);
 * auto-advance, the trailer action and `trailerFrom`, share (app/watch/watch-extras.tsx); the review form (app/reviews/).
 */
import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { metaFrom, passCacheHeaders } from '~/content/route-helpers';
import type { WatchExtras } from '~/watch/adjacent.server';
// Player, watch, extras, share, parental, list and review styles in one bundled file.
import vodPageStyles from '~/watch/vod-page.css';
import { WatchErrorBoundary } from '~/watch/watch-error-boundary';
import { useWatchPlayerProps, WatchActions, WatchPlayerExtrasProvider } from '~/watch/watch-extras';
import type { WatchPageData } from '~/watch/watch-page.server';
import { WatchView } from '~/watch/watch-view';
import { HistoryReturnLink, PersonalActions } from '~/lists/personal-actions';
import { ReviewPanel } from '~/reviews/review-panel';
import type { ReviewSummary } from '../../contract/reviews';
import { useFreshOnRestore } from '~/lists/use-fresh-on-restore';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: vodPageStyles }];

// In vod.server.ts: this module imports no server module (see there).
export { loader } from './vod.server';
import type { loader } from './vod.server';

export default function VodRoute() {
  useFreshOnRestore();
  const data = useLoaderData<typeof loader>() as unknown as WatchPageData & { watchExtras: WatchExtras; review: ReviewSummary | null };
  const playerExtras = useWatchPlayerProps(data.watchExtras);
  return (
    <WatchPlayerExtrasProvider value={playerExtras}>
      <WatchView
        data={data}
        detailsExtra={
          <>
            {data.historyReturn ? <HistoryReturnLink href={data.historyReturn} /> : null}
            <PersonalActions personal={data.personal ?? null} id={data.eventId} />
            <WatchActions extras={data.watchExtras} trailer={data.trailer ?? null} />
            <ReviewPanel review={data.review} />
          </>
        }
      />
    </WatchPlayerExtrasProvider>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export const headers = passCacheHeaders;
export function ErrorBoundary() {
  return <WatchErrorBoundary />;
}
