/** Menu item → link (by the menu item types of the platform contract). */
import { fillPattern, pathFor } from '~/routing/paths';
import { isScreenKey, ROUTE_KEYS, ROUTE_TABLE, type ScreenKey } from '~/routing/route-table';
import type { MenuItem } from '~/platform/schemas.server';
import type { LinkedMenuItem } from '~/root-data';

/** A SCREEN target is a route key (`LIVE_NOW`, `EPG`, `SEARCH`) or a screen key (`liveNow`). */
export function screenFromRouteKey(target: string): ScreenKey | null {
  if (target in ROUTE_KEYS) return ROUTE_KEYS[target as keyof typeof ROUTE_KEYS];
  if (isScreenKey(target)) return target;
  const camel = target.toLowerCase().replace(/[_-]([a-z])/g, (_, c: string) => c.toUpperCase());
  return isScreenKey(camel) ? camel : null;
}

export interface MenuLink {
  href: string;
  external: boolean;
}

export function menuLink(item: Pick<MenuItem, 'type' | 'target'>, options: { locale: string; defaultPage: string }): MenuLink | null {
  const { locale } = options;
  switch (item.type) {
    case 'SECTION':
      if (item.target === options.defaultPage) return { href: pathFor('home', {}, { locale }), external: false };
      if (item.target === 'browse') return { href: pathFor('browse', {}, { locale }), external: false };
      return { href: pathFor('section', { id: item.target }, { locale }), external: false };
    case 'PAGE':
      return { href: pathFor('externalPage', { pageId: item.target }, { locale }), external: false };
    case 'SCREEN': {
      const screen = screenFromRouteKey(item.target);
      if (!screen) return null;
      try {
        fillPattern(ROUTE_TABLE[screen].paths.en);
      } catch {
        return null; // a screen that needs parameters cannot be a menu target
      }
      return { href: pathFor(screen, {}, { locale }), external: false };
    }
    case 'LINK':
      // The editors' URL policy (schemas/url-policy.ts) again where the link is written: an https URL or a
      // site path, never with a backslash or control character (browsers turn "/\evil" into another site).
      // eslint-disable-next-line no-control-regex -- refusing control characters is the point
      if (/[\\\u0000-\u001F\u007F]/.test(item.target)) return null;
      if (/^https:\/\/[^/]/.test(item.target)) return { href: item.target, external: true };
      if (/^\/(?!\/)/.test(item.target)) return { href: item.target, external: false };
      return null;
    default:
      return null;
  }
}

/** Menu items with their links, written on the server for the root loader data. */
export function linkMenuItems(items: MenuItem[], options: { locale: string; defaultPage: string }): LinkedMenuItem[] {
  return items.map(({ children, ...item }) => ({
    ...item,
    link: menuLink(item, options),
    ...(children ? { children: linkMenuItems(children, options) } : {}),
  }));
}

export { hamburgerGroups } from './menu-groups';
