/**
 * The live-now event stream in the browser: `/_data/live-stream` relays the platform's server-sent events
 * (`snapshot` { ids }, `added` / `removed` { id, title, thumbnailUrl }). The set of live
 * ids gives the live-now badge its count (adding an event increments it, removing one
 * drops it); each `added` event also raises the toast.
 *
 * Loaded with a dynamic import after the page has hydrated (live-toast.tsx), so none of
 * this is in the page's initial JavaScript.
 */

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

export type LiveStreamMessage = { type: 'snapshot'; data: string } | { type: 'added'; data: string } | { type: 'removed'; data: string };

/** The live ids after one message (a new set when it changed, the same one otherwise). Malformed messages change nothing. */
export function nextLiveIds(ids: ReadonlySet<string>, message: LiveStreamMessage): ReadonlySet<string> {
  let value: unknown;
  try {
    value = JSON.parse(message.data);
  } catch {
    return ids;
  }
  if (message.type === 'snapshot') {
    const list = (value as { ids?: unknown } | null)?.ids;
    return Array.isArray(list) ? new Set(list.filter((id): id is string => typeof id === 'string' && id.length > 0)) : ids;
  }
  const id = (value as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || !id) return ids;
  if (message.type === 'added') return ids.has(id) ? ids : new Set([...ids, id]);
  if (!ids.has(id)) return ids;
  const next = new Set(ids);
  next.delete(id);
  return next;
}

const RECONNECT_MS = 30_000;

/** Connects to the relay; returns the disconnect function. `onCount` gets the live count after each change. */
export function connectLiveStream(handlers: { onAdded: (event: LiveAdded) => void; onCount: (count: number) => void }): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let ids: ReadonlySet<string> = new Set();
  const apply = (type: LiveStreamMessage['type']) => (message: MessageEvent<string>) => {
    const next = nextLiveIds(ids, { type, data: message.data });
    if (next !== ids || type === 'snapshot') {
      ids = next;
      handlers.onCount(ids.size);
    }
    if (type === 'added') {
      const added = parseLiveAdded(message.data);
      if (added) handlers.onAdded(added);
    }
  };
  const connect = () => {
    source = new EventSource('/_data/live-stream');
    source.addEventListener('snapshot', apply('snapshot') as EventListener);
    source.addEventListener('added', apply('added') as EventListener);
    source.addEventListener('removed', apply('removed') as EventListener);
    // EventSource gives up for good on a non-200 answer (platform down): try again later.
    source.onerror = () => {
      if (source?.readyState === EventSource.CLOSED && !retry) {
        retry = setTimeout(() => {
          retry = null;
          connect();
        }, RECONNECT_MS);
      }
    };
  };
  connect();
  return () => {
    if (retry) clearTimeout(retry);
    source?.close();
  };
}
