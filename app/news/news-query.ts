/**
 * The news screen's query (`/news?feed=<feedName>&p=<page>`), read defensively: the
 * query is the viewer's to edit, so odd values are ignored (first feed, page 1), never
 * an error page. Ids that could not be a feed name are dropped before any call.
 */

export const FEED_NAME_PATTERN = /^[A-Za-z0-9_.-]{1,100}$/;
export const NEWS_ID_PATTERN = /^[A-Za-z0-9_.-]{1,128}$/;
/** The platform refuses pages above this. */
export const MAX_PAGE = 10_000;

/** `p` as a page number from 1: digits only, within bounds, else 1. */
export function pageParam(value: string | null): number {
  if (value === null || !/^\d{1,5}$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

export interface NewsQuery {
  /** The feed asked for, when it looks like a feed name (it may still be unknown). */
  feed: string | null;
  page: number;
}

export function readNewsQuery(params: URLSearchParams): NewsQuery {
  const feed = params.get('feed');
  return { feed: feed && FEED_NAME_PATTERN.test(feed) ? feed : null, page: pageParam(params.get('p')) };
}

/** The feed to show: the one asked for when the platform lists it, else the first. */
export function chooseFeed(feeds: readonly { feedName: string }[], wanted: string | null): string | null {
  if (wanted && feeds.some((feed) => feed.feedName === wanted)) return wanted;
  return feeds[0]?.feedName ?? null;
}

export interface PageLinks {
  previous: number | null;
  next: number | null;
}

/** Previous/next page numbers for a numbered list (a page past the end links back to the last one). */
export function pageLinks(page: number, totalPages: number): PageLinks {
  const last = Math.max(1, totalPages);
  if (page > last) return { previous: last, next: null };
  return { previous: page > 1 ? page - 1 : null, next: page < last ? page + 1 : null };
}
