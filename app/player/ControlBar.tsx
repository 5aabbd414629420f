/**
 * The control bar under the seek bar: play/pause, restart (live: watch from start), mute and
 * volume, the time (live: offset from the edge or "Live"), watch live, the track menus, the
 * sidebar tabs and fullscreen.
 */
import type { Dispatch } from 'react';
import { L, type PlayerTranslate } from './labels';
import type { PlayerSidebarTab, Tracks } from './player-types';
import { SidebarTabButtons } from './Sidebar';
import type { PlayerAction, PlayerState } from './state';
import { TrackMenus } from './TrackMenus';
import type { PlayerCommands } from './use-player-commands';

export interface ControlBarProps {
  state: PlayerState;
  isLive: boolean;
  atLiveEdge: boolean;
  positionLabel: string;
  tracks: Tracks;
  sidebarTabs: PlayerSidebarTab[] | undefined;
  commands: PlayerCommands;
  dispatch: Dispatch<PlayerAction>;
  t: PlayerTranslate;
}

export function ControlBar({ state, isLive, atLiveEdge, positionLabel, tracks, sidebarTabs, commands, dispatch, t }: ControlBarProps) {
  const { togglePlay, restart, toggleMute, setVolume, goLive, setFullscreen } = commands;
  return (
    <div className="player__bar">
      <button type="button" className="player__button" onClick={togglePlay} aria-label={state.isPlaying ? t(L.pause) : t(L.play)}>
        <span aria-hidden="true">{state.isPlaying ? '❚❚' : '▶'}</span>
      </button>
      <button
        type="button"
        className="player__button"
        onClick={restart}
        aria-label={isLive ? t(L.watchFromStart) : t(L.restart)}
        title={isLive ? t(L.watchFromStart) : t(L.restart)}
      >
        <span aria-hidden="true">⏮</span>
      </button>
      <button type="button" className="player__button" onClick={toggleMute} aria-label={state.muted ? t(L.unmute) : t(L.mute)} aria-pressed={state.muted}>
        <span aria-hidden="true">{state.muted || state.volume === 0 ? '🔇' : '🔊'}</span>
      </button>
      <input
        className="player__volume"
        type="range"
        min={0}
        max={100}
        step={1}
        value={state.muted ? 0 : state.volume}
        aria-label={t(L.volume)}
        onChange={(e) => setVolume(Number(e.currentTarget.value))}
      />
      {/* Time codes read left to right in every locale: isolated, a right-to-left page would swap "0:00 / 0:36". */}
      <span className="player__time" dir="ltr">
        {positionLabel}
      </span>
      {isLive && !atLiveEdge ? (
        <button type="button" className="player__text-button" onClick={goLive}>
          {t(L.watchLive)}
        </button>
      ) : null}
      <span className="player__spacer" />
      <TrackMenus tracks={tracks} t={t} setSubtitleTrack={commands.setSubtitleTrack} setAudioTrack={commands.setAudioTrack} />
      <SidebarTabButtons tabs={sidebarTabs} openTab={state.sidebarTab} dispatch={dispatch} t={t} />
      <button
        type="button"
        className="player__button"
        onClick={() => void setFullscreen(!state.fullscreen).catch(() => undefined)}
        aria-label={state.fullscreen ? t(L.exitFullscreen) : t(L.fullscreen)}
        aria-pressed={state.fullscreen}
      >
        <span aria-hidden="true">⛶</span>
      </button>
    </div>
  );
}
