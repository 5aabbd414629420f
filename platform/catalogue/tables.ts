/** Kysely table types of migration 002 (added to `Database` by module augmentation). */
import type { ColumnType } from 'kysely';
import type { AccessConfig, CatalogueTranslations, Chapter, LicenceFixture, SkipMarker } from './fixture-types.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: written as a JSON string (pg and PGlite both accept it), read back parsed. */
type Json<T> = ColumnType<T, string, string>;
/** Migrations 010 and 022: text per locale (defaults to an empty object). */
type Translations = ColumnType<CatalogueTranslations, string | undefined, string>;

export interface LicenceFamiliesTable {
  id: string;
  name: string;
  description: string;
  position: number;
}

export interface LicencesTable {
  id: string;
  licence_number: number;
  name: string;
  description: string;
  family_id: string | null;
  rank: number;
  type: 'STANDARD' | 'FREE';
  purchase_strategy: Json<LicenceFixture['purchaseStrategy']>;
  trial_details: Json<LicenceFixture['trialDetails']>;
  default_marketing_price_period: string | null;
  amounts: Json<LicenceFixture['amounts']>;
  activation_strategy: ColumnType<'IMMEDIATE' | 'CONFIRM_PAYMENT', 'IMMEDIATE' | 'CONFIRM_PAYMENT' | undefined>;
  position: number;
}

export interface UserLicencesTable {
  user_id: string;
  licence_id: string;
  status: 'ACTIVE' | 'TRIAL' | 'INACTIVE' | 'EXPIRED' | 'CANCELLED';
  auto_renewing: boolean;
  purchased_at: Timestamp;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: Timestamp;
  /** A subscription pending action (spec 03 §4), e.g. CONFIRMED_PAYMENT_REQUIRED until the provider confirms. */
  pending_action: ColumnType<string | null, string | null | undefined, string | null>;
  pending_action_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The stored payment method the subscription renews with (migration 014); null: the viewer's newest card. */
  payment_method_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SeriesTable {
  id: string;
  external_id: string;
  title: string;
  description: string;
  thumbnail_key: string;
  poster_key: string;
  tags: Json<string[]>;
  position: number;
  translations: Translations;
}

export interface SeasonsTable {
  id: string;
  series_id: string;
  season_number: number;
  title: string;
  description: string;
  thumbnail_key: string;
  translations: Translations;
}

export interface VodsTable {
  id: string;
  external_id: string;
  title: string;
  description: string;
  duration_seconds: number;
  genre: string;
  tags: Json<string[]>;
  thumbnail_key: string;
  poster_key: string;
  access: Json<AccessConfig>;
  release_date: Timestamp;
  is_trailer: boolean;
  trailer_ids: Json<string[]>;
  trailer_for: string | null;
  series_id: string | null;
  season_id: string | null;
  episode_number: number | null;
  premiere_offset_minutes: number | null;
  media_key: string;
  chapters: Json<Chapter[]>;
  skip_markers: Json<SkipMarker[]>;
  position: number;
  translations: Translations;
  /** Content rating (migration 017); null is U. */
  rating: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PlaylistsTable {
  id: string;
  external_id: string;
  title: string;
  description: string;
  thumbnail_key: string;
  position: number;
  translations: Translations;
}

export interface PlaylistItemsTable {
  playlist_id: string;
  vod_id: string;
  position: number;
}

export interface ChannelsTable {
  id: string;
  external_id: string;
  title: string;
  description: string;
  thumbnail_key: string;
  logo_key: string;
  access: Json<AccessConfig>;
  media_key: string;
  position: number;
  translations: Translations;
}

export interface EpgSlotsTable {
  channel_id: string;
  slot_index: number;
  programme: string;
  episode: string | null;
  duration_minutes: number;
  thumbnail_key: string;
  /** Migration 022: the programme name (`title`) and `episode` per locale. */
  translations: Translations;
}

export interface LiveEventsTable {
  id: string;
  external_id: string;
  kind: 'EVENT' | 'PREMIERE';
  title: string;
  description: string;
  thumbnail_key: string;
  access: Json<AccessConfig>;
  start_offset_minutes: number;
  duration_minutes: number;
  vod_id: string | null;
  channel_id: string | null;
  media_key: string;
  tags: Json<string[]>;
  position: number;
  translations: Translations;
}

export interface NewsItemsTable {
  id: string;
  feed_name: string;
  feed_title: string;
  title: string;
  summary: string;
  body: string;
  thumbnail_key: string;
  published_days_ago: number;
  position: number;
  /** Migration 022: `title`, `summary` and `body` per locale. */
  translations: Translations;
}

export interface FightersTable {
  id: string;
  name: string;
  nickname: string;
  country: string;
  weight_class: string;
  rank: number;
  record: Json<{ wins: number; losses: number; draws: number; noContests: number }>;
  image_key: string;
  bio: string;
  translations: Translations;
}

export interface FavouritesTable {
  user_id: string;
  vod_id: string;
  created_at: Timestamp;
}

export interface WatchProgressTable {
  user_id: string;
  vod_id: string;
  position_seconds: number;
  updated_at: Timestamp;
}

export interface MultiviewHeartbeatsTable {
  viewer_id: string;
  realm: string;
  event_ids: Json<string[]>;
  last_seen_at: Timestamp;
}

declare module '../db/types.js' {
  interface Database {
    licence_families: LicenceFamiliesTable;
    licences: LicencesTable;
    user_licences: UserLicencesTable;
    series: SeriesTable;
    seasons: SeasonsTable;
    vods: VodsTable;
    playlists: PlaylistsTable;
    playlist_items: PlaylistItemsTable;
    channels: ChannelsTable;
    epg_slots: EpgSlotsTable;
    live_events: LiveEventsTable;
    news_items: NewsItemsTable;
    fighters: FightersTable;
    favourites: FavouritesTable;
    watch_progress: WatchProgressTable;
    multiview_heartbeats: MultiviewHeartbeatsTable;
  }
}
