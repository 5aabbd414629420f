/**
 * Loaders of the news screens: `/news` (feeds as tabs, the chosen feed's items, paged with
 * `?feed=&p=`) and `/news/{feedName}/{newId}` (one item, its body sanitised here).
 * Everything is written on the server (links in the viewer's path set, dates in the
 * viewer's locale), so the screens work without JavaScript.
 */
import { json } from '@remix-run/node';
import type { ContentCardAnswer } from '../../contract/cards';
import type { AppContext } from '~/context.server';
import { cacheHeaders, pageMeta } from '~/content/section-page.server';
import { isOutage } from '~/platform/client.server';
import { notFoundResponse, pageFailure } from '~/platform/page-failure.server';
import { pathFor } from '~/routing/paths';
import { chooseFeed, FEED_NAME_PATTERN, NEWS_ID_PATTERN, pageLinks, readNewsQuery } from './news-query';
import { newsBodyHtml } from './sanitize.server';

/** Items per page on the news screen (the platform's default is 10 too). */
const NEWS_PAGE_SIZE = 10;

/** A calendar date in the viewer's locale (UTC, so server and browser agree). */
export function formatDay(iso: string | null | undefined, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
  } catch {
    return iso.slice(0, 10);
  }
}

export interface NewsListItem {
  id: string;
  title: string;
  summary: string | null;
  imageUrl: string | null;
  date: string | null;
  dateTime: string | null;
  href: string;
}

export interface NewsListData {
  feeds: { feedName: string; title: string; href: string; current: boolean }[];
  feed: { feedName: string; title: string } | null;
  items: NewsListItem[];
  page: number;
  totalPages: number;
  previousHref: string | null;
  nextHref: string | null;
  meta: ReturnType<typeof pageMeta>;
}

function listItem(card: ContentCardAnswer, feedName: string, locale: string): NewsListItem {
  return {
    id: card.id,
    title: card.title,
    summary: card.description ?? null,
    imageUrl: card.thumbnailUrl ?? null,
    date: formatDay(card.startDate, locale),
    dateTime: card.startDate ?? null,
    href: pathFor('newsItem', { feedName: card.feedName ?? feedName, newId: card.id }, { locale }),
  };
}

export async function loadNewsList(ctx: AppContext) {
  const query = readNewsQuery(ctx.url.searchParams);
  const feedsAnswer = await ctx.platform.content.newsFeeds();
  if (!feedsAnswer.ok) throw pageFailure(feedsAnswer.error);
  const feeds = feedsAnswer.data.feeds.filter((feed) => FEED_NAME_PATTERN.test(feed.feedName));
  const chosen = chooseFeed(feeds, query.feed);
  const newsHref = (feedName: string | null, page?: number) =>
    pathFor('news', {}, { locale: ctx.locale, query: { feed: feedName, p: page && page > 1 ? page : null } });

  let items: NewsListItem[] = [];
  let page = query.page;
  let totalPages = 0;
  let feedTitle = '';
  if (chosen) {
    const answer = await ctx.platform.content.newsFeed({ params: { feedName: chosen }, query: { p: query.page, rpp: NEWS_PAGE_SIZE } });
    if (!answer.ok) {
      // A feed that vanished between the two calls is an empty feed, not a broken page.
      if (isOutage(answer.error) || answer.error.status !== 404) throw pageFailure(answer.error);
    } else {
      items = answer.data.items.filter((card) => NEWS_ID_PATTERN.test(card.id)).map((card) => listItem(card, chosen, ctx.locale));
      page = answer.data.page;
      totalPages = answer.data.totalPages;
      feedTitle = answer.data.title;
    }
  }
  const links = pageLinks(page, totalPages);
  const data: NewsListData = {
    feeds: feeds.map((feed) => ({
      feedName: feed.feedName,
      title: feed.title || feed.feedName,
      href: newsHref(feed.feedName),
      current: feed.feedName === chosen,
    })),
    feed: chosen ? { feedName: chosen, title: feedTitle || feeds.find((feed) => feed.feedName === chosen)?.title || chosen } : null,
    items,
    page,
    totalPages,
    previousHref: chosen && links.previous ? newsHref(chosen, links.previous) : null,
    nextHref: chosen && links.next ? newsHref(chosen, links.next) : null,
    meta: pageMeta(ctx, 'news', {}, ''),
  };
  const headers = cacheHeaders(ctx);
  await ctx.sessionHeaders(headers);
  return json(data, { headers });
}

export interface NewsItemData {
  id: string;
  feedName: string;
  feedTitle: string;
  title: string;
  summary: string | null;
  imageUrl: string | null;
  date: string | null;
  dateTime: string | null;
  /** Sanitised on the server (sanitize.server.ts). */
  bodyHtml: string;
  backHref: string;
  /** The absolute address the share action copies, or null when the realm does not enable sharing. */
  shareUrl: string | null;
  meta: ReturnType<typeof pageMeta>;
}

export async function loadNewsItem(ctx: AppContext, params: Record<string, string | undefined>) {
  const feedName = params.feedName ?? '';
  const newId = params.newId ?? '';
  if (!FEED_NAME_PATTERN.test(feedName) || !NEWS_ID_PATTERN.test(newId)) throw notFoundResponse();
  const answer = await ctx.platform.content.newsItem({ params: { feedName, id: newId } });
  if (!answer.ok) throw pageFailure(answer.error);
  const item = answer.data;
  const meta = pageMeta(ctx, 'newsItem', { feedName, newId }, item.title, item.description);
  const data: NewsItemData = {
    id: item.id,
    feedName,
    feedTitle: item.feedTitle || feedName,
    title: item.title,
    summary: item.description ?? null,
    imageUrl: item.thumbnailUrl ?? null,
    date: formatDay(item.startDate, ctx.locale),
    dateTime: item.startDate ?? null,
    bodyHtml: newsBodyHtml(item.body),
    backHref: pathFor('news', {}, { locale: ctx.locale, query: { feed: feedName } }),
    shareUrl: ctx.settings.features.socialSharing ? meta.canonical : null,
    meta,
  };
  const headers = cacheHeaders(ctx);
  await ctx.sessionHeaders(headers);
  return json(data, { headers });
}
