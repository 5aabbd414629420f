/** The part of the route table the browser gets (see client-paths.ts): the viewer's path set only. */
import { CLIENT_SCREENS, type ClientPathSet } from './client-paths';
import { pathPattern, pathSetForLocale } from './paths';
import { SCREEN_KEYS, screenDef } from './route-table';

export function clientPathSet(locale: string | null | undefined): ClientPathSet {
  const set = pathSetForLocale(locale);
  return Object.fromEntries(CLIENT_SCREENS.map((screen) => [screen, pathPattern(screen, set)])) as ClientPathSet;
}

/** Screens that keep the top bar visible while scrolling (route table `detail`). */
export function detailScreens(): string[] {
  return SCREEN_KEYS.filter((screen) => screenDef(screen).detail === true);
}
