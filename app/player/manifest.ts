/**
 * From the platform's access decision (`POST /v5/manifest/{vod|live}/{id}`, see
 * docs/platform-contract.md "Access decision") to what the route does: mount the player
 * with these props, or show why not. Pure; validates the shape it relies on and treats
 * anything else as "not playable" instead of crashing.
 */
import { z } from 'zod';
import type { PlayerProps } from './Player';
import type { PlayerType } from './state';
import { streamRefreshPath } from './stream-token';

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
  // Video entity `watermark`: an image URL or a text, or an object with either. Odd values are ignored.
  watermark: z
    .union([z.string(), z.object({ text: z.string().optional(), imageUrl: z.string().optional(), url: z.string().optional() }).passthrough()])
    .nullable()
    .optional()
    .catch(undefined),
});

export type Manifest = z.infer<typeof manifestSchema>;

export type PlaybackDecision =
  | {
      kind: 'play';
      props: Pick<
        PlayerProps,
        'src' | 'streamRefreshUrl' | 'type' | 'videoId' | 'poster' | 'duration' | 'subtitles' | 'skipMarkers' | 'chaptersUrl' | 'thumbnailsUrl' | 'watermark'
      >;
    }
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
      // The same manifest call again (kind of the call, not of the playback: a live premiere plays as VOD).
      streamRefreshUrl: streamRefreshPath(type === 'VOD' ? 'vod' : 'live', m.id),
      type: playsAsVod ? 'VOD' : 'LIVE',
      videoId: m.id,
      poster: m.thumbnailUrl,
      duration: m.duration,
      subtitles: stream.subtitles ?? [],
      skipMarkers: m.skipMarkers,
      chaptersUrl: m.annotations?.chapters ?? null,
      thumbnailsUrl: m.annotations?.thumbnails ?? null,
      watermark: watermarkFrom(m.watermark),
    },
  };
}

const httpUrl = (value: string | undefined) => (value && /^https?:\/\//i.test(value.trim()) ? value.trim() : undefined);

/**
 * The manifest's watermark as player props: a string is an image when it is an http(s) URL,
 * else a text; an object gives `imageUrl` (or `url`) and/or `text`. Images from other schemes
 * (data:, javascript:) are dropped. Null when there is nothing to show.
 */
export function watermarkFrom(value: Manifest['watermark']): { text?: string; imageUrl?: string } | null {
  if (!value) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return null;
    return httpUrl(text) ? { imageUrl: httpUrl(text) } : /^[a-z][a-z0-9+.-]*:/i.test(text) ? null : { text: text.slice(0, 80) };
  }
  const imageUrl = httpUrl(value.imageUrl ?? value.url);
  const text = value.text?.trim().slice(0, 80) || undefined;
  return imageUrl || text ? { ...(imageUrl ? { imageUrl } : {}), ...(text ? { text } : {}) } : null;
}
