/**
 * Binds the page's player to the room: what the viewer does (play, pause, seek) is sent to
 * the room; what the room says is applied to the picture (sync.ts decides), checked twice a
 * second so drift is caught as well as changes.
 *
 * A change of the video element counts as the viewer's only right after their own pointer
 * or key input in the page: the player itself also plays (autoplay), seeks (hls.js to the
 * live edge) and pauses (buffering ends), and those must not move everyone else.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PlayerHandle } from '~/player/PlayerLoader';
import { correction, outgoing, roomPosition } from './sync';
import type { LiveRoom } from './use-room';

const TICK_MS = 500;
/** How long after the viewer's input a change of the video counts as theirs. */
const GESTURE_MS = 1500;
/** After sending a change, how long the page leaves the picture alone (the room's echo is on its way). */
const HOLD_MS = 800;
/** How long an applied change may take to show as its video event (a seek may wait for a segment). */
const APPLY_MS = 3000;

export type PlaybackAction = 'play' | 'pause' | 'seek';

export interface RoomSync {
  /** null until the picture and the room can be compared. */
  inStep: boolean | null;
  /** Room clock minus media time (ms), once known. */
  clockOffset: number | null;
}

export function useRoomSync(
  room: LiveRoom,
  playerRef: RefObject<PlayerHandle>,
  rootRef: RefObject<HTMLElement>,
  send: (action: PlaybackAction, positionMs: number) => void,
): RoomSync {
  const [sync, setState] = useState<RoomSync>({ inStep: null, clockOffset: null });
  const latest = useRef({ room, send });
  latest.current = { room, send };

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let video: HTMLVideoElement | null = null;
    let offset: number | null = null;
    let gestureAt = 0;
    let holdUntil = 0;
    // The video events this page caused itself, each expected until its deadline: they are not the viewer's.
    const applying: Record<PlaybackAction, number> = { play: 0, pause: 0, seek: 0 };
    // Twice a second: re-render only on a change.
    const setSync = (next: RoomSync) => setState((prev) => (prev.inStep === next.inStep && prev.clockOffset === next.clockOffset ? prev : next));
    const onGesture = () => {
      gestureAt = Date.now();
    };
    root.addEventListener('pointerdown', onGesture, true);
    root.addEventListener('keydown', onGesture, true);

    /** Room clock minus media time: the programme date for live streams, zero for media time. */
    const measureOffset = (): number | null => {
      const snapshot = playerRef.current?.hasPlayer() ? playerRef.current.getPlayer() : null;
      if (!snapshot || !video) return null;
      if (snapshot.type !== 'LIVE') return 0;
      return snapshot.programmeTime === null ? null : Math.round(snapshot.programmeTime - video.currentTime * 1000);
    };
    const here = () => (video && offset !== null ? video.currentTime * 1000 + offset : null);

    const onChange = (kind: PlaybackAction) => {
      const now = Date.now();
      if (applying[kind] > now) {
        applying[kind] = 0;
        return;
      }
      if (now - gestureAt > GESTURE_MS) return;
      const { room: current, send: post } = latest.current;
      const action = outgoing(kind, current.playbackRef.current);
      const position = here();
      if (!action || position === null || !video) return;
      holdUntil = now + HOLD_MS;
      // Known here at once, so the next tick does not undo it before the room's echo arrives.
      const was = current.playbackRef.current;
      current.accept({
        playing: action === 'seek' ? was.playing : action === 'play',
        positionMs: position,
        updatedAt: current.clock.now(),
        version: was.version,
      });
      post(action, position);
    };
    const onPlay = () => onChange('play');
    const onPause = () => onChange('pause');
    // A seek counts when it starts: the picture is already at its target (currentTime), while
    // `seeked` may come seconds later, after a segment loads, when the gesture is long past and
    // a tick has meanwhile moved the picture back to the room.
    const onSeeking = () => onChange('seek');

    const attach = (next: HTMLVideoElement) => {
      video = next;
      video.addEventListener('play', onPlay);
      video.addEventListener('pause', onPause);
      video.addEventListener('seeking', onSeeking);
    };

    const tick = () => {
      if (!video) {
        const found = root.querySelector('video');
        if (found && playerRef.current?.hasPlayer()) attach(found);
        return;
      }
      offset = measureOffset() ?? offset;
      if (offset === null) return;
      const { room: current, send: post } = latest.current;
      const playback = current.playbackRef.current;
      const now = Date.now();
      // A new room starts where its first viewer's picture is.
      if (playback.positionMs === null) {
        if (!video.paused && now >= holdUntil) {
          holdUntil = now + HOLD_MS;
          const position = here()!;
          current.accept({ playing: true, positionMs: position, updatedAt: current.clock.now(), version: playback.version });
          post('play', position);
        }
        setSync({ inStep: null, clockOffset: offset });
        return;
      }
      const serverNow = current.clock.now();
      const target = roomPosition(playback, serverNow)!;
      const position = here()!;
      setSync({ inStep: Math.abs(position - target) <= 500 && playback.playing === !video.paused, clockOffset: offset });
      // Mid-seek the picture is on its way to where someone asked: never correct it then.
      if (video.seeking || now < holdUntil || Object.values(applying).some((until) => until > now)) return;
      const fix = correction(playback, { paused: video.paused, currentTime: video.currentTime, clockOffset: offset }, serverNow);
      const player = playerRef.current;
      if (!player) return;
      if (fix.seekTo !== undefined) {
        applying.seek = now + APPLY_MS;
        player.seek(fix.seekTo);
      }
      if (fix.pause) {
        applying.pause = now + APPLY_MS;
        player.pause();
      }
      // A browser that holds back autoplay leaves the viewer to press play: sync.outgoing keeps that press local.
      if (fix.play) {
        applying.play = now + APPLY_MS;
        void Promise.resolve(player.play()).catch(() => {
          applying.play = 0;
        });
      }
    };
    const timer = window.setInterval(tick, TICK_MS);
    return () => {
      window.clearInterval(timer);
      root.removeEventListener('pointerdown', onGesture, true);
      root.removeEventListener('keydown', onGesture, true);
      video?.removeEventListener('play', onPlay);
      video?.removeEventListener('pause', onPause);
      video?.removeEventListener('seeking', onSeeking);
    };
  }, [playerRef, rootRef]);

  return sync;
}
