/** realms/<realm>/menus.json: `{ "WEB": [...], "MOBILE-WEB": [...] }`. */
import { z } from 'zod';
import { $schemaField, idSchema } from './common';

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
  z.object({
    id: idSchema,
    label: z.string().min(1).describe('Label key.'),
    type: z.enum(MENU_ITEM_TYPES).describe('SECTION/PAGE: target is a page id; SCREEN: a route key such as SEARCH; LINK: a URL.'),
    target: z.string().min(1),
    featured: z.boolean().default(false),
    children: z.array(menuItemSchema).optional(),
  }).meta({ id: 'MenuItem', title: 'Menu item' }),
);

export const menusSchema = z
  .object({
    ...$schemaField,
    WEB: z.array(menuItemSchema),
    'MOBILE-WEB': z.array(menuItemSchema),
  })
  .meta({ title: 'Menus per platform' });
export type MenusDocument = z.output<typeof menusSchema>;
