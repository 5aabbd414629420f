/** Playback calls: manifests, watch progress, multi-view heartbeat. */
import { z } from 'zod';
import { accessLevel, licenceSummary, premiereRelease } from './cards.js';
import { defineCall, text } from './define.js';

/** One playable stream; the reference platform sends HLS without DRM or ads. */
export const stream = z
  .object({
    protocol: z.string().describe('HLS, or another protocol the player does not play'),
    url: z.string(),
    subtitles: z.array(z.object({ language: z.string(), name: z.string(), url: z.string() })),
    drm: z
      .object({ jwtToken: z.string(), url: z.string(), encryptionMode: z.string(), keySystems: z.array(z.string()) })
      .partial()
      .nullable(),
    adUnits: z.array(z.unknown()),
  })
  .meta({ id: 'Stream' });

/**
 * The access decision with playback details. Streams, skip markers and annotations are
 * filled only when the viewer may play now; otherwise the licences that would grant access
 * (and the schedule of what has not started) say why not.
 */
export const manifestAnswer = z
  .object({
    id: z.string(),
    /** VOD; EPG for a channel; LIVE or UPCOMING for a live event. */
    type: z.enum(['VOD', 'EPG', 'LIVE', 'UPCOMING']),
    /** Live events only. */
    status: z.enum(['LIVE', 'UPCOMING', 'ENDED']).optional(),
    accessLevel,
    licences: z.array(licenceSummary),
    thumbnailUrl: z.string(),
    onlinePlayback: z.boolean(),
    /** Seconds (videos). */
    duration: z.number().optional(),
    eventSchedule: z.object({ startDate: z.string(), endDate: z.string() }).optional(),
    premiereRelease: premiereRelease.optional(),
    streams: z.array(stream),
    skipMarkers: z.array(z.object({ type: z.string(), start: z.number(), end: z.number() })),
    annotations: z.object({ chapters: z.string(), thumbnails: z.string() }).nullable(),
    /** Present when the content's rating is one the viewer's parental control guards: no streams until the PIN unlocks it. */
    parentalControl: z.object({ rating: z.string(), pinRequired: z.boolean() }).optional(),
    /** Video entity `watermark`: an image URL or a text, or an object with either; the reference platform sends none. */
    watermark: z
      .union([z.string(), z.object({ text: z.string(), imageUrl: z.string(), url: z.string() }).partial()])
      .nullable()
      .optional(),
  })
  .meta({ id: 'Manifest' });
export type ManifestAnswer = z.output<typeof manifestAnswer>;

const manifestQuery = z.object({
  includePlaybackDetails: z.enum(['URL']).default('URL'),
  displayGeoblocked: text.bool().default(false),
});

export const playback = {
  vodManifest: defineCall({
    method: 'POST',
    path: '/v5/manifest/vod/:id',
    summary: 'Access decision and playback details of a video',
    params: z.object({ id: text.id() }),
    query: manifestQuery,
    answer: manifestAnswer,
    errors: [400, 401, 404],
  }),
  liveManifest: defineCall({
    method: 'POST',
    path: '/v5/manifest/live/:id',
    summary: 'Access decision and playback details of a live event or channel',
    params: z.object({ id: text.id() }),
    query: manifestQuery,
    answer: manifestAnswer,
    errors: [400, 401, 404],
  }),
  saveProgress: defineCall({
    method: 'PUT',
    path: '/api/v1/progress/:id',
    summary: 'Store how far the viewer watched a video (feeds continue watching) (chosen path)',
    params: z.object({ id: text.id() }),
    body: z.strictObject({ position: z.number().min(0).max(86_400) }),
    answer: null,
    errors: [400, 401, 404],
  }),
  multiviewHeartbeat: defineCall({
    method: 'POST',
    path: '/v1/multiviewHeartbeat',
    summary: 'Multi-view heartbeat: the live events a viewer watches side by side (guests included)',
    body: z.strictObject({
      eventIds: z
        .array(text.id())
        .min(1)
        .max(4)
        .refine((ids) => new Set(ids).size === ids.length, 'must not contain the same id twice')
        .meta({ uniqueItems: true }),
    }),
    answer: z.object({ eventIds: z.array(z.string()), receivedAt: z.string(), nextHeartbeatInSeconds: z.number().int() }),
    errors: [400, 401, 404],
  }),
};
