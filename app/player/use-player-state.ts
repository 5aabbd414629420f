/**
 * The player's state (the pure reducer of ./state.ts) and its links to the outside: the
 * element's volume and mute, the route's controlled mute and queued next video, and the
 * route's `onStateChange` plus what a route change keeps (./memory.ts).
 */
import { useEffect, useReducer, useRef } from 'react';
import type HlsType from 'hls.js';
import { keptPlayerState, rememberPlayerState } from './memory';
import type { PlayerCore, PlayerProps } from './player-types';
import { initialPlayerState, playerReducer, type PlayerState } from './state';

/** The reducer and the refs every player hook shares (no effects: those follow in the player's order). */
export function usePlayerCore(props: PlayerProps): { state: PlayerState; core: PlayerCore } {
  const [state, dispatch] = useReducer(
    playerReducer,
    undefined,
    // A route change mounts a fresh player (the reset) that starts from the viewer's last volume and mute (./memory.ts).
    () =>
      initialPlayerState({
        type: props.type ?? 'VOD',
        volume: props.initialVolume ?? keptPlayerState().volume,
        muted: props.initialMuted ?? props.muted ?? keptPlayerState().muted,
      }),
  );
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const hlsRef = useRef<HlsType | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  // Callbacks change identity on every render of the route; the effects read the latest ones.
  const propsRef = useRef(props);
  propsRef.current = props;
  const core = useRef<PlayerCore>({ containerRef, videoRef, hlsRef, stateRef, propsRef, dispatch }).current;
  return { state, core };
}

/** State ↔ outside: element volume and mute, controlled mute, next video, onStateChange and memory. */
export function usePlayerStateSync({ videoRef, propsRef, dispatch }: PlayerCore, state: PlayerState, props: PlayerProps): void {
  // The queued next video is part of the player state (kept across a route change).
  const hasNextVideo = Boolean(props.nextVideo);
  useEffect(() => {
    dispatch({ type: 'nextVideoLoaded', loaded: hasNextVideo });
  }, [hasNextVideo, dispatch]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = state.volume / 100;
    video.muted = state.muted;
  }, [state.volume, state.muted, videoRef]);

  useEffect(() => {
    if (props.muted !== undefined) dispatch({ type: 'setMuted', muted: props.muted });
  }, [props.muted, dispatch]);

  useEffect(() => {
    propsRef.current.onStateChange?.(state);
    // Players whose mute the route controls (multi-view tiles) do not speak for the viewer's volume.
    if (propsRef.current.muted === undefined) rememberPlayerState(state);
  }, [state, propsRef]);
}
