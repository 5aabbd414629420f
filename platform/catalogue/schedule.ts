/**
 * Clock-relative schedules. Live events store start offsets from a schedule anchor
 * (by default the moment the platform started, rounded down to the minute; the
 * CATALOGUE_ANCHOR environment variable pins it, e.g. for several platform processes).
 * Channels store a programme pattern that repeats back to back from 00:00 UTC every day.
 * Everything here is pure: callers pass `now`.
 */
import type { CatalogueTranslations, ProgrammeSlot } from './fixture-types.js';

const MINUTE = 60_000;
export const DAY = 86_400_000;

export type LiveStatus = 'UPCOMING' | 'LIVE' | 'ENDED';

export interface ScheduledWindow {
  startOffsetMinutes: number;
  durationMinutes: number;
}

export function eventWindow(event: ScheduledWindow, anchor: number): { start: number; end: number } {
  const start = anchor + event.startOffsetMinutes * MINUTE;
  return { start, end: start + event.durationMinutes * MINUTE };
}

/** LIVE from start (inclusive) to end (exclusive); a zero-length window is never live. */
export function liveStatus(event: ScheduledWindow, anchor: number, now: number): LiveStatus {
  const { start, end } = eventWindow(event, anchor);
  if (now < start) return 'UPCOMING';
  if (now < end) return 'LIVE';
  return 'ENDED';
}

/** The anchor: CATALOGUE_ANCHOR (ISO date) when set and valid, else `now` rounded down to the minute. */
export function resolveAnchor(now: number, pinned: string | undefined): number {
  if (pinned) {
    const parsed = Date.parse(pinned);
    if (!Number.isNaN(parsed)) return parsed;
  }
  return Math.floor(now / MINUTE) * MINUTE;
}

/**
 * The schedule repeats every `cycleMs` after the base anchor (0: never), so a demo that
 * runs for days still has events live now and coming up: within each cycle the events
 * keep their offsets from the cycle's start.
 */
export function cycledAnchor(base: number, now: number, cycleMs: number): number {
  if (!(cycleMs > 0) || now < base) return base;
  return base + Math.floor((now - base) / cycleMs) * cycleMs;
}

export interface Programme {
  /** Stable: channel id and start minute. */
  id: string;
  channelId: string;
  programme: string;
  episode: string | null;
  thumbnailKey: string;
  /** The slot's name and episode per locale (read with the card builder's `text`). */
  translations?: CatalogueTranslations;
  start: number;
  end: number;
}

/** Programmes of one UTC day (slots laid back to back from midnight, the last one cut at midnight). */
function programmesOfDay(channelId: string, slots: ProgrammeSlot[], dayStart: number): Programme[] {
  const cycle = slots.reduce((sum, s) => sum + s.durationMinutes, 0);
  if (cycle <= 0) return [];
  const out: Programme[] = [];
  let t = dayStart;
  const dayEnd = dayStart + DAY;
  let i = 0;
  while (t < dayEnd) {
    const slot = slots[i % slots.length];
    const end = Math.min(t + slot.durationMinutes * MINUTE, dayEnd);
    out.push({
      id: `epg-${channelId}-${Math.floor(t / MINUTE)}`,
      channelId,
      programme: slot.programme,
      episode: slot.episode ?? null,
      thumbnailKey: slot.thumbnailKey,
      translations: slot.translations,
      start: t,
      end,
    });
    t = end;
    i++;
  }
  return out;
}

/** Programmes overlapping [from, to), in time order. */
export function programmesBetween(channelId: string, slots: ProgrammeSlot[], from: number, to: number): Programme[] {
  if (to <= from) return [];
  const out: Programme[] = [];
  for (let day = Math.floor(from / DAY) * DAY; day < to; day += DAY) {
    for (const p of programmesOfDay(channelId, slots, day)) {
      if (p.end > from && p.start < to) out.push(p);
    }
  }
  return out;
}

/** The programme on air at `now` and the one after it. */
export function nowAndNext(channelId: string, slots: ProgrammeSlot[], now: number): { current: Programme | null; next: Programme | null } {
  const list = programmesBetween(channelId, slots, now, now + DAY);
  return { current: list[0] ?? null, next: list[1] ?? null };
}
