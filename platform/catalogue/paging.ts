/**
 * Paging rules shared by every list call.
 *   Cursor paging (buckets, seasons, series, programme guide): `lastSeen` is the id of the
 *   last item the client has; the page holds the items after it. `moreDataAvailable` is
 *   true only when the page came back full (the spec's rule: a full page may be followed
 *   by an empty one).
 *   Page-number paging (playlists, live lists, favourites): `p` counts from 1.
 */
import { badRequest } from '../errors.js';

export interface CursorPage<T> {
  items: T[];
  paging: { lastSeen: string | null; moreDataAvailable: boolean };
}

export function pageAfter<T>(all: readonly T[], idOf: (item: T) => string, lastSeen: string | undefined | null, size: number): CursorPage<T> {
  let start = 0;
  if (lastSeen) {
    const index = all.findIndex((item) => idOf(item) === lastSeen);
    if (index < 0) throw badRequest('INVALID_CURSOR', `lastSeen "${lastSeen.slice(0, 80)}" is not an item of this list.`);
    start = index + 1;
  }
  const items = all.slice(start, start + size);
  return {
    items,
    paging: {
      lastSeen: items.length ? idOf(items[items.length - 1]) : (lastSeen ?? null),
      moreDataAvailable: size > 0 && items.length === size,
    },
  };
}

export interface NumberedPage<T> {
  items: T[];
  page: number;
  totalPages: number;
  totalResults: number;
}

export function pageNumber<T>(all: readonly T[], page: number, size: number): NumberedPage<T> {
  const totalResults = all.length;
  const totalPages = Math.ceil(totalResults / size);
  return { items: all.slice((page - 1) * size, page * size), page, totalPages, totalResults };
}

/** Items before and after `index`, up to `size` each (closest last / closest first). */
export function adjacent<T>(all: readonly T[], index: number, size: number): { preceding: T[]; following: T[] } {
  return {
    preceding: all.slice(Math.max(0, index - size), index),
    following: all.slice(index + 1, index + 1 + size),
  };
}
