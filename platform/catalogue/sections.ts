/**
 * Content sections: a realm page document (heroes + buckets with a `source`) resolved
 * into the contract's answer for one viewer. Each bucket's source yields an ordered list
 * of cards; the bucket answer is one cursor page of it.
 */
import type { Json, JsonObject, RealmSnapshot } from '../realms/store.js';
import type { CardBuilder, CardType, ContentCard } from './cards.js';
import { liveStatus } from './schedule.js';
import { pageAfter } from './paging.js';
import { isLocaleMap, pickText } from '../../contract/localised-text.js';
import type { VodFixture } from './fixture-types.js';

export type Source =
  | { kind: 'curated'; ids: string[] }
  | { kind: 'query'; contentType?: string; tag?: string; seriesId?: string; sort?: string }
  | { kind: 'liveNow' }
  | { kind: 'upcoming' }
  | { kind: 'continueWatching' }
  | { kind: 'sections'; ids: string[] }
  | { kind: 'playlists'; ids?: string[] };

export interface BucketDoc {
  bucketId: string;
  exid?: string;
  name: string;
  type?: string;
  rowTypeData: JsonObject;
  source: Source;
  pageSize?: number;
}

export interface Bucket {
  bucketId: string;
  exid: string;
  type: string;
  name: string;
  rowTypeData: JsonObject;
  contentList: ContentCard[];
  paging: { lastSeen: string | null; moreDataAvailable: boolean };
}

/** Continue watching needs the viewer's progress rows (most recent first). */
export type ProgressLoader = () => Promise<Array<{ vodId: string; position: number }>>;

/**
 * One item of a resolved source. Cards are built only for the page that is answered
 * (`make`), so a 60-item query costs one page of cards, not sixty.
 */
export interface Entry {
  id: string;
  type: CardType;
  make: () => ContentCard;
}

const eager = (cards: ContentCard[]): Entry[] => cards.map((card) => ({ id: card.id, type: card.type, make: () => card }));

const PLACEHOLDER = /\{\{\s*PLATFORM_PUBLIC_URL\s*\}\}/g;

/** Replace `{{PLATFORM_PUBLIC_URL}}` in every string of a realm document. */
export function substitutePublicUrl<T extends Json>(value: T, publicUrl: string): T {
  if (typeof value === 'string') return value.replace(PLACEHOLDER, publicUrl) as T;
  if (Array.isArray(value)) return value.map((v) => substitutePublicUrl(v, publicUrl)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitutePublicUrl(v, publicUrl)])) as T;
  }
  return value;
}

const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title, 'en');

function sortVods(list: VodFixture[], sort: string | undefined): VodFixture[] {
  const out = [...list];
  switch (sort) {
    case 'newest':
      return out.sort((a, b) => b.releaseDate.localeCompare(a.releaseDate) || a.id.localeCompare(b.id));
    case 'oldest':
      // Episodes keep their running order; others go by release date.
      return out.sort((a, b) => (a.seasonId && b.seasonId ? 0 : a.releaseDate.localeCompare(b.releaseDate) || a.id.localeCompare(b.id)));
    case 'title':
      return out.sort(byTitle);
    case 'popular':
      // No audience data in the reference platform: "popular"-tagged first, then catalogue order.
      return out.sort((a, b) => Number(b.tags.includes('popular')) - Number(a.tags.includes('popular')));
    default:
      return out;
  }
}

export class SectionResolver {
  constructor(
    private readonly cards: CardBuilder,
    private readonly realm: RealmSnapshot,
    private readonly progress: ProgressLoader,
  ) {}

  private get catalogue() {
    return this.cards.catalogue;
  }

  /** Every item of a source, in order (paging happens after; cards are built per page). */
  async resolve(source: Source): Promise<Entry[]> {
    return this.entries(source);
  }

  private async entries(source: Source): Promise<Entry[]> {
    // Realm documents are validated against the page schema when it exists; without one a
    // malformed source must still not crash the section: it resolves to an empty list.
    if (!source || typeof source !== 'object') return [];
    const ids = (list: unknown): string[] => (Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
    const c = this.catalogue;
    const now = this.cards.viewer.now;
    const anchor = this.cards.service.anchor;
    switch (source.kind) {
      case 'curated':
        return eager(
          ids(source.ids)
            .map((id) => this.cards.byId(id))
            .filter((x): x is ContentCard => x !== null),
        );
      case 'liveNow':
        return eager(c.liveEvents.filter((e) => liveStatus(e, anchor, now) === 'LIVE').map((e) => this.cards.live(e)));
      case 'upcoming':
        return eager(
          c.liveEvents
            .filter((e) => liveStatus(e, anchor, now) === 'UPCOMING')
            .sort((a, b) => a.startOffsetMinutes - b.startOffsetMinutes)
            .map((e) => this.cards.live(e)),
        );
      case 'continueWatching': {
        if (!this.cards.viewer.signedIn) return [];
        const rows = await this.progress();
        return rows
          .filter((r) => c.vodById.has(r.vodId))
          .map((r): Entry => ({ id: r.vodId, type: 'VOD', make: () => ({ ...this.cards.vod(c.vodById.get(r.vodId)!), progress: r.position }) }));
      }
      case 'sections':
        return eager(
          ids(source.ids)
            .map((id) => {
              const page = this.realm.pages[id];
              if (!page) return null;
              const { locale, defaultLocale } = this.cards.viewer;
              const text = (value: unknown) => (typeof value === 'string' || isLocaleMap(value) ? pickText(value, locale, defaultLocale) : undefined);
              return this.cards.section(id, text(page.title) ?? id, text(page.description));
            })
            .filter((x): x is ContentCard => x !== null),
        );
      case 'playlists': {
        const list = source.ids !== undefined ? ids(source.ids).map((id) => c.playlistById.get(id)) : c.playlists;
        return eager(list.filter((p) => p !== undefined).map((p) => this.cards.playlist(p!)));
      }
      case 'query':
        return this.query(source);
      default:
        return [];
    }
  }

  private query(q: Extract<Source, { kind: 'query' }>): Entry[] {
    if (!q.contentType || q.contentType.toUpperCase() === 'VOD') {
      // The one source that can be long: keep it lazy.
      return this.vodQuery(q).map((v) => ({ id: v.id, type: 'VOD', make: () => this.cards.vod(v) }));
    }
    return eager(this.smallQuery(q));
  }

  private vodQuery(q: Extract<Source, { kind: 'query' }>): VodFixture[] {
    const c = this.catalogue;
    const tag = q.tag;
    let vods: VodFixture[];
    if (q.seriesId) {
      // A series' episodes in running order (season by season).
      vods = c.listedSeasons(q.seriesId).flatMap((s) => s.episodeIds.map((id) => c.vodById.get(id)!).filter(Boolean));
    } else {
      // Standalone videos only: episodes live in their series, trailers unless asked for.
      vods = c.vods.filter((v) => !v.seasonId && (!v.isTrailer || tag === 'trailer'));
    }
    return sortVods(tag ? vods.filter((v) => v.tags.includes(tag)) : vods, q.sort);
  }

  private smallQuery(q: Extract<Source, { kind: 'query' }>): ContentCard[] {
    const c = this.catalogue;
    const tag = q.tag;
    const type = (q.contentType ?? 'VOD').toUpperCase();
    const now = this.cards.viewer.now;
    const anchor = this.cards.service.anchor;
    const withTag = <T extends { tags?: string[] }>(list: T[]) => (tag ? list.filter((x) => x.tags?.includes(tag)) : list);
    switch (type) {
      case 'LIVE': {
        const events = withTag(c.liveEvents).map((e) => this.cards.live(e));
        const channels = tag ? [] : c.channels.map((ch) => this.cards.channel(ch));
        const all = [...events, ...channels];
        return q.sort === 'title' ? all.sort(byTitle) : all;
      }
      case 'UPCOMING':
        return withTag(c.liveEvents.filter((e) => liveStatus(e, anchor, now) === 'UPCOMING')).map((e) => this.cards.live(e));
      case 'EPG':
        return c.channels.map((ch) => this.cards.channel(ch));
      case 'SERIES': {
        const list = withTag(c.series);
        return (q.sort === 'title' ? [...list].sort(byTitle) : list).map((s) => this.cards.series(s));
      }
      case 'SEASON': {
        const seasons = q.seriesId ? c.listedSeasons(q.seriesId) : c.series.flatMap((s) => c.listedSeasons(s.id));
        return seasons.map((s) => this.cards.season(s));
      }
      case 'PLAYLIST': {
        const list = q.sort === 'title' ? [...c.playlists].sort(byTitle) : c.playlists;
        return list.map((p) => this.cards.playlist(p));
      }
      case 'DATA_FEED':
        return c.news.filter((n) => !tag || n.feedName === tag).map((n) => this.cards.news(n));
      default:
        return [];
    }
  }

  async bucket(doc: BucketDoc, pageId: string, size: number, lastSeen?: string | null): Promise<Bucket> {
    const all = await this.resolve(doc.source);
    const page = pageAfter(all, (entry) => entry.id, lastSeen, size);
    return {
      bucketId: doc.bucketId,
      exid: doc.exid ?? `${pageId}:${doc.bucketId}`,
      type: doc.type ?? bucketType(all),
      name: typeof doc.name === 'string' ? doc.name : doc.bucketId,
      rowTypeData: doc.rowTypeData && typeof doc.rowTypeData === 'object' ? doc.rowTypeData : { rowType: 'standard' },
      contentList: page.items.map((entry) => entry.make()),
      paging: page.paging,
    };
  }

  /** Hero buttons that point at catalogue content get the full card for this viewer (fresh access level). */
  hero(hero: JsonObject): JsonObject {
    const { type: _type, ...rest } = hero;
    const out: JsonObject = { ...rest };
    for (const key of ['primaryButton', 'secondaryButton'] as const) {
      const button = rest[key];
      if (!button || typeof button !== 'object' || Array.isArray(button)) continue;
      const link = (button as JsonObject).link;
      if (!link || typeof link !== 'object' || Array.isArray(link)) continue;
      const event = (link as JsonObject).event;
      const id = event && typeof event === 'object' && !Array.isArray(event) ? (event as JsonObject).id : undefined;
      const card = typeof id === 'string' ? this.cards.byId(id) : null;
      if (card)
        out[key] = { ...(button as JsonObject), link: { ...(link as JsonObject), event: { ...(event as JsonObject), ...(card as unknown as JsonObject) } } };
    }
    if (out.textAlignment === undefined) out.textAlignment = 'LEFT';
    return out;
  }
}

function bucketType(entries: Entry[]): string {
  const types = new Set(entries.map((c) => (c.type === 'UPCOMING' || c.type === 'EPG' ? 'LIVE' : c.type)));
  if (types.size === 1) return [...types][0];
  return 'MIXED';
}

/** The page's buckets that have at least an id (the schema guarantees more when it exists). */
export function bucketDocs(page: JsonObject): BucketDoc[] {
  if (!Array.isArray(page.buckets)) return [];
  return (page.buckets as unknown as BucketDoc[]).filter((b) => b && typeof b === 'object' && typeof b.bucketId === 'string');
}
