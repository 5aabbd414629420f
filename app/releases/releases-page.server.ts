/**
 * Loader of `/releases` (`?p=`): videos by release date, newest first, grouped by day, 24 a
 * page with page links (server-rendered, no JavaScript needed), links written for this viewer.
 */
import { json } from '@remix-run/node';
import { parseCards, type ContentCard } from '../../blocks/shared/content-card';
import type { AppContext } from '~/context.server';
import { cacheHeaders, pageMeta } from '~/content/section-page.server';
import { labelText } from '~/live/label-text.server';
import { pageFromQuery } from '~/live/live-list.server';
import { pageFailure } from '~/platform/page-failure.server';
import { accessAwareLink } from '~/routing/content-links';
import { pathFor } from '~/routing/paths';
import { groupByDay, type DayGroup } from '~/schedule/day-groups';

const RELEASES_PAGE_SIZE = 24;

export type ReleaseCard = ContentCard & { href: string; releaseDate: string };

export interface ReleasesPageData {
  days: DayGroup<ReleaseCard>[];
  previousHref: string | null;
  nextHref: string | null;
  meta: ReturnType<typeof pageMeta>;
}

export async function loadReleasesPage(ctx: AppContext) {
  const page = pageFromQuery(ctx.url.searchParams.get('p'));
  const [answer, title] = await Promise.all([ctx.platform.content.releases({ query: { p: page, rpp: RELEASES_PAGE_SIZE } }), labelText(ctx, 'releasesTitle')]);
  if (!answer.ok) throw pageFailure(answer.error);
  const isGuest = !ctx.user || ctx.user.isGuest;
  const cards = answer.data.vods.flatMap((vod): ReleaseCard[] => {
    const [card] = parseCards([vod]).cards;
    if (!card) return [];
    const href = accessAwareLink(card, { isGuest }, { locale: ctx.locale, features: ctx.settings.features }) ?? '#';
    return [{ ...card, href, releaseDate: vod.releaseDate }];
  });
  const href = (p: number) => pathFor('releases', {}, { locale: ctx.locale, query: { p: p > 1 ? String(p) : null } });
  const { totalPages } = answer.data;
  const data: ReleasesPageData = {
    days: groupByDay(cards, (card) => card.releaseDate, ctx.locale),
    previousHref: page > 1 ? href(Math.min(page - 1, Math.max(totalPages, 1))) : null,
    nextHref: page < totalPages ? href(page + 1) : null,
    meta: pageMeta(ctx, 'releases', {}, title),
  };
  const headers = cacheHeaders(ctx);
  await ctx.sessionHeaders(headers);
  return json(data, { headers });
}
