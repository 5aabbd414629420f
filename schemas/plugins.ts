/** realms/<realm>/plugins.json: `{ plugins: [{ id, type, props }] }` served by GET /api/v1/plugin/{id}. */
import { z } from 'zod';
import { registry } from '../blocks/index';
import { $schemaField, idSchema } from './common';
import { unionOf } from './union';
import { localisedText } from './localised-text';

export const pluginEntrySchema = unionOf(
  'type',
  Object.values(registry.plugins).map(({ type, schema }) =>
    z.object({ id: idSchema, type: z.literal(type), title: localisedText().optional(), props: schema }).meta({ title: `Plugin: ${type}` }),
  ),
);

export const pluginsSchema = z
  .object({ ...$schemaField, plugins: z.array(pluginEntrySchema) })
  .superRefine((doc, ctx) => {
    const seen = new Set<string>();
    doc.plugins.forEach((p, i) => {
      const id = (p as { id: string }).id;
      if (seen.has(id)) ctx.addIssue({ code: 'custom', path: ['plugins', i, 'id'], message: `Duplicate plugin id "${id}".` });
      seen.add(id);
    });
  })
  .meta({ title: 'Plugins' });
export type PluginsDocument = z.output<typeof pluginsSchema>;
