/**
 * The multi-view heartbeat while the viewer watches: `POST /_data/multiview-heartbeat`
 * (this site's resource route relays it to the platform's `/v1/multiviewHeartbeat` with the
 * session's token; the browser never calls the platform). Sent at once, again whenever the
 * streams on screen change, then every `nextHeartbeatInSeconds` the answer names, and
 * paused while the page is hidden (the viewer is not watching then).
 */
import { useEffect } from 'react';
import { nextHeartbeatDelayMs } from './layouts';

export const HEARTBEAT_URL = '/_data/multiview-heartbeat';

export function useMultiviewHeartbeat(eventIds: readonly string[]) {
  const key = eventIds.join(',');
  useEffect(() => {
    if (!key) return;
    const ids = key.split(',');
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    let busy = false;
    const abort = new AbortController();

    const schedule = (ms: number) => {
      if (timer) clearTimeout(timer);
      timer = stopped ? null : setTimeout(beat, ms);
    };
    async function beat() {
      timer = null;
      if (stopped || busy || document.visibilityState === 'hidden') return;
      busy = true;
      let delay = nextHeartbeatDelayMs(undefined);
      try {
        const res = await fetch(HEARTBEAT_URL, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ eventIds: ids }),
          credentials: 'same-origin',
          signal: abort.signal,
        });
        if (res.ok) delay = nextHeartbeatDelayMs(((await res.json()) as { nextHeartbeatInSeconds?: unknown }).nextHeartbeatInSeconds);
      } catch {
        // A lost heartbeat is harmless: the next one follows at the default interval.
      }
      busy = false;
      schedule(delay);
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && !timer) void beat();
    };

    void beat();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      abort.abort();
      if (timer) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [key]);
}
