/**
 * The video player: a <video> element driven by hls.js (loaded with a dynamic import
 * inside an effect, so it is its own chunk), native HLS where there is no MSE (Safari iOS),
 * and overlay controls. Client-only: mount it through PlayerLoader (./PlayerLoader.tsx).
 *
 * State lives in the pure reducer of ./state.ts; text comes from `t(key)`. The hooks keep
 * the player's parts apart (source and recovery, state sync, media events, commands, host
 * control, controls visibility); their order here is the order their effects run in.
 */
import { forwardRef, useImperativeHandle } from 'react';
import { ControlBar } from './ControlBar';
import { activeSkipMarker, formatTime, isAtLiveEdge } from './controls';
import { handlePlayerKey } from './keyboard';
import { fallbackTranslate, L } from './labels';
import { hasMse } from './native-source';
import type { PlayerHandle, PlayerProps } from './player-types';
import { PlayerOverlays } from './PlayerOverlays';
import { SeekBar } from './SeekBar';
import { PlayerSidebar } from './Sidebar';
import { useAdoptedVideo } from './use-adopted-video';
import { useAnnotations } from './use-annotations';
import { useControlsVisibility } from './use-controls-visibility';
import { useHostControl } from './use-host-control';
import { useMediaEvents } from './use-media-events';
import { useMediaSource } from './use-media-source';
import { usePlayerCommands } from './use-player-commands';
import { usePlayerCore, usePlayerStateSync } from './use-player-state';

export type { HostRouteApi, PlayerErrorInfo, PlayerHandle, PlayerProps, PlayerSidebarTab, PlayerSubtitle, PlayerWatermark } from './player-types';

const Player = forwardRef<PlayerHandle, PlayerProps>(function Player(props, ref) {
  const { type = 'VOD', title, poster, autoPlay = true, skipMarkers, subtitles, direction = 'ltr', sidebarTabs, className } = props;
  const t = props.t ?? fallbackTranslate;
  const isLive = type === 'LIVE';

  const { state, core } = usePlayerCore(props);
  const { containerRef, videoRef, stateRef, propsRef, dispatch } = core;
  useAdoptedVideo(videoRef, props.src, poster);
  const source = useMediaSource(core, props);
  const { chapters, thumbs } = useAnnotations(props.chaptersUrl, props.thumbnailsUrl);
  usePlayerStateSync(core, state, props);
  const { win, liveEdge } = useMediaEvents(core, isLive, state.isPlaying);
  const commands = usePlayerCommands(core, isLive, source);
  useImperativeHandle(ref, () => commands.api, [commands.api]);
  useHostControl(propsRef, commands.api, props);
  const showControls = useControlsVisibility(dispatch);

  const { error, tracks } = source;
  const range = isLive ? win : { start: 0, end: state.duration || props.duration || 0 };
  const span = range ? range.end - range.start : 0;
  const atLiveEdge = isAtLiveEdge(state.position, liveEdge);
  const showBigPlay = !error && ((!state.hasStarted && (state.autoStartFailed || !autoPlay)) || state.videoEnded);
  const controlsVisible = state.hovering || !state.isPlaying || state.dragging;
  const positionLabel = isLive
    ? atLiveEdge
      ? t(L.live)
      : formatTime(state.position - (liveEdge ?? state.position))
    : `${formatTime(state.position)} / ${formatTime(span)}`;

  return (
    <div
      ref={containerRef}
      className={['player', controlsVisible ? 'player--controls' : '', state.fullscreen ? 'player--fullscreen' : '', className ?? ''].filter(Boolean).join(' ')}
      dir={direction}
      tabIndex={0}
      role="region"
      aria-label={title ? `${t(L.player)}: ${title}` : t(L.player)}
      onKeyDown={(event) =>
        handlePlayerKey(event, {
          direction,
          commands,
          video: videoRef.current,
          volume: stateRef.current.volume,
          fullscreen: stateRef.current.fullscreen,
          showControls,
        })
      }
      onPointerMove={showControls}
      onPointerUp={(e) => {
        // On the video only (read from the ref: it may be the adopted early element, which React did not render).
        if (e.target !== videoRef.current) return;
        // On touch, the first tap only reveals the controls; a tap while they show toggles playback.
        if (e.pointerType === 'touch' && !stateRef.current.hovering) showControls();
        else commands.togglePlay();
      }}
      onPointerLeave={() => dispatch({ type: 'hover', hovering: false })}
      data-state={error ? 'error' : state.isPlaying ? 'playing' : state.isReady ? 'ready' : 'loading'}
    >
      <video ref={videoRef} className="player__video" poster={poster} playsInline crossOrigin="anonymous" preload="metadata">
        {/* Native HLS (no MSE) cannot read the playlist's subtitle group through hls.js: side-load them. */}
        {!hasMse() && subtitles?.map((s) => <track key={s.language} kind="subtitles" srcLang={s.language} label={s.name} src={s.url} />)}
      </video>

      <PlayerOverlays
        state={state}
        error={error}
        showBigPlay={showBigPlay}
        marker={activeSkipMarker(skipMarkers, state.position)}
        watermark={props.watermark}
        nextVideo={props.nextVideo}
        onNext={props.onNext}
        trailerFrom={props.trailerFrom}
        onTrailerExit={props.onTrailerExit}
        t={t}
        togglePlay={commands.togglePlay}
        restart={commands.restart}
        seek={commands.seek}
        retry={source.retry}
      />

      <PlayerSidebar tabs={sidebarTabs} openTab={state.sidebarTab} t={t} />

      <div className="player__controls" onPointerDown={(e) => e.stopPropagation()}>
        <SeekBar
          range={range}
          position={state.position}
          dragging={state.dragging}
          isDragging={() => stateRef.current.dragging}
          dispatch={dispatch}
          seek={commands.seek}
          chapters={chapters}
          thumbs={thumbs}
          isLive={isLive}
          liveEdge={liveEdge}
          direction={direction}
          label={t(L.seek)}
          positionLabel={positionLabel}
        />
        <ControlBar
          state={state}
          isLive={isLive}
          atLiveEdge={atLiveEdge}
          positionLabel={positionLabel}
          tracks={tracks}
          sidebarTabs={sidebarTabs}
          commands={commands}
          dispatch={dispatch}
          t={t}
        />
      </div>
    </div>
  );
});

export default Player;
