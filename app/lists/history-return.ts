/**
 * The history list's reset rule (spec 02 "History resets when leaving VOD not coming from
 * history", spec 03 caches): the list is read fresh on every visit, so new progress always
 * shows; what is kept or reset is where the viewer was in it (search, filter, sort, page).
 * A video opened from the history list carries that place in its URL (`history=<list query>`)
 * and offers the way back to it; a video reached any other way carries nothing, so leaving it
 * for the history list starts over at its first page with no search, filter or sort.
 */
import { pathFor } from '~/routing/paths';
import { cardListQuery, readCardListState, type CardListState } from './card-list-query';

/** The VOD query parameter naming the history list's place the video was opened from. */
export const HISTORY_PLACE_PARAM = 'history';

/** A history card's link to its video: the list's place rides along (normalised, defaults left out). */
export function historyEntryHref(videoHref: string, state: CardListState): string {
  const [path, query = ''] = videoHref.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(HISTORY_PLACE_PARAM, new URLSearchParams(cardListQuery(state)).toString());
  return `${path}?${params.toString()}`;
}

/**
 * Where leaving this video goes back to in the history list: the place it was opened from, or
 * null when the video was not opened from history (the list then starts over: the reset).
 * The place is re-read through the card list's own rules, so nothing but its known, bounded
 * parameters survive.
 */
export function historyReturnHref(videoQuery: URLSearchParams, locale: string): string | null {
  const place = videoQuery.get(HISTORY_PLACE_PARAM);
  if (place === null || place.length > 1000) return null;
  return pathFor('history', {}, { locale, query: cardListQuery(readCardListState(new URLSearchParams(place))) });
}
