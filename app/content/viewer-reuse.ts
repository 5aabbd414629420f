/**
 * The header by which a signed-in page says the web may answer it again to the same viewer while
 * the viewer's personal state version holds, for at most the seconds it names
 * (server/viewer-page-cache.ts). Internal to the web: the server never sends it to a browser.
 */
export const VIEWER_REUSE_HEADER = 'X-Viewer-Reuse';
