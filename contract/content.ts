/**
 * Content calls: sections and buckets, series and seasons, playlists,
 * adjacency, video and live details, lookup by external id, chapters and thumbnails, watch
 * history, news, fighters, search and favourites. Every call needs the Realm header (400
 * without it, 404 for an unknown realm) except chapters and thumbnails, which a `<track>`
 * element fetches without headers.
 */
import { z } from 'zod';
import { contentCard, cursorPaging, licenceSummary, pageNumbers } from './cards.js';
import { defineCall, text } from './define.js';

const id = text.id;
const lastSeen = text.id().optional();
const pageFrom1 = (max = 10_000) => text.int(1, max).default(1);

const heroDocument = z.record(z.string(), z.unknown());

export const bucket = z
  .object({
    bucketId: z.string(),
    exid: z.string(),
    type: z.string(),
    name: z.string(),
    /** The row block's props (blocks/rows): `rowType` names the block. */
    rowTypeData: z.looseObject({ rowType: z.string() }),
    contentList: z.array(contentCard),
    paging: cursorPaging,
  })
  .meta({ id: 'Bucket' });

export const section = z
  .object({
    id: z.string(),
    title: z.string().optional(),
    description: z.string().optional(),
    /** The page layout `{ type, ...props }` (blocks/layouts), when the page names one. */
    layout: z.looseObject({ type: z.string() }).optional(),
    heroes: z.array(heroDocument),
    buckets: z.array(bucket),
  })
  .meta({ id: 'Section' });

const seasonCard = contentCard.extend({ seriesId: z.string(), seasonNumber: z.number().int(), episodeCount: z.number().int() });

const adjacentVods = z.object({ precedingVods: z.array(contentCard), followingVods: z.array(contentCard) });

export const vodDetails = contentCard
  .extend({
    externalId: z.string(),
    genre: z.string(),
    releaseDate: z.string(),
    episodeNumber: z.number().int().optional(),
    trailerFor: z.string().optional(),
    trailers: z.array(contentCard),
    licences: z.array(licenceSummary),
    availableLicences: z.array(licenceSummary),
    onlinePlayback: z.boolean(),
    computedReleases: z.array(z.object({ type: z.enum(['PREMIERE', 'STANDARD']), scheduledAt: z.string() })),
  })
  .meta({ id: 'VideoDetails' });

export const eventDetails = contentCard
  .extend({
    externalId: z.string(),
    kind: z.enum(['EVENT', 'PREMIERE', 'CHANNEL']),
    status: z.enum(['UPCOMING', 'LIVE', 'ENDED']),
    vodId: z.string().optional(),
    channelId: z.string().optional(),
    eventSchedule: z.object({ startDate: z.string(), endDate: z.string() }),
    licences: z.array(licenceSummary),
    onlinePlayback: z.boolean(),
  })
  .meta({ id: 'EventDetails' });

export const newsFeed = z.object({ feedName: z.string(), title: z.string(), itemCount: z.number().int() });

export const fighter = z
  .object({
    id: z.string(),
    name: z.string(),
    nickname: z.string(),
    country: z.string(),
    /** The class's name, also the `weightClass` filter value of the fighters call. */
    weightClass: z.string(),
    /** The weight class written in the answer's locale (Accept-Language), when the catalogue has it. */
    weightClassName: z.string().optional(),
    rank: z.number().int(),
    record: z.object({ wins: z.number().int(), losses: z.number().int(), draws: z.number().int(), noContests: z.number().int() }),
    imageKey: z.string(),
    imageUrl: z.string(),
    bio: z.string(),
  })
  .meta({ id: 'Fighter' });

/** A run of text; `mark`: a word the query matched (the web renders it highlighted, as text). */
const textSegment = z.object({ text: z.string(), mark: z.boolean() });
/** A search hit: the card plus its title and a description excerpt split into matched and other runs. */
const searchHit = contentCard.extend({ highlight: z.object({ title: z.array(textSegment), description: z.array(textSegment) }) }).meta({ id: 'SearchHit' });
const searchHits = z.object({
  hits: z.array(searchHit),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** Matches counted, at most 500 per kind; pages stop there. */
  totalHits: z.number().int(),
  /** More than `totalHits` match: counting stopped at its cap (shown as "500+"). */
  moreHits: z.boolean(),
});

const favouriteState = z.object({ id: z.string(), favourite: z.boolean() });

export const content = {
  section: defineCall({
    method: 'GET',
    path: '/api/v4/content/:section',
    summary: 'A content section: heroes and the first page of every bucket',
    params: z.object({ section: id() }),
    query: z.object({ rpp: text.int(1, 50).default(12) }),
    answer: section,
    errors: [400, 404],
  }),
  bucket: defineCall({
    method: 'GET',
    path: '/api/v4/content/:section/bucket/:bucketId',
    summary: 'The next page of one bucket (chosen path)',
    params: z.object({ section: id(), bucketId: id() }),
    /** Next pages are 12 cards unless asked otherwise (the bucket's own pageSize applies to its first page only). */
    query: z.object({ lastSeen, resultPerPage: text.int(1, 50).default(12) }),
    answer: bucket,
    errors: [400, 404],
  }),
  lookup: defineCall({
    method: 'GET',
    path: '/api/v4/content/lookup',
    summary: 'Content by external id (comma-separated for several) (chosen path)',
    query: z.object({ externalId: z.string().min(1).max(2000) }),
    answer: z.object({ contentItems: z.array(contentCard) }),
    errors: [400, 404],
  }),

  season: defineCall({
    method: 'GET',
    path: '/api/v4/season/:id',
    summary: 'Season content (episodes), cursor paged',
    params: z.object({ id: id() }),
    query: z.object({ rpp: text.int(1, 100).default(25), lastSeen }),
    answer: z.object({
      season: seasonCard,
      series: z.object({ seriesId: z.string(), title: z.string() }).nullable(),
      contentList: z.array(contentCard),
      paging: cursorPaging,
    }),
    errors: [400, 404],
  }),
  series: defineCall({
    method: 'GET',
    path: '/api/v4/series/:seriesId',
    summary: 'Series seasons (seasons without episodes are dropped), cursor paged',
    params: z.object({ seriesId: id() }),
    query: z.object({ rpp: text.int(1, 100).default(25), lastSeen }),
    answer: z.object({ series: contentCard, seasons: z.array(seasonCard), paging: cursorPaging }),
    errors: [400, 404],
  }),
  adjacentSeasons: defineCall({
    method: 'GET',
    path: '/api/v4/series/:seriesId/adjacentTo/:seasonId',
    summary: 'Seasons before and after one season',
    params: z.object({ seriesId: id(), seasonId: id() }),
    query: z.object({ size: text.int(1, 100).default(25) }),
    answer: z.object({ season: seasonCard, precedingSeasons: z.array(seasonCard), followingSeasons: z.array(seasonCard) }),
    errors: [400, 404],
  }),

  playlist: defineCall({
    method: 'GET',
    path: '/vod/playlist/:id',
    summary: 'A playlist page; p counts from 1',
    params: z.object({ id: id() }),
    query: z.object({ rpp: text.int(1, 100).default(12), p: pageFrom1() }),
    answer: z.object({
      playlist: contentCard,
      videos: z.object({ vods: z.array(contentCard), ...pageNumbers }),
      socialSharingDetail: z.object({
        /** `{path}` is replaced by the web with the localised playlist path. */
        universalLink: z.string(),
        trackingConfiguration: z.array(z.object({ name: z.string(), value: z.string() })),
      }),
    }),
    errors: [400, 404],
  }),
  adjacentInPlaylist: defineCall({
    method: 'GET',
    path: '/playlist/:id/adjacentTo/:eventId',
    summary: 'Videos before and after one video of a playlist',
    params: z.object({ id: id(), eventId: id() }),
    query: z.object({ size: text.int(1, 50).default(5) }),
    answer: adjacentVods,
    errors: [400, 404],
  }),
  adjacentVods: defineCall({
    method: 'GET',
    path: '/api/v4/vod/:id/adjacent',
    summary: 'Videos before and after one video (its season, else the catalogue)',
    params: z.object({ id: id() }),
    query: z.object({ size: text.int(1, 50).default(5) }),
    answer: adjacentVods,
    errors: [400, 404],
  }),

  vodV3: defineCall({
    method: 'GET',
    path: '/api/v3/vod/:id',
    summary: 'Video details',
    params: z.object({ id: id() }),
    answer: vodDetails,
    errors: [400, 404],
  }),
  vod: defineCall({
    method: 'GET',
    path: '/api/v4/vod/:id',
    summary: 'Video details',
    params: z.object({ id: id() }),
    answer: vodDetails,
    errors: [400, 404],
  }),
  event: defineCall({
    method: 'GET',
    path: '/api/v4/event/:id',
    summary: 'Live event or channel details',
    params: z.object({ id: id() }),
    answer: eventDetails,
    errors: [400, 404],
  }),
  liveEventVod: defineCall({
    method: 'GET',
    path: '/api/v4/vods/live/:id',
    summary: 'The video of a live event (premiere or recording)',
    params: z.object({ id: id() }),
    answer: vodDetails,
    errors: [400, 404],
  }),
  chapters: defineCall({
    method: 'GET',
    path: '/api/v4/vod/:id/chapters.vtt',
    summary: 'Chapters as WebVTT',
    auth: 'none',
    realmFree: true,
    params: z.object({ id: id() }),
    answer: z.string(),
    produces: ['text/vtt'],
    errors: [400, 404],
  }),
  thumbnails: defineCall({
    method: 'GET',
    path: '/api/v4/vod/:id/thumbnails.vtt',
    summary: 'Thumbnail sprite cues: redirects to the media helper file of the video, passing on its signed-URL token',
    auth: 'none',
    realmFree: true,
    params: z.object({ id: id() }),
    /** The stream token the manifest handed out (exp, sid, sig), carried to the media file. */
    query: z.object({ exp: z.string().max(20), sid: z.string().max(128), sig: z.string().max(128) }).partial(),
    answer: null,
    status: 302,
    errors: [400, 404],
  }),

  history: defineCall({
    method: 'GET',
    path: '/api/v1/history',
    summary: 'Videos the viewer watched, most recent first, with progress (chosen path)',
    query: z.object({ p: pageFrom1(), rpp: text.int(1, 100).default(12) }),
    answer: z.object({ videos: z.array(contentCard), totalHistoryVideos: z.number().int(), page: z.number().int(), totalPages: z.number().int() }),
    errors: [400, 401, 404],
  }),
  clearHistory: defineCall({
    method: 'DELETE',
    path: '/api/v1/history',
    summary: 'Clear the viewer’s watch history (their progress on every video) (chosen path)',
    answer: null,
    errors: [400, 401, 404],
  }),

  newsFeeds: defineCall({
    method: 'GET',
    path: '/api/v4/news',
    summary: 'News feeds (chosen path)',
    answer: z.object({ feeds: z.array(newsFeed) }),
    errors: [400, 404],
  }),
  newsFeed: defineCall({
    method: 'GET',
    path: '/api/v4/news/:feedName',
    summary: 'Items of one news feed, newest first (chosen path)',
    params: z.object({ feedName: id() }),
    query: z.object({ p: pageFrom1(), rpp: text.int(1, 100).default(10) }),
    answer: z.object({ feedName: z.string(), title: z.string(), items: z.array(contentCard), ...pageNumbers }),
    errors: [400, 404],
  }),
  newsItem: defineCall({
    method: 'GET',
    path: '/api/v4/news/:feedName/:id',
    summary: 'One news item with its body (chosen path)',
    params: z.object({ feedName: id(), id: id() }),
    answer: contentCard.extend({ body: z.string(), feedTitle: z.string() }),
    errors: [400, 404],
  }),

  fighters: defineCall({
    method: 'GET',
    path: '/api/v4/fighters',
    summary: 'Fighters: rankings by weight class or A to Z (chosen path)',
    query: z.object({
      weightClass: z.string().min(1).max(64).optional(),
      letter: z
        .string()
        .regex(/^[A-Za-z]$/)
        .optional(),
      sort: z.enum(['rank', 'name']).default('rank'),
      p: pageFrom1(),
      rpp: text.int(1, 100).default(20),
    }),
    answer: z.object({
      weightClasses: z.array(z.string()),
      /** Weight class → its name in the answer's locale (the filter keeps the `weightClasses` values). */
      weightClassNames: z.record(z.string(), z.string()).optional(),
      fighters: z.array(fighter),
      ...pageNumbers,
    }),
    errors: [400, 404],
  }),
  fighter: defineCall({
    method: 'GET',
    path: '/api/v4/fighters/:id',
    summary: 'One fighter profile (chosen path)',
    params: z.object({ id: id() }),
    answer: fighter,
    errors: [400, 404],
  }),

  search: defineCall({
    method: 'GET',
    path: '/api/v4/search',
    summary: "Search live events, videos and playlists in the answer's locale (Accept-Language) and their original text (chosen path)",
    query: z.object({ query: z.string().max(100), p: pageFrom1(1000), rpp: text.int(1, 50).default(12) }),
    answer: z.object({
      query: z.string(),
      /** The words searched for; `alternatives`: the nearest known words also searched for a word the catalogue lacks (typos). */
      terms: z.array(z.object({ word: z.string(), alternatives: z.array(z.string()) })),
      results: z.object({ liveEvents: searchHits, videos: searchHits, playlists: searchHits }),
    }),
    errors: [400, 404],
  }),
  releases: defineCall({
    method: 'GET',
    path: '/api/v4/releases',
    summary: 'Videos by release date, newest first, page-numbered (p from 1); trailers left out (chosen path)',
    query: z.object({ p: pageFrom1(), rpp: text.int(1, 100).default(24) }),
    answer: z.object({ vods: z.array(contentCard.extend({ releaseDate: z.string() })), ...pageNumbers }),
    errors: [400, 404],
  }),
  searchPopular: defineCall({
    method: 'GET',
    path: '/api/v4/search/popular',
    summary: 'Popular videos, shown by search before anything is typed (most watched and favourited first) (chosen path)',
    query: z.object({ rpp: text.int(1, 50).default(12) }),
    answer: z.object({ hits: z.array(contentCard) }),
    errors: [400, 404],
  }),

  favourites: defineCall({
    method: 'GET',
    path: '/favourite/vods',
    summary: 'Favourite videos, newest first, page-numbered (p from 1)',
    query: z.object({ rpp: text.int(1, 100).default(9), p: pageFrom1() }),
    answer: z.object({ vods: z.array(contentCard), ...pageNumbers }),
    errors: [400, 401, 404],
  }),
  addFavourite: defineCall({
    method: 'PUT',
    path: '/favourite/vods/:id',
    summary: 'Add a video to favourites (idempotent)',
    params: z.object({ id: id() }),
    answer: favouriteState,
    errors: [400, 401, 404],
  }),
  removeFavourite: defineCall({
    method: 'DELETE',
    path: '/favourite/vods/:id',
    summary: 'Remove a video from favourites (idempotent)',
    params: z.object({ id: id() }),
    answer: favouriteState,
    errors: [400, 401, 404],
  }),
};
