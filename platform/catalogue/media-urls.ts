/**
 * Absolute URLs of images and media served by the media helper (platform/media/).
 * One place, so the URL shapes agree with the media routes.
 */
import { formatVttTime, loadMediaCatalogue, type MediaCatalogue } from '../media/catalogue.js';

export const IMAGE_WIDTHS = [240, 480, 960, 1440, 1920, 2560, 3840] as const;

export function imageUrl(publicUrl: string, key: string): string {
  return `${publicUrl}/images/${encodeURIComponent(key)}.jpg`;
}

export function vodMediaBase(publicUrl: string, mediaKey: string): string {
  return `${publicUrl}/media/vod/${encodeURIComponent(mediaKey)}`;
}

export function vodStreamUrl(publicUrl: string, mediaKey: string): string {
  return `${vodMediaBase(publicUrl, mediaKey)}/master.m3u8`;
}

/** The simulated live playlist, with the realm's DVR window substituted. */
export function liveStreamUrl(publicUrl: string, dvrWindowSeconds: number): string {
  return `${publicUrl}/media/live/master.m3u8?dvr=${Math.max(0, Math.floor(dvrWindowSeconds))}`;
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
