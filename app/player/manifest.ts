/**
 * From the platform's access decision (`POST /v5/manifest/{vod|live}/{id}`, see
 * docs/platform-contract.md "Access decision") to what the route does: mount the player
 * with these props, or show why not. Pure; validates the shape it relies on and treats
 * anything else as "not playable" instead of crashing.
 */
import { z } from 'zod';
import type { PlayerProps } from './Player';
import type { PlayerType } from './state';

const manifestSchema = z.object({
  id: z.string(),
  type: z.string(),
  accessLevel: z.string(),
  onlinePlayback: z.boolean().optional(),
  thumbnailUrl: z.string().optional(),
  duration: z.number().optional(),
  streams: z
    .array(
      z.object({
        protocol: z.string(),
        url: z.string(),
        subtitles: z.array(z.object({ language: z.string(), name: z.string(), url: z.string() })).optional(),
      }),
    )
    .default([]),
  skipMarkers: z.array(z.object({ type: z.string(), start: z.number(), end: z.number() })).default([]),
  annotations: z.object({ chapters: z.string().optional(), thumbnails: z.string().optional() }).nullable().optional(),
  status: z.string().optional(),
  eventSchedule: z.object({ startDate: z.string(), endDate: z.string() }).optional(),
  premiereRelease: z.object({ type: z.string(), scheduledAt: z.string() }).optional(),
});

export type Manifest = z.infer<typeof manifestSchema>;

export type PlaybackDecision =
  | { kind: 'play'; props: Pick<PlayerProps, 'src' | 'type' | 'videoId' | 'poster' | 'duration' | 'subtitles' | 'skipMarkers' | 'chaptersUrl' | 'thumbnailsUrl'> }
  /** Denied / granted on sign-in / geoblocked: the route starts purchase, sign-in or shows the region message. */
  | { kind: 'noAccess'; accessLevel: string }
  /** Premiere not yet released, or an event not yet started. */
  | { kind: 'scheduled'; at: string | null }
  /** The live event is over (label key thisEventHasEnded). */
  | { kind: 'ended' }
  | { kind: 'invalid'; problem: string };

export function playbackDecision(answer: unknown, type: PlayerType): PlaybackDecision {
  const parsed = manifestSchema.safeParse(answer);
  if (!parsed.success) return { kind: 'invalid', problem: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  const m = parsed.data;
  if (m.accessLevel !== 'GRANTED') return { kind: 'noAccess', accessLevel: m.accessLevel };
  if (m.status === 'ENDED') return { kind: 'ended' };
  const stream = m.streams.find((s) => s.protocol === 'HLS');
  if (m.onlinePlayback === false || !stream) {
    if (m.premiereRelease || m.status === 'UPCOMING') return { kind: 'scheduled', at: m.premiereRelease?.scheduledAt ?? m.eventSchedule?.startDate ?? null };
    return { kind: 'invalid', problem: 'granted but no HLS stream' };
  }
  // A live premiere plays its video: the platform answers VOD annotations and a duration for it.
  const playsAsVod = type === 'VOD' || m.duration !== undefined || Boolean(m.annotations);
  return {
    kind: 'play',
    props: {
      src: stream.url,
      type: playsAsVod ? 'VOD' : 'LIVE',
      videoId: m.id,
      poster: m.thumbnailUrl,
      duration: m.duration,
      subtitles: stream.subtitles ?? [],
      skipMarkers: m.skipMarkers,
      chaptersUrl: m.annotations?.chapters ?? null,
      thumbnailsUrl: m.annotations?.thumbnails ?? null,
    },
  };
}
