/**
 * realms/<realm>/pages/<pageId>.json: a composed page (TEAM.md "Page document").
 * `rowTypeData` is a discriminated union over the registered row blocks' schemas,
 * heroes a union over hero blocks, layout a union over layout blocks.
 */
import { z } from 'zod';
import { registry, schemasOf } from '../blocks/index';
import { $schemaField, idSchema } from './common';
import { unionOf } from './union';
import { localisedText } from './localised-text';

export const sourceSchema = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('curated'), ids: z.array(z.string().min(1)).min(1) })
    .meta({ title: 'Source: curated', description: 'These content ids, in this order.' }),
  z
    .object({
      kind: z.literal('query'),
      contentType: z.enum(['VOD', 'LIVE', 'UPCOMING', 'SERIES', 'SEASON', 'PLAYLIST', 'DATA_FEED']).optional(),
      tag: z.string().optional(),
      seriesId: z.string().optional(),
      sort: z.enum(['newest', 'oldest', 'title', 'popular']).optional(),
    })
    .meta({ title: 'Source: query', description: 'Catalogue items matching the filters.' }),
  z.object({ kind: z.literal('liveNow') }).meta({ title: 'Source: liveNow', description: 'Events and channels live now.' }),
  z.object({ kind: z.literal('upcoming') }).meta({ title: 'Source: upcoming', description: 'Scheduled events.' }),
  z
    .object({ kind: z.literal('continueWatching') })
    .meta({ title: 'Source: continueWatching', description: "The viewer's partly watched videos (empty for guests)." }),
  z
    .object({ kind: z.literal('sections'), ids: z.array(idSchema).min(1) })
    .meta({ title: 'Source: sections', description: 'Section-link cards for these page ids.' }),
  z
    .object({ kind: z.literal('playlists'), ids: z.array(z.string().min(1)).optional() })
    .meta({ title: 'Source: playlists', description: 'These playlists, or all.' }),
]);
export type Source = z.output<typeof sourceSchema>;

export const BUCKET_TYPES = ['VOD', 'LIVE', 'MIXED', 'UPCOMING', 'SERIES', 'SEASON', 'PLAYLIST', 'SECTION', 'DATA_FEED'] as const;

export const rowTypeDataSchema = unionOf('rowType', schemasOf('rows'));
export const heroSchema = unionOf('type', schemasOf('heroes'));

export const layoutSchema = unionOf(
  'type',
  Object.values(registry.layouts).map(({ type, schema }) => z.object({ type: z.literal(type), ...(schema as z.ZodObject).shape })),
);

export const bucketSchema = z.object({
  bucketId: idSchema.describe('Unique within the page; used in the next-page URL.'),
  name: localisedText(z.string().min(1)).describe('Row name (heading unless rowTypeData.title is set).'),
  type: z.enum(BUCKET_TYPES).optional(),
  rowTypeData: rowTypeDataSchema,
  source: sourceSchema,
  pageSize: z.number().int().min(1).max(50).optional().describe('Cards per page (default 12).'),
});

export const pageSchema = z
  .object({
    ...$schemaField,
    id: idSchema,
    title: localisedText(z.string().min(1)),
    description: localisedText().optional(),
    layout: layoutSchema.optional(),
    heroes: z.array(heroSchema).default([]),
    buckets: z.array(bucketSchema).default([]),
  })
  .superRefine((page, ctx) => {
    const seen = new Set<string>();
    page.buckets.forEach((b, i) => {
      if (seen.has(b.bucketId)) ctx.addIssue({ code: 'custom', path: ['buckets', i, 'bucketId'], message: `Duplicate bucketId "${b.bucketId}".` });
      seen.add(b.bucketId);
    });
  })
  .meta({ title: 'Composed page' });
export type PageDocument = z.output<typeof pageSchema>;
export type BucketDocument = z.output<typeof bucketSchema>;
