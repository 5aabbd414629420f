/**
 * The header fields a collection answer (series, playlist) carries for its page: id, title,
 * description and images. Lenient like every answer schema: a malformed optional field is
 * dropped, not the page. Extend it with the collection's own fields, then `.passthrough()`.
 */
import { z } from 'zod';

export const collectionHeaderSchema = z.object({
  id: z.string(),
  title: z.string().default(''),
  description: z.string().optional().catch(undefined),
  thumbnailUrl: z.string().optional().catch(undefined),
  posterUrl: z.string().optional().catch(undefined),
});
