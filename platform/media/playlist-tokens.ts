/**
 * Carries a stream token onto the URIs a playlist or a thumbnail track lists.
 *
 * Players resolve relative URIs against the playlist's URL, and relative resolution drops
 * the query, so a signed master would lead to unsigned variants and segments. Serving a
 * playlist therefore appends the request's token query to every relative URI in it: URI
 * lines (variants, segments) and `URI="…"` attributes (subtitle and audio groups, keys,
 * init sections, i-frame playlists, parts). Absolute URIs and other schemes (`data:`,
 * `skd:`) are left alone: a token must never travel to another host.
 */

function isRelative(uri: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(uri) && !uri.startsWith('//');
}

/** `uri` with `query` appended (before any #fragment). */
export function withQuery(uri: string, query: string): string {
  if (!query || !isRelative(uri)) return uri;
  const hash = uri.indexOf('#');
  const path = hash >= 0 ? uri.slice(0, hash) : uri;
  const fragment = hash >= 0 ? uri.slice(hash) : '';
  return `${path}${path.includes('?') ? '&' : '?'}${query}${fragment}`;
}

/** An HLS playlist (master or media) with `query` on every relative URI. */
export function signPlaylist(text: string, query: string): string {
  if (!query) return text;
  return text
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (trimmed.startsWith('#')) return line.replace(/URI="([^"]*)"/g, (_m, uri: string) => `URI="${withQuery(uri, query)}"`);
      return withQuery(trimmed, query);
    })
    .join('\n');
}

/** A relative image reference on a cue line (`thumbnails.jpg#xywh=0,0,160,90`). */
const IMAGE_CUE = /^[A-Za-z0-9._/-]+\.(?:jpe?g|png|webp)(?:#xywh=[0-9,]+)?$/;

/**
 * A thumbnail track (WebVTT whose cues name sprite regions) with `query` on its image
 * references. Only whole cue lines that are an image path are touched, so cue text of
 * subtitles is never rewritten.
 */
export function signThumbnailTrack(text: string, query: string): string {
  if (!query) return text;
  return text
    .split('\n')
    .map((line) => (IMAGE_CUE.test(line.trim()) ? withQuery(line.trim(), query) : line))
    .join('\n');
}
