/**
 * Content calls (content document §7, docs/platform-contract.md): sections and buckets,
 * series and seasons, playlists, adjacency, video and live info, lookup by external id,
 * chapters and thumbnails, watch progress.
 */
import type { FastifyRequest } from 'fastify';
import type { PlatformPlugin } from '../context.js';
import { contract } from '../../contract/index.js';
import { route } from '../contract-route.js';
import { badRequest, notFound } from '../errors.js';
import { catalogueFor } from '../catalogue/service.js';
import { installViewerCaching } from '../catalogue/http.js';
import { cardsFor, channelDetails, liveDetails, vodDetails } from '../catalogue/details.js';
import { bucketDocs, SectionResolver, substitutePublicUrl } from '../catalogue/sections.js';
import { adjacent, pageAfter, pageNumber } from '../catalogue/paging.js';
import { formatVttTime, mediaAssets, vodMediaBase } from '../catalogue/media-urls.js';
import type { CardBuilder } from '../catalogue/cards.js';
import type { JsonObject } from '../realms/store.js';
import type { SeasonFixture, VodFixture } from '../catalogue/fixture-types.js';

const id = { type: 'string', minLength: 1, maxLength: 128 } as const;
const rpp = (def: number, max = 100) => ({ type: 'integer', minimum: 1, maximum: max, default: def }) as const;
const lastSeen = { type: 'string', minLength: 1, maxLength: 128 } as const;
const params = (...names: string[]) => ({
  type: 'object',
  required: names,
  properties: Object.fromEntries(names.map((n) => [n, id])),
}) as const;

export const contentRoutes: PlatformPlugin = async (app, ctx) => {
  const service = catalogueFor(ctx);
  installViewerCaching(app, ctx.config.countryHeader);

  function progressLoader(cards: CardBuilder) {
    return async () => {
      if (!cards.viewer.userId) return [];
      const rows = await ctx.db
        .selectFrom('watch_progress')
        .select(['vod_id', 'position_seconds'])
        .where('user_id', '=', cards.viewer.userId)
        .orderBy('updated_at', 'desc')
        .limit(200)
        .execute();
      return rows.map((r) => ({ vodId: r.vod_id, position: r.position_seconds }));
    };
  }

  function pageOf(req: FastifyRequest, section: string): JsonObject {
    const page = req.realm.pages[section];
    if (!page) throw notFound('UNKNOWN_SECTION', `No content section "${section.slice(0, 80)}" in realm ${req.realm.id}.`);
    return page;
  }

  app.get<{ Params: { section: string }; Querystring: { rpp: number } }>('/api/v4/content/:section', {
    schema: { summary: 'A content section: heroes and the first page of every bucket', params: params('section'), querystring: { type: 'object', properties: { rpp: rpp(12, 50) } } },
  }, async (req) => {
    const page = pageOf(req, req.params.section);
    const cards = await cardsFor(service, req);
    const resolver = new SectionResolver(cards, req.realm, progressLoader(cards));
    const doc = substitutePublicUrl(page, service.publicUrl);
    const heroes = Array.isArray(doc.heroes) ? (doc.heroes as JsonObject[]).map((h) => resolver.hero(h)) : [];
    const buckets = await Promise.all(bucketDocs(doc).map((b) => resolver.bucket(b, req.params.section, b.pageSize ?? req.query.rpp)));
    return {
      id: String(doc.id ?? req.params.section),
      title: doc.title,
      description: doc.description,
      // The page layout (layouts registry) travels with the section when the page names one.
      ...(doc.layout !== undefined ? { layout: doc.layout } : {}),
      heroes,
      buckets,
    };
  });

  app.get<{ Params: { section: string; bucketId: string }; Querystring: { lastSeen?: string; resultPerPage?: number } }>(
    '/api/v4/content/:section/bucket/:bucketId', {
      schema: {
        summary: 'The next page of one bucket (chosen path)',
        params: params('section', 'bucketId'),
        querystring: { type: 'object', properties: { lastSeen, resultPerPage: rpp(12, 50) } },
      },
    }, async (req) => {
      const page = pageOf(req, req.params.section);
      const doc = bucketDocs(page).find((b) => b.bucketId === req.params.bucketId);
      if (!doc) throw notFound('UNKNOWN_BUCKET', `No bucket "${req.params.bucketId.slice(0, 80)}" in section ${req.params.section}.`);
      const cards = await cardsFor(service, req);
      const resolver = new SectionResolver(cards, req.realm, progressLoader(cards));
      return resolver.bucket(substitutePublicUrl(doc as unknown as JsonObject, service.publicUrl) as never, req.params.section,
        req.query.resultPerPage ?? doc.pageSize ?? 12, req.query.lastSeen);
    });

  app.get<{ Querystring: { externalId: string } }>('/api/v4/content/lookup', {
    schema: {
      summary: 'Content by external id (comma-separated for several) (chosen path)',
      querystring: { type: 'object', required: ['externalId'], properties: { externalId: { type: 'string', minLength: 1, maxLength: 2000 } } },
    },
  }, async (req) => {
    const cards = await cardsFor(service, req);
    const ids = req.query.externalId.split(',').map((s) => s.trim()).filter(Boolean);
    if (ids.length > 50) throw badRequest('TOO_MANY_IDS', 'At most 50 external ids per lookup.');
    const contentItems = ids
      .map((ext) => cards.catalogue.byExternalId.get(ext) ?? (cards.byId(ext) ? ext : undefined))
      .map((internal) => (internal ? cards.byId(internal) : null))
      .filter((c) => c !== null);
    return { contentItems };
  });

  // ---------------------------------------------------------------- seasons and series
  function seasonInfo(cards: CardBuilder, s: SeasonFixture) {
    return { ...cards.season(s), seriesId: s.seriesId, seasonNumber: s.seasonNumber, episodeCount: s.episodeIds.length };
  }

  app.get<{ Params: { id: string }; Querystring: { rpp: number; lastSeen?: string } }>('/api/v4/season/:id', {
    schema: { summary: 'Season content (episodes), cursor paged', params: params('id'), querystring: { type: 'object', properties: { rpp: rpp(25), lastSeen } } },
  }, async (req) => {
    const cards = await cardsFor(service, req);
    const season = cards.catalogue.seasonById.get(req.params.id);
    if (!season) throw notFound('UNKNOWN_SEASON', `No season "${req.params.id.slice(0, 80)}".`);
    const episodes = season.episodeIds.map((e) => cards.catalogue.vodById.get(e)).filter((v): v is VodFixture => Boolean(v));
    const page = pageAfter(episodes, (v) => v.id, req.query.lastSeen, req.query.rpp);
    const series = cards.catalogue.seriesById.get(season.seriesId);
    return {
      season: seasonInfo(cards, season),
      series: series ? { seriesId: series.id, title: series.title } : null,
      contentList: page.items.map((v) => cards.vod(v)),
      paging: page.paging,
    };
  });

  app.get<{ Params: { seriesId: string }; Querystring: { rpp: number; lastSeen?: string } }>('/api/v4/series/:seriesId', {
    schema: { summary: 'Series seasons (seasons without episodes are dropped), cursor paged', params: params('seriesId'), querystring: { type: 'object', properties: { rpp: rpp(25), lastSeen } } },
  }, async (req) => {
    const cards = await cardsFor(service, req);
    const series = cards.catalogue.seriesById.get(req.params.seriesId);
    if (!series) throw notFound('UNKNOWN_SERIES', `No series "${req.params.seriesId.slice(0, 80)}".`);
    const page = pageAfter(cards.catalogue.listedSeasons(series.id), (s) => s.id, req.query.lastSeen, req.query.rpp);
    return { series: cards.series(series), seasons: page.items.map((s) => seasonInfo(cards, s)), paging: page.paging };
  });

  app.get<{ Params: { seriesId: string; seasonId: string }; Querystring: { size: number } }>('/api/v4/series/:seriesId/adjacentTo/:seasonId', {
    schema: { summary: 'Seasons before and after one season', params: params('seriesId', 'seasonId'), querystring: { type: 'object', properties: { size: rpp(25) } } },
  }, async (req) => {
    const cards = await cardsFor(service, req);
    const series = cards.catalogue.seriesById.get(req.params.seriesId);
    if (!series) throw notFound('UNKNOWN_SERIES', `No series "${req.params.seriesId.slice(0, 80)}".`);
    const season = cards.catalogue.seasonById.get(req.params.seasonId);
    if (!season || season.seriesId !== series.id) throw notFound('UNKNOWN_SEASON', `No season "${req.params.seasonId.slice(0, 80)}" in ${series.id}.`);
    // Position among all seasons by number, so a dropped (empty) season still has neighbours.
    const listed = cards.catalogue.listedSeasons(series.id);
    const preceding = listed.filter((s) => s.seasonNumber < season.seasonNumber);
    const following = listed.filter((s) => s.seasonNumber > season.seasonNumber);
    return {
      season: seasonInfo(cards, season),
      precedingSeasons: preceding.slice(-req.query.size).map((s) => seasonInfo(cards, s)),
      followingSeasons: following.slice(0, req.query.size).map((s) => seasonInfo(cards, s)),
    };
  });

  // ---------------------------------------------------------------- playlists and adjacency
  app.get<{ Params: { id: string }; Querystring: { rpp: number; p: number } }>('/vod/playlist/:id', {
    schema: {
      summary: 'A playlist page; p counts from 1',
      params: params('id'),
      querystring: { type: 'object', properties: { rpp: rpp(12), p: { type: 'integer', minimum: 1, maximum: 10000, default: 1 } } },
    },
  }, async (req) => {
    const cards = await cardsFor(service, req);
    const playlist = cards.catalogue.playlistById.get(req.params.id);
    if (!playlist) throw notFound('UNKNOWN_PLAYLIST', `No playlist "${req.params.id.slice(0, 80)}".`);
    const vods = playlist.vodIds.map((v) => cards.catalogue.vodById.get(v)).filter((v): v is VodFixture => Boolean(v));
    const page = pageNumber(vods, req.query.p, req.query.rpp);
    const hosts = req.realm.settings.hosts;
    const origin = Array.isArray(hosts) && typeof hosts[0] === 'string' ? `https://${hosts[0]}` : '';
    return {
      playlist: cards.playlist(playlist),
      videos: { vods: page.items.map((v) => cards.vod(v)), page: page.page, totalPages: page.totalPages, totalResults: page.totalResults },
      socialSharingDetail: {
        // The client replaces {path} with the localised playlist path.
        universalLink: `${origin}/{path}`,
        trackingConfiguration: [
          { name: 'utm_source', value: 'share' },
          { name: 'utm_medium', value: 'playlist' },
          { name: 'utm_campaign', value: playlist.id },
        ],
      },
    };
  });

  app.get<{ Params: { id: string; eventId: string }; Querystring: { size: number } }>('/playlist/:id/adjacentTo/:eventId', {
    schema: { summary: 'Videos before and after one video of a playlist', params: params('id', 'eventId'), querystring: { type: 'object', properties: { size: rpp(5, 50) } } },
  }, async (req) => {
    const cards = await cardsFor(service, req);
    const playlist = cards.catalogue.playlistById.get(req.params.id);
    if (!playlist) throw notFound('UNKNOWN_PLAYLIST', `No playlist "${req.params.id.slice(0, 80)}".`);
    const index = playlist.vodIds.indexOf(req.params.eventId);
    if (index < 0) throw notFound('NOT_IN_PLAYLIST', `"${req.params.eventId.slice(0, 80)}" is not in playlist ${playlist.id}.`);
    const { preceding, following } = adjacent(playlist.vodIds, index, req.query.size);
    const toCards = (ids: string[]) => ids.map((v) => cards.catalogue.vodById.get(v)).filter((v): v is VodFixture => Boolean(v)).map((v) => cards.vod(v));
    return { precedingVods: toCards(preceding), followingVods: toCards(following) };
  });

  app.get<{ Params: { id: string }; Querystring: { size: number } }>('/api/v4/vod/:id/adjacent', {
    schema: { summary: 'Videos before and after one video (its season, else the catalogue)', params: params('id'), querystring: { type: 'object', properties: { size: rpp(5, 50) } } },
  }, async (req) => {
    const cards = await cardsFor(service, req);
    const c = cards.catalogue;
    const vod = c.vodById.get(req.params.id);
    if (!vod) throw notFound('UNKNOWN_VOD', `No video "${req.params.id.slice(0, 80)}".`);
    const list = vod.seasonId
      ? (c.seasonById.get(vod.seasonId)?.episodeIds ?? [])
      : c.vods.filter((v) => !v.seasonId && v.isTrailer === vod.isTrailer).map((v) => v.id);
    const { preceding, following } = adjacent(list, list.indexOf(vod.id), req.query.size);
    const toCards = (ids: string[]) => ids.map((v) => c.vodById.get(v)!).map((v) => cards.vod(v));
    return { precedingVods: toCards(preceding), followingVods: toCards(following) };
  });

  // ---------------------------------------------------------------- details
  const vodInfo = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const cards = await cardsFor(service, req);
    const vod = cards.catalogue.vodById.get(req.params.id);
    if (!vod) throw notFound('UNKNOWN_VOD', `No video "${req.params.id.slice(0, 80)}".`);
    return vodDetails(cards, vod);
  };
  app.get('/api/v3/vod/:id', { schema: { summary: 'Video details', params: params('id') } }, vodInfo);
  app.get('/api/v4/vod/:id', { schema: { summary: 'Video details', params: params('id') } }, vodInfo);

  app.get<{ Params: { id: string } }>('/api/v4/event/:id', { schema: { summary: 'Live event or channel details', params: params('id') } }, async (req) => {
    const cards = await cardsFor(service, req);
    const event = cards.catalogue.liveById.get(req.params.id);
    if (event) return liveDetails(cards, event);
    const channel = cards.catalogue.channelById.get(req.params.id);
    if (channel) return channelDetails(cards, channel);
    throw notFound('UNKNOWN_EVENT', `No live event "${req.params.id.slice(0, 80)}".`);
  });

  app.get<{ Params: { id: string } }>('/api/v4/vods/live/:id', {
    schema: { summary: 'The video of a live event (premiere or recording)', params: params('id') },
  }, async (req) => {
    const cards = await cardsFor(service, req);
    const event = cards.catalogue.liveById.get(req.params.id);
    if (!event) throw notFound('UNKNOWN_EVENT', `No live event "${req.params.id.slice(0, 80)}".`);
    const vod = event.vodId ? cards.catalogue.vodById.get(event.vodId) : undefined;
    if (!vod) throw notFound('NO_VOD', `Live event ${event.id} has no video.`);
    return vodDetails(cards, vod);
  });

  // ---------------------------------------------------------------- chapters and thumbnails (no Realm header: <track> cannot send one)
  app.get<{ Params: { id: string } }>('/api/v4/vod/:id/chapters.vtt', {
    schema: { summary: 'Chapters as WebVTT', params: params('id') },
    config: { skipRealm: true },
  }, async (req, reply) => {
    const vod = (await service.catalogue()).vodById.get(req.params.id);
    if (!vod) throw notFound('UNKNOWN_VOD', `No video "${req.params.id.slice(0, 80)}".`);
    // The played file's chapters win: the catalogue's own are a fallback when media was not built.
    const chapters = mediaAssets()?.vod[vod.mediaKey]?.chapters ?? vod.chapters;
    const cues = chapters.map((ch, i) => `${i + 1}\n${formatVttTime(ch.start)} --> ${formatVttTime(ch.end)}\n${ch.title}\n`);
    // Public, uncredentialed data the player on the web's origin fetches: readable cross-origin.
    reply.type('text/vtt; charset=utf-8').header('cache-control', 'public, max-age=300').header('access-control-allow-origin', '*');
    return ['WEBVTT', '', ...cues].join('\n');
  });

  app.get<{ Params: { id: string } }>('/api/v4/vod/:id/thumbnails.vtt', {
    schema: { summary: 'Thumbnail sprite cues: redirects to the media helper file of the video', params: params('id') },
    config: { skipRealm: true },
  }, async (req, reply) => {
    const vod = (await service.catalogue()).vodById.get(req.params.id);
    if (!vod) throw notFound('UNKNOWN_VOD', `No video "${req.params.id.slice(0, 80)}".`);
    reply.header('access-control-allow-origin', '*');
    // The media file needs a signed URL: a token given here (from the manifest) is passed on.
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    return reply.redirect(`${vodMediaBase(service.publicUrl, vod.mediaKey)}/thumbnails.vtt${query}`, 302);
  });

  // ---------------------------------------------------------------- watch history (chosen path)
  app.get<{ Querystring: { p: number; rpp: number } }>('/api/v1/history', {
    schema: {
      summary: 'Videos the viewer watched, most recent first, with progress (chosen path)',
      querystring: {
        type: 'object',
        properties: { p: { type: 'integer', minimum: 1, maximum: 10000, default: 1 }, rpp: rpp(12) },
      },
    },
  }, async (req) => {
    await ctx.auth.requireUser(req); // 401 for guests; the rows are then the signed-in viewer's
    const cards = await cardsFor(service, req);
    const rows = await progressLoader(cards)();
    const watched = rows.filter((r) => cards.catalogue.vodById.has(r.vodId));
    const page = pageNumber(watched, req.query.p, req.query.rpp);
    return {
      videos: page.items.map((r) => ({ ...cards.vod(cards.catalogue.vodById.get(r.vodId)!), progress: r.position })),
      totalHistoryVideos: page.totalResults,
      page: page.page,
      totalPages: page.totalPages,
    };
  });

  // ---------------------------------------------------------------- watch progress (chosen path)
  route(app, contract.playback.saveProgress, async ({ req, params, body }) => {
    const user = await ctx.auth.requireUser(req);
    const vod = (await service.catalogue()).vodById.get(params.id);
    if (!vod) throw notFound('UNKNOWN_VOD', `No video "${params.id.slice(0, 80)}".`);
    const position = Math.min(Math.floor(body.position), vod.duration);
    await ctx.db
      .insertInto('watch_progress')
      .values({ user_id: user.id, vod_id: vod.id, position_seconds: position, updated_at: new Date() })
      .onConflict((oc) => oc.columns(['user_id', 'vod_id']).doUpdateSet({ position_seconds: position, updated_at: new Date() }))
      .execute();
  });
};
