/**
 * Shapes shared by many answers: the content card every list and detail answer is made of,
 * programme entries of channels, the two paging styles and the licence summary details and
 * access answers name. Exact as the reference platform sends them (see define.ts): the web's
 * client parses content answers with them (objects ignore other back ends' extra fields).
 */
import { z } from 'zod';

export const cardTypes = ['VOD', 'LIVE', 'UPCOMING', 'EPG', 'SEASON', 'SERIES', 'PLAYLIST', 'DATA_FEED', 'SECTION', 'PLUGIN'] as const;
export const cardType = z.enum(cardTypes);

/** The viewer's access to a piece of content (computed per viewer). */
export const accessLevels = ['GRANTED', 'DENIED', 'GRANTED_ON_SIGN_IN', 'GEOBLOCKED'] as const;
export const accessLevel = z.enum(accessLevels);

/** One programme of a channel's schedule (`programme` is the spec's name, `title` the same text for card readers). */
export const programme = z
  .object({
    id: z.string(),
    title: z.string(),
    programme: z.string(),
    episode: z.string().optional(),
    startDate: z.string(),
    endDate: z.string(),
    thumbnailUrl: z.string(),
  })
  .meta({ id: 'Programme' });

export const premiereRelease = z.object({ type: z.literal('PREMIERE'), scheduledAt: z.string() });

/** A content card: what every row, list and search hit shows, with the viewer's access level. */
export const contentCard = z
  .object({
    id: z.string(),
    type: cardType,
    title: z.string(),
    description: z.string().optional(),
    accessLevel,
    thumbnailUrl: z.string(),
    posterUrl: z.string().optional(),
    duration: z.number().optional(),
    startDate: z.string().optional(),
    endDate: z.string().optional(),
    series: z.object({ seriesId: z.string(), title: z.string() }).optional(),
    seasonId: z.string().optional(),
    playlistId: z.string().optional(),
    liveEventId: z.string().optional(),
    displayLiveBadge: z.boolean().optional(),
    logoUrl: z.string().optional(),
    favourite: z.boolean().optional(),
    /** Seconds watched (continue watching, history). */
    progress: z.number().optional(),
    programmingInfo: z
      .object({ currentProgramme: programme.optional(), nextProgramme: programme.optional(), channelLogoUrl: z.string().optional() })
      .optional(),
    itemCount: z.number().int().optional(),
    episodeCount: z.number().int().optional(),
    feedName: z.string().optional(),
    premiereRelease: premiereRelease.optional(),
    isTrailer: z.boolean().optional(),
    tags: z.array(z.string()).optional(),
  })
  .meta({ id: 'ContentCard' });
export type ContentCardAnswer = z.output<typeof contentCard>;

/** Cursor paging (buckets, seasons, series, guide): `lastSeen` is the id of the last item sent. */
export const cursorPaging = z.object({ lastSeen: z.string().nullable(), moreDataAvailable: z.boolean() }).meta({ id: 'CursorPaging' });

/** Page-number paging (playlists, lists, favourites): `page` counts from 1. */
export const pageNumbers = { page: z.number().int(), totalPages: z.number().int(), totalResults: z.number().int() };

/** A licence discount (spec 03 §3): its state follows its dates at the time of the answer. */
export const discount = z
  .object({
    type: z.enum(['PERCENTAGE', 'AMOUNT']),
    /** For PERCENTAGE: 0-100. */
    percentage: z.number().nullable(),
    /** For AMOUNT: minor units in the price's currency and scale. */
    amount: z.number().int().nullable(),
    state: z.enum(['ACTIVE', 'UPCOMING', 'EXPIRED']),
    lifeTimeRepeat: z.boolean(),
    startDate: z.string(),
    endDate: z.string().nullable(),
  })
  .meta({ id: 'Discount' });

const price = z.object({
  id: z.string(),
  sku: z.string(),
  amount: z.number(),
  currency: z.string(),
  scale: z.number().int(),
  default: z.boolean(),
  taxInclusive: z.boolean(),
  periodAmounts: z.array(z.object({ period: z.string(), amount: z.number() })),
  /** The discount not yet expired (ACTIVE or UPCOMING), if any. */
  discount: discount.nullable(),
});

/** A licence as sold, without the viewer's status. */
export const licenceSummary = z
  .object({
    id: z.string(),
    licenceId: z.number().int(),
    name: z.string(),
    description: z.string(),
    family: z.string().nullable(),
    rank: z.number(),
    type: z.enum(['STANDARD', 'FREE']),
    purchaseStrategy: z.object({
      type: z.enum(['SUBSCRIPTION', 'FIXED_DATE', 'PPV', 'FREE']),
      period: z.string().optional(),
      fixedDate: z.string().optional(),
    }),
    trialDetails: z.object({ period: z.string() }).nullable(),
    defaultMarketingPricePeriod: z.string().nullable(),
    /**
     * CONFIRM_PAYMENT: bought, the licence stays INACTIVE until the provider confirms the payment.
     * Back ends that predate it send nothing, which means IMMEDIATE.
     */
    activationStrategy: z.enum(['IMMEDIATE', 'CONFIRM_PAYMENT']).default('IMMEDIATE'),
    amounts: z.array(price),
  })
  .meta({ id: 'LicenceSummary' });
