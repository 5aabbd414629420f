/**
 * Loader of `/schedule` (`?p=`): upcoming live events, soonest first, grouped by day, 48 a
 * page with page links (server-rendered, no JavaScript needed).
 */
import { json } from '@remix-run/node';
import { unavailable, type AppContext } from '~/context.server';
import { cacheHeaders, pageMeta } from '~/content/section-page.server';
import { labelText } from '~/live/label-text.server';
import { loadLiveList, pageFromQuery, type LinkedCard } from '~/live/live-list.server';
import { isOutage } from '~/platform/client.server';
import { pathFor } from '~/routing/paths';
import { groupByDay, type DayGroup } from './day-groups';

/** Events per schedule page: several days of a busy calendar. */
const SCHEDULE_PAGE_SIZE = 48;

export interface SchedulePageData {
  days: DayGroup<LinkedCard>[];
  previousHref: string | null;
  nextHref: string | null;
  meta: ReturnType<typeof pageMeta>;
}

export async function loadSchedulePage(ctx: AppContext) {
  const page = pageFromQuery(ctx.url.searchParams.get('p'));
  const [answer, title] = await Promise.all([loadLiveList(ctx, 'upcoming', page, SCHEDULE_PAGE_SIZE), labelText(ctx, 'scheduleTitle')]);
  if (!answer.ok) {
    if (isOutage(answer.error)) throw unavailable(answer.error.messages[0] ?? 'The platform is unavailable.');
    throw new Response('Error', { status: answer.error.status || 500, headers: { 'Cache-Control': 'no-store' } });
  }
  const list = answer.data;
  const href = (p: number) => pathFor('schedule', {}, { locale: ctx.locale, query: { p: p > 1 ? String(p) : null } });
  const data: SchedulePageData = {
    days: groupByDay(list.cards, (card) => card.startDate, ctx.locale),
    previousHref: list.page > 1 ? href(Math.min(list.page - 1, Math.max(list.totalPages, 1))) : null,
    nextHref: list.moreDataAvailable ? href(list.page + 1) : null,
    meta: pageMeta(ctx, 'schedule', {}, title),
  };
  const headers = cacheHeaders(ctx);
  await ctx.sessionHeaders(headers);
  return json(data, { headers });
}
