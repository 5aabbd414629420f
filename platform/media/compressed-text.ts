/**
 * Playlists and WebVTT tracks answered in the client's best content coding. A live media
 * playlist carries the viewer's signed token on every segment URI: a 30-minute window of 4 s
 * segments is ~50 KB of text (2 hours, ~100 KB) that compresses about tenfold, on the path of
 * every player's start and of every live refresh. Each viewer's token differs, so the text is
 * compressed per response, on libuv's threads (brotli 4: about gzip's cost, smaller).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding } from '../../contract/content-coding.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /^(application\/vnd\.apple\.mpegurl|text\/vtt)\b/;
/** Below this a body gains less than its header lines cost. */
const MIN_BYTES = 256;

/** Playlists and tracks: their answers vary with Accept-Encoding (a 304's too). */
export const isCompressible = (contentType: string) => COMPRESSIBLE.test(contentType);

/** The content coding a body of this type and length is answered in to `request`; null: as it is. */
function codingFor(request: FastifyRequest, contentType: string, length: number) {
  return isCompressible(contentType) && length >= MIN_BYTES ? chooseEncoding(request.headers['accept-encoding']) : null;
}

/**
 * The validator of a body of this type and length as answered to `request`: weak when it is
 * answered compressed (another representation of the same text, RFC 9110 8.8.1). A 304 must carry
 * the one its 200 would carry (RFC 9110 15.4.5), so the route sets it before it answers either.
 */
export function answeredEtag(request: FastifyRequest, contentType: string, length: number, etag: string): string {
  return codingFor(request, contentType, length) && !etag.startsWith('W/') ? `W/${etag}` : etag;
}

/** An `onSend` hook: compresses a playlist or track body the client accepts compressed; every other payload passes. */
export async function compressText(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const contentType = String(reply.getHeader('content-type') ?? '');
  if (!isCompressible(contentType)) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  reply.header('vary', 'Accept-Encoding');
  const body = Buffer.from(payload);
  const encoding = codingFor(request, contentType, body.length);
  if (!encoding || reply.statusCode !== 200) return payload;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body, { level: 6 });
}
