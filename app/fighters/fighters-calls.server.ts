/**
 * Platform calls of the fighter screens (docs/platform-contract.md: /api/v4/fighters…),
 * with their zod shapes. A malformed answer is an error value, never a crash.
 */
import { z } from 'zod';
import type { PlatformClient } from '~/platform/client.server';

const count = z.number().int().nonnegative().catch(0);

export const fighterSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().default(''),
    nickname: z.string().optional().catch(undefined),
    country: z.string().optional().catch(undefined),
    weightClass: z.string().default(''),
    rank: z.number().int().positive().optional().catch(undefined),
    record: z.object({ wins: count, losses: count, draws: count, noContests: count }).catch({ wins: 0, losses: 0, draws: 0, noContests: 0 }),
    imageUrl: z.string().optional().catch(undefined),
    bio: z.string().optional().catch(undefined),
  })
  .passthrough();
export type Fighter = z.output<typeof fighterSchema>;

export const fightersPageSchema = z.object({
  weightClasses: z.array(z.string()).default([]),
  fighters: z.array(fighterSchema).default([]),
  page: z.number().int().positive().default(1),
  totalPages: z.number().int().nonnegative().default(1),
  totalResults: z.number().int().nonnegative().default(0),
});
export type FightersPage = z.output<typeof fightersPageSchema>;

/** Fighters per page on the fighters screen. */
export const FIGHTERS_PAGE_SIZE = 20;

export interface FightersListQuery {
  sort: 'rank' | 'name';
  weightClass?: string | null;
  letter?: string | null;
  page: number;
}

export function fightersCalls(client: PlatformClient) {
  const seg = encodeURIComponent;
  return {
    list: (query: FightersListQuery) =>
      client.getJson(fightersPageSchema, '/api/v4/fighters', {
        sort: query.sort,
        weightClass: query.weightClass,
        letter: query.letter,
        p: query.page,
        rpp: FIGHTERS_PAGE_SIZE,
      }),
    fighter: (id: string) => client.getJson(fighterSchema, `/api/v4/fighters/${seg(id)}`),
  };
}
