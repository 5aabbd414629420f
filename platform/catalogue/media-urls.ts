/**
 * Absolute URLs of images and media, delegated to the media module's URL shapes
 * (platform/media/urls.ts) so cards and manifests agree with the media routes.
 */
import { formatVttTime, loadMediaCatalogue, type MediaCatalogue } from '../media/catalogue.js';
import { mediaUrls, type LiveUrlOptions } from '../media/urls.js';

export function imageUrl(publicUrl: string, key: string): string {
  return mediaUrls(publicUrl).image(key);
}

export function vodMediaBase(publicUrl: string, mediaKey: string): string {
  return `${publicUrl}/media/vod/${encodeURIComponent(mediaKey)}`;
}

export function vodStreamUrl(publicUrl: string, mediaKey: string): string {
  return mediaUrls(publicUrl).vodMaster(mediaKey);
}

/** The simulated live playlist of one event or channel, with the realm's DVR window substituted. */
export function liveStreamUrl(publicUrl: string, id: string, options: LiveUrlOptions): string {
  return mediaUrls(publicUrl).liveMaster(id, options);
}

export function subtitleUrl(publicUrl: string, mediaKey: string, language: string): string {
  return mediaUrls(publicUrl).subtitlesVtt(mediaKey, language);
}

let mediaCatalogue: MediaCatalogue | null | undefined;

/** What `npm run media:make` produced; null when it has not run (playback metadata is then best effort). */
export function mediaAssets(): MediaCatalogue | null {
  if (mediaCatalogue === undefined) {
    try {
      mediaCatalogue = loadMediaCatalogue();
    } catch {
      mediaCatalogue = null;
    }
  }
  return mediaCatalogue;
}

export { formatVttTime };
