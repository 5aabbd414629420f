/**
 * `/_data/series/{seriesId}/seasons?after={seasonId}` or `?before={seasonId}`: a page of
 * seasons as JSON for the season picker's paging (app/series/use-series-paging.ts).
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadSeasonsPage } from '~/series/series-page.server';

export async function loader({ params, context }: LoaderFunctionArgs) {
  return loadSeasonsPage(context, params);
}
