/**
 * Content cards (the contract's ContentCard) for one viewer: every card carries the
 * viewer's access level, so the web can show lock badges and "sign in to watch".
 */
import type {
  AccessConfig,
  CatalogueText,
  CatalogueTranslations,
  ChannelFixture,
  LiveEventFixture,
  PlaylistFixture,
  SeasonFixture,
  SeriesFixture,
  VodFixture,
} from './fixture-types.js';
import type { Catalogue, NewsItem } from './catalogue.js';
import type { CatalogueService, ViewerContext } from './service.js';
import { decideAccess, type AccessDecision } from './access.js';
import { eventWindow, liveStatus, nowAndNext, type Programme } from './schedule.js';
import { imageUrl } from './media-urls.js';
import { localisedField } from './localised-field.js';

export type CardType = 'VOD' | 'LIVE' | 'UPCOMING' | 'EPG' | 'SEASON' | 'SERIES' | 'PLAYLIST' | 'DATA_FEED' | 'SECTION' | 'PLUGIN';

export interface ContentCard {
  id: string;
  type: CardType;
  title: string;
  description?: string;
  accessLevel: AccessDecision['accessLevel'];
  thumbnailUrl: string;
  posterUrl?: string;
  duration?: number;
  startDate?: string;
  endDate?: string;
  series?: { seriesId: string; title: string };
  seasonId?: string;
  playlistId?: string;
  liveEventId?: string;
  displayLiveBadge?: boolean;
  logoUrl?: string;
  favourite?: boolean;
  progress?: number;
  programmingInfo?: { currentProgramme?: ProgrammeInfo; nextProgramme?: ProgrammeInfo; channelLogoUrl?: string };
  itemCount?: number;
  episodeCount?: number;
  feedName?: string;
  premiereRelease?: { type: 'PREMIERE'; scheduledAt: string };
  isTrailer?: boolean;
  tags?: string[];
}

export interface ProgrammeInfo {
  id: string;
  /** The programme's name (the blocks' card schema reads `title`; the spec names it `programme`). */
  title: string;
  programme: string;
  episode?: string;
  startDate: string;
  endDate: string;
  thumbnailUrl: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const MINUTE = 60_000;

/** A deterministic artwork key for things without their own (section links). */
function artFor(id: string): string {
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `art-${String((h % 24) + 1).padStart(2, '0')}`;
}

export class CardBuilder {
  constructor(
    readonly service: CatalogueService,
    readonly catalogue: Catalogue,
    readonly viewer: ViewerContext,
  ) {}

  /**
   * An item's text in the viewer's locale: its translation for that locale (or the locale's
   * base language), else the English it was written in.
   */
  text(item: { translations?: CatalogueTranslations }, field: keyof CatalogueText, english: string): string {
    return localisedField(item.translations, this.viewer.locale, field, english);
  }

  private image(key: string) {
    return imageUrl(this.service.publicUrl, key);
  }

  decide(access: AccessConfig): AccessDecision {
    return decideAccess({
      access,
      signedIn: this.viewer.signedIn,
      held: this.viewer.held,
      country: this.viewer.country,
      now: this.viewer.now,
      licences: this.catalogue.licenceRanks,
    });
  }

  /** A programme-guide entry; its name and episode label in the viewer's locale. */
  programme(p: Programme): ProgrammeInfo {
    const name = this.text(p, 'title', p.programme);
    return {
      id: p.id,
      title: name,
      programme: name,
      ...(p.episode ? { episode: this.text(p, 'episode', p.episode) } : {}),
      startDate: iso(p.start),
      endDate: iso(p.end),
      thumbnailUrl: this.image(p.thumbnailKey),
    };
  }

  /** Scheduled premiere time of a VOD (null when it is not a premiere or already released). */
  premiereOf(v: VodFixture): number | null {
    if (v.premiereOffsetMinutes === undefined) return null;
    return this.service.anchor + v.premiereOffsetMinutes * MINUTE;
  }

  vod(v: VodFixture): ContentCard {
    const series = v.seriesId ? this.catalogue.seriesById.get(v.seriesId) : undefined;
    const premiere = this.premiereOf(v);
    const card: ContentCard = {
      id: v.id,
      type: 'VOD',
      title: this.text(v, 'title', v.title),
      description: this.text(v, 'description', v.description),
      accessLevel: this.decide(v.access).accessLevel,
      thumbnailUrl: this.image(v.thumbnailKey),
      posterUrl: this.image(v.posterKey),
      duration: v.duration,
      startDate: v.releaseDate,
      favourite: this.viewer.signedIn ? this.viewer.favourites.has(v.id) : false,
      tags: v.tags,
    };
    if (series) card.series = { seriesId: series.id, title: this.text(series, 'title', series.title) };
    if (v.seasonId) card.seasonId = v.seasonId;
    if (v.isTrailer) card.isTrailer = true;
    if (premiere !== null && premiere > this.viewer.now) card.premiereRelease = { type: 'PREMIERE', scheduledAt: iso(premiere) };
    return card;
  }

  live(e: LiveEventFixture): ContentCard {
    const { start, end } = eventWindow(e, this.service.anchor);
    const status = liveStatus(e, this.service.anchor, this.viewer.now);
    const channel = e.channelId ? this.catalogue.channelById.get(e.channelId) : undefined;
    const card: ContentCard = {
      id: e.id,
      type: status === 'UPCOMING' ? 'UPCOMING' : 'LIVE',
      title: this.text(e, 'title', e.title),
      description: this.text(e, 'description', e.description),
      accessLevel: this.decide(e.access).accessLevel,
      thumbnailUrl: this.image(e.thumbnailKey),
      startDate: iso(start),
      endDate: iso(end),
      liveEventId: e.id,
      displayLiveBadge: status === 'LIVE',
      tags: e.tags,
    };
    if (channel) card.logoUrl = this.image(channel.logoKey);
    if (e.kind === 'PREMIERE') {
      card.premiereRelease = { type: 'PREMIERE', scheduledAt: iso(start) };
      if (e.vodId) card.duration = this.catalogue.vodById.get(e.vodId)?.duration;
    }
    return card;
  }

  channel(c: ChannelFixture): ContentCard {
    const { current, next } = nowAndNext(c.id, c.schedule, this.viewer.now);
    return {
      id: c.id,
      type: 'EPG',
      title: this.text(c, 'title', c.title),
      description: this.text(c, 'description', c.description),
      accessLevel: this.decide(c.access).accessLevel,
      thumbnailUrl: this.image(current?.thumbnailKey ?? c.thumbnailKey),
      logoUrl: this.image(c.logoKey),
      liveEventId: c.id,
      displayLiveBadge: true,
      startDate: current ? iso(current.start) : undefined,
      endDate: current ? iso(current.end) : undefined,
      programmingInfo: {
        currentProgramme: current ? this.programme(current) : undefined,
        nextProgramme: next ? this.programme(next) : undefined,
        channelLogoUrl: this.image(c.logoKey),
      },
    };
  }

  /** Container cards show the access of their first episode (for the lock badge). */
  private firstEpisodeAccess(episodeIds: string[]): AccessDecision['accessLevel'] {
    const first = episodeIds.map((id) => this.catalogue.vodById.get(id)).find(Boolean);
    return first ? this.decide(first.access).accessLevel : 'GRANTED';
  }

  series(s: SeriesFixture): ContentCard {
    const seasons = this.catalogue.listedSeasons(s.id);
    return {
      id: s.id,
      type: 'SERIES',
      title: this.text(s, 'title', s.title),
      description: this.text(s, 'description', s.description),
      accessLevel: this.firstEpisodeAccess(seasons[0]?.episodeIds ?? []),
      thumbnailUrl: this.image(s.thumbnailKey),
      posterUrl: this.image(s.posterKey),
      series: { seriesId: s.id, title: this.text(s, 'title', s.title) },
      itemCount: seasons.length,
      tags: s.tags,
    };
  }

  season(s: SeasonFixture): ContentCard {
    const series = this.catalogue.seriesById.get(s.seriesId);
    return {
      id: s.id,
      type: 'SEASON',
      title: series ? `${this.text(series, 'title', series.title)}: ${this.text(s, 'title', s.title)}` : this.text(s, 'title', s.title),
      description: this.text(s, 'description', s.description),
      accessLevel: this.firstEpisodeAccess(s.episodeIds),
      thumbnailUrl: this.image(s.thumbnailKey),
      series: series ? { seriesId: series.id, title: this.text(series, 'title', series.title) } : undefined,
      seasonId: s.id,
      episodeCount: s.episodeIds.length,
    };
  }

  playlist(p: PlaylistFixture): ContentCard {
    return {
      id: p.id,
      type: 'PLAYLIST',
      title: this.text(p, 'title', p.title),
      description: this.text(p, 'description', p.description),
      accessLevel: 'GRANTED',
      thumbnailUrl: this.image(p.thumbnailKey),
      playlistId: p.id,
      itemCount: p.vodIds.length,
    };
  }

  news(n: NewsItem): ContentCard {
    return {
      id: n.id,
      type: 'DATA_FEED',
      title: this.text(n, 'title', n.title),
      description: this.text(n, 'summary', n.summary),
      accessLevel: 'GRANTED',
      thumbnailUrl: this.image(n.thumbnailKey),
      feedName: n.feedName,
      startDate: iso(Math.floor(this.viewer.now / 86_400_000) * 86_400_000 - n.publishedDaysAgo * 86_400_000),
    };
  }

  section(id: string, title: string, description?: string): ContentCard {
    return { id, type: 'SECTION', title, description, accessLevel: 'GRANTED', thumbnailUrl: this.image(artFor(id)) };
  }

  /** Any catalogue id → its card, or null for an unknown id. */
  byId(id: string): ContentCard | null {
    const c = this.catalogue;
    const vod = c.vodById.get(id);
    if (vod) return this.vod(vod);
    const live = c.liveById.get(id);
    if (live) return this.live(live);
    const channel = c.channelById.get(id);
    if (channel) return this.channel(channel);
    const series = c.seriesById.get(id);
    if (series) return this.series(series);
    const season = c.seasonById.get(id);
    if (season) return this.season(season);
    const playlist = c.playlistById.get(id);
    if (playlist) return this.playlist(playlist);
    const news = c.newsById.get(id);
    if (news) return this.news(news);
    return null;
  }
}
