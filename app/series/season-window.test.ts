import { describe, expect, it } from 'vitest';
import {
  appendSeasons,
  canPage,
  initialSeasonList,
  prependSeasons,
  SEASON_PAGE_SIZE,
  windowAround,
  windowFromFirstPage,
  type SeasonEntry,
} from './season-window';

/** A series like the fixtures' 32-season one: seasons 6, 13 and 27 have no episodes. */
const EMPTY = new Set([6, 13, 27]);
const all: SeasonEntry[] = Array.from({ length: 32 }, (_, i) => season(i + 1));
function season(n: number): SeasonEntry {
  return { id: `season-2-${n}`, title: `Season ${n}`, seasonNumber: n, episodeCount: EMPTY.has(n) ? 0 : 2, href: `/season/season-2-${n}` };
}
/** What the platform lists (it drops empty seasons too). */
const listed = all.filter((s) => s.episodeCount > 0);
const numbers = (seasons: SeasonEntry[]) => seasons.map((s) => s.seasonNumber);

/** The platform's adjacentTo answer for season n (size 25, preceding closest last). */
function adjacent(n: number, size = SEASON_PAGE_SIZE) {
  return {
    preceding: listed.filter((s) => s.seasonNumber! < n).slice(-size),
    following: listed.filter((s) => s.seasonNumber! > n).slice(0, size),
  };
}
/** The platform's series page after a season id (rpp 25). */
function seriesPageAfter(id: string, rpp = SEASON_PAGE_SIZE) {
  const index = listed.findIndex((s) => s.id === id);
  return listed.slice(index + 1, index + 1 + rpp);
}

describe('season list', () => {
  it('starts with more-before and more-after both true', () => {
    expect(initialSeasonList()).toMatchObject({ seasons: [], moreBefore: true, moreAfter: true });
  });

  it('loads a window around the chosen season; a full side (25) means there may be more', () => {
    const { preceding, following } = adjacent(1);
    const state = windowAround(season(1), preceding, following);
    expect(state.seasons[0].seasonNumber).toBe(1);
    expect(state.seasons).toHaveLength(26);
    expect(state.moreBefore).toBe(false);
    expect(state.moreAfter).toBe(true);
    expect(state.afterCursor).toBe('season-2-29');
  });

  it('pages forward across the 32-season series until a page comes back short', () => {
    const { preceding, following } = adjacent(1);
    let state = windowAround(season(1), preceding, following);
    const pages: number[] = [];
    while (canPage(state, 'after')) {
      const page = seriesPageAfter(state.afterCursor!);
      pages.push(page.length);
      state = appendSeasons(state, page, 'season-2-1');
    }
    expect(pages).toEqual([3]);
    expect(numbers(state.seasons)).toEqual(numbers(listed));
    expect(state.moreAfter).toBe(false);
  });

  it('pages backward from the last season until a page comes back short', () => {
    const { preceding, following } = adjacent(32);
    let state = windowAround(season(32), preceding, following);
    expect(state.moreBefore).toBe(true);
    expect(state.moreAfter).toBe(false);
    expect(state.seasons[0].seasonNumber).toBe(4);
    while (canPage(state, 'before')) {
      state = prependSeasons(state, adjacent(Number(state.beforeCursor!.split('-').pop())).preceding, 'season-2-32');
    }
    expect(numbers(state.seasons)).toEqual(numbers(listed));
    expect(state.moreBefore).toBe(false);
  });

  it('pages both ways from the middle with small pages, ending with the whole series in order', () => {
    const size = 5;
    const { preceding, following } = adjacent(16, size);
    let state = windowAround(season(16), preceding, following, size);
    let guard = 0;
    while ((canPage(state, 'before') || canPage(state, 'after')) && guard++ < 20) {
      if (canPage(state, 'after')) state = appendSeasons(state, seriesPageAfter(state.afterCursor!, size), 'season-2-16', size);
      if (canPage(state, 'before')) {
        state = prependSeasons(state, adjacent(Number(state.beforeCursor!.split('-').pop()), size).preceding, 'season-2-16', size);
      }
    }
    expect(numbers(state.seasons)).toEqual(numbers(listed));
  });

  it('drops seasons with no episodes, but keeps the one being viewed', () => {
    const state = windowAround(season(13), [season(11), season(12)], [season(14), season(27), season(28)]);
    expect(numbers(state.seasons)).toEqual([11, 12, 13, 14, 28]);
    expect(numbers(appendSeasons(state, [season(29), season(6)]).seasons)).toEqual([11, 12, 13, 14, 28, 29]);
    expect(numbers(prependSeasons(state, [season(6), season(10)]).seasons)).toEqual([10, 11, 12, 13, 14, 28]);
  });

  it('counts the full page before dropping empty seasons', () => {
    const page = Array.from({ length: SEASON_PAGE_SIZE }, (_, i) => ({ ...season(100 + i), episodeCount: i === 0 ? 0 : 1 }));
    const state = appendSeasons(windowAround(season(1), [], []), page);
    expect(state.seasons).toHaveLength(SEASON_PAGE_SIZE); // 24 of the page + season 1
    expect(state.moreAfter).toBe(true);
  });

  it('stops instead of looping when a page repeats what is loaded', () => {
    const { preceding, following } = adjacent(1);
    const state = windowAround(season(1), preceding, following);
    const again = appendSeasons(state, following);
    expect(again.moreAfter).toBe(false);
    expect(again.seasons).toHaveLength(state.seasons.length);
  });

  it('starts a plain series link at its first season with nothing before it', () => {
    const { state, chosen } = windowFromFirstPage(listed.slice(0, SEASON_PAGE_SIZE));
    expect(chosen?.id).toBe('season-2-1');
    expect(state.moreBefore).toBe(false);
    expect(state.moreAfter).toBe(true);
    const short = windowFromFirstPage([season(6), season(7)]);
    expect(short.chosen?.id).toBe('season-2-7');
    expect(short.state.moreAfter).toBe(false);
    expect(windowFromFirstPage([]).chosen).toBeNull();
  });
});
