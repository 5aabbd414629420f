/**
 * The expanded playlist card closes at or below the tablet breakpoint: 1024 px, the top of the
 * tablet viewport class (tablet is 600–1024 px). One rule for the playlist row (which opens it)
 * and the expanded card (app/playlist: which closes when the window narrows).
 */
export const PLAYLIST_TABLET_BREAKPOINT = 1024;

/** Whether a window this wide shows the expanded card (else it closes and playlist cards navigate). */
export function expandsAtWidth(width: number): boolean {
  return width > PLAYLIST_TABLET_BREAKPOINT;
}
