/**
 * The search screen's state in the address: `value` (the query), `refine` (one kind of
 * result, or all) and `p` (the page of the refined kind). Pure, shared by the loader and the
 * view, so a link, a form and a reload all land on the same screen.
 */

export const REFINES = ['all', 'liveEvents', 'videos', 'playlists'] as const;
export type Refine = (typeof REFINES)[number];
export type ResultKind = Exclude<Refine, 'all'>;
export const RESULT_KINDS: ResultKind[] = ['liveEvents', 'videos', 'playlists'];

/** The platform refuses longer queries; the screen searches the first 100 characters of anything typed. */
export const MAX_QUERY_LENGTH = 100;
const MAX_PAGE = 1000;
// Controls (tabs, newlines, NUL…) never belong in a query.
// eslint-disable-next-line no-control-regex -- the rule is exactly to remove control characters
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

export interface SearchState {
  value: string;
  refine: Refine;
  page: number;
}

/** The query as searched: controls removed, spaces collapsed, at most 100 characters (whole code points). */
export function cleanQuery(raw: string | null): string {
  const text = (raw ?? '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return [...text].slice(0, MAX_QUERY_LENGTH).join('').trim();
}

export function readSearchState(params: URLSearchParams): SearchState {
  const refine = params.get('refine');
  const page = Number(params.get('p'));
  return {
    value: cleanQuery(params.get('value')),
    refine: (REFINES as readonly string[]).includes(refine ?? '') ? (refine as Refine) : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** Query parameters of a state: defaults left out, so addresses stay short and canonical. */
export function searchQuery(state: Partial<SearchState>): Record<string, string | null> {
  return {
    value: state.value ? state.value : null,
    refine: state.refine && state.refine !== 'all' ? state.refine : null,
    p: state.page && state.page > 1 ? String(state.page) : null,
  };
}
