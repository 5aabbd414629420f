/**
 * Multi-view rules: the layouts and
 * how many streams each shows, which events fill the tiles, and what adding or swapping
 * a stream from the carousel does. Pure, shared by the loader and the screen.
 *
 * The screen's state lives in its URL, so it can be shared and works before scripts run:
 * `/multi-video/{eventId}?layout=quad&with=live-2,channel-1,channel-6`. The path's event is
 * the first tile; `with` lists the others in order (spec silent: our naming).
 */
import type { LabelKey } from '~/labels/labels';

export const LAYOUTS = ['twoUp', 'pip', 'threeUp', 'quad'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** Streams per layout: 2, 2, 3, 4. */
export const LAYOUT_STREAMS: Record<LayoutName, number> = { twoUp: 2, pip: 2, threeUp: 3, quad: 4 };
export const DEFAULT_LAYOUT: LayoutName = 'twoUp';
export const MAX_STREAMS = 4;

/** Live events per carousel page. */
export const CAROUSEL_PAGE_SIZE = 12;

/** Label key of each layout's name. */
export const LAYOUT_LABEL_KEYS: Record<LayoutName, LabelKey> = {
  twoUp: 'layoutTwoUp',
  pip: 'layoutPip',
  threeUp: 'layoutThreeUp',
  quad: 'layoutQuad',
};

/** Event and channel ids as the platform writes them. */
const EVENT_ID = /^[A-Za-z0-9_.-]{1,100}$/;

export function parseLayout(value: string | null | undefined): LayoutName {
  return (LAYOUTS as readonly string[]).includes(value ?? '') ? (value as LayoutName) : DEFAULT_LAYOUT;
}

/** The `with` query: valid, distinct ids other than the first tile's, at most three. */
export function parseOtherIds(value: string | null | undefined, firstId: string): string[] {
  if (!value) return [];
  const ids: string[] = [];
  for (const raw of value.split(',')) {
    const id = raw.trim();
    if (!EVENT_ID.test(id) || id === firstId || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length === MAX_STREAMS - 1) break;
  }
  return ids;
}

/** The carousel page query `p` (from 1). */
export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/**
 * The events on screen: the path's event, then the requested ones, cut to the layout's
 * count; free tiles are filled from the live events on air that are not shown yet.
 */
export function tileIds(firstId: string, otherIds: readonly string[], layout: LayoutName, liveIds: readonly string[] = []): string[] {
  const count = LAYOUT_STREAMS[layout];
  const ids = [firstId, ...otherIds.filter((id) => id !== firstId)].slice(0, count);
  for (const id of liveIds) {
    if (ids.length >= count) break;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * A carousel choice: already on screen → unchanged; a free tile → appended; otherwise it
 * replaces the tile at `replaceIndex` (the one the viewer marked, else the last tile).
 */
export function chooseEvent(ids: readonly string[], layout: LayoutName, eventId: string, replaceIndex: number | null): string[] {
  if (ids.includes(eventId)) return [...ids];
  if (ids.length < LAYOUT_STREAMS[layout]) return [...ids, eventId];
  const index = replaceIndex !== null && replaceIndex >= 0 && replaceIndex < ids.length ? replaceIndex : ids.length - 1;
  return ids.map((id, i) => (i === index ? eventId : id));
}

/** Switching layout keeps the first streams that fit (the one with the sound among them when possible). */
export function fitToLayout(ids: readonly string[], layout: LayoutName, soundId: string | null): string[] {
  const count = LAYOUT_STREAMS[layout];
  if (ids.length <= count) return [...ids];
  const kept = ids.slice(0, count);
  if (soundId && ids.includes(soundId) && !kept.includes(soundId)) kept[count - 1] = soundId;
  return kept;
}

/** The screen's query for a set of tiles: the first id is the path's, the rest go to `with`. */
export function multiviewQuery(ids: readonly string[], layout: LayoutName, page = 1): Record<string, string | null> {
  return {
    layout: layout === DEFAULT_LAYOUT ? null : layout,
    with: ids.length > 1 ? ids.slice(1).join(',') : null,
    p: page > 1 ? String(page) : null,
  };
}

/** Which tile has the sound: the wanted one while it is on screen, else the first. */
export function soundTile(ids: readonly string[], wanted: string | null): string | null {
  if (wanted && ids.includes(wanted)) return wanted;
  return ids[0] ?? null;
}

/** Seconds until the next heartbeat: the platform's `nextHeartbeatInSeconds`, kept within sane bounds. */
export function nextHeartbeatDelayMs(nextHeartbeatInSeconds: unknown): number {
  const seconds = typeof nextHeartbeatInSeconds === 'number' && Number.isFinite(nextHeartbeatInSeconds) ? nextHeartbeatInSeconds : 30;
  return Math.min(300, Math.max(5, seconds)) * 1000;
}

/** Stands for the first tile's id in the path template the loader hands to the client. */
export const EVENT_PLACEHOLDER = '__EVENT__';

/** A link to the screen written on the client from the loader's path template (no route table in the browser). */
export function pathFromTemplate(template: string, ids: readonly string[], layout: LayoutName, page = 1): string {
  const path = template.replace(EVENT_PLACEHOLDER, encodeURIComponent(ids[0] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(multiviewQuery(ids, layout, page))) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
