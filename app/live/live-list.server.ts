/**
 * Live-now and upcoming lists (`GET /event/live`, `GET /event/upcoming`; 12 a page): one page of event cards with links written
 * for this viewer, or an error value. Used by `/livenow`, `/upcoming` and the live-now
 * sidebar of the live page.
 */
import type { AppContext } from '~/context.server';
import { viewerContentHref, withContentHrefs } from '~/content/content-hrefs.server';
import type { Result } from '~/platform/client.server';
import { formatDate } from '~/watch/watch-page.server';
import { parseCards, type ContentCard } from '../../blocks/shared/content-card';

/** `/livenow` and `/upcoming` show 12 cards a page. */
export const LIVE_LIST_PAGE_SIZE = 12;
/** The live-now sidebar pages by the spec's live list constant, 15. */
export const SIDEBAR_PAGE_SIZE = 15;
/** The platform refuses p above 10000. */
const MAX_PAGE = 10_000;

export type LiveListKind = 'live' | 'upcoming';

/** A card with its link for this viewer and, for events not started yet, the start written for the viewer's locale. */
export type LinkedCard = ContentCard & { href: string; startsAt?: string | null };

export interface LiveListPage {
  kind: LiveListKind;
  cards: LinkedCard[];
  page: number;
  totalPages: number;
  totalResults: number;
  /** True while pages remain after this one. */
  moreDataAvailable: boolean;
}

/** The `p` query: a whole page number from 1 (anything else is page 1). */
export function pageFromQuery(value: string | null): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

export async function loadLiveList(ctx: AppContext, kind: LiveListKind, page: number, rpp: number): Promise<Result<LiveListPage>> {
  const list = kind === 'live' ? ctx.platform.live.liveNow : ctx.platform.live.upcoming;
  const answer = await list({ query: { p: page, rpp } });
  if (!answer.ok) return answer;
  // Cards as the blocks read them (their lenient reader, blocks/shared/content-card.ts).
  const { cards } = parseCards(answer.data.events);
  const linked = (withContentHrefs(cards, viewerContentHref(ctx)) as LinkedCard[]).map((card) =>
    kind === 'upcoming' ? { ...card, startsAt: formatDate(card.startDate, ctx.locale) } : card,
  );
  return {
    ok: true,
    data: {
      kind,
      cards: linked,
      page: answer.data.page,
      totalPages: answer.data.totalPages,
      totalResults: answer.data.totalResults,
      moreDataAvailable: answer.data.page < answer.data.totalPages,
    },
  };
}
