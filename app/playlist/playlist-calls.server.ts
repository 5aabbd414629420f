/**
 * `GET /vod/playlist/{id}?rpp&p` (content §7, docs/platform-contract.md): the playlist card,
 * a numbered page of its videos and the social sharing detail. Videos stay `unknown` objects
 * here and are parsed with the blocks' card schema (a malformed card is left out).
 */
import { z } from 'zod';
import { collectionHeaderSchema } from '~/content/collection-header.server';
import type { PlatformClient } from '~/platform/client.server';

/** Videos per playlist page (content §9 leaves it unsaid; the platform's default). */
export const PLAYLIST_PAGE_SIZE = 12;

export const playlistAnswerSchema = z.object({
  playlist: collectionHeaderSchema
    .extend({
      itemCount: z.number().int().nonnegative().optional().catch(undefined),
      accessLevel: z.string().optional().catch(undefined),
    })
    .passthrough(),
  videos: z.object({
    vods: z.array(z.record(z.string(), z.unknown())).default([]),
    page: z.number().int().min(1).catch(1).default(1),
    totalPages: z.number().int().nonnegative().catch(0).default(0),
    totalResults: z.number().int().nonnegative().catch(0).default(0),
  }),
  socialSharingDetail: z
    .object({
      universalLink: z.string().default(''),
      trackingConfiguration: z.array(z.object({ name: z.string(), value: z.string() })).catch([]).default([]),
    })
    .nullable()
    .catch(null)
    .default(null),
});
export type PlaylistAnswer = z.output<typeof playlistAnswerSchema>;

export function playlistCall(client: PlatformClient, playlistId: string, page: number, rpp = PLAYLIST_PAGE_SIZE) {
  return client.getJson(playlistAnswerSchema, `/vod/playlist/${encodeURIComponent(playlistId)}`, { p: page, rpp });
}
