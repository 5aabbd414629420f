/**
 * The catalogue (videos, series, seasons, playlists, channels with their programme
 * pattern, live events, news, fighters), licences and what viewers hold or did:
 * user licences, favourites, watch progress, multi-view heartbeats.
 *
 * Clock-relative things (live events, the programme guide) store offsets and
 * patterns, not dates: the platform computes dates from the schedule anchor and
 * the clock at serve time (platform/catalogue/schedule.ts).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('licence_families')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('licences')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('licence_number', 'integer', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('family_id', 'text', (c) => c.references('licence_families.id').onDelete('set null'))
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('STANDARD', 'FREE')`))
    .addColumn('purchase_strategy', 'jsonb', (c) => c.notNull())
    .addColumn('trial_details', 'jsonb')
    .addColumn('default_marketing_price_period', 'text')
    .addColumn('amounts', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('user_licences')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('licence_id', 'text', (c) => c.notNull().references('licences.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ACTIVE', 'TRIAL', 'INACTIVE', 'EXPIRED', 'CANCELLED')`))
    .addColumn('auto_renewing', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('purchased_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_licences_pk', ['user_id', 'licence_id'])
    .execute();

  await db.schema
    .createTable('series')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('external_id', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('thumbnail_key', 'text', (c) => c.notNull())
    .addColumn('poster_key', 'text', (c) => c.notNull())
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('seasons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('series_id', 'text', (c) => c.notNull().references('series.id').onDelete('cascade'))
    .addColumn('season_number', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('thumbnail_key', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seasons_series_idx').on('seasons').columns(['series_id', 'season_number']).execute();

  await db.schema
    .createTable('vods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('external_id', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('genre', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('thumbnail_key', 'text', (c) => c.notNull())
    .addColumn('poster_key', 'text', (c) => c.notNull())
    .addColumn('access', 'jsonb', (c) => c.notNull())
    .addColumn('release_date', 'timestamptz', (c) => c.notNull())
    .addColumn('is_trailer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('trailer_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('trailer_for', 'text')
    .addColumn('series_id', 'text', (c) => c.references('series.id').onDelete('set null'))
    .addColumn('season_id', 'text', (c) => c.references('seasons.id').onDelete('set null'))
    .addColumn('episode_number', 'integer')
    .addColumn('premiere_offset_minutes', 'integer')
    .addColumn('media_key', 'text', (c) => c.notNull())
    .addColumn('chapters', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('skip_markers', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('vods_season_idx').on('vods').columns(['season_id', 'episode_number']).execute();

  await db.schema
    .createTable('playlists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('external_id', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('thumbnail_key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('playlist_items')
    .addColumn('playlist_id', 'text', (c) => c.notNull().references('playlists.id').onDelete('cascade'))
    .addColumn('vod_id', 'text', (c) => c.notNull().references('vods.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('playlist_items_pk', ['playlist_id', 'vod_id'])
    .execute();

  await db.schema
    .createTable('channels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('external_id', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('thumbnail_key', 'text', (c) => c.notNull())
    .addColumn('logo_key', 'text', (c) => c.notNull())
    .addColumn('access', 'jsonb', (c) => c.notNull())
    .addColumn('media_key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // The programme guide pattern: slots repeat back to back from 00:00 UTC every day.
  await db.schema
    .createTable('epg_slots')
    .addColumn('channel_id', 'text', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('slot_index', 'integer', (c) => c.notNull())
    .addColumn('programme', 'text', (c) => c.notNull())
    .addColumn('episode', 'text')
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().check(sql`duration_minutes > 0`))
    .addColumn('thumbnail_key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('epg_slots_pk', ['channel_id', 'slot_index'])
    .execute();

  await db.schema
    .createTable('live_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('external_id', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('EVENT', 'PREMIERE')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('thumbnail_key', 'text', (c) => c.notNull())
    .addColumn('access', 'jsonb', (c) => c.notNull())
    .addColumn('start_offset_minutes', 'integer', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('vod_id', 'text', (c) => c.references('vods.id').onDelete('set null'))
    .addColumn('channel_id', 'text', (c) => c.references('channels.id').onDelete('set null'))
    .addColumn('media_key', 'text', (c) => c.notNull())
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('news_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('feed_name', 'text', (c) => c.notNull())
    .addColumn('feed_title', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('thumbnail_key', 'text', (c) => c.notNull())
    .addColumn('published_days_ago', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('fighters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('weight_class', 'text', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('record', 'jsonb', (c) => c.notNull())
    .addColumn('image_key', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  // Favourites: a set per user; the primary key makes concurrent toggles idempotent.
  await db.schema
    .createTable('favourites')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('vod_id', 'text', (c) => c.notNull().references('vods.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('favourites_pk', ['user_id', 'vod_id'])
    .execute();
  await db.schema.createIndex('favourites_user_idx').on('favourites').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('watch_progress')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('vod_id', 'text', (c) => c.notNull().references('vods.id').onDelete('cascade'))
    .addColumn('position_seconds', 'integer', (c) => c.notNull().check(sql`position_seconds >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('watch_progress_pk', ['user_id', 'vod_id'])
    .execute();
  await db.schema.createIndex('watch_progress_user_idx').on('watch_progress').columns(['user_id', 'updated_at']).execute();

  // Last heartbeat per viewer (guests included: viewer id is the token subject).
  await db.schema
    .createTable('multiview_heartbeats')
    .addColumn('viewer_id', 'text', (c) => c.primaryKey())
    .addColumn('realm', 'text', (c) => c.notNull())
    .addColumn('event_ids', 'jsonb', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'multiview_heartbeats',
    'watch_progress',
    'favourites',
    'fighters',
    'news_items',
    'live_events',
    'epg_slots',
    'channels',
    'playlist_items',
    'playlists',
    'vods',
    'seasons',
    'series',
    'user_licences',
    'licences',
    'licence_families',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
