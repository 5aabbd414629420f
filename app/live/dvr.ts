/**
 * The DVR window of a live stream URL: the window from the realm's
 * configuration is substituted. The realm setting `liveDvrWindowSeconds` is the length
 * of the window; a platform may answer the URL with a placeholder (`{dvrWindow}`,
 * `{DVR_WINDOW}`, `{{dvrWindowSeconds}}`, also percent-encoded) or with a `dvr` query
 * parameter of its own. The reference platform already writes the realm value as `dvr=`;
 * the web makes it the configured value either way, so the player's seekable window is
 * the one the realm asks for. Pure.
 */

const PLACEHOLDER = /(?:\{\{?|%7B%7B|%7B)\s*(?:dvrWindow|DVR_WINDOW|dvrWindowSeconds|dvr_window_length)\s*(?:\}\}?|%7D%7D|%7D)/gi;

/** Whole seconds, never negative; null when the setting is unusable. */
function windowSeconds(seconds: number | null | undefined): number | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return null;
  return Math.round(seconds);
}

/**
 * `url` with its DVR window set to `seconds`: placeholders are replaced; an existing
 * `dvr` query parameter is overwritten; a URL with neither is returned unchanged (a
 * platform that does not take the window in the URL). A URL that is not absolute
 * http(s) is returned unchanged too (the player reports it).
 */
export function withDvrWindow(url: string, seconds: number | null | undefined): string {
  const value = windowSeconds(seconds);
  if (value === null) return url;
  if (PLACEHOLDER.test(url)) {
    PLACEHOLDER.lastIndex = 0;
    return url.replace(PLACEHOLDER, String(value));
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return url;
  if (!parsed.searchParams.has('dvr')) return url;
  parsed.searchParams.set('dvr', String(value));
  return parsed.toString();
}
