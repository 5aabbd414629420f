/**
 * Links the browser still writes itself (a login link with the current page as `from`,
 * card links of pages fetched while scrolling): written from the patterns of the viewer's
 * own path set, which the root loader hands over (`paths` in RootData, built by
 * client-paths.server.ts from the route table). The route table itself and the other
 * path sets stay on the server.
 */
import type { LinkScreen } from './link-rules';
import { buildPath, type Query, type RouteParams } from './path-builder';

/** Screens the browser links to: content link targets plus the top bar's and error page's links. */
export const CLIENT_SCREENS = [
  'vod',
  'live',
  'series',
  'season',
  'playlist',
  'newsItem',
  'section',
  'plugin',
  'login',
  'interstitial',
  'home',
  'search',
  'signup',
  'logout',
] as const satisfies readonly string[];

export type ClientScreen = (typeof CLIENT_SCREENS)[number] | LinkScreen;

/** The viewer's path set: screen → pattern (`/vod/:eventId/:eventTitle?`). */
export type ClientPathSet = Record<ClientScreen, string>;

/** A path writer over the viewer's path set (the locale option is moot: there is one set). */
export function clientPathFor(paths: ClientPathSet) {
  return (screen: ClientScreen, params: RouteParams = {}, options: { query?: Query; hash?: string } = {}) => buildPath(paths[screen], params, options);
}
