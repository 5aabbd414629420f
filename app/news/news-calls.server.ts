/**
 * Platform calls of the news screens (docs/platform-contract.md, "Content": /api/v4/news…),
 * with their zod shapes. Lenient on what the screens do not read, strict on what they do.
 */
import { z } from 'zod';
import type { PlatformClient } from '~/platform/client.server';

const seg = encodeURIComponent;

export const newsFeedsSchema = z.object({
  feeds: z.array(z.object({ feedName: z.string().min(1), title: z.string().default(''), itemCount: z.number().int().nonnegative().default(0) })).default([]),
});
export type NewsFeeds = z.output<typeof newsFeedsSchema>;

export const newsCardSchema = z
  .object({
    id: z.string().min(1),
    title: z.string().default(''),
    description: z.string().optional().catch(undefined),
    thumbnailUrl: z.string().optional().catch(undefined),
    feedName: z.string().optional().catch(undefined),
    startDate: z.string().optional().catch(undefined),
  })
  .passthrough();
export type NewsCard = z.output<typeof newsCardSchema>;

export const newsFeedPageSchema = z.object({
  feedName: z.string(),
  title: z.string().default(''),
  items: z.array(newsCardSchema).default([]),
  page: z.number().int().positive().default(1),
  totalPages: z.number().int().nonnegative().default(1),
  totalResults: z.number().int().nonnegative().default(0),
});
export type NewsFeedPage = z.output<typeof newsFeedPageSchema>;

export const newsItemSchema = newsCardSchema.extend({ body: z.string().default(''), feedTitle: z.string().default('') });
export type NewsItem = z.output<typeof newsItemSchema>;

/** Items per page on the news screen (the platform's default is 10 too). */
export const NEWS_PAGE_SIZE = 10;

export function newsCalls(client: PlatformClient) {
  return {
    feeds: () => client.getJson(newsFeedsSchema, '/api/v4/news'),
    feed: (feedName: string, page: number, rpp = NEWS_PAGE_SIZE) => client.getJson(newsFeedPageSchema, `/api/v4/news/${seg(feedName)}`, { p: page, rpp }),
    item: (feedName: string, id: string) => client.getJson(newsItemSchema, `/api/v4/news/${seg(feedName)}/${seg(id)}`),
  };
}
