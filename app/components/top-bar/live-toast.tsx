/**
 * Live-event toast (routes-and-access §2.8): when a live event starts, a toast with its
 * image (160×90) appears once the image has loaded (a plain tile if it fails), links to
 * the live route with a "watch now" action, and clears 15 000 ms after the event was added.
 * Fed by the server-sent events relayed at /_data/live-stream; absent without JS.
 *
 * This module only listens; the toast (live-toast-view.tsx) is imported when the first
 * event arrives, so its code is not part of the page load.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ClientPathSet } from '~/routing/client-paths';

export const TOAST_MS = 15_000;
const RECONNECT_MS = 30_000;

export interface LiveAdded {
  id: string;
  title: string;
  thumbnailUrl?: string;
}

export function parseLiveAdded(data: string): LiveAdded | null {
  try {
    const value = JSON.parse(data) as Record<string, unknown>;
    if (typeof value.id !== 'string' || !value.id) return null;
    return {
      id: value.id,
      title: typeof value.title === 'string' ? value.title : '',
      thumbnailUrl: typeof value.thumbnailUrl === 'string' && /^https?:\/\//.test(value.thumbnailUrl) ? value.thumbnailUrl : undefined,
    };
  } catch {
    return null;
  }
}

const LiveToastView = lazy(() => import('./live-toast-view'));

export function LiveToast({ paths }: { paths: ClientPathSet }) {
  // `seq` renews the view (and its image state) for each event.
  const [current, setCurrent] = useState<{ event: LiveAdded; seq: number } | null>(null);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let seq = 0;
    const onAdded = (message: MessageEvent<string>) => {
      const added = parseLiveAdded(message.data);
      if (!added) return;
      seq += 1;
      setCurrent({ event: added, seq });
    };
    const connect = () => {
      source = new EventSource('/_data/live-stream');
      source.addEventListener('added', onAdded as EventListener);
      // EventSource gives up for good on a non-200 answer (platform down): try again later.
      source.onerror = () => {
        if (source?.readyState === EventSource.CLOSED && !retry) retry = setTimeout(() => { retry = null; connect(); }, RECONNECT_MS);
      };
    };
    connect();
    return () => {
      if (retry) clearTimeout(retry);
      source?.close();
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
