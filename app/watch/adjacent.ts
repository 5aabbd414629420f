/**
 * The neighbours of a video and the auto-advance preference: pure
 * rules, used by the VOD loader (./adjacent.server.ts). When to advance at the end is the
 * player's rule (app/player/auto-advance.ts).
 *
 * - The list a video was opened from is in its query: `playlistId` (GET
 *   /playlist/{id}/adjacentTo/{eventId}) or `seasonId` / nothing (GET /api/v4/vod/{id}/adjacent,
 *   which answers within the video's season, else the standalone catalogue order). Size 5.
 * - The next video is the first following item the viewer may play now (GRANTED): advancing
 *   into a purchase page or a sign-in wall is not "watching the next one".
 * - The viewer's `autoAdvance` preference (GET /user/preferences) defaults to true, also for
 *   guests; the player applies it at the end of a VOD (never a trailer, never live).
 */
export const ADJACENT_SIZE = 5;
const LIST_ID_PATTERN = /^[A-Za-z0-9_.-]{1,100}$/;

export type ListContext = { kind: 'playlist'; id: string } | { kind: 'season'; id: string } | { kind: 'watchlist'; id: string; owner: string } | null;

/** The list the video was opened from, from the VOD query (ids that could not be ids are ignored). */
export function listContext(query: URLSearchParams): ListContext {
  // A watchlist (`watchlistId` + `owner`): GET watchlists/{owner}/{id}/adjacentTo/{eventId}.
  const watchlistId = query.get('watchlistId');
  const owner = query.get('owner');
  if (watchlistId && owner && LIST_ID_PATTERN.test(watchlistId) && LIST_ID_PATTERN.test(owner)) return { kind: 'watchlist', id: watchlistId, owner };
  const playlistId = query.get('playlistId');
  if (playlistId && LIST_ID_PATTERN.test(playlistId)) return { kind: 'playlist', id: playlistId };
  const seasonId = query.get('seasonId');
  if (seasonId && LIST_ID_PATTERN.test(seasonId)) return { kind: 'season', id: seasonId };
  return null;
}

/** The query a neighbour's link carries so the list context survives the advance. */
export function listQuery(context: ListContext): Record<string, string> {
  if (!context) return {};
  if (context.kind === 'watchlist') return { watchlistId: context.id, owner: context.owner };
  return context.kind === 'playlist' ? { playlistId: context.id } : { seasonId: context.id };
}

export interface AdjacentCard {
  id: string;
  title: string;
  accessLevel?: string;
  thumbnailUrl?: string;
  isTrailer?: boolean;
}

const playable = (card: AdjacentCard) => card.accessLevel === 'GRANTED' && !card.isTrailer && LIST_ID_PATTERN.test(card.id);

/** The next video: the first following item the viewer can play now. */
export function pickNext(following: readonly AdjacentCard[]): AdjacentCard | null {
  return following.find(playable) ?? null;
}

/** The previous video: the closest preceding playable item (the platform lists preceding items closest last). */
export function pickPrevious(preceding: readonly AdjacentCard[]): AdjacentCard | null {
  for (let i = preceding.length - 1; i >= 0; i--) if (playable(preceding[i])) return preceding[i];
  return null;
}

/** The autoAdvance preference from a preferences answer; anything missing or odd means the default, true. */
export function autoAdvancePreference(preferences: unknown): boolean {
  const value = (preferences as { autoAdvance?: unknown } | null | undefined)?.autoAdvance;
  return typeof value === 'boolean' ? value : true;
}
