/**
 * A loader's thrown Response for a failed platform call on a content page: an unknown id
 * (404, or 400 for an id the platform refuses) is a 404, an outage (no answer, a malformed
 * one, 5xx) a 503 with Retry-After, anything else that status. Never cached.
 */
import { unavailable } from '~/context.server';
import { isOutage, type PlatformError } from './client.server';

export function notFoundResponse(): Response {
  return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
}

export function pageFailure(error: PlatformError): Response {
  if (error.kind === 'http' && (error.status === 404 || error.status === 400)) return notFoundResponse();
  if (isOutage(error)) return unavailable(error.messages[0] ?? 'The platform is unavailable.');
  return new Response('Error', { status: error.status || 500, headers: { 'Cache-Control': 'no-store' } });
}
