/** Watch together `/live/{eventId}/watch-together?room=…`: the live player kept in step across a room's viewers, with presence and chat (app/together/). */
import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { metaFrom } from '~/content/route-helpers';
import liveStyles from '~/live/live.css';
import playerStyles from '~/player/player.css';
import togetherStyles from '~/together/together.css';
import { WatchTogetherView, type WatchTogetherData } from '~/together/watch-together-view';
import { loadWatchTogether, watchTogetherAction } from '~/together/watch-together.server';
import { WatchErrorBoundary } from '~/watch/watch-error-boundary';
import watchStyles from '~/watch/watch.css';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: playerStyles },
  { rel: 'stylesheet', href: watchStyles },
  { rel: 'stylesheet', href: liveStyles },
  { rel: 'stylesheet', href: togetherStyles },
];

export const loader = loadWatchTogether;
export const action = watchTogetherAction;

/** Play, pause, seek and chat reach the page through the room's stream: they never reload the page's data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) => {
  const intent = formData?.get('intent');
  return intent === 'playback' || intent === 'message' ? false : defaultShouldRevalidate;
};

export default function WatchTogetherRoute() {
  return <WatchTogetherView data={useLoaderData<typeof loader>() as unknown as WatchTogetherData} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => metaFrom(data?.meta, matches);
export function ErrorBoundary() {
  return <WatchErrorBoundary />;
}
