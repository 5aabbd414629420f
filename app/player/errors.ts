/**
 * Playback error catalogue mapped to label keys. The player never
 * holds text: it renders `t(key)` with the key chosen here.
 */
import type { PlayerType } from './state';

export const PLAYBACK_ERROR_KEYS = {
  notLive: 'videoIsNotLive',
  unauthorised: 'playbackErrorUnauthorised',
  forbidden: 'playbackErrorForbidden',
  conflict: 'playbackErrorConcurrentStreams',
  default: 'playbackErrorDefault',
  ended: 'thisEventHasEnded',
} as const;

export type PlaybackErrorKey = (typeof PLAYBACK_ERROR_KEYS)[keyof typeof PLAYBACK_ERROR_KEYS];

/**
 * Label key for a failed playback. `status` is the HTTP status of the failing request
 * (manifest or media), or null/undefined when it never reached a server.
 * 404 means "not live (yet)" only for live content; for a VOD it is the default error.
 */
export function playbackErrorKey(status: number | null | undefined, type: PlayerType): PlaybackErrorKey {
  switch (status) {
    case 404:
      return type === 'LIVE' ? PLAYBACK_ERROR_KEYS.notLive : PLAYBACK_ERROR_KEYS.default;
    case 401:
      return PLAYBACK_ERROR_KEYS.unauthorised;
    case 403:
      return PLAYBACK_ERROR_KEYS.forbidden;
    case 409:
      return PLAYBACK_ERROR_KEYS.conflict;
    default:
      return PLAYBACK_ERROR_KEYS.default;
  }
}

/**
 * Video load failures: the details or access call of a watch page failed.
 * 403 has its own message, anything else the default; both offer a way back. (A 404 on live
 * falls back to the VOD before this; sign-in, interstitial and premiere are flows, not errors.)
 */
export const VIDEO_LOAD_ERROR_KEYS = { forbidden: 'videoLoadErrorForbidden', default: 'videoLoadErrorDefault' } as const;

export function videoLoadErrorKey(status: number | null | undefined): (typeof VIDEO_LOAD_ERROR_KEYS)[keyof typeof VIDEO_LOAD_ERROR_KEYS] {
  return status === 403 ? VIDEO_LOAD_ERROR_KEYS.forbidden : VIDEO_LOAD_ERROR_KEYS.default;
}
