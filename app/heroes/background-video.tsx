/**
 * A hero's background video, handed to the hero block through the block environment as a lazy
 * component (its own chunk, loaded after hydration only for a hero with an animated background): asks the web for the viewer's autoplay preference
 * and the stream, then plays it over the still image: with the browser's own HLS playback where
 * there is one, otherwise with the player's HLS code (hls.js loads as its own chunk). The video stays invisible until it
 * actually plays, so the image remains what the page first paints; a refused autoplay, a
 * stream error or an expired stream leave the image. Decorative: hidden from assistive
 * technology and never focusable.
 */
import { useEffect, useRef, useState } from 'react';
import { createHls, startHls } from '~/player/hls-source';
import { hlsWorkerPath } from '~/player/hls-worker-path';
import { canPlayHlsNatively } from '~/player/native-source';
import { loadHlsLibrary } from '~/player/player-code';
import { backgroundPlayback, heroBackgroundUrl, type ViewerBackgroundAutoplay } from '../../blocks/heroes/hero/background-playback';
import type { HeroBackgroundVideoProps } from '../../blocks/shared/environment';
import { inItsOwnTask } from '../../blocks/shared/one-per-task';

/** Resolves in an idle period (at the latest after two seconds); a task later where the browser has no idle callbacks. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });
}

export default function BackgroundVideo({ entity, heroAutoplay, poster }: HeroBackgroundVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [source, setSource] = useState<{ src: string; muted: boolean } | null>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    // Reduced motion keeps the still image (checked here, in this chunk, not in home's bundle).
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reducedMotion) return;
    const controller = new AbortController();
    fetch(heroBackgroundUrl(entity), { credentials: 'same-origin', signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<{ autoplay: ViewerBackgroundAutoplay; src: string | null }>) : null))
      .then((answer) => {
        if (!answer?.src) return;
        const { play, muted } = backgroundPlayback(heroAutoplay, answer.autoplay, reducedMotion);
        if (play) setSource({ src: answer.src, muted });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [entity, heroAutoplay]);

  useEffect(() => {
    const video = videoRef.current;
    if (!source || !video) return;
    let cancelled = false;
    let destroy: (() => void) | null = null;
    const start = () => {
      video.muted = source.muted;
      // Browsers refuse sound without a gesture: then it plays muted.
      video.play().catch(() => {
        video.muted = true;
        return video.play().catch(() => undefined);
      });
    };
    // The browser's own HLS playback first where it has one (Safari; Chromium since 2025): a
    // decorative, muted-by-default video needs none of hls.js's track and level controls, and
    // the native player parses and demuxes off the main thread, where hls.js's evaluation,
    // setup and playlist parsing were the page's longest tasks after its first paint.
    if (canPlayHlsNatively(video)) {
      // After the page's own work too, like hls.js below: the artwork is what the viewer sees first.
      whenIdle()
        .then(() => {
          if (cancelled) return;
          video.src = source.src;
          start();
          destroy = () => video.removeAttribute('src');
        })
        .catch(() => undefined);
    } else {
      // hls.js waits for an idle moment (the page's own hydration first), and its evaluation and
      // its setup are two tasks rather than one long one.
      whenIdle()
        .then(loadHlsLibrary)
        .then(({ default: Hls }) =>
          inItsOwnTask(() => {
            if (cancelled || !Hls.isSupported()) return;
            // Decorative, so as little work as the picture needs: from the live edge (-1: a VOD's
            // start), not the start of a live channel's hours-long DVR window (from there hls.js
            // fetched about 150 segments in the first seconds, all of it main-thread work in the
            // page's first seconds), a buffer of a couple of segments rather than 30 s, and the
            // segments demuxed in hls.js's worker.
            const hls = createHls(Hls, -1, { workerPath: hlsWorkerPath(Hls.version), maxBufferLength: 8, maxMaxBufferLength: 8, backBufferLength: 0 });
            destroy = () => hls.destroy();
            startHls(Hls, hls, video, source.src, 'VOD', {
              ready: start,
              tracksChanged: () => undefined,
              gaveUp: () => setPlaying(false),
              isCancelled: () => cancelled,
              recovered: () => false,
            });
          }),
        )
        .catch(() => undefined);
    }
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [source]);

  if (!source) return null;
  return (
    <video
      ref={videoRef}
      className="blk-hero__video"
      data-playing={playing || undefined}
      data-muted={source.muted}
      poster={poster}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={() => setPlaying(true)}
      onError={() => setPlaying(false)}
    />
  );
}
