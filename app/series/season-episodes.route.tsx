/** `/_data/season/{seasonId}/episodes?lastSeen=`: a season's next page of episodes as JSON (infinite loading). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadEpisodesPage } from '~/series/series-page.server';

export async function loader({ params, context }: LoaderFunctionArgs) {
  return loadEpisodesPage(context, params);
}
