/**
 * Server side of the card lists (favourites, watchlist items, history): cards with this
 * viewer's links, the list state applied (filter, search, sort, page) and every link of the
 * screen (page links, tabs) written as query strings, so nothing needs JavaScript.
 */
import { parseCards, type ContentCard } from '../../blocks/shared/content-card';
import type { AppContext } from '~/context.server';
import { accessAwareLink } from '~/routing/content-links';
import { pathFor, type RouteParams } from '~/routing/paths';
import type { ScreenKey } from '~/routing/route-table';
import { applyCardList, cardListQuery, CARD_LIST_PAGE_SIZE, readCardListState, type CardListState } from './card-list-query';

export type ListCard = ContentCard & { href: string };

/** Parsed cards with the link this viewer follows (anything unreadable is left out). */
export function listCards(ctx: AppContext, list: unknown[], link?: (card: ContentCard) => string | null): ListCard[] {
  const isGuest = !ctx.user || ctx.user.isGuest;
  return parseCards(list).cards.map((card) => ({
    ...card,
    href: link?.(card) ?? accessAwareLink(card, { isGuest }, { locale: ctx.locale, features: ctx.settings.features }) ?? '#',
  }));
}

export interface ListTab {
  screen: 'favourites' | 'watchlists' | 'history';
  href: string;
  current: boolean;
}

/** The personal lists' tabs: favourites and watchlists as the realm enables them, history always. */
export function listTabs(ctx: AppContext, current: ListTab['screen']): ListTab[] {
  const features = ctx.settings.features as { watchlists?: boolean; favourites?: boolean } | undefined;
  const screens: ListTab['screen'][] = [];
  if (features?.favourites || !features?.watchlists) screens.push('favourites');
  if (features?.watchlists) screens.push('watchlists');
  screens.push('history');
  return screens.map((screen) => ({ screen, href: pathFor(screen, {}, { locale: ctx.locale }), current: screen === current }));
}

export interface CardListData {
  state: CardListState;
  /** Where the list's own form submits (GET). */
  action: string;
  cards: ListCard[];
  total: number;
  /** Items in the whole list before search and filter. */
  listSize: number;
  page: number;
  totalPages: number;
  previousHref: string | null;
  nextHref: string | null;
}

/** Applies the query's state to the whole list and writes the page links. */
export function cardListData(
  ctx: AppContext,
  screen: ScreenKey,
  params: RouteParams,
  cards: ListCard[],
  options: { pageSize?: number; dates?: Map<string, string> } = {},
): CardListData {
  const state = readCardListState(ctx.url.searchParams);
  const items = cards.map((card, index) => ({
    card,
    title: card.title,
    description: card.description,
    type: card.type,
    index,
    date: options.dates?.get(card.id),
  }));
  const result = applyCardList(items, state, options.pageSize ?? CARD_LIST_PAGE_SIZE);
  const href = (page: number) => pathFor(screen, params, { locale: ctx.locale, query: cardListQuery({ ...state, page }) });
  return {
    state: { ...state, page: result.page },
    action: pathFor(screen, params, { locale: ctx.locale }),
    cards: result.items.map((item) => item.card),
    total: result.total,
    listSize: cards.length,
    page: result.page,
    totalPages: result.totalPages,
    previousHref: result.page > 1 ? href(result.page - 1) : null,
    nextHref: result.page < result.totalPages ? href(result.page + 1) : null,
  };
}
