/**
 * The player's types: its props, the ref handle, and what its hooks share. Types only, so
 * that importing them never pulls player code into a route's chunk.
 */
import type { Dispatch, MutableRefObject, ReactNode, RefObject } from 'react';
import type HlsType from 'hls.js';
import type { SkipMarker } from './controls';
import type { PlaybackErrorKey } from './errors';
import type { HostPlayerApi, TrackInfo } from './host-messages';
import type { PlayerTranslate } from './labels';
import type { PlayerAction, PlayerState, PlayerType } from './state';

export interface PlayerSubtitle {
  language: string;
  name: string;
  url: string;
}

export interface PlayerWatermark {
  text?: string;
  imageUrl?: string;
}

export interface PlayerErrorInfo {
  key: PlaybackErrorKey;
  /** HTTP status of the failing request, when there was one. */
  status: number | null;
  /** hls.js error details or the media error, for logs. */
  details: string;
}

/** Route-level operations an embedding host page may call (see host-messages.ts). */
export type HostRouteApi = Pick<HostPlayerApi, 'next' | 'previous' | 'loadVideo' | 'getEpg' | 'getCountry' | 'setPreference'>;

export interface PlayerProps {
  /** HLS master playlist URL (manifest `streams[0].url`). */
  src: string;
  type?: PlayerType;
  videoId?: string;
  title?: string;
  poster?: string;
  /** Default true. A refused autoplay shows the big play button (state.autoStartFailed). */
  autoPlay?: boolean;
  /** Saved watch position in seconds (VOD route query `progress`). */
  progress?: number | null;
  /** Id of the video this trailer belongs to (VOD route query `trailerFrom`): no resume, no progress saving. */
  trailerFrom?: string | null;
  onTrailerExit?: (videoId: string) => void;
  /** Known duration in seconds (manifest), used before the media reports one. */
  duration?: number;
  chaptersUrl?: string | null;
  thumbnailsUrl?: string | null;
  skipMarkers?: SkipMarker[];
  /** Side-loaded subtitles for native HLS playback (hls.js reads them from the playlist). */
  subtitles?: PlayerSubtitle[];
  watermark?: PlayerWatermark | null;
  t?: PlayerTranslate;
  direction?: 'ltr' | 'rtl';
  /** Volume and mute to start with (e.g. kept across route changes by the route). */
  initialVolume?: number;
  initialMuted?: boolean;
  /** Controlled mute (multi-view: only the tile with the sound is unmuted). A change mutes or unmutes; the viewer's own mute still works in between. */
  muted?: boolean;
  /** Every 10 s while playing, on pause and at the end (not for trailers). Seconds. */
  onProgress?: (position: number, duration: number) => void;
  onEnded?: () => void;
  /** The next item of the playlist or season (auto-advance), or null when there is none. */
  nextVideo?: { title: string } | null;
  /** Go to the next video (the route navigates). Called at the end when `autoAdvance` allows, or from the "up next" button. */
  onNext?: () => void;
  /** The viewer's auto-advance preference (default false here; routes pass the preference, whose default is true). */
  autoAdvance?: boolean;
  /** Preferred audio language (viewer preference): chosen once when the stream offers that track. */
  preferredAudioLanguage?: string | null;
  /** Preferred subtitle language (viewer preference): switched on once when the stream offers it. */
  preferredSubtitleLanguage?: string | null;
  onError?: (error: PlayerErrorInfo) => void;
  onStateChange?: (state: PlayerState) => void;
  /** Host-page control: origins allowed to drive the player by postMessage (realm `allowedOrigins`). */
  allowedOrigins?: readonly string[];
  hostApi?: HostRouteApi;
  /** Sidebar tabs (e.g. playlist, chat) toggled from the control bar; the open one is state.sidebarTab. */
  sidebarTabs?: PlayerSidebarTab[];
  className?: string;
}

export interface PlayerSidebarTab {
  id: string;
  /** Label key of the tab button. */
  labelKey: string;
  content: ReactNode;
}

/** Imperative handle (ref) for the mounting route: the player part of the host API. */
export type PlayerHandle = Omit<HostPlayerApi, keyof HostRouteApi>;

/** The subtitle and audio tracks the stream offers and the selected ones (-1: none / off). */
export interface Tracks {
  subtitles: TrackInfo[];
  subtitle: number;
  audio: TrackInfo[];
  audioTrack: number;
}

/**
 * What the player's hooks share. The refs hold the latest state and props because the
 * element and hls.js listeners outlive a render (callbacks change identity on every render
 * of the route; the listeners read the latest ones).
 */
export interface PlayerCore {
  containerRef: RefObject<HTMLDivElement>;
  videoRef: RefObject<HTMLVideoElement>;
  hlsRef: MutableRefObject<HlsType | null>;
  stateRef: MutableRefObject<PlayerState>;
  propsRef: MutableRefObject<PlayerProps>;
  dispatch: Dispatch<PlayerAction>;
}
