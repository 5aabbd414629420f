/**
 * The media plugin: static HLS VOD, simulated live playlists and generated artwork.
 *
 *   GET /media/vod/{asset}/{file...}                 committed files from fixtures/media/vod
 *   GET /media/live/{id}/master.m3u8?dvr&start&end   live master (renditions of the loop)
 *   GET /media/live/{id}/{rendition}/index.m3u8?…    sliding-window media playlist (clock-driven)
 *   GET /media/live/{id}/{rendition}/{n}.ts          segment n of the live timeline (loop file n mod N)
 *   GET /images/{key}.{jpg|png}?w=<width>            artwork at the spec's width steps
 *
 * Everything answers without a Realm header and with `Access-Control-Allow-Origin: *`
 * (the web and players run on another origin). With a `signer` (always, inside the platform)
 * every /media/ file needs a valid signed URL (./signing.ts) and playlists are served with
 * the token carried onto their URIs (./playlist-tokens.ts); /images/ stays public.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext, PlatformPlugin } from '../context.js';
import { HttpError } from '../errors.js';
import { contract } from '../../contract/index.js';
import type { Part } from '../../contract/define.js';
import { route } from '../contract-route.js';
import { buildValidatorCompiler, serializerCompiler } from '../contract-schemas.js';
import { parseImageKey, snapWidth } from './artwork.js';
import { defaultMediaRoot, loadMediaCatalogue, type MediaCatalogue } from './catalogue.js';
import { ImageCache, preferredFormat } from './images.js';
import { liveMediaPlaylist, loopSegmentFor } from './live-playlist.js';
import { StaticMedia } from './static-files.js';
import { answeredEtag, compressText, isCompressible } from './compressed-text.js';
import { signPlaylist, signThumbnailTrack } from './playlist-tokens.js';
import { tokenQuery, type MediaSigner } from './signing.js';
import { mediaSignerFor, streamGuard } from './stream-guard.js';

export { mediaUrls, type MediaUrls, type LiveUrlOptions } from './urls.js';
export { MediaSigner } from './signing.js';

/** `.cache/images` at the repository root (git-ignored), whatever the working directory. */
const defaultImageCacheDir = path.resolve(import.meta.dirname, '../../.cache/images');

/** Used when neither the query nor the event names a DVR window. */
export const DEFAULT_DVR_SECONDS = 120;

export interface LiveWindow {
  start?: number;
  end?: number;
  dvrSeconds?: number;
}

export interface MediaPluginOptions {
  /** Folder written by `npm run media:make` (default fixtures/media). */
  mediaRoot?: string;
  /** Disk cache for rendered images; null keeps them in memory only. */
  imageCacheDir?: string | null;
  /** Injected clock (tests). */
  now?: () => number;
  /**
   * Optional lookup of an event's timing when the URL carries no start/end
   * (platform-content can pass one; query parameters always win).
   */
  resolveLiveWindow?: (id: string) => Promise<LiveWindow | null> | LiveWindow | null;
  /**
   * Verifies signed stream URLs. Without it the files are served to anyone: only for the
   * standalone media checks (scripts/media, tests/player), never inside the platform.
   */
  signer?: MediaSigner | null;
}

type LiveQuery = Part<typeof contract.media.liveMaster, 'query'>;

function cors(reply: FastifyReply): FastifyReply {
  return reply.header('access-control-allow-origin', '*').header('access-control-expose-headers', 'ETag, Content-Length');
}

function notFound(code: string, message: string): HttpError {
  return new HttpError(404, code, [message]);
}

/** If-None-Match's weak comparison (RFC 9110): a compressed answer's `W/` validator matches its text's. */
function sameValidator(ifNoneMatch: string | undefined, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** 304 when the client already has this version; both answers carry the same validator (weak when the text is compressed). */
function sendCached(request: FastifyRequest, reply: FastifyReply, body: Buffer | string, etag: string, contentType: string, cacheControl: string) {
  const validator = answeredEtag(request, contentType, Buffer.byteLength(body), etag);
  cors(reply).header('etag', validator).header('cache-control', cacheControl);
  if (isCompressible(contentType)) reply.header('vary', 'Accept-Encoding');
  if (sameValidator(request.headers['if-none-match'], validator)) return reply.code(304).send();
  return reply.type(contentType).send(body);
}

export function createMediaPlugin(options: MediaPluginOptions = {}) {
  const mediaRoot = path.resolve(options.mediaRoot ?? defaultMediaRoot);
  const now = options.now ?? Date.now;
  const images = new ImageCache(options.imageCacheDir === undefined ? defaultImageCacheDir : options.imageCacheDir);
  const vodFiles = new StaticMedia(path.join(mediaRoot, 'vod'));
  const liveFiles = new StaticMedia(path.join(mediaRoot, 'live'));
  let catalogue: MediaCatalogue | null = null;
  // Read lazily: a checkout without generated media still boots; only live calls fail.
  const liveSource = () => (catalogue ??= loadMediaCatalogue(mediaRoot)).live;
  const signer = options.signer ?? null;
  const vodGuard = { onRequest: streamGuard(signer, (params) => `/media/vod/${params.asset}/`) };
  const liveGuard = { onRequest: streamGuard(signer, (params) => `/media/live/${params.id}/`) };
  /** The request's token query, carried onto the URIs of the playlists it is served. */
  const tokenOf = (request: FastifyRequest) => (signer ? tokenQuery(new URLSearchParams(request.url.split('?')[1] ?? '')) : '');

  return async function mediaPlugin(app: FastifyInstance): Promise<void> {
    // Every route here is a contract route; the plugin also runs on bare Fastify instances
    // (media scripts, player checks), so it brings the zod compilers into its own scope.
    app.setValidatorCompiler(buildValidatorCompiler());
    app.setSerializerCompiler(serializerCompiler as never);
    // Errors from these routes carry CORS too, so a player on another origin can read them.
    app.addHook('onSend', async (request, reply, payload) => {
      const url = request.routeOptions.url ?? request.url;
      if (url.startsWith('/media/') || url.startsWith('/images/')) cors(reply);
      return payload;
    });
    app.addHook('onSend', compressText);

    route(
      app,
      contract.media.vodFile,
      async ({ params, req }, reply) => {
        const { asset } = params;
        const file = await vodFiles.read(`${asset}/${params['*']}`);
        if (!file) throw notFound('MEDIA_NOT_FOUND', `No media file ${asset}/${params['*']}.`);
        const signed = signedVariant(params['*'], file.body, tokenOf(req));
        if (signed) return sendCached(req, reply, signed.body, signed.etag, file.contentType, file.cacheControl);
        return sendCached(req, reply, file.body, file.etag, file.contentType, file.cacheControl);
      },
      vodGuard,
    );

    const resolveWindow = async (id: string, query: LiveQuery) => {
      const looked = query.start === undefined && options.resolveLiveWindow ? await options.resolveLiveWindow(id) : null;
      const start = query.start ?? looked?.start;
      const end = query.end ?? looked?.end;
      if (start !== undefined && end !== undefined && end <= start) {
        throw new HttpError(400, 'VALIDATION_ERROR', ['querystring/end: must be after start']);
      }
      return { start, end, dvrSeconds: query.dvr ?? looked?.dvrSeconds ?? DEFAULT_DVR_SECONDS };
    };

    route(
      app,
      contract.media.liveMaster,
      async ({ params, query, req }, reply) => {
        const source = liveSource();
        const window = await resolveWindow(params.id, query);
        const qs = new URLSearchParams();
        qs.set('dvr', String(window.dvrSeconds));
        if (window.start !== undefined) qs.set('start', String(window.start));
        if (window.end !== undefined) qs.set('end', String(window.end));
        const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-INDEPENDENT-SEGMENTS'];
        for (const r of source.renditions) {
          lines.push(
            `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},AVERAGE-BANDWIDTH=${r.averageBandwidth},RESOLUTION=${r.width}x${r.height},FRAME-RATE=${r.frameRate.toFixed(3)},CODECS="${r.codecs}"`,
            `${r.name}/index.m3u8?${qs}`,
          );
        }
        cors(reply).header('cache-control', 'public, max-age=60');
        return reply.type('application/vnd.apple.mpegurl').send(signPlaylist(lines.join('\n') + '\n', tokenOf(req)));
      },
      liveGuard,
    );

    route(
      app,
      contract.media.livePlaylist,
      async ({ params, query, req }, reply) => {
        const source = liveSource();
        if (!source.renditions.some((r) => r.name === params.rendition)) {
          throw notFound('MEDIA_NOT_FOUND', `No live rendition ${params.rendition}.`);
        }
        const window = await resolveWindow(params.id, query);
        const playlist = liveMediaPlaylist({ now: now(), ...window, segments: source.segments, skip: query._HLS_skip !== undefined });
        if (!playlist) throw notFound('NOT_LIVE', 'This event has not started yet.');
        // An ended event's playlist never changes again; a live one changes every segment.
        const maxAge = playlist.ended ? 3600 : Math.max(1, Math.floor(source.segmentDuration / 2));
        cors(reply).header('cache-control', `public, max-age=${maxAge}`);
        return reply.type('application/vnd.apple.mpegurl').send(signPlaylist(playlist.text, tokenOf(req)));
      },
      liveGuard,
    );

    route(
      app,
      contract.media.liveSegment,
      async ({ params, req }, reply) => {
        const sequence = Number(params.segment.slice(0, -3));
        if (!Number.isSafeInteger(sequence)) throw notFound('MEDIA_NOT_FOUND', 'No such segment.');
        const loop = loopSegmentFor(liveSource().segments, sequence);
        const file = await liveFiles.read(`${params.rendition}/${loop.uri}`);
        if (!file) throw notFound('MEDIA_NOT_FOUND', `No live rendition ${params.rendition}.`);
        return sendCached(req, reply, file.body, file.etag, file.contentType, 'public, max-age=86400');
      },
      liveGuard,
    );

    route(app, contract.media.image, async ({ params, query, req }, reply) => {
      const match = /^(.+)\.(jpg|jpeg|png)$/.exec(params.file);
      const parsed = match ? parseImageKey(match[1]) : null;
      if (!match || !parsed) {
        throw notFound(
          'IMAGE_NOT_FOUND',
          `No image "${params.file.slice(0, 140)}": keys look like art-<slug>.jpg, poster-<slug>.jpg, hero-, portrait-, square-, logo-<slug>.png, title-<slug>.png.`,
        );
      }
      const format = preferredFormat(match[2] === 'png' ? 'png' : 'jpeg', req.headers.accept);
      const image = await images.get(parsed, snapWidth(query.w), format);
      reply.header('vary', 'Accept');
      return sendCached(req, reply, image.body, image.etag, image.contentType, 'public, max-age=31536000, immutable');
    });
  };
}

/**
 * A playlist or thumbnail track rewritten to carry the request's token (null when the file
 * needs no rewriting or there is no token). Subtitle files are served as they are.
 */
function signedVariant(file: string, body: Buffer, query: string): { body: string; etag: string } | null {
  if (!query) return null;
  let text: string;
  if (file.endsWith('.m3u8')) text = signPlaylist(body.toString('utf8'), query);
  else if (file.endsWith('.vtt') && !file.startsWith('subs/')) text = signThumbnailTrack(body.toString('utf8'), query);
  else return null;
  return { body: text, etag: `"${createHash('sha1').update(text).digest('base64url')}"` };
}

/** The platform's route plugin (registered in platform/routes/index.ts): stream files need signed URLs. */
export const mediaRoutes: PlatformPlugin = async (app: FastifyInstance, ctx: PlatformContext) => {
  await createMediaPlugin({ mediaRoot: path.resolve(ctx.config.fixturesDir, 'media'), signer: mediaSignerFor(ctx.config) })(app);
};
