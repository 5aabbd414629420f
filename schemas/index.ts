/** The documents operators and editors write, by kind. */
import type { z } from 'zod';
import { formSchema } from './form';
import { labelsSchema } from './labels';
import { menusSchema } from './menus';
import { pageSchema } from './page';
import { pluginsSchema } from './plugins';
import { realmSchema } from './realm';

export const documentSchemas = {
  realm: realmSchema,
  menus: menusSchema,
  labels: labelsSchema,
  page: pageSchema,
  plugins: pluginsSchema,
  form: formSchema,
} satisfies Record<string, z.ZodType>;

export type DocumentKind = keyof typeof documentSchemas;
export const DOCUMENT_KINDS = Object.keys(documentSchemas) as DocumentKind[];
