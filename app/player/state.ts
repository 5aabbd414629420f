/**
 * Player state and reducer.
 * Pure: no DOM, no timers. The Player component dispatches these actions from
 * video element / hls.js events and from the controls.
 */

export type PlayerType = 'VOD' | 'LIVE';

export interface PlayerState {
  isReady: boolean;
  isPlaying: boolean;
  hasStarted: boolean;
  /** Seconds. */
  position: number;
  /** Seconds (0 until known; live: the end of the seekable range). */
  duration: number;
  fullscreen: boolean;
  /** 0–100. */
  volume: number;
  muted: boolean;
  /** The open sidebar tab, or null when the sidebar is closed. */
  sidebarTab: string | null;
  waiting: boolean;
  videoEnded: boolean;
  type: PlayerType;
  nextVideoLoaded: boolean;
  autoStartFailed: boolean;
  /** Pointer over the player (controls shown). */
  hovering: boolean;
  /** The seek bar or volume slider is being dragged (position updates from the video are ignored). */
  dragging: boolean;
}

export const DEFAULT_VOLUME = 100;

export function initialPlayerState(overrides: Partial<PlayerState> = {}): PlayerState {
  return {
    isReady: false,
    isPlaying: false,
    hasStarted: false,
    position: 0,
    duration: 0,
    fullscreen: false,
    volume: DEFAULT_VOLUME,
    muted: false,
    sidebarTab: null,
    waiting: false,
    videoEnded: false,
    type: 'VOD',
    nextVideoLoaded: false,
    autoStartFailed: false,
    hovering: false,
    dragging: false,
    ...overrides,
  };
}

export type PlayerAction =
  | { type: 'hover'; hovering: boolean }
  | { type: 'start' }
  | { type: 'ready' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'stop' }
  | { type: 'ended' }
  | { type: 'positionUpdate'; position: number }
  | { type: 'durationUpdate'; duration: number }
  | { type: 'fullscreenOn' }
  | { type: 'fullscreenOff' }
  | { type: 'volumeUpdate'; volume: number }
  | { type: 'muteToggle' }
  | { type: 'setMuted'; muted: boolean }
  | { type: 'dragStart' }
  | { type: 'dragEnd' }
  | { type: 'sidebarToggle'; tab: string }
  | { type: 'restart' }
  | { type: 'startFailed' }
  | { type: 'waitingToStart' }
  | { type: 'nextVideoLoaded'; loaded: boolean }
  | { type: 'reset'; playerType?: PlayerType };

const finiteOr = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);
const clampVolume = (volume: number) => Math.min(100, Math.max(0, Math.round(finiteOr(volume, DEFAULT_VOLUME))));

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'hover':
      return state.hovering === action.hovering ? state : { ...state, hovering: action.hovering };
    case 'start':
      return { ...state, hasStarted: true, videoEnded: false };
    case 'ready':
      return { ...state, isReady: true };
    case 'play':
      // Playing proves autoplay (or the user's click) worked: the big play button goes away.
      return { ...state, isPlaying: true, hasStarted: true, waiting: false, videoEnded: false, autoStartFailed: false };
    case 'pause':
      return { ...state, isPlaying: false };
    case 'stop':
      return { ...state, isPlaying: false, position: 0, waiting: false };
    case 'ended':
      return { ...state, isPlaying: false, videoEnded: true, waiting: false };
    case 'positionUpdate':
      // While the viewer drags the seek bar the bar shows the drag, not the video.
      if (state.dragging) return state;
      return { ...state, position: Math.max(0, finiteOr(action.position, state.position)) };
    case 'durationUpdate':
      return { ...state, duration: Math.max(0, finiteOr(action.duration, state.duration)) };
    case 'fullscreenOn':
      return { ...state, fullscreen: true };
    case 'fullscreenOff':
      return { ...state, fullscreen: false };
    case 'volumeUpdate':
      // Changing the volume unmutes; volume 0 is the muted-looking state, not muted.
      return { ...state, volume: clampVolume(action.volume), muted: false };
    case 'muteToggle':
      return { ...state, muted: !state.muted };
    case 'setMuted':
      return state.muted === action.muted ? state : { ...state, muted: action.muted };
    case 'dragStart':
      return { ...state, dragging: true };
    case 'dragEnd':
      return { ...state, dragging: false };
    case 'sidebarToggle':
      return { ...state, sidebarTab: state.sidebarTab === action.tab ? null : action.tab };
    case 'restart':
      return { ...state, position: 0, videoEnded: false, hasStarted: true };
    case 'startFailed':
      return { ...state, autoStartFailed: true, isPlaying: false, waiting: false };
    case 'waitingToStart':
      return { ...state, waiting: true };
    case 'nextVideoLoaded':
      return { ...state, nextVideoLoaded: action.loaded };
    case 'reset':
      // A route change: a fresh player, but the viewer's volume and the queued next video stay.
      return initialPlayerState({
        volume: state.volume,
        muted: state.muted,
        nextVideoLoaded: state.nextVideoLoaded,
        type: action.playerType ?? state.type,
      });
    default:
      return state;
  }
}
