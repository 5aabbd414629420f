/**
 * The expanded playlist card's rules (content §2, §9) that the row itself needs; the card's
 * body is loaded on demand (app/playlist/expanded-card.tsx) so the row stays light on home.
 */

/**
 * The card closes when the window is at or below the tablet breakpoint (content §2). The spec
 * names the constant without its value; 1024 px is the top of tablet in the viewport classes
 * (routes §9: tablet 600–1024).
 */
export const PLAYLIST_TABLET_BREAKPOINT = 1024;
/** Expanded playlist animation (content §9). */
export const EXPANDED_ENTER_MS = 800;
export const EXPANDED_LEAVE_MS = 300;
/** The expanded card scrolls into view this long after it opens (content §9). */
export const SCROLL_INTO_VIEW_DELAY_MS = 300;

/** Whether a window this wide shows the expanded card (else playlist cards simply navigate). */
export function expandsAtWidth(width: number): boolean {
  return width > PLAYLIST_TABLET_BREAKPOINT;
}

export interface ExpandedState {
  id: string;
  /** Leaving: the 300 ms leave animation runs, then the card is gone. */
  closing: boolean;
}

/** A click on a playlist card: the open card's own click closes it; another card takes its place. */
export function afterCardClick(current: ExpandedState | null, clicked: string): ExpandedState {
  return current && current.id === clicked && !current.closing ? { id: clicked, closing: true } : { id: clicked, closing: false };
}
