/**
 * `Link` response headers that let the browser fetch what a watch page's first frame needs
 * while the HTML is still arriving, instead of after hydration, and the modules the document
 * runs once its first paint and its poster are on screen:
 *
 *  - the early-start module (./early-start.ts) with the chunks it imports statically (module
 *    preloads, so the loader's `import()` finds them in the module map). Their names are
 *    not in Remix's manifest (lazy chunks), so they come from the build's metafile
 *    (./player-chunks.server.ts), read once.
 *    Low priority: they must not compete with the document's own scripts and the poster.
 *  - the stream's master playlist, with the URL and CORS mode hls.js requests it with
 *    (anonymous: no credentials), so hls.js's request is answered from the preload.
 *
 * hls.js (150 KB gzip) and the Player chunk are not preloaded from the headers: whatever a page
 * fetches before its largest paint is, in Lighthouse's model (Lantern), a prerequisite of that
 * paint under its simulated slow network (module scripts cannot be told apart from
 * render-blocking ones there), and on loopback hls.js arrived before the poster painted, which
 * put ~1 s on the watch pages' simulated LCP. hls.js is imported once the poster is on screen
 * instead (components/hydration-modules.server.ts), next to the early-start module and before
 * the document's own modules are requested (those would take the connections first:
 * `firstFrameModules`); the Player chunk comes with hydration.
 *
 * Only for a screen whose loader data carries a player source: the watch loader gives one only
 * to a viewer entitled to the stream, so a viewer without access gets no stream URL here either.
 * Headers rather than `<link>` elements: they reach the browser before the first byte of HTML
 * and cost the client bundle nothing (no hydration of extra elements, no nonce needed: the
 * scripts are same-origin, which the policy's `'self'` allows; playlists are `connect-src`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntryContext } from '@remix-run/node';
import type { EarlyModules } from '~/components/hydration-modules.server';
import { watchDocumentData } from '~/watch/watch-document-data.server';
import { earlyStartChunkUrls, hlsChunkUrls, type Metafile } from './player-chunks.server';

interface BuiltChunks {
  earlyStart: string[];
  hls: string[];
}

let built: BuiltChunks | null = null;

/** The build's metafile sits next to the server bundle (build/index.js, this module's bundle). */
function builtChunks(): BuiltChunks {
  if (built) return built;
  try {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'metafile.js.json');
    const metafile = JSON.parse(readFileSync(file, 'utf8')) as Metafile;
    built = { earlyStart: earlyStartChunkUrls(metafile), hls: hlsChunkUrls(metafile) };
  } catch {
    // No metafile (tests importing the source, a build without one): the player loads its code itself.
    built = { earlyStart: [], hls: [] };
  }
  return built;
}

/** The player source of the leaf watch screen, when its loader gave this viewer one. */
export function watchStreamUrl(remixContext: Pick<EntryContext, 'staticHandlerContext'>): string | null {
  const src = watchDocumentData(remixContext)?.player?.src;
  return typeof src === 'string' && /^https?:\/\//.test(src) ? src : null;
}

/** `Link` header values for a watch document with a playable stream; none for any other document. */
export function firstFrameLinks(remixContext: Pick<EntryContext, 'staticHandlerContext'>, earlyStart: readonly string[] = builtChunks().earlyStart): string[] {
  const src = watchStreamUrl(remixContext);
  if (!src) return [];
  // The early-start module runs once the poster is on screen, before the document's own modules have been
  // fetched: all of its graph is preloaded, shared chunks too.
  const code = earlyStart.map((url) => `<${url}>; rel=modulepreload; fetchpriority=low`);
  return [`<${src}>; rel=preload; as=fetch; crossorigin=anonymous`, ...code];
}

/**
 * Modules a watch document runs once its poster is on screen, ahead of hydration: the early-start chunk
 * (./early-start.ts), which starts the stream from the placeholder's markup, and hls.js, which
 * it imports at once (only where there is Media Source Extensions, as ./player-code.ts loads it):
 * requested together, before the document's own modules (their requests would otherwise hold
 * the connections while hls.js, the largest, waits). Same rule as the headers: only for a leaf
 * watch screen whose loader gave this viewer a source.
 */
export function firstFrameModules(
  remixContext: Pick<EntryContext, 'staticHandlerContext'>,
  earlyStart: readonly string[] = builtChunks().earlyStart,
  hls: readonly string[] = builtChunks().hls,
): EarlyModules {
  return earlyStart.length > 0 && watchStreamUrl(remixContext) ? { early: [earlyStart[0]], mediaSource: hls.slice(0, 1) } : {};
}
