/**
 * Live-event toast: when a live event starts, a toast with its
 * image (160×90) appears once the image has loaded (the default card thumbnail if it
 * fails), links to the live route with a "watch now" action, and clears 15 000 ms after
 * the event was added. The same stream feeds the live-now badge's count (`onCount`).
 * Fed by the server-sent events relayed at /_data/live-stream; absent without JS.
 *
 * This module only holds state: the stream client (live-stream-client.ts) is imported
 * after hydration and the toast (live-toast-view.tsx) when the first event arrives, so
 * neither is part of the page load.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ClientPathSet } from '~/routing/client-paths';
import type { LiveAdded } from './live-stream-client';

export const TOAST_MS = 15_000;

const LiveToastView = lazy(() => import('./live-toast-view'));

export function LiveToast({ paths, onCount }: { paths: ClientPathSet; onCount?: (count: number) => void }) {
  // `seq` renews the view (and its image state) for each event.
  const [current, setCurrent] = useState<{ event: LiveAdded; seq: number } | null>(null);
  const countRef = useRef(onCount);
  countRef.current = onCount;

  useEffect(() => {
    let seq = 0;
    let disconnect: (() => void) | null = null;
    let closed = false;
    import('./live-stream-client')
      .then(({ connectLiveStream }) => {
        if (closed) return;
        disconnect = connectLiveStream({
          onAdded: (event) => setCurrent({ event, seq: ++seq }),
          onCount: (count) => countRef.current?.(count),
        });
      })
      .catch(() => undefined);
    return () => {
      closed = true;
      disconnect?.();
    };
  }, []);

  // Clears 15 s after the event was added (a newer event restarts the clock).
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [current]);

  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <LiveToastView key={current.seq} event={current.event} paths={paths} onClose={() => setCurrent(null)} />
    </Suspense>
  );
}
