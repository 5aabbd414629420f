/**
 * A `Link` response header that preloads a watch screen's poster, the page's largest paint,
 * with high priority and the same candidates as the placeholder's `<img>` (./poster-image.ts):
 * the browser starts it with the response's headers, before the HTML names it and ahead of the
 * player's code and stream (low-priority preloads, app/player/first-frame-links.server.ts).
 * Only for a leaf watch screen that shows the player with a poster.
 */
import type { EntryContext } from '@remix-run/node';
import type { WatchScreen } from './outcome';
import { posterImage } from './poster-image';
import { watchDocumentData } from './watch-document-data.server';

/** A header parameter's value as a quoted string (srcset and sizes hold commas and spaces). */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** The poster's preload for a watch document; null for any other document or a screen without a poster. */
export function posterPreloadLink(remixContext: Pick<EntryContext, 'staticHandlerContext'>): string | null {
  const data = watchDocumentData(remixContext);
  const poster = data?.player?.poster;
  const screen = data?.screen;
  if (typeof poster !== 'string' || !poster || (screen !== 'vod' && screen !== 'live')) return null;
  const { srcSet, sizes } = posterImage(poster, screen as WatchScreen);
  // Header URLs are URI references: the poster's address is same-origin and already encoded.
  return `<${poster}>; rel=preload; as=image; fetchpriority=high; imagesrcset=${quoted(srcSet)}; imagesizes=${quoted(sizes)}`;
}
