/** The part of the route table the browser gets (see client-paths.ts): the viewer's path set only. */
import { CLIENT_SCREENS, type ClientPathSet } from './client-paths';
import { pathPattern, pathSetForLocale } from './paths';
import { SCREEN_KEYS, screenDef } from './route-table';

// The route table is fixed at build time: each answer is built once and shared (read-only).
const pathSets = new Map<string, ClientPathSet>();

export function clientPathSet(locale: string | null | undefined): ClientPathSet {
  const set = pathSetForLocale(locale);
  let paths = pathSets.get(set);
  if (!paths) {
    paths = Object.fromEntries(CLIENT_SCREENS.map((screen) => [screen, pathPattern(screen, set)])) as ClientPathSet;
    pathSets.set(set, paths);
  }
  return paths;
}

let details: string[] | null = null;

/** Screens that keep the top bar visible while scrolling (route table `detail`). */
export function detailScreens(): string[] {
  details ??= SCREEN_KEYS.filter((screen) => screenDef(screen).detail === true);
  return details;
}
