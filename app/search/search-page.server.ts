/**
 * Loader of `/search` (`?value=&refine=&p=`): popular videos while the query is empty, else
 * the platform's results by kind (live events, videos, playlists) with hits, totalHits,
 * totalPages and page, each hit with this viewer's link and its highlighted title and
 * description. The same loader answers the browser's next-page loads (a fetcher on the next
 * page's address with `more=1`: a failure is then a 503 answer the list shows as a retry). A
 * platform failure shows a message on the screen, never an error page.
 */
import { json } from '@remix-run/node';
import { z } from 'zod';
import { parseCards, type ContentCard } from '../../blocks/shared/content-card';
import type { AppContext } from '~/context.server';
import { cacheHeaders, pageMeta } from '~/content/section-page.server';
import { labelText } from '~/live/label-text.server';
import { accessAwareLink } from '~/routing/content-links';
import { pathFor } from '~/routing/paths';
import { readSearchState, RESULT_KINDS, searchQuery, type Refine, type ResultKind, type SearchState } from './search-query';

/** Hits per kind and page. */
const PAGE_SIZE = 12;

const segments = z.array(z.object({ text: z.string(), mark: z.boolean() }));
const highlightSchema = z.object({ title: segments, description: segments });
export type Highlight = z.output<typeof highlightSchema>;

export type SearchCard = ContentCard & { href: string; highlight: Highlight | null };

export interface KindResults {
  kind: ResultKind;
  hits: SearchCard[];
  totalHits: number;
  /** More match than `totalHits` counts (the platform stops counting at its cap). */
  moreHits: boolean;
  totalPages: number;
  page: number;
  /** The refined view of this kind (the "see all" link), and its next page (the no-JS way on). */
  refineHref: string;
  nextHref: string | null;
}

export interface SearchPageData {
  state: SearchState;
  /** Where the screen's own search box submits (this screen in the viewer's path set). */
  action: string;
  /** Refine links (all, and each kind), for the tabs. */
  refineHrefs: Record<Refine, string>;
  results: KindResults[] | null;
  /** Words the platform also searched for (typo alternatives), for "also searched for". */
  alternatives: string[];
  popular: SearchCard[] | null;
  failed: boolean;
  meta: ReturnType<typeof pageMeta>;
}

function cardsWithLinks(ctx: AppContext, list: unknown[]): SearchCard[] {
  const isGuest = !ctx.user || ctx.user.isGuest;
  return list.flatMap((item) => {
    const [card] = parseCards([item]).cards;
    if (!card) return [];
    const highlight = highlightSchema.safeParse((item as { highlight?: unknown }).highlight);
    const href = accessAwareLink(card, { isGuest }, { locale: ctx.locale, features: ctx.settings.features }) ?? '#';
    return [{ ...card, href, highlight: highlight.success ? highlight.data : null }];
  });
}

function searchHref(ctx: AppContext, state: Partial<SearchState>): string {
  return pathFor('search', {}, { locale: ctx.locale, query: searchQuery(state) });
}

async function loadResults(ctx: AppContext, state: SearchState) {
  const answer = await ctx.platform.content.search({ query: { query: state.value, p: state.page, rpp: PAGE_SIZE } });
  if (!answer.ok) {
    // 400: nothing searchable in what was typed (only symbols or invisible characters).
    if (answer.error.kind === 'http' && answer.error.status === 400) return { results: emptyResults(ctx, state), alternatives: [], failed: false };
    return { results: null, alternatives: [], failed: true };
  }
  const { results, terms } = answer.data;
  return {
    results: RESULT_KINDS.map((kind): KindResults => {
      const found = results[kind];
      return {
        kind,
        hits: cardsWithLinks(ctx, found.hits),
        totalHits: found.totalHits,
        moreHits: found.moreHits,
        totalPages: found.totalPages,
        page: found.page,
        refineHref: searchHref(ctx, { value: state.value, refine: kind }),
        nextHref: found.page < found.totalPages ? searchHref(ctx, { value: state.value, refine: kind, page: found.page + 1 }) : null,
      };
    }),
    alternatives: [...new Set(terms.flatMap((term) => term.alternatives))],
    failed: false,
  };
}

function emptyResults(ctx: AppContext, state: SearchState): KindResults[] {
  return RESULT_KINDS.map((kind) => ({
    kind,
    hits: [],
    totalHits: 0,
    moreHits: false,
    totalPages: 0,
    page: state.page,
    refineHref: searchHref(ctx, { value: state.value, refine: kind }),
    nextHref: null,
  }));
}

async function loadPopular(ctx: AppContext) {
  const answer = await ctx.platform.content.searchPopular({ query: { rpp: PAGE_SIZE } });
  return answer.ok ? { popular: cardsWithLinks(ctx, answer.data.hits), failed: false } : { popular: null, failed: true };
}

export async function loadSearchPage(ctx: AppContext) {
  const state = readSearchState(ctx.url.searchParams);
  const more = ctx.url.searchParams.get('more') === '1';
  const [found, popular, title] = await Promise.all([
    state.value ? loadResults(ctx, state) : null,
    state.value ? null : loadPopular(ctx),
    labelText(ctx, 'searchTitle'),
  ]);
  const failed = Boolean(found?.failed || popular?.failed);
  const data: SearchPageData = {
    state,
    action: pathFor('search', {}, { locale: ctx.locale }),
    refineHrefs: {
      all: searchHref(ctx, { value: state.value }),
      liveEvents: searchHref(ctx, { value: state.value, refine: 'liveEvents' }),
      videos: searchHref(ctx, { value: state.value, refine: 'videos' }),
      playlists: searchHref(ctx, { value: state.value, refine: 'playlists' }),
    },
    results: found?.results ?? null,
    alternatives: found?.alternatives ?? [],
    popular: popular?.popular ?? null,
    failed,
    meta: pageMeta(ctx, 'search', {}, state.value ? `${title}: ${state.value}` : title),
  };
  const headers = cacheHeaders(ctx, failed);
  await ctx.sessionHeaders(headers);
  return json(data, { status: failed && more ? 503 : 200, headers });
}
