/**
 * Where a piece of content links to.
 * Pure: the caller passes the realm features and the viewer's locale.
 *
 * The rules take the path writer as a parameter (`createContentLinks`) and import no
 * route table: the server binds them to `paths.ts` (content-links.ts), the browser to
 * the viewer's own path set from the root loader data (client-paths.ts).
 */
import type { Query, RouteParams } from './path-builder';

/** The screens content links point at (keys of the route table). */
export type LinkScreen = 'vod' | 'live' | 'series' | 'season' | 'playlist' | 'newsItem' | 'section' | 'plugin' | 'login' | 'interstitial';

/** Writes a screen's path; `locale` picks the path set where the writer knows several. */
export type LinkPathFor = (screen: LinkScreen, params?: RouteParams, options?: { locale?: string | null; query?: Query }) => string;

export type LinkContentType = 'VOD' | 'LIVE' | 'UPCOMING' | 'EPG' | 'SEASON' | 'SERIES' | 'PLAYLIST' | 'DATA_FEED' | 'SECTION' | 'PLUGIN';

/** The fields of a content card (or a CTA's content reference) a link needs. */
export interface LinkableContent {
  id: string;
  type: LinkContentType | string;
  title?: string;
  accessLevel?: string;
  liveEventId?: string;
  series?: { seriesId: string; title: string };
  feedName?: string;
  premiereRelease?: { type: string; scheduledAt?: string };
}

export interface LinkFeatures {
  interstitial?: boolean;
  enhancedMetadataViews?: boolean;
  seriesInterstitial?: boolean;
}

/** The list a VOD is opened from: its type and id go in the VOD query. */
export interface ListContext {
  type: 'season' | 'playlist';
  id: string;
  owner?: string;
}

export interface LinkOptions {
  locale?: string | null;
  features?: LinkFeatures;
  list?: ListContext;
}

/** Titles in routes are lowercase hyphenated slugs; letters of any script are kept. */
export function slugify(title: string | null | undefined): string {
  if (!title) return '';
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

function vodQuery(options: LinkOptions, extra: Query = {}): Query {
  const query: Record<string, string | boolean | undefined> = {};
  if (options.list?.type === 'season') query.seasonId = options.list.id;
  if (options.list?.type === 'playlist') query.playlistId = options.list.id;
  if (options.list?.owner) query.owner = options.list.owner;
  if (options.features?.interstitial) query.showInterstitial = true;
  return { ...query, ...(extra as Record<string, string>) };
}

export interface ContentLinks {
  contentLink(content: LinkableContent, options?: LinkOptions): string | null;
  watchPlaylistLink(video: { id: string; title?: string }, playlistId: string, options?: LinkOptions): string;
  watchWatchlistLink(video: { id: string; title?: string }, watchlist: { id: string; owner?: string }, options?: LinkOptions): string;
  accessAwareLink(content: LinkableContent, viewer: { isGuest: boolean }, options?: LinkOptions): string | null;
}

/** The content link rules, writing paths with `pathFor`. */
export function createContentLinks(pathFor: LinkPathFor): ContentLinks {
  /** The link for a content item, or null for a type that has no screen. */
  function contentLink(content: LinkableContent, options: LinkOptions = {}): string | null {
    const locale = options.locale;
    const slug = slugify(content.title);
    switch (content.type) {
      case 'LIVE':
      case 'UPCOMING':
      case 'EPG':
        if (content.premiereRelease?.type === 'PREMIERE') {
          return pathFor('vod', { eventId: content.id, eventTitle: slug }, { locale, query: vodQuery(options) });
        }
        return pathFor('live', { eventId: content.liveEventId ?? content.id, eventTitle: slug }, { locale });
      case 'SEASON': {
        const features = options.features ?? {};
        if (features.enhancedMetadataViews && features.seriesInterstitial && content.series) {
          return pathFor(
            'series',
            { seriesId: content.series.seriesId, seriesTitle: slugify(content.series.title) },
            { locale, query: { seasonId: content.id } },
          );
        }
        return pathFor('season', { seasonId: content.id, seasonTitle: slug }, { locale });
      }
      case 'SERIES':
        return pathFor('series', { seriesId: content.id, seriesTitle: slug }, { locale });
      case 'PLAYLIST':
        return pathFor('playlist', { playlistId: content.id, playlistTitle: slug }, { locale });
      case 'VOD':
        return pathFor('vod', { eventId: content.id, eventTitle: slug }, { locale, query: vodQuery(options) });
      case 'DATA_FEED':
        if (!content.feedName) return null;
        return pathFor('newsItem', { feedName: content.feedName, newId: content.id }, { locale });
      case 'SECTION':
        return pathFor('section', { id: content.id }, { locale });
      case 'PLUGIN':
        return pathFor('plugin', { id: content.id }, { locale });
      default:
        return null;
    }
  }

  /** "Watch playlist": the playlist's first video with playlistId in the VOD query. */
  function watchPlaylistLink(video: { id: string; title?: string }, playlistId: string, options: LinkOptions = {}) {
    return pathFor(
      'vod',
      { eventId: video.id, eventTitle: slugify(video.title) },
      { locale: options.locale, query: vodQuery({ ...options, list: { type: 'playlist', id: playlistId } }) },
    );
  }

  /** "Watch watchlist": a video with watchlistId and owner in the VOD query. */
  function watchWatchlistLink(video: { id: string; title?: string }, watchlist: { id: string; owner?: string }, options: LinkOptions = {}) {
    return pathFor(
      'vod',
      { eventId: video.id, eventTitle: slugify(video.title) },
      { locale: options.locale, query: vodQuery({ ...options, list: undefined }, { watchlistId: watchlist.id, owner: watchlist.owner }) },
    );
  }

  /**
   * The link a viewer actually follows, given access: granted-on-sign-in
   * content sends a guest to login with `from` naming the target; denied content goes
   * to the interstitial when the interstitial page is enabled.
   */
  function accessAwareLink(content: LinkableContent, viewer: { isGuest: boolean }, options: LinkOptions = {}): string | null {
    const target = contentLink(content, options);
    if (!target) return null;
    if (content.accessLevel === 'GRANTED_ON_SIGN_IN' && viewer.isGuest) {
      return pathFor('login', {}, { locale: options.locale, query: { from: target } });
    }
    if (content.accessLevel === 'DENIED' && options.features?.interstitial) {
      return pathFor('interstitial', { eventId: content.liveEventId ?? content.id, eventTitle: slugify(content.title) }, { locale: options.locale });
    }
    return target;
  }

  return { contentLink, watchPlaylistLink, watchWatchlistLink, accessAwareLink };
}
