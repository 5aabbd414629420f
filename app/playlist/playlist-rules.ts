/**
 * Rules of the playlist page and the expanded playlist card, pure.
 */

export { expandsAtWidth, PLAYLIST_TABLET_BREAKPOINT } from '../../blocks/rows/playlist/expands';

/** Expanded playlist animation. */
export const EXPANDED_ENTER_MS = 800;
export const EXPANDED_LEAVE_MS = 300;
/** The expanded card scrolls into view this long after it opens. */
export const SCROLL_INTO_VIEW_DELAY_MS = 300;

/** Add-to-watchlist shows only when the realm enables watchlists and the viewer is signed in. */
export function showsWatchlistAction(features: { watchlists?: boolean } | undefined, user: { isGuest: boolean } | null | undefined): boolean {
  return Boolean(features?.watchlists && user && !user.isGuest);
}

/** Numbered pages (p counts from 1) of a list of `totalPages`: the neighbours a pager links to. */
export function pagerPages(page: number, totalPages: number): { previous: number | null; next: number | null } {
  return { previous: page > 1 ? Math.min(page - 1, Math.max(totalPages, 1)) : null, next: page < totalPages ? page + 1 : null };
}

/** A `?p=` value: a page number from 1 (anything else is page 1). */
export function pageParam(value: string | null, max = 10_000): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= max ? page : 1;
}
