/**
 * Loaders of `/livenow` and `/upcoming`: one page of
 * 12 event cards (`?p=`), server-rendered with page links; the client appends further
 * pages through the same loader (`?p=N&more=1`, answered as data, never as an error page).
 * `view=sidebar` pages by 15 for the live-now sidebar of the live page.
 */
import { json } from '@remix-run/node';
import { unavailable, type AppContext } from '~/context.server';
import { cacheHeaders, pageMeta } from '~/content/section-page.server';
import { isOutage } from '~/platform/client.server';
import { pathFor, pathSetForLocale } from '~/routing/paths';
import { labelText } from './label-text.server';
import { LIVE_LIST_PAGE_SIZE, loadLiveList, pageFromQuery, SIDEBAR_PAGE_SIZE, type LiveListKind, type LiveListPage } from './live-list.server';

export interface LiveListData {
  list: LiveListPage;
  /** Page links for viewers without JS (null at the ends). */
  previousHref: string | null;
  nextHref: string | null;
  /** This screen's data URL (Remix `_data` with its route id) for the client's next-page loads; `p=N` is appended. */
  pageUrlBase: string;
  meta: ReturnType<typeof pageMeta>;
}

/**
 * The list route's loader as data: its path in the viewer's set plus Remix's `_data` with the
 * route id (`screen:<key>:<set>`, remix.config.js). `more=1` makes a failure an answer, not an error page.
 */
export function listDataUrl(screen: 'liveNow' | 'upcoming', locale: string, sidebar: boolean): string {
  return pathFor(screen, {}, { locale, query: { more: '1', view: sidebar ? 'sidebar' : null, _data: `screen:${screen}:${pathSetForLocale(locale)}` } });
}

export async function loadLiveListPage(ctx: AppContext, kind: LiveListKind) {
  const screen = kind === 'live' ? 'liveNow' : 'upcoming';
  const page = pageFromQuery(ctx.url.searchParams.get('p'));
  const sidebar = ctx.url.searchParams.get('view') === 'sidebar';
  const more = ctx.url.searchParams.get('more') === '1';
  const rpp = sidebar ? SIDEBAR_PAGE_SIZE : LIVE_LIST_PAGE_SIZE;
  const [answer, title] = await Promise.all([loadLiveList(ctx, kind, page, rpp), labelText(ctx, kind === 'live' ? 'liveNow' : 'upcomingEvents')]);

  if (!answer.ok) {
    // A next-page load must not replace the page with an error: the list shows a retry.
    if (more) return json({ list: null, failed: true }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
    if (isOutage(answer.error)) throw unavailable(answer.error.messages[0] ?? 'The platform is unavailable.');
    throw new Response('Error', { status: answer.error.status || 500, headers: { 'Cache-Control': 'no-store' } });
  }
  const list = answer.data;
  const query = (p: number) => ({ p: p > 1 ? String(p) : null, view: sidebar ? 'sidebar' : null });
  const data: LiveListData = {
    list,
    previousHref: list.page > 1 ? pathFor(screen, {}, { locale: ctx.locale, query: query(list.page - 1) }) : null,
    nextHref: list.moreDataAvailable ? pathFor(screen, {}, { locale: ctx.locale, query: query(list.page + 1) }) : null,
    pageUrlBase: listDataUrl(screen, ctx.locale, sidebar),
    meta: pageMeta(ctx, screen, {}, title),
  };
  const headers = cacheHeaders(ctx);
  await ctx.sessionHeaders(headers);
  return json(data, { headers });
}
