/**
 * The platform calls of the series and season screens (content §7, docs/platform-contract.md)
 * with their answers' zod shapes. Cards stay `unknown` objects here: episodes are parsed with
 * the blocks' card schema (parseCards) so a malformed card is left out, not the whole page.
 */
import { z } from 'zod';
import { collectionHeaderSchema } from '~/content/collection-header.server';
import type { PlatformClient } from '~/platform/client.server';
import { SEASON_PAGE_SIZE } from './season-window';

const record = z.record(z.string(), z.unknown());
const pagingSchema = z.object({ lastSeen: z.string().nullable().default(null), moreDataAvailable: z.boolean().default(false) });

/** `SeasonInfo`: a SEASON card plus seriesId, seasonNumber and episodeCount. */
export const seasonInfoSchema = z
  .object({
    id: z.string().min(1),
    title: z.string().default(''),
    description: z.string().optional().catch(undefined),
    thumbnailUrl: z.string().optional().catch(undefined),
    seriesId: z.string().optional().catch(undefined),
    seasonNumber: z.number().int().nullable().optional().catch(null),
    episodeCount: z.number().int().nonnegative().catch(0).default(0),
    series: z.object({ seriesId: z.string(), title: z.string() }).optional().catch(undefined),
  })
  .passthrough();
export type SeasonInfo = z.output<typeof seasonInfoSchema>;

const seriesRefSchema = z.object({ seriesId: z.string(), title: z.string().default('') });

/** `GET /api/v4/season/{id}`: the season, its series and a page of episodes. */
export const seasonAnswerSchema = z.object({
  season: seasonInfoSchema,
  series: seriesRefSchema.nullable().default(null),
  contentList: z.array(record).default([]),
  paging: pagingSchema.default({ lastSeen: null, moreDataAvailable: false }),
});

/** `GET /api/v4/series/{seriesId}`: the series card and a page of its (non-empty) seasons. */
export const seriesAnswerSchema = z.object({
  series: collectionHeaderSchema.passthrough(),
  seasons: z.array(seasonInfoSchema).default([]),
  paging: pagingSchema.default({ lastSeen: null, moreDataAvailable: false }),
});

/** `GET /api/v4/series/{seriesId}/adjacentTo/{seasonId}`: seasons around one (preceding has the closest last). */
export const adjacentSeasonsSchema = z.object({
  season: seasonInfoSchema,
  precedingSeasons: z.array(seasonInfoSchema).default([]),
  followingSeasons: z.array(seasonInfoSchema).default([]),
});

/** Episodes on a season's first load, and per further page (content §9: first load rpp 2). */
export const EPISODES_FIRST_PAGE = 2;
export const EPISODES_PAGE = 25;

const seg = encodeURIComponent;

export function seasonCall(client: PlatformClient, seasonId: string, query: { rpp: number; lastSeen?: string | null }) {
  return client.getJson(seasonAnswerSchema, `/api/v4/season/${seg(seasonId)}`, { rpp: query.rpp, lastSeen: query.lastSeen ?? undefined });
}

export function seriesCall(client: PlatformClient, seriesId: string, lastSeen?: string | null) {
  return client.getJson(seriesAnswerSchema, `/api/v4/series/${seg(seriesId)}`, { rpp: SEASON_PAGE_SIZE, lastSeen: lastSeen ?? undefined });
}

export function adjacentSeasonsCall(client: PlatformClient, seriesId: string, seasonId: string) {
  return client.getJson(adjacentSeasonsSchema, `/api/v4/series/${seg(seriesId)}/adjacentTo/${seg(seasonId)}`, { size: SEASON_PAGE_SIZE });
}
