/**
 * Shapes of the committed catalogue fixtures (`fixtures/*.json`), written by
 * `scripts/generate-fixtures.ts` and read by the seeder. Times that depend on
 * "now" are stored as offsets from the schedule anchor (see schedule.ts), never
 * as fixed dates, so the demo always has something live.
 */

/** Catalogue text in one locale (catalogue items carry one per locale besides their English). */
export interface CatalogueText {
  title?: string;
  description?: string;
  weightClass?: string;
  bio?: string;
  /** News items: the summary, the article's body and the title of the item's feed. */
  summary?: string;
  body?: string;
  feedTitle?: string;
  /** Programme-guide slots: the episode label (the programme's name is `title`). */
  episode?: string;
}

/** Locale → text; a field missing there reads the English one. */
export type CatalogueTranslations = Partial<Record<string, CatalogueText>>;

export type AccessLevelConfig = 'FREE' | 'SIGN_IN' | 'LICENCE';

/** Country rule: ALLOW = only these countries may watch; BLOCK = everyone but these. */
export interface GeoRule {
  mode: 'ALLOW' | 'BLOCK';
  countries: string[];
}

export interface AccessConfig {
  level: AccessLevelConfig;
  /** For LICENCE: any one of these licences (held, in effect) grants access. */
  licenceIds?: string[];
  geo?: GeoRule;
}

export interface Chapter {
  start: number;
  end: number;
  title: string;
}

export interface SkipMarker {
  type: 'INTRO' | 'RECAP' | 'CREDITS';
  start: number;
  end: number;
}

export interface VodFixture {
  id: string;
  externalId: string;
  title: string;
  description: string;
  duration: number;
  tags: string[];
  genre: string;
  thumbnailKey: string;
  posterKey: string;
  access: AccessConfig;
  /** ISO date: when the video was released (fixed past dates are fine here). */
  releaseDate: string;
  isTrailer: boolean;
  /** Trailer ids for a main video; the main video id for a trailer. */
  trailerIds: string[];
  trailerFor?: string;
  seriesId?: string;
  seasonId?: string;
  episodeNumber?: number;
  /** Premiere: not playable before anchor + offset minutes. */
  premiereOffsetMinutes?: number;
  /** Content rating (CONTENT_RATINGS in contract/parental.ts); none means U. */
  rating?: string;
  /** Which of the media fixtures' HLS assets plays for this video. */
  mediaKey: string;
  chapters: Chapter[];
  skipMarkers: SkipMarker[];
  translations?: CatalogueTranslations;
}

export interface SeasonFixture {
  id: string;
  seriesId: string;
  seasonNumber: number;
  title: string;
  description: string;
  thumbnailKey: string;
  episodeIds: string[];
  translations?: CatalogueTranslations;
}

export interface SeriesFixture {
  id: string;
  externalId: string;
  title: string;
  description: string;
  thumbnailKey: string;
  posterKey: string;
  tags: string[];
  seasonIds: string[];
  translations?: CatalogueTranslations;
}

export interface PlaylistFixture {
  id: string;
  externalId: string;
  title: string;
  description: string;
  thumbnailKey: string;
  vodIds: string[];
  translations?: CatalogueTranslations;
}

export interface ProgrammeSlot {
  programme: string;
  episode?: string;
  durationMinutes: number;
  thumbnailKey: string;
  translations?: CatalogueTranslations;
}

export interface ChannelFixture {
  id: string;
  externalId: string;
  title: string;
  description: string;
  thumbnailKey: string;
  logoKey: string;
  access: AccessConfig;
  /** Programmes repeat back to back from 00:00 UTC each day (the pattern need not fill 24 h). */
  schedule: ProgrammeSlot[];
  mediaKey: string;
  translations?: CatalogueTranslations;
}

export type LiveEventKind = 'EVENT' | 'PREMIERE';

export interface LiveEventFixture {
  id: string;
  externalId: string;
  kind: LiveEventKind;
  title: string;
  description: string;
  thumbnailKey: string;
  access: AccessConfig;
  /** Start relative to the schedule anchor, in minutes (negative: already started). */
  startOffsetMinutes: number;
  durationMinutes: number;
  /** For a premiere: the VOD it premieres. */
  vodId?: string;
  channelId?: string;
  mediaKey: string;
  tags: string[];
  translations?: CatalogueTranslations;
}

export interface NewsItemFixture {
  id: string;
  feedName: string;
  title: string;
  summary: string;
  body: string;
  thumbnailKey: string;
  publishedDaysAgo: number;
  translations?: CatalogueTranslations;
}

export interface NewsFeedFixture {
  feedName: string;
  title: string;
  items: NewsItemFixture[];
}

export interface FighterFixture {
  id: string;
  name: string;
  nickname: string;
  country: string;
  weightClass: string;
  rank: number;
  record: { wins: number; losses: number; draws: number; noContests: number };
  imageKey: string;
  bio: string;
  translations?: CatalogueTranslations;
}

export type PurchaseStrategyType = 'SUBSCRIPTION' | 'FIXED_DATE' | 'PPV';

export interface PriceFixture {
  id: string;
  sku: string;
  amount: number;
  currency: string;
  scale: number;
  default: boolean;
  taxInclusive: boolean;
  periodAmounts: Array<{ period: string; amount: number }>;
  discount?: DiscountFixture;
}

/** A licence discount; its state (ACTIVE, UPCOMING, EXPIRED) follows the dates at answer time. */
export interface DiscountFixture {
  type: 'PERCENTAGE' | 'AMOUNT';
  percentage?: number;
  /** Minor units of the price's currency. */
  amount?: number;
  startDate: string;
  endDate?: string | null;
  lifeTimeRepeat?: boolean;
}

export interface LicenceFixture {
  id: string;
  /** Numeric id used by voucher calls ("integer licence id"). */
  licenceId: number;
  name: string;
  description: string;
  family: string | null;
  rank: number;
  type: 'STANDARD' | 'FREE';
  purchaseStrategy: {
    type: PurchaseStrategyType | 'FREE';
    period?: string;
    fixedDate?: string;
  };
  trialDetails: { period: string } | null;
  defaultMarketingPricePeriod: string | null;
  /** CONFIRM_PAYMENT: a purchase stays INACTIVE until the provider confirms the payment. Default IMMEDIATE. */
  activationStrategy?: 'IMMEDIATE' | 'CONFIRM_PAYMENT';
  amounts: PriceFixture[];
}

export interface LicenceFamilyFixture {
  id: string;
  name: string;
  description: string;
  licenceIds: string[];
}

export type LicenceStatus = 'ACTIVE' | 'TRIAL' | 'INACTIVE' | 'EXPIRED' | 'CANCELLED';

export interface UserLicenceFixture {
  email: string;
  licenceId: string;
  status: LicenceStatus;
  autoRenewing: boolean;
  /** Purchase/expiry relative to seeding time, in days (negative = past). */
  purchasedDaysAgo: number;
  expiresInDays: number | null;
}

export interface CatalogueFixtures {
  vods: VodFixture[];
  series: SeriesFixture[];
  seasons: SeasonFixture[];
  playlists: PlaylistFixture[];
  channels: ChannelFixture[];
  liveEvents: LiveEventFixture[];
  news: NewsFeedFixture[];
  fighters: FighterFixture[];
  licenceFamilies: LicenceFamilyFixture[];
  licences: LicenceFixture[];
  userLicences: UserLicenceFixture[];
}
