/**
 * Content calls (docs/platform-contract.md): sections and buckets,
 * series and seasons, playlists, adjacency, video and live info, lookup by external id,
 * chapters and thumbnails, watch progress.
 */
import type { FastifyRequest } from 'fastify';
import type { AnswerInput } from '../../contract/define.js';
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
import { answerLocale } from '../realms/locale.js';
import { localiseDocument } from '../../contract/localised-text.js';
import type { SeasonFixture, VodFixture } from '../catalogue/fixture-types.js';

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
        // Two saves in one clock tick tie on updated_at: the id keeps the order stable.
        .orderBy('vod_id')
        .limit(200)
        .execute();
      return rows.map((r) => ({ vodId: r.vod_id, position: r.position_seconds }));
    };
  }

  /** The page document with its texts in the answer's locale (contract/localised-text.ts). */
  function pageOf(req: FastifyRequest, section: string): JsonObject {
    const page = req.realm.pages[section];
    if (!page) throw notFound('UNKNOWN_SECTION', `No content section "${section.slice(0, 80)}" in realm ${req.realm.id}.`);
    const { locale, defaultLocale } = answerLocale(req.headers['accept-language'], req.realm);
    return localiseDocument(page, locale, defaultLocale);
  }

  route(app, contract.content.section, async ({ req, params, query }) => {
    const page = pageOf(req, params.section);
    const cards = await cardsFor(service, req);
    const resolver = new SectionResolver(cards, req.realm, progressLoader(cards));
    const doc = substitutePublicUrl(page, service.publicUrl);
    const heroes = Array.isArray(doc.heroes) ? (doc.heroes as JsonObject[]).map((h) => resolver.hero(h)) : [];
    const buckets = await Promise.all(bucketDocs(doc).map((b) => resolver.bucket(b, params.section, b.pageSize ?? query.rpp)));
    // Page documents (title, heroes, layout) were validated against schemas/page.ts when the realm loaded.
    return {
      id: String(doc.id ?? params.section),
      title: doc.title,
      description: doc.description,
      // The page layout (layouts registry) travels with the section when the page names one.
      ...(doc.layout !== undefined ? { layout: doc.layout } : {}),
      heroes,
      buckets,
    } as AnswerInput<typeof contract.content.section>;
  });

  route(app, contract.content.bucket, async ({ req, params, query }) => {
    const page = pageOf(req, params.section);
    const doc = bucketDocs(page).find((b) => b.bucketId === params.bucketId);
    if (!doc) throw notFound('UNKNOWN_BUCKET', `No bucket "${params.bucketId.slice(0, 80)}" in section ${params.section}.`);
    const cards = await cardsFor(service, req);
    const resolver = new SectionResolver(cards, req.realm, progressLoader(cards));
    return resolver.bucket(
      substitutePublicUrl(doc as unknown as JsonObject, service.publicUrl) as never,
      params.section,
      query.resultPerPage,
      query.lastSeen,
    ) as Promise<AnswerInput<typeof contract.content.bucket>>;
  });

  route(app, contract.content.lookup, async ({ req, query }) => {
    const cards = await cardsFor(service, req);
    const ids = query.externalId
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
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

  route(app, contract.content.season, async ({ req, params, query }) => {
    const cards = await cardsFor(service, req);
    const season = cards.catalogue.seasonById.get(params.id);
    if (!season) throw notFound('UNKNOWN_SEASON', `No season "${params.id.slice(0, 80)}".`);
    const episodes = season.episodeIds.map((e) => cards.catalogue.vodById.get(e)).filter((v): v is VodFixture => Boolean(v));
    const page = pageAfter(episodes, (v) => v.id, query.lastSeen, query.rpp);
    const series = cards.catalogue.seriesById.get(season.seriesId);
    return {
      season: seasonInfo(cards, season),
      series: series ? { seriesId: series.id, title: cards.text(series, 'title', series.title) } : null,
      contentList: page.items.map((v) => cards.vod(v)),
      paging: page.paging,
    };
  });

  route(app, contract.content.series, async ({ req, params, query }) => {
    const cards = await cardsFor(service, req);
    const series = cards.catalogue.seriesById.get(params.seriesId);
    if (!series) throw notFound('UNKNOWN_SERIES', `No series "${params.seriesId.slice(0, 80)}".`);
    const page = pageAfter(cards.catalogue.listedSeasons(series.id), (s) => s.id, query.lastSeen, query.rpp);
    return { series: cards.series(series), seasons: page.items.map((s) => seasonInfo(cards, s)), paging: page.paging };
  });

  route(app, contract.content.adjacentSeasons, async ({ req, params, query }) => {
    const cards = await cardsFor(service, req);
    const series = cards.catalogue.seriesById.get(params.seriesId);
    if (!series) throw notFound('UNKNOWN_SERIES', `No series "${params.seriesId.slice(0, 80)}".`);
    const season = cards.catalogue.seasonById.get(params.seasonId);
    if (!season || season.seriesId !== series.id) throw notFound('UNKNOWN_SEASON', `No season "${params.seasonId.slice(0, 80)}" in ${series.id}.`);
    // Position among all seasons by number, so a dropped (empty) season still has neighbours.
    const listed = cards.catalogue.listedSeasons(series.id);
    const preceding = listed.filter((s) => s.seasonNumber < season.seasonNumber);
    const following = listed.filter((s) => s.seasonNumber > season.seasonNumber);
    return {
      season: seasonInfo(cards, season),
      precedingSeasons: preceding.slice(-query.size).map((s) => seasonInfo(cards, s)),
      followingSeasons: following.slice(0, query.size).map((s) => seasonInfo(cards, s)),
    };
  });

  // ---------------------------------------------------------------- playlists and adjacency
  route(app, contract.content.playlist, async ({ req, params, query }) => {
    const cards = await cardsFor(service, req);
    const playlist = cards.catalogue.playlistById.get(params.id);
    if (!playlist) throw notFound('UNKNOWN_PLAYLIST', `No playlist "${params.id.slice(0, 80)}".`);
    const vods = playlist.vodIds.map((v) => cards.catalogue.vodById.get(v)).filter((v): v is VodFixture => Boolean(v));
    const page = pageNumber(vods, query.p, query.rpp);
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

  route(app, contract.content.adjacentInPlaylist, async ({ req, params, query }) => {
    const cards = await cardsFor(service, req);
    const playlist = cards.catalogue.playlistById.get(params.id);
    if (!playlist) throw notFound('UNKNOWN_PLAYLIST', `No playlist "${params.id.slice(0, 80)}".`);
    const index = playlist.vodIds.indexOf(params.eventId);
    if (index < 0) throw notFound('NOT_IN_PLAYLIST', `"${params.eventId.slice(0, 80)}" is not in playlist ${playlist.id}.`);
    const { preceding, following } = adjacent(playlist.vodIds, index, query.size);
    const toCards = (ids: string[]) =>
      ids
        .map((v) => cards.catalogue.vodById.get(v))
        .filter((v): v is VodFixture => Boolean(v))
        .map((v) => cards.vod(v));
    return { precedingVods: toCards(preceding), followingVods: toCards(following) };
  });

  route(app, contract.content.adjacentVods, async ({ req, params, query }) => {
    const cards = await cardsFor(service, req);
    const c = cards.catalogue;
    const vod = c.vodById.get(params.id);
    if (!vod) throw notFound('UNKNOWN_VOD', `No video "${params.id.slice(0, 80)}".`);
    const list = vod.seasonId
      ? (c.seasonById.get(vod.seasonId)?.episodeIds ?? [])
      : c.vods.filter((v) => !v.seasonId && v.isTrailer === vod.isTrailer).map((v) => v.id);
    const { preceding, following } = adjacent(list, list.indexOf(vod.id), query.size);
    const toCards = (ids: string[]) => ids.map((v) => c.vodById.get(v)!).map((v) => cards.vod(v));
    return { precedingVods: toCards(preceding), followingVods: toCards(following) };
  });

  // ---------------------------------------------------------------- details
  const vodInfo = async ({ req, params }: { req: FastifyRequest; params: { id: string } }) => {
    const cards = await cardsFor(service, req);
    const vod = cards.catalogue.vodById.get(params.id);
    if (!vod) throw notFound('UNKNOWN_VOD', `No video "${params.id.slice(0, 80)}".`);
    return vodDetails(cards, vod);
  };
  route(app, contract.content.vodV3, vodInfo);
  route(app, contract.content.vod, vodInfo);

  route(app, contract.content.event, async ({ req, params }) => {
    const cards = await cardsFor(service, req);
    const event = cards.catalogue.liveById.get(params.id);
    if (event) return liveDetails(cards, event);
    const channel = cards.catalogue.channelById.get(params.id);
    if (channel) return channelDetails(cards, channel);
    throw notFound('UNKNOWN_EVENT', `No live event "${params.id.slice(0, 80)}".`);
  });

  route(app, contract.content.liveEventVod, async ({ req, params }) => {
    const cards = await cardsFor(service, req);
    const event = cards.catalogue.liveById.get(params.id);
    if (!event) throw notFound('UNKNOWN_EVENT', `No live event "${params.id.slice(0, 80)}".`);
    const vod = event.vodId ? cards.catalogue.vodById.get(event.vodId) : undefined;
    if (!vod) throw notFound('NO_VOD', `Live event ${event.id} has no video.`);
    return vodDetails(cards, vod);
  });

  // ---------------------------------------------------------------- chapters and thumbnails (no Realm header: <track> cannot send one)
  route(app, contract.content.chapters, async ({ params }, reply) => {
    const vod = (await service.catalogue()).vodById.get(params.id);
    if (!vod) throw notFound('UNKNOWN_VOD', `No video "${params.id.slice(0, 80)}".`);
    // The played file's chapters win: the catalogue's own are a fallback when media was not built.
    const chapters = mediaAssets()?.vod[vod.mediaKey]?.chapters ?? vod.chapters;
    const cues = chapters.map((ch, i) => `${i + 1}\n${formatVttTime(ch.start)} --> ${formatVttTime(ch.end)}\n${ch.title}\n`);
    // Public, uncredentialed data the player on the web's origin fetches: readable cross-origin.
    reply.type('text/vtt; charset=utf-8').header('cache-control', 'public, max-age=300').header('access-control-allow-origin', '*');
    return ['WEBVTT', '', ...cues].join('\n');
  });

  route(app, contract.content.thumbnails, async ({ params, query }, reply) => {
    const vod = (await service.catalogue()).vodById.get(params.id);
    if (!vod) throw notFound('UNKNOWN_VOD', `No video "${params.id.slice(0, 80)}".`);
    reply.header('access-control-allow-origin', '*');
    // The media file needs a signed URL: a token given here (from the manifest) is passed on.
    const token = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string')).toString();
    return reply.redirect(`${vodMediaBase(service.publicUrl, vod.mediaKey)}/thumbnails.vtt${token ? `?${token}` : ''}`, 302);
  });

  // ---------------------------------------------------------------- watch history (chosen path)
  route(app, contract.content.history, async ({ req, query }) => {
    await ctx.auth.requireUser(req); // 401 for guests; the rows are then the signed-in viewer's
    const cards = await cardsFor(service, req);
    const rows = await progressLoader(cards)();
    const watched = rows.filter((r) => cards.catalogue.vodById.has(r.vodId));
    const page = pageNumber(watched, query.p, query.rpp);
    return {
      videos: page.items.map((r) => ({ ...cards.vod(cards.catalogue.vodById.get(r.vodId)!), progress: r.position })),
      totalHistoryVideos: page.totalResults,
      page: page.page,
      totalPages: page.totalPages,
    };
  });

  route(app, contract.content.clearHistory, async ({ req }) => {
    const user = await ctx.auth.requireUser(req);
    await ctx.db.deleteFrom('watch_progress').where('user_id', '=', user.id).execute();
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
