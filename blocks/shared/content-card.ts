/**
 * Runtime shape of a content card as the platform answers it (platform-contract.md,
 * `ContentCard`). Parsed leniently (unknown keys are ignored) because it is platform
 * data, not an editor's document.
 */
import { z } from 'zod';

export const CONTENT_TYPES = ['VOD', 'LIVE', 'UPCOMING', 'EPG', 'SEASON', 'SERIES', 'PLAYLIST', 'DATA_FEED', 'SECTION', 'PLUGIN'] as const;
export const ACCESS_LEVELS = ['GRANTED', 'DENIED', 'GRANTED_ON_SIGN_IN', 'GEOBLOCKED'] as const;

export const programmeSchema = z.object({
  title: z.string(),
  startDate: z.string(),
  endDate: z.string().optional(),
  episode: z.string().optional(),
  thumbnailUrl: z.string().optional(),
});

export const contentCardSchema = z.object({
  id: z.string().min(1),
  type: z.enum(CONTENT_TYPES),
  title: z.string(),
  description: z.string().optional(),
  accessLevel: z.enum(ACCESS_LEVELS).default('GRANTED'),
  thumbnailUrl: z.string(),
  posterUrl: z.string().optional(),
  duration: z.number().nonnegative().optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  series: z.object({ seriesId: z.string(), title: z.string() }).optional(),
  seasonId: z.string().optional(),
  playlistId: z.string().optional(),
  liveEventId: z.string().optional(),
  displayLiveBadge: z.boolean().optional(),
  logoUrl: z.string().optional(),
  favourite: z.boolean().optional(),
  progress: z.number().nonnegative().optional(),
  programmingInfo: z
    .object({
      currentProgramme: programmeSchema.optional(),
      nextProgramme: programmeSchema.optional(),
      channelLogoUrl: z.string().optional(),
    })
    .optional(),
  itemCount: z.number().int().nonnegative().optional(),
  feedName: z.string().optional(),
  premiereRelease: z.object({ type: z.literal('PREMIERE'), scheduledAt: z.string() }).optional(),
});
export type ContentCard = z.output<typeof contentCardSchema>;

export const pagingSchema = z.object({
  lastSeen: z.string().nullable(),
  moreDataAvailable: z.boolean(),
});
export type Paging = z.output<typeof pagingSchema>;

/** Runtime data a row block renders with: the bucket minus its rowTypeData (which are the props). */
export interface BucketData {
  bucketId: string;
  name: string;
  type?: string;
  contentList: ContentCard[];
  paging: Paging;
}

export interface RowContext {
  bucket: BucketData;
  /** The section (page) the bucket belongs to; needed to fetch further pages. */
  sectionId: string;
  /** Position of the row on the page; rows below the fold lazy-load images. */
  index: number;
}

/** Keep the well-formed cards, report the rest (a malformed card must not drop a whole row). */
export function parseCards(list: unknown[]): { cards: ContentCard[]; rejected: number } {
  const cards: ContentCard[] = [];
  let rejected = 0;
  for (const item of list) {
    const parsed = contentCardSchema.safeParse(item);
    if (parsed.success) cards.push(parsed.data);
    else rejected += 1;
  }
  return { cards, rejected };
}
