/**
 * The card lists' state (favourites, watchlist items, history), all of it in the query string
 * so every screen works without JavaScript (forms that GET, plain links):
 *
 * - `q`: search in titles and descriptions (accents and case folded); empty → no parameter.
 * - `type`: filter by content kind (VOD, LIVE, PLAYLIST, SERIES, SEASON); none → all.
 * - `sort` + `order`: title or date, ascending or descending; relevance (the list's own
 *   order) removes both parameters.
 * - `p`: page from 1, `CARD_LIST_PAGE_SIZE` cards a page (favourites: 9).
 *
 * The search box submits by itself after `searchDelay(length)`: 1 or 2 characters wait 2 s,
 * 0 or 3 act at once, longer queries wait 1 s.
 */
export const CARD_LIST_PAGE_SIZE = 10;
export const FAVOURITES_PAGE_SIZE = 9;
/** The longest search text read (longer input is cut, never an error). */
export const SEARCH_MAX = 100;

export const CARD_LIST_TYPES = ['VOD', 'LIVE', 'PLAYLIST', 'SERIES', 'SEASON'] as const;
export type CardListType = (typeof CARD_LIST_TYPES)[number];
export const CARD_LIST_SORTS = ['relevance', 'title', 'date'] as const;
export type CardListSort = (typeof CARD_LIST_SORTS)[number];

export interface CardListState {
  q: string;
  type: CardListType | null;
  sort: CardListSort;
  order: 'asc' | 'desc';
  page: number;
}

const MAX_PAGE = 10_000;

/** Control and invisible formatting characters are dropped; whitespace runs become one space. */
function cleanSearch(value: string | null): string {
  return (value ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_MAX);
}

/** The sort select's choices (`sortBy`, one field for forms): read into `sort` + `order`. */
export const SORT_CHOICES = ['relevance', 'title-asc', 'title-desc', 'date-desc', 'date-asc'] as const;

export function readCardListState(query: URLSearchParams): CardListState {
  const type = query.get('type');
  const [sortByField, sortByOrder] = (query.get('sortBy') ?? '').split('-');
  const sort = query.get('sortBy') ? sortByField : query.get('sort');
  const order = query.get('sortBy') ? sortByOrder : query.get('order');
  const page = Number(query.get('p'));
  const chosenSort = (CARD_LIST_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CardListSort) : 'relevance';
  return {
    q: cleanSearch(query.get('q')),
    type: (CARD_LIST_TYPES as readonly string[]).includes(type ?? '') ? (type as CardListType) : null,
    sort: chosenSort,
    order: chosenSort !== 'relevance' && order === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The query of a state: defaults left out, relevance without sort parameters. */
export function cardListQuery(state: Partial<CardListState>, extra: Record<string, string> = {}): Record<string, string> {
  const query: Record<string, string> = { ...extra };
  if (state.q) query.q = state.q;
  if (state.type) query.type = state.type;
  if (state.sort && state.sort !== 'relevance') {
    query.sort = state.sort;
    query.order = state.order ?? 'asc';
  }
  if (state.page && state.page > 1) query.p = String(state.page);
  return query;
}

/** How long the search box waits after typing before it searches (ms). */
export function searchDelay(length: number): number {
  if (length === 0 || length === 3) return 0;
  if (length <= 2) return 2000;
  return 1000;
}

/** The sort select's value of a state. */
export function sortChoice(state: Pick<CardListState, 'sort' | 'order'>): (typeof SORT_CHOICES)[number] {
  return state.sort === 'relevance' ? 'relevance' : (`${state.sort}-${state.order}` as (typeof SORT_CHOICES)[number]);
}

/** The search form's query as the browser would submit it, tidied: an empty `q` is removed, relevance drops the sort. */
export function tidyQuery(query: URLSearchParams): URLSearchParams {
  const state = readCardListState(query);
  // A new search, filter or sort starts from page 1.
  const tidy = new URLSearchParams(cardListQuery({ ...state, page: 1 }));
  for (const [key, value] of query) if (!['q', 'type', 'sort', 'order', 'sortBy', 'p'].includes(key) && value) tidy.set(key, value);
  return tidy;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');

export interface ListItem {
  title: string;
  description?: string;
  type: string;
  /** The list's own position (relevance order). */
  index: number;
  /** When it was added or watched (ISO), if known; else the list order stands in. */
  date?: string;
}

/** Filters, searches, sorts and pages a list; `page` is clamped to the last page. */
export function applyCardList<T extends ListItem>(items: readonly T[], state: CardListState, pageSize = CARD_LIST_PAGE_SIZE) {
  const words = fold(state.q).split(' ').filter(Boolean);
  const kindOf = (type: string) => (type === 'UPCOMING' || type === 'EPG' ? 'LIVE' : type);
  let found = items.filter(
    (item) => (!state.type || kindOf(item.type) === state.type) && words.every((w) => fold(`${item.title} ${item.description ?? ''}`).includes(w)),
  );
  if (state.sort !== 'relevance') {
    const direction = state.order === 'desc' ? -1 : 1;
    found = [...found].sort((a, b) => {
      const by = state.sort === 'title' ? a.title.localeCompare(b.title) : (a.date ?? '').localeCompare(b.date ?? '') || a.index - b.index;
      return by * direction || a.index - b.index;
    });
  }
  const totalPages = Math.max(1, Math.ceil(found.length / pageSize));
  const page = Math.min(state.page, totalPages);
  return { items: found.slice((page - 1) * pageSize, page * pageSize), total: found.length, page, totalPages };
}

/** The favourite toggle's address for one video. */
export const favouriteAction = (id: string) => `/_data/favourite/${encodeURIComponent(id)}`;
