/**
 * Seeds the catalogue from fixtures/*.json. Idempotent: rows are upserted by id (a
 * changed fixture updates its row), lists owned by one parent (playlist items,
 * programme slots) are replaced, and a marker holding the fixtures' hash skips the
 * whole upsert on an unchanged restart. Demo users' licence holdings are only
 * inserted when missing: once seeded they belong to the commerce flows.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { seedMarkerIs, setSeedMarker, type SeedContext } from '../db/seed.js';
import type {
  CatalogueFixtures,
  ChannelFixture,
  FighterFixture,
  LicenceFamilyFixture,
  LicenceFixture,
  LiveEventFixture,
  NewsFeedFixture,
  PlaylistFixture,
  SeasonFixture,
  SeriesFixture,
  UserLicenceFixture,
  VodFixture,
} from './fixture-types.js';
import './tables.js';

const FILES = [
  'vods.json',
  'series.json',
  'playlists.json',
  'channels.json',
  'live-events.json',
  'news.json',
  'fighters.json',
  'licences.json',
  'user-licences.json',
] as const;

export async function readCatalogueFixtures(fixturesDir: string): Promise<{ fixtures: CatalogueFixtures; hash: string }> {
  const hash = createHash('sha256');
  const raw: Record<string, unknown> = {};
  for (const file of FILES) {
    const text = await readFile(join(fixturesDir, file), 'utf8');
    hash.update(file).update(text);
    raw[file] = JSON.parse(text);
  }
  const series = raw['series.json'] as { series: SeriesFixture[]; seasons: SeasonFixture[] };
  const licences = raw['licences.json'] as { families: LicenceFamilyFixture[]; licences: LicenceFixture[] };
  return {
    hash: hash.digest('hex').slice(0, 16),
    fixtures: {
      vods: raw['vods.json'] as VodFixture[],
      series: series.series,
      seasons: series.seasons,
      playlists: raw['playlists.json'] as PlaylistFixture[],
      channels: raw['channels.json'] as ChannelFixture[],
      liveEvents: raw['live-events.json'] as LiveEventFixture[],
      news: raw['news.json'] as NewsFeedFixture[],
      fighters: raw['fighters.json'] as FighterFixture[],
      licenceFamilies: licences.families,
      licences: licences.licences,
      userLicences: raw['user-licences.json'] as UserLicenceFixture[],
    },
  };
}

const json = (value: unknown) => JSON.stringify(value ?? null);

/** Insert rows, or update every non-key column when the key exists. */
async function upsert<T extends keyof Database & string>(db: Kysely<Database>, table: T, rows: Array<Record<string, unknown>>, key: string[] = ['id']) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]).filter((c) => !key.includes(c));
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is a parameter, so its row type is not known statically
    await (db as Kysely<any>)
      .insertInto(table)
      .values(chunk)
      .onConflict((oc) => oc.columns(key as never).doUpdateSet((eb) => Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}` as never)])) as never))
      .execute();
  }
}

export async function seedCatalogue({ db, fixturesDir, log }: SeedContext) {
  const { fixtures: f, hash } = await readCatalogueFixtures(fixturesDir);
  if (!(await seedMarkerIs(db, 'catalogue', hash))) {
    await db.transaction().execute(async (trx) => {
      await upsert(
        trx,
        'licence_families',
        f.licenceFamilies.map((fam, i) => ({
          id: fam.id,
          name: fam.name,
          description: fam.description,
          position: i,
        })),
      );
      await upsert(
        trx,
        'licences',
        f.licences.map((l, i) => ({
          id: l.id,
          licence_number: l.licenceId,
          name: l.name,
          description: l.description,
          family_id: l.family,
          rank: l.rank,
          type: l.type,
          purchase_strategy: json(l.purchaseStrategy),
          trial_details: json(l.trialDetails),
          default_marketing_price_period: l.defaultMarketingPricePeriod,
          amounts: json(l.amounts),
          activation_strategy: l.activationStrategy ?? 'IMMEDIATE',
          position: i,
        })),
      );
      await upsert(
        trx,
        'series',
        f.series.map((s, i) => ({
          id: s.id,
          external_id: s.externalId,
          title: s.title,
          description: s.description,
          thumbnail_key: s.thumbnailKey,
          poster_key: s.posterKey,
          tags: json(s.tags),
          position: i,
          translations: json(s.translations ?? {}),
        })),
      );
      await upsert(
        trx,
        'seasons',
        f.seasons.map((s) => ({
          id: s.id,
          series_id: s.seriesId,
          season_number: s.seasonNumber,
          title: s.title,
          description: s.description,
          thumbnail_key: s.thumbnailKey,
          translations: json(s.translations ?? {}),
        })),
      );
      await upsert(
        trx,
        'vods',
        f.vods.map((v, i) => ({
          id: v.id,
          external_id: v.externalId,
          title: v.title,
          description: v.description,
          duration_seconds: v.duration,
          genre: v.genre,
          tags: json(v.tags),
          thumbnail_key: v.thumbnailKey,
          poster_key: v.posterKey,
          access: json(v.access),
          release_date: v.releaseDate,
          is_trailer: v.isTrailer,
          trailer_ids: json(v.trailerIds),
          trailer_for: v.trailerFor ?? null,
          series_id: v.seriesId ?? null,
          season_id: v.seasonId ?? null,
          episode_number: v.episodeNumber ?? null,
          premiere_offset_minutes: v.premiereOffsetMinutes ?? null,
          media_key: v.mediaKey,
          chapters: json(v.chapters),
          skip_markers: json(v.skipMarkers),
          position: i,
          translations: json(v.translations ?? {}),
          rating: v.rating ?? null,
        })),
      );
      await upsert(
        trx,
        'playlists',
        f.playlists.map((p, i) => ({
          id: p.id,
          external_id: p.externalId,
          title: p.title,
          description: p.description,
          thumbnail_key: p.thumbnailKey,
          position: i,
          translations: json(p.translations ?? {}),
        })),
      );
      for (const p of f.playlists) {
        await trx.deleteFrom('playlist_items').where('playlist_id', '=', p.id).execute();
        await upsert(
          trx,
          'playlist_items',
          p.vodIds.map((vodId, position) => ({ playlist_id: p.id, vod_id: vodId, position })),
          ['playlist_id', 'vod_id'],
        );
      }
      await upsert(
        trx,
        'channels',
        f.channels.map((c, i) => ({
          id: c.id,
          external_id: c.externalId,
          title: c.title,
          description: c.description,
          thumbnail_key: c.thumbnailKey,
          logo_key: c.logoKey,
          access: json(c.access),
          media_key: c.mediaKey,
          position: i,
          translations: json(c.translations ?? {}),
        })),
      );
      for (const c of f.channels) {
        await trx.deleteFrom('epg_slots').where('channel_id', '=', c.id).execute();
        await upsert(
          trx,
          'epg_slots',
          c.schedule.map((slot, slotIndex) => ({
            channel_id: c.id,
            slot_index: slotIndex,
            programme: slot.programme,
            episode: slot.episode ?? null,
            duration_minutes: slot.durationMinutes,
            thumbnail_key: slot.thumbnailKey,
            translations: json(slot.translations ?? {}),
          })),
          ['channel_id', 'slot_index'],
        );
      }
      await upsert(
        trx,
        'live_events',
        f.liveEvents.map((e, i) => ({
          id: e.id,
          external_id: e.externalId,
          kind: e.kind,
          title: e.title,
          description: e.description,
          thumbnail_key: e.thumbnailKey,
          access: json(e.access),
          start_offset_minutes: e.startOffsetMinutes,
          duration_minutes: e.durationMinutes,
          vod_id: e.vodId ?? null,
          channel_id: e.channelId ?? null,
          media_key: e.mediaKey,
          tags: json(e.tags),
          position: i,
          translations: json(e.translations ?? {}),
        })),
      );
      await upsert(
        trx,
        'news_items',
        f.news.flatMap((feed) =>
          feed.items.map((item, i) => ({
            id: item.id,
            feed_name: feed.feedName,
            feed_title: feed.title,
            title: item.title,
            summary: item.summary,
            body: item.body,
            thumbnail_key: item.thumbnailKey,
            published_days_ago: item.publishedDaysAgo,
            position: i,
            translations: json(item.translations ?? {}),
          })),
        ),
      );
      await upsert(
        trx,
        'fighters',
        f.fighters.map((x) => ({
          id: x.id,
          name: x.name,
          nickname: x.nickname,
          country: x.country,
          weight_class: x.weightClass,
          rank: x.rank,
          record: json(x.record),
          image_key: x.imageKey,
          bio: x.bio,
          translations: json(x.translations ?? {}),
        })),
      );
    });
    await setSeedMarker(db, 'catalogue', hash);
    log.info(`Seeded the catalogue (${f.vods.length} videos, ${f.liveEvents.length} live events, ${f.channels.length} channels)`);
  }
  await seedUserLicences(db, f.userLicences, log);
}

async function seedUserLicences(db: Kysely<Database>, holdings: UserLicenceFixture[], log: SeedContext['log']) {
  if (holdings.length === 0) return;
  const emails = [...new Set(holdings.map((h) => h.email.toLowerCase()))];
  const users = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute();
  const idByEmail = new Map(users.map((u) => [u.email.toLowerCase(), u.id]));
  const now = Date.now();
  const day = 86_400_000;
  let added = 0;
  for (const h of holdings) {
    const userId = idByEmail.get(h.email.toLowerCase());
    if (!userId) {
      log.warn(`Licence holding for unknown user ${h.email} skipped`);
      continue;
    }
    const result = await db
      .insertInto('user_licences')
      .values({
        user_id: userId,
        licence_id: h.licenceId,
        status: h.status,
        auto_renewing: h.autoRenewing,
        purchased_at: new Date(now - h.purchasedDaysAgo * day),
        expires_at: h.expiresInDays === null ? null : new Date(now + h.expiresInDays * day),
      })
      .onConflict((oc) => oc.columns(['user_id', 'licence_id']).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  if (added) log.info(`Seeded ${added} demo licence holding(s)`);
}
