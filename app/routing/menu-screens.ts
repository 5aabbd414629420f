/** The screen list realm validation reads (schemas/json/menu-screens.json), as written by `npm run schemas:generate`. */
import { ROUTE_KEYS, SCREEN_KEYS } from './route-table';

export function menuScreensJsonText(): string {
  return `${JSON.stringify({ routeKeys: Object.keys(ROUTE_KEYS).sort(), screens: [...SCREEN_KEYS].sort() }, null, 2)}\n`;
}
