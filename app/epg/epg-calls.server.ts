/**
 * `GET /api/v4/epg` (content spec §7; docs/platform-contract.md): channels with their
 * programmes in [from, to), cursor paged over channels (`rpp` 20, `lastSeen`).
 * Lenient on fields the guide does not read; a malformed programme is left out.
 */
import { z } from 'zod';
import type { PlatformClient, Result } from '~/platform/client.server';
import { EPG_PAGE_SIZE } from './guide';

const programmeSchema = z.object({
  id: z.string().min(1),
  title: z.string().default(''),
  programme: z.string().optional().catch(undefined),
  episode: z.string().optional().catch(undefined),
  startDate: z.string(),
  endDate: z.string(),
  thumbnailUrl: z.string().optional().catch(undefined),
});
export type GuideProgrammeAnswer = z.output<typeof programmeSchema>;

const channelSchema = z.object({
  id: z.string().min(1),
  title: z.string().default(''),
  logoUrl: z.string().optional().catch(undefined),
  thumbnailUrl: z.string().optional().catch(undefined),
  accessLevel: z.string().default('DENIED'),
  programmes: z
    .array(z.unknown())
    .default([])
    .transform((list) => list.flatMap((item) => {
      const parsed = programmeSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    })),
});
export type GuideChannelAnswer = z.output<typeof channelSchema>;

export const guideAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  channels: z.array(channelSchema).default([]),
  paging: z.object({ lastSeen: z.string().nullable().default(null), moreDataAvailable: z.boolean().default(false) }).default({ lastSeen: null, moreDataAvailable: false }),
});
export type GuideAnswer = z.output<typeof guideAnswerSchema>;

export function fetchGuide(client: PlatformClient, query: { from: number; to: number; lastSeen?: string | null; channel?: string | null }): Promise<Result<GuideAnswer>> {
  return client.getJson(guideAnswerSchema, '/api/v4/epg', {
    from: new Date(query.from).toISOString(),
    to: new Date(query.to).toISOString(),
    rpp: EPG_PAGE_SIZE,
    lastSeen: query.lastSeen ?? null,
    channel: query.channel ?? null,
  });
}
