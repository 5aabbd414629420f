/**
 * The leaf watch screen's loader data (`/video/…`, `/live/…`) of a document being rendered, for
 * what the document's response headers say about it (the poster's preload, the first frame's
 * links); null for any other document.
 */
import type { EntryContext } from '@remix-run/node';

/** Route ids of the watch screens in every path set (`screen:<key>:<set>`, app/routing/route-registrations.ts). */
const WATCH_SCREENS = /^screen:(vod|live):/;

export interface WatchDocumentData {
  screen?: unknown;
  player?: { src?: unknown; poster?: unknown } | null;
}

export function watchDocumentData(remixContext: Pick<EntryContext, 'staticHandlerContext'>): WatchDocumentData | null {
  const { matches, loaderData } = remixContext.staticHandlerContext;
  const leaf = matches[matches.length - 1];
  if (!leaf || !WATCH_SCREENS.test(leaf.route.id)) return null;
  return (loaderData?.[leaf.route.id] as WatchDocumentData | undefined) ?? null;
}
