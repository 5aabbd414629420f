/**
 * The season list of the series and season screens, as pure
 * functions over plain data so the server (first window) and the browser (paging) share them.
 *
 * - The list starts with more-before and more-after both true.
 * - A window is loaded around the chosen season (`series/{id}/adjacentTo/{seasonId}`, size 25),
 *   then pages are appended forward (`series/{id}?lastSeen=`, rpp 25) or prepended backward
 *   (`adjacentTo/{first loaded season}`, its preceding seasons).
 * - More-before / more-after stays true only while a page comes back with the full 25 seasons
 *   (counted before empty seasons are dropped: a full page of which some were empty still
 *   means there may be more).
 * - Seasons with no episodes are dropped, except the season being viewed, so
 *   the picker always shows where the viewer is.
 */

/** Seasons per page and the adjacent window size for series. */
export const SEASON_PAGE_SIZE = 25;

export interface SeasonEntry {
  id: string;
  title: string;
  seasonNumber: number | null;
  episodeCount: number;
  /** Link to the season, written on the server for this viewer (content link rule). */
  href: string;
}

export interface SeasonListState {
  seasons: SeasonEntry[];
  moreBefore: boolean;
  moreAfter: boolean;
  /** Id of the first season the platform answered in the backward direction (the backward cursor). */
  beforeCursor: string | null;
  /** Id of the last season the platform answered in the forward direction (the forward cursor). */
  afterCursor: string | null;
}

export function initialSeasonList(): SeasonListState {
  return { seasons: [], moreBefore: true, moreAfter: true, beforeCursor: null, afterCursor: null };
}

/** A page is full when it holds the page size: only then may there be more. */
export function isFullPage(count: number, pageSize = SEASON_PAGE_SIZE): boolean {
  return count >= pageSize;
}

function keep(season: SeasonEntry, chosenId: string | null): boolean {
  return season.episodeCount > 0 || season.id === chosenId;
}

function unique(seasons: SeasonEntry[], known: Set<string>): SeasonEntry[] {
  const out: SeasonEntry[] = [];
  for (const season of seasons) {
    if (known.has(season.id)) continue;
    known.add(season.id);
    out.push(season);
  }
  return out;
}

/**
 * The window around the chosen season from an adjacent-seasons answer (precedingSeasons has
 * the closest season last, as the platform answers).
 */
export function windowAround(chosen: SeasonEntry, preceding: SeasonEntry[], following: SeasonEntry[], pageSize = SEASON_PAGE_SIZE): SeasonListState {
  const known = new Set<string>();
  const seasons = unique([...preceding, chosen, ...following], known).filter((season) => keep(season, chosen.id));
  return {
    seasons,
    moreBefore: isFullPage(preceding.length, pageSize),
    moreAfter: isFullPage(following.length, pageSize),
    beforeCursor: preceding[0]?.id ?? chosen.id,
    afterCursor: following[following.length - 1]?.id ?? chosen.id,
  };
}

/**
 * The window when no season was chosen (a plain series link): the series' first page, the
 * first non-empty season chosen. Nothing comes before the first page.
 */
export function windowFromFirstPage(page: SeasonEntry[], pageSize = SEASON_PAGE_SIZE): { state: SeasonListState; chosen: SeasonEntry | null } {
  const known = new Set<string>();
  const seasons = unique(page, known).filter((season) => season.episodeCount > 0);
  return {
    chosen: seasons[0] ?? null,
    state: {
      seasons,
      moreBefore: false,
      moreAfter: isFullPage(page.length, pageSize),
      beforeCursor: page[0]?.id ?? null,
      afterCursor: page[page.length - 1]?.id ?? null,
    },
  };
}

/**
 * Seasons after the loaded ones (forward paging). A page that adds nothing new cannot
 * advance the cursor, so it stops paging rather than loop.
 */
export function appendSeasons(state: SeasonListState, page: SeasonEntry[], chosenId: string | null = null, pageSize = SEASON_PAGE_SIZE): SeasonListState {
  const known = new Set(state.seasons.map((season) => season.id));
  if (state.afterCursor) known.add(state.afterCursor);
  const fresh = unique(page, known);
  return {
    ...state,
    seasons: [...state.seasons, ...fresh.filter((season) => keep(season, chosenId))],
    moreAfter: isFullPage(page.length, pageSize) && fresh.length > 0,
    afterCursor: page[page.length - 1]?.id ?? state.afterCursor,
  };
}

/** Seasons before the loaded ones (backward paging; the page holds the closest season last). */
export function prependSeasons(state: SeasonListState, page: SeasonEntry[], chosenId: string | null = null, pageSize = SEASON_PAGE_SIZE): SeasonListState {
  const known = new Set(state.seasons.map((season) => season.id));
  if (state.beforeCursor) known.add(state.beforeCursor);
  const fresh = unique(page, known);
  return {
    ...state,
    seasons: [...fresh.filter((season) => keep(season, chosenId)), ...state.seasons],
    moreBefore: isFullPage(page.length, pageSize) && fresh.length > 0,
    beforeCursor: page[0]?.id ?? state.beforeCursor,
  };
}

/** A failed page leaves more-before / more-after as they were, so the viewer can retry. */
export type SeasonPagingDirection = 'before' | 'after';

/** Whether a direction can page: more to load and a cursor to page from. */
export function canPage(state: SeasonListState, direction: SeasonPagingDirection): boolean {
  return direction === 'after' ? state.moreAfter && state.afterCursor !== null : state.moreBefore && state.beforeCursor !== null;
}

/** Episodes on a season's first load (2), and per further page (25). */
export const EPISODES_FIRST_PAGE = 2;
export const EPISODES_PAGE = 25;
