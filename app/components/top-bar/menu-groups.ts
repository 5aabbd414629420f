/**
 * The hamburger's groups (main, featured and non-featured items): featured items lead as
 * the main, large links; the non-featured ones follow as a plainer list. Children stay
 * under their parent. Browser side; the links themselves are written on the server (menu-links.ts, root loader).
 */
export function hamburgerGroups<Item extends { featured?: boolean }>(items: Item[]) {
  return {
    featured: items.filter((item) => item.featured),
    other: items.filter((item) => !item.featured),
  };
}
