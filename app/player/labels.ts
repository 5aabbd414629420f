/**
 * Label keys the player renders (UI text comes from the realm labels by key).
 * The web passes a `t(key)`; without one the player shows English defaults
 * (PLAYER_FALLBACK_TEXT) so it stays usable on its own (host example, checks).
 * Every key here has its English in app/labels/en.ts, which every realm locale falls back to.
 */
import { PLAYBACK_ERROR_KEYS } from './errors';

export const L = {
  player: 'videoPlayer',
  play: 'play',
  pause: 'pause',
  mute: 'mute',
  unmute: 'unmute',
  volume: 'volume',
  fullscreen: 'fullscreen',
  exitFullscreen: 'exitFullscreen',
  seek: 'seek',
  subtitles: 'subtitles',
  subtitlesOff: 'subtitlesOff',
  audio: 'audioTrack',
  restart: 'restart',
  skipIntro: 'skipIntro',
  skipCredits: 'skipCredits',
  watchLive: 'watchLive',
  watchFromStart: 'watchFromStart',
  live: 'live',
  backToVideo: 'backToVideo',
  loading: 'loading',
  tryAgain: 'tryAgain',
  upNext: 'upNext',
} as const;

export const PLAYER_LABEL_KEYS: readonly string[] = [...new Set([...Object.values(L), ...Object.values(PLAYBACK_ERROR_KEYS)])];

export const PLAYER_FALLBACK_TEXT: Record<string, string> = {
  videoPlayer: 'Video player',
  play: 'Play',
  pause: 'Pause',
  mute: 'Mute',
  unmute: 'Unmute',
  volume: 'Volume',
  fullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  seek: 'Seek',
  subtitles: 'Subtitles',
  subtitlesOff: 'Off',
  audioTrack: 'Audio',
  restart: 'Restart',
  skipIntro: 'Skip intro',
  skipCredits: 'Skip credits',
  watchLive: 'Watch live',
  watchFromStart: 'Watch from start',
  live: 'Live',
  backToVideo: 'Back to the video',
  loading: 'Loading',
  tryAgain: 'Try again',
  upNext: 'Up next',
  videoIsNotLive: 'This video is not live yet.',
  playbackErrorUnauthorised: 'Please sign in to watch this video.',
  playbackErrorForbidden: 'You do not have access to this video.',
  playbackErrorConcurrentStreams: 'Too many streams are playing on your account.',
  playbackErrorDefault: 'Sorry, this video cannot be played right now.',
  thisEventHasEnded: 'This event has ended.',
};

export type PlayerTranslate = (key: string) => string;

export const fallbackTranslate: PlayerTranslate = (key) => PLAYER_FALLBACK_TEXT[key] ?? key;
