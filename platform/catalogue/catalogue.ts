/**
 * An in-memory snapshot of the catalogue, read from the database. The catalogue is
 * small and changes rarely (seeding, an operator's edit), while every content call
 * reads it many times, so the service keeps one snapshot and reloads it after a TTL
 * (service.ts). Per-viewer data (licences, favourites, progress) is never cached here.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type {
  ChannelFixture,
  FighterFixture,
  LicenceFamilyFixture,
  LicenceFixture,
  LiveEventFixture,
  NewsItemFixture,
  PlaylistFixture,
  SeasonFixture,
  SeriesFixture,
  VodFixture,
} from './fixture-types.js';
import type { LicenceRank } from './access.js';
import { mediaAssets } from './media-urls.js';
import './tables.js';

export type NewsItem = NewsItemFixture & { feedTitle: string };

/** JSON columns come back parsed from pg; PGlite does too, but be tolerant of strings. */
function parsed<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export class Catalogue {
  readonly vodById = new Map<string, VodFixture>();
  readonly seriesById = new Map<string, SeriesFixture>();
  readonly seasonById = new Map<string, SeasonFixture>();
  readonly playlistById = new Map<string, PlaylistFixture>();
  readonly channelById = new Map<string, ChannelFixture>();
  readonly liveById = new Map<string, LiveEventFixture>();
  readonly newsById = new Map<string, NewsItem>();
  readonly licenceById = new Map<string, LicenceFixture>();
  readonly licenceRanks = new Map<string, LicenceRank>();
  readonly byExternalId = new Map<string, string>();

  constructor(
    readonly vods: VodFixture[],
    readonly series: SeriesFixture[],
    readonly seasons: SeasonFixture[],
    readonly playlists: PlaylistFixture[],
    readonly channels: ChannelFixture[],
    readonly liveEvents: LiveEventFixture[],
    readonly news: NewsItem[],
    readonly fighters: FighterFixture[],
    readonly families: LicenceFamilyFixture[],
    readonly licences: LicenceFixture[],
  ) {
    for (const v of vods) this.vodById.set(v.id, v);
    for (const s of series) this.seriesById.set(s.id, s);
    for (const s of seasons) this.seasonById.set(s.id, s);
    for (const p of playlists) this.playlistById.set(p.id, p);
    for (const c of channels) this.channelById.set(c.id, c);
    for (const e of liveEvents) this.liveById.set(e.id, e);
    for (const n of news) this.newsById.set(n.id, n);
    for (const l of licences) {
      this.licenceById.set(l.id, l);
      this.licenceRanks.set(l.id, { id: l.id, family: l.family, rank: l.rank });
    }
    for (const item of [...vods, ...series, ...playlists, ...channels, ...liveEvents]) {
      this.byExternalId.set(item.externalId, item.id);
    }
  }

  /** Seasons of a series in order, without the ones that have no episodes (the spec's "dropped" rule). */
  listedSeasons(seriesId: string): SeasonFixture[] {
    const s = this.seriesById.get(seriesId);
    if (!s) return [];
    return s.seasonIds.map((id) => this.seasonById.get(id)).filter((x): x is SeasonFixture => Boolean(x && x.episodeIds.length > 0));
  }
}

export async function loadCatalogue(db: Kysely<Database>): Promise<Catalogue> {
  const [vodRows, seriesRows, seasonRows, playlistRows, itemRows, channelRows, slotRows, liveRows, newsRows, fighterRows, familyRows, licenceRows] =
    await Promise.all([
      db.selectFrom('vods').selectAll().orderBy('position').orderBy('id').execute(),
      db.selectFrom('series').selectAll().orderBy('position').orderBy('id').execute(),
      db.selectFrom('seasons').selectAll().orderBy('series_id').orderBy('season_number').execute(),
      db.selectFrom('playlists').selectAll().orderBy('position').orderBy('id').execute(),
      db.selectFrom('playlist_items').selectAll().orderBy('playlist_id').orderBy('position').execute(),
      db.selectFrom('channels').selectAll().orderBy('position').orderBy('id').execute(),
      db.selectFrom('epg_slots').selectAll().orderBy('channel_id').orderBy('slot_index').execute(),
      db.selectFrom('live_events').selectAll().orderBy('position').orderBy('id').execute(),
      db.selectFrom('news_items').selectAll().orderBy('feed_name').orderBy('position').execute(),
      db.selectFrom('fighters').selectAll().orderBy('weight_class').orderBy('rank').orderBy('id').execute(),
      db.selectFrom('licence_families').selectAll().orderBy('position').orderBy('id').execute(),
      db.selectFrom('licences').selectAll().orderBy('position').orderBy('id').execute(),
    ]);

  // The played file's duration wins over the catalogue's (as its chapters and skip markers
  // do): a video page must not say 29 minutes for a 36-second stream. The catalogue's own
  // duration stays the answer when the media was not built.
  const media = mediaAssets();
  const vods: VodFixture[] = vodRows.map((r) => ({
    id: r.id,
    externalId: r.external_id,
    title: r.title,
    description: r.description,
    duration: media?.vod[r.media_key]?.duration ?? r.duration_seconds,
    tags: parsed<string[]>(r.tags),
    genre: r.genre,
    thumbnailKey: r.thumbnail_key,
    posterKey: r.poster_key,
    access: parsed(r.access),
    releaseDate: new Date(r.release_date).toISOString(),
    isTrailer: r.is_trailer,
    trailerIds: parsed<string[]>(r.trailer_ids),
    trailerFor: r.trailer_for ?? undefined,
    seriesId: r.series_id ?? undefined,
    seasonId: r.season_id ?? undefined,
    episodeNumber: r.episode_number ?? undefined,
    premiereOffsetMinutes: r.premiere_offset_minutes ?? undefined,
    mediaKey: r.media_key,
    chapters: parsed(r.chapters),
    translations: parsed(r.translations ?? {}),
    skipMarkers: parsed(r.skip_markers),
    rating: r.rating ?? undefined,
  }));

  const episodesBySeason = new Map<string, VodFixture[]>();
  for (const v of vods) {
    if (!v.seasonId) continue;
    const list = episodesBySeason.get(v.seasonId) ?? [];
    list.push(v);
    episodesBySeason.set(v.seasonId, list);
  }
  const seasons: SeasonFixture[] = seasonRows.map((r) => ({
    id: r.id,
    seriesId: r.series_id,
    seasonNumber: r.season_number,
    title: r.title,
    description: r.description,
    thumbnailKey: r.thumbnail_key,
    translations: parsed(r.translations ?? {}),
    episodeIds: (episodesBySeason.get(r.id) ?? []).sort((a, b) => (a.episodeNumber ?? 0) - (b.episodeNumber ?? 0)).map((v) => v.id),
  }));
  const series: SeriesFixture[] = seriesRows.map((r) => ({
    id: r.id,
    externalId: r.external_id,
    title: r.title,
    description: r.description,
    thumbnailKey: r.thumbnail_key,
    posterKey: r.poster_key,
    tags: parsed<string[]>(r.tags),
    translations: parsed(r.translations ?? {}),
    seasonIds: seasons.filter((s) => s.seriesId === r.id).map((s) => s.id),
  }));
  const playlists: PlaylistFixture[] = playlistRows.map((r) => ({
    id: r.id,
    externalId: r.external_id,
    title: r.title,
    description: r.description,
    thumbnailKey: r.thumbnail_key,
    translations: parsed(r.translations ?? {}),
    vodIds: itemRows.filter((i) => i.playlist_id === r.id).map((i) => i.vod_id),
  }));
  const channels: ChannelFixture[] = channelRows.map((r) => ({
    id: r.id,
    externalId: r.external_id,
    title: r.title,
    description: r.description,
    thumbnailKey: r.thumbnail_key,
    logoKey: r.logo_key,
    access: parsed(r.access),
    translations: parsed(r.translations ?? {}),
    mediaKey: r.media_key,
    schedule: slotRows
      .filter((s) => s.channel_id === r.id)
      .map((s) => ({
        programme: s.programme,
        episode: s.episode ?? undefined,
        durationMinutes: s.duration_minutes,
        thumbnailKey: s.thumbnail_key,
        translations: parsed(s.translations ?? {}),
      })),
  }));
  const liveEvents: LiveEventFixture[] = liveRows.map((r) => ({
    id: r.id,
    externalId: r.external_id,
    kind: r.kind,
    title: r.title,
    description: r.description,
    thumbnailKey: r.thumbnail_key,
    access: parsed(r.access),
    startOffsetMinutes: r.start_offset_minutes,
    durationMinutes: r.duration_minutes,
    vodId: r.vod_id ?? undefined,
    channelId: r.channel_id ?? undefined,
    mediaKey: r.media_key,
    translations: parsed(r.translations ?? {}),
    tags: parsed<string[]>(r.tags),
  }));
  const news: NewsItem[] = newsRows.map((r) => ({
    id: r.id,
    feedName: r.feed_name,
    feedTitle: r.feed_title,
    title: r.title,
    summary: r.summary,
    body: r.body,
    thumbnailKey: r.thumbnail_key,
    publishedDaysAgo: r.published_days_ago,
    translations: parsed(r.translations ?? {}),
  }));
  const fighters: FighterFixture[] = fighterRows.map((r) => ({
    id: r.id,
    name: r.name,
    nickname: r.nickname,
    country: r.country,
    weightClass: r.weight_class,
    rank: r.rank,
    record: parsed(r.record),
    imageKey: r.image_key,
    translations: parsed(r.translations ?? {}),
    bio: r.bio,
  }));
  const licences: LicenceFixture[] = licenceRows.map((r) => ({
    id: r.id,
    licenceId: r.licence_number,
    name: r.name,
    description: r.description,
    family: r.family_id,
    rank: r.rank,
    type: r.type,
    purchaseStrategy: parsed(r.purchase_strategy),
    trialDetails: parsed(r.trial_details),
    defaultMarketingPricePeriod: r.default_marketing_price_period,
    amounts: parsed(r.amounts),
    activationStrategy: r.activation_strategy,
  }));
  const families: LicenceFamilyFixture[] = familyRows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    licenceIds: licences.filter((l) => l.family === r.id).map((l) => l.id),
  }));
  return new Catalogue(vods, series, seasons, playlists, channels, liveEvents, news, fighters, families, licences);
}
