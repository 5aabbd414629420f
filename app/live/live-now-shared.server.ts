/**
 * The top bar's live-now list, fetched once per realm, locale and country and shared by every
 * signed-in viewer for a few seconds.
 *
 * What the top bar shows of a live event (id, title, thumbnail, link) is the same for every
 * viewer of a realm, locale and country (the catalogue's availability depends on the country),
 * and the public live-now stream carries the same fields to anyone. So the list is asked for as
 * a guest (no viewer's token or address travels with it) and kept for `LIVE_NOW_TTL_MS`;
 * the browser follows changes through the stream meanwhile. Personal fields of an event (its
 * access level for this viewer) are never part of what is kept.
 *
 * - Keyed by platform, realm, locale, country and page size; at most `MAX_KEYS` keys (the
 *   oldest is dropped first).
 * - Concurrent misses of one key share one platform call.
 * - A failed answer is not kept: the next request asks again.
 */
import type { PlatformApi } from '../../contract/client';
import type { LiveNowItem } from '../root-data';
import { contentLink } from '../routing/content-links';

export const LIVE_NOW_TTL_MS = 5_000;
const MAX_KEYS = 200;

export interface LiveNowKey {
  /** The platform's base URL (several platforms in one process in tests). */
  platform: string;
  realm: string;
  locale: string;
  /** The viewer's country (X-Country), or null when the CDN states none. */
  country: string | null;
  rpp: number;
}

interface Kept {
  at: number;
  items: Promise<LiveNowItem[] | null>;
}

/** The events of one answer as the top bar shows them, links in `locale`. */
export function liveNowItems(events: readonly Record<string, unknown>[], locale: string): LiveNowItem[] {
  return events.flatMap((event) => {
    const id = typeof event.id === 'string' ? event.id : null;
    const title = typeof event.title === 'string' ? event.title : '';
    if (!id) return [];
    const href = contentLink({ id, type: 'LIVE', title, liveEventId: typeof event.liveEventId === 'string' ? event.liveEventId : undefined }, { locale });
    return href ? [{ id, title, thumbnailUrl: typeof event.thumbnailUrl === 'string' ? event.thumbnailUrl : undefined, href }] : [];
  });
}

/**
 * A shared list per key; `guestPlatform(key)` builds the guest client the list is fetched with.
 * `now` is injectable for tests.
 */
export function createLiveNowShare(guestPlatform: (key: LiveNowKey) => PlatformApi, now: () => number = Date.now) {
  const kept = new Map<string, Kept>();

  return function sharedLiveNow(key: LiveNowKey): Promise<LiveNowItem[] | null> {
    const id = JSON.stringify([key.platform, key.realm, key.locale, key.country, key.rpp]);
    const hit = kept.get(id);
    if (hit && now() - hit.at < LIVE_NOW_TTL_MS) return hit.items;
    const entry: Kept = {
      at: now(),
      items: guestPlatform(key)
        .live.liveNow({ query: { rpp: key.rpp } })
        .then((answer) => (answer.ok ? liveNowItems(answer.data.events, key.locale) : null)),
    };
    // A failure is forgotten as soon as it is known (unless a newer entry replaced it meanwhile).
    void entry.items.then(
      (items) => {
        if (items === null && kept.get(id) === entry) kept.delete(id);
      },
      () => {
        if (kept.get(id) === entry) kept.delete(id);
      },
    );
    kept.delete(id);
    if (kept.size >= MAX_KEYS) kept.delete(kept.keys().next().value as string);
    kept.set(id, entry);
    return entry.items;
  };
}
