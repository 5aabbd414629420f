/**
 * Rules of the playlist page and the expanded playlist card (content §2, §5, §9), pure.
 * The rules the row itself needs live beside the row (blocks/rows/playlist/expanded-rules.ts).
 */

export {
  afterCardClick,
  EXPANDED_ENTER_MS,
  EXPANDED_LEAVE_MS,
  expandsAtWidth,
  PLAYLIST_TABLET_BREAKPOINT,
  SCROLL_INTO_VIEW_DELAY_MS,
  type ExpandedState,
} from '../../blocks/rows/playlist/expanded-rules';

/** Add-to-watchlist shows only when the realm enables watchlists and the viewer is signed in (content §2, §5). */
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
