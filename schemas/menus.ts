/** realms/<realm>/menus.json: `{ "WEB": [...], "MOBILE-WEB": [...] }`. */
import { z } from 'zod';
import { $schemaField, idSchema } from './common';
import { LINK_PATTERN, LINK_RULE } from './url-policy';

/** Page ids and screen keys (SECTION, PAGE, SCREEN), or a safe link (LINK). */
const MENU_TARGET_PATTERN = new RegExp(`^(?:[A-Za-z0-9][A-Za-z0-9_-]*|${LINK_PATTERN.source.slice(1, -1)})$`);

export const MENU_ITEM_TYPES = ['SECTION', 'PAGE', 'LINK', 'SCREEN'] as const;

export interface MenuItem {
  id: string;
  label: string;
  type: (typeof MENU_ITEM_TYPES)[number];
  target: string;
  featured: boolean;
  children?: MenuItem[];
}

export const menuItemSchema: z.ZodType<MenuItem, unknown> = z.lazy(() =>
  z
    .object({
      id: idSchema,
      label: z.string().min(1).describe('Label key.'),
      type: z.enum(MENU_ITEM_TYPES).describe('SECTION/PAGE: target is a page id; SCREEN: a route key such as SEARCH; LINK: a URL.'),
      target: z.string().min(1).regex(MENU_TARGET_PATTERN, `A target is a page id, a screen key, or a link that ${LINK_RULE}.`),
      featured: z.boolean().default(false),
      children: z.array(menuItemSchema).optional(),
    })
    .meta({ id: 'MenuItem', title: 'Menu item' }),
);

export const menusSchema = z
  .object({
    ...$schemaField,
    WEB: z.array(menuItemSchema),
    'MOBILE-WEB': z.array(menuItemSchema),
  })
  .meta({ title: 'Menus per platform' });
export type MenusDocument = z.output<typeof menusSchema>;
