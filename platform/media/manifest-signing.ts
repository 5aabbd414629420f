/**
 * Signs the stream URLs of a manifest answer (`POST /v5/manifest/{vod|live}/{id}`) for the
 * viewer who asked. Only GRANTED answers carry stream URLs at all (platform/routes/access.ts);
 * this turns each of them (stream, side-loaded subtitles, thumbnail track) into a short-lived
 * URL bound to the viewer's session. Artwork URLs are not touched.
 */
import type { FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context.js';
import type { MediaSigner } from './signing.js';

/** The parts of a manifest answer that hold stream URLs. */
interface ManifestLike {
  streams?: Array<{ url?: unknown; subtitles?: unknown }>;
  annotations?: { thumbnails?: unknown } | null;
}

/**
 * The binding of the viewer behind a request: the session id (`sid` claim) of a signed-in
 * viewer's token, else a digest of the user id; the guest binding for guests and calls
 * without a token. The token was already verified by `optionalViewer` in this request.
 */
export async function viewerBinding(ctx: PlatformContext, req: FastifyRequest, signer: MediaSigner): Promise<string> {
  const viewer = await ctx.auth.optionalViewer(req);
  if (!viewer || viewer.isGuest) return signer.binding(null);
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
  const claims = bearer ? await ctx.auth.tokens.verifyAccess(bearer) : null;
  return signer.binding({ id: viewer.id, isGuest: false, sid: claims?.sid });
}

/** A copy of `answer` whose stream, subtitle and thumbnail-track URLs carry a token for `binding`. */
export function signManifestStreams<T extends object>(input: T, signer: MediaSigner, binding: string): T {
  const answer = input as ManifestLike;
  const sign = (url: unknown) => (typeof url === 'string' ? signer.signUrl(url, binding) : url);
  const streams = answer.streams?.map((stream) => ({
    ...stream,
    url: sign(stream.url),
    ...(Array.isArray(stream.subtitles) ? { subtitles: stream.subtitles.map((s: { url?: unknown }) => ({ ...s, url: sign(s.url) })) } : {}),
  }));
  const annotations = answer.annotations ? { ...answer.annotations, thumbnails: sign(answer.annotations.thumbnails) } : answer.annotations;
  return { ...input, ...(streams ? { streams } : {}), ...(answer.annotations !== undefined ? { annotations } : {}) };
}
