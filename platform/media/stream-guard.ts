/**
 * The platform's side of signed stream URLs: the request hook that refuses a stream file
 * without a valid token (403 in the platform's error shape), and the one signer per
 * configuration that the media routes and the manifest call share.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformConfig } from '../config.js';
import { HttpError } from '../errors.js';
import { MediaSigner, mediaSigningKey } from './signing.js';

/** Used when the configuration names no lifetime (tests that build a partial config). */
export const DEFAULT_MEDIA_URL_TTL_SECONDS = 600;

const signers = new WeakMap<object, MediaSigner>();

/** One signer per configuration object: the key derivation runs once. */
export function mediaSignerFor(config: Pick<PlatformConfig, 'jwtSecret' | 'mediaSigningSecret' | 'mediaUrlTtlSeconds'>): MediaSigner {
  let signer = signers.get(config);
  if (!signer) {
    signer = new MediaSigner({ key: mediaSigningKey(config), ttlSeconds: config.mediaUrlTtlSeconds ?? DEFAULT_MEDIA_URL_TTL_SECONDS });
    signers.set(config, signer);
  }
  return signer;
}

const REFUSALS = {
  unsigned: ['MEDIA_URL_UNSIGNED', 'Stream files need a signed URL: the manifest call hands them out.'],
  invalid: ['MEDIA_URL_INVALID', 'The signature of this stream URL does not match.'],
  expired: ['MEDIA_URL_EXPIRED', 'This stream URL has expired: ask the manifest call for a fresh one.'],
} as const;

/**
 * An `onRequest` hook for the routes of one kind of stream: `prefixOf` names the stream
 * folder from the raw route parameters. Runs before validation, so an unsigned request
 * learns nothing about which files exist. Without a signer it lets everything through.
 */
export function streamGuard(signer: MediaSigner | null, prefixOf: (params: Record<string, string>) => string) {
  return async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!signer) return;
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const check = signer.verify(prefixOf(request.params as Record<string, string>), query);
    if (check === 'ok') return;
    const [code, message] = REFUSALS[check];
    reply.header('cache-control', 'no-store');
    throw new HttpError(403, code, [message]);
  };
}
