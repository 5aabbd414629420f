/**
 * `GET /api/v4/epg` (contract.live.guide): channels with their programmes
 * in [from, to), cursor paged over channels (`rpp` 20, `lastSeen`). The guide screen and the
 * host page's `getEpg` ask for it the same way.
 */
import type { Answer } from '../../contract/define';
import type { contract } from '../../contract/index';
import type { PlatformApi, Result } from '../../contract/client';
import { EPG_PAGE_SIZE } from './guide';

export type GuideAnswer = Answer<typeof contract.live.guide>;
export type GuideChannelAnswer = GuideAnswer['channels'][number];
export type GuideProgrammeAnswer = GuideChannelAnswer['programmes'][number];

export function fetchGuide(
  platform: PlatformApi,
  window: { from: number; to: number; lastSeen?: string | null; channel?: string | null },
): Promise<Result<GuideAnswer>> {
  return platform.live.guide({
    query: {
      from: new Date(window.from).toISOString(),
      to: new Date(window.to).toISOString(),
      rpp: EPG_PAGE_SIZE,
      lastSeen: window.lastSeen ?? undefined,
      channel: window.channel ?? undefined,
    },
  });
}
