/**
 * A small in-memory cache with TTL + stale-while-revalidate, that never forgets
 * the last good value, so an outage serves the last good copy.
 *
 *  age < ttl                 → fresh: served as is
 *  ttl ≤ age < ttl + swr     → stale: served at once, refreshed in the background
 *  older, or missing         → fetched now; if that fails, the last good value is served
 *
 * A loader that returns `{ ok: false }` is a failure; failures are never cached.
 */
export type Loaded<T> = { ok: true; data: T } | { ok: false; error: unknown };

interface Entry<T> {
  value: T;
  storedAt: number;
}

export interface CacheAnswer<T> {
  value: T;
  /** 'fresh' | 'stale' (served while refreshing) | 'fallback' (refresh failed, last good copy). */
  state: 'fresh' | 'stale' | 'fallback';
}

export interface SwrCacheOptions {
  ttlMs: number;
  staleMs: number;
  /** Bound on distinct keys, oldest dropped first (hostile input must not grow memory). */
  maxEntries?: number;
  now?: () => number;
}

export function createSwrCache<T>(options: SwrCacheOptions) {
  const entries = new Map<string, Entry<T>>();
  const inflight = new Map<string, Promise<Loaded<T>>>();
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 500;

  function store(key: string, value: T) {
    entries.delete(key);
    entries.set(key, { value, storedAt: now() });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  function load(key: string, loader: () => Promise<Loaded<T>>): Promise<Loaded<T>> {
    let pending = inflight.get(key);
    if (!pending) {
      pending = loader()
        .catch((error: unknown): Loaded<T> => ({ ok: false, error }))
        .then((result) => {
          if (result.ok) store(key, result.data);
          return result;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    return pending;
  }

  return {
    async get(key: string, loader: () => Promise<Loaded<T>>): Promise<Loaded<CacheAnswer<T>>> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      if (entry && age < options.ttlMs) return { ok: true, data: { value: entry.value, state: 'fresh' } };
      if (entry && age < options.ttlMs + options.staleMs) {
        void load(key, loader);
        return { ok: true, data: { value: entry.value, state: 'stale' } };
      }
      const result = await load(key, loader);
      if (result.ok) return { ok: true, data: { value: result.data, state: 'fresh' } };
      if (entry) return { ok: true, data: { value: entry.value, state: 'fallback' } };
      return result;
    },
    /** The last good value, whatever its age. */
    peek(key: string): T | undefined {
      return entries.get(key)?.value;
    },
    set: store,
    clear() {
      entries.clear();
      inflight.clear();
    },
  };
}
