/**
 * Which SCREEN menu targets name a screen of the web: the route keys (`LIVE_NOW`, `EPG`) and
 * screen keys (`liveNow`) of app/routing/route-table.ts, written to schemas/json/menu-screens.json
 * by `npm run schemas:generate` (app/routing/menu-screens.test.ts fails on drift). The list is
 * data so that realms:check and the running platform, which may not import the web, apply the
 * same rule.
 */
import menuScreens from './json/menu-screens.json';

const routeKeys = new Set<string>(menuScreens.routeKeys);
const screens = new Set<string>(menuScreens.screens);

/** A route key, a screen key, or a screen key written in upper snake or kebab case (`MULTI_VIEW`). */
export function isMenuScreen(target: string): boolean {
  if (routeKeys.has(target) || screens.has(target)) return true;
  const camel = target.toLowerCase().replace(/[_-]([a-z])/g, (_, c: string) => c.toUpperCase());
  return screens.has(camel);
}
