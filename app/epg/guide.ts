/**
 * Programme-guide rules.
 * Pure: the loader and the tests use them.
 *
 * - Channels are paged 20 at a time (the platform's cursor `lastSeen`).
 * - The guide shows a window of hours; `from` in the query moves it (whole hours, from a
 *   day back to a week ahead, as far as the platform answers).
 * - Each channel marks its current programme (on air now) and the next one.
 * - The programme modal opens only for granted content with programme-guide playback
 *   enabled; it offers watch from start / watch live with the primary chosen by the
 *   programme's playback status.
 */
import { liveActions, type LiveActions, type PlaybackStatus } from '~/live/playback-status';

export const EPG_PAGE_SIZE = 20;
export const HOUR_MS = 3_600_000;
export const GUIDE_WINDOW_HOURS = 6;
/** How far the guide reaches back and ahead of now. */
export const GUIDE_PAST_MS = 24 * HOUR_MS;
export const GUIDE_AHEAD_MS = 7 * 24 * HOUR_MS - GUIDE_WINDOW_HOURS * HOUR_MS;
export const GUIDE_DAYS = 7;

export type ProgrammeSlot = 'past' | 'current' | 'next' | 'later';

export interface TimedProgramme {
  id: string;
  startDate: string;
  endDate: string;
}

/** The hour that started at or before `now`. */
export function hourStart(now: number): number {
  return Math.floor(now / HOUR_MS) * HOUR_MS;
}

/**
 * The window start asked for by the `from` query (ISO), snapped to the hour and kept
 * within [now − 24 h, now + 7 days − window]; the current hour when absent or unreadable.
 */
export function guideWindowStart(fromQuery: string | null, now: number): number {
  const current = hourStart(now);
  if (!fromQuery) return current;
  const asked = Date.parse(fromQuery);
  if (Number.isNaN(asked)) return current;
  const snapped = hourStart(asked);
  return Math.min(Math.max(snapped, hourStart(now - GUIDE_PAST_MS)), hourStart(now + GUIDE_AHEAD_MS));
}

export interface GuideWindow {
  from: number;
  to: number;
  /** Window starts for the earlier/later links; null at the edges. */
  earlier: number | null;
  later: number | null;
}

export function guideWindow(fromQuery: string | null, now: number): GuideWindow {
  const from = guideWindowStart(fromQuery, now);
  const step = GUIDE_WINDOW_HOURS * HOUR_MS;
  const earlier = guideWindowStart(new Date(from - step).toISOString(), now);
  const later = guideWindowStart(new Date(from + step).toISOString(), now);
  return { from, to: from + step, earlier: earlier < from ? earlier : null, later: later > from ? later : null };
}

/** The guide's day tabs: today and the next six days, each starting at midnight UTC (today: the current hour). */
export function guideDays(now: number): { start: number; today: boolean }[] {
  const midnight = Math.floor(now / (24 * HOUR_MS)) * 24 * HOUR_MS;
  return Array.from({ length: GUIDE_DAYS }, (_, i) =>
    i === 0 ? { start: hourStart(now), today: true } : { start: midnight + i * 24 * HOUR_MS, today: false },
  );
}

/**
 * Each programme's slot at `now`: the one on air is `current`, the first one starting at
 * or after the current one's end (or after now when nothing is on air) is `next`.
 */
export function programmeSlots(programmes: readonly TimedProgramme[], now: number): Map<string, ProgrammeSlot> {
  const slots = new Map<string, ProgrammeSlot>();
  const sorted = [...programmes].sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
  let nextFound = false;
  for (const programme of sorted) {
    const start = Date.parse(programme.startDate);
    const end = Date.parse(programme.endDate);
    if (Number.isNaN(start) || Number.isNaN(end)) continue;
    if (end <= now) slots.set(programme.id, 'past');
    else if (start <= now) slots.set(programme.id, 'current');
    else if (!nextFound) {
      slots.set(programme.id, 'next');
      nextFound = true;
    } else slots.set(programme.id, 'later');
  }
  return slots;
}

/**
 * A programme's playback status: the one on air plays live; an earlier one still inside
 * the DVR window plays from its start. Anything else is not playable (null).
 */
export function programmePlaybackStatus(slot: ProgrammeSlot, programmeStart: number, now: number, dvrWindowSeconds: number): PlaybackStatus | null {
  if (slot === 'current') return 'live';
  if (slot === 'past' && now - programmeStart <= dvrWindowSeconds * 1000) return 'restart';
  return null;
}

export interface ProgrammeModalRule {
  /** The modal opens for this programme. */
  opens: boolean;
  actions: LiveActions | null;
}

/** The modal only for granted content with programme-guide playback enabled, and only for a playable programme. */
export function programmeModalRule(input: { accessLevel: string; epgPlayback: boolean; status: PlaybackStatus | null }): ProgrammeModalRule {
  const opens = input.accessLevel === 'GRANTED' && input.epgPlayback && input.status !== null;
  return { opens, actions: opens && input.status ? liveActions(input.status, { epgPlayback: input.epgPlayback }) : null };
}

/**
 * When a guide rendered at `now` stops being true: it shows which programme is on air, which
 * ones open the modal (a past programme only while its start is inside the DVR window), and a
 * window and day tabs that start at the current hour. So: the next programme start or end, a
 * past programme leaving the DVR window, or the next hour, whichever comes first.
 */
export function guideChangeAt(programmes: readonly TimedProgramme[], now: number, dvrWindowSeconds: number): number {
  let change = hourStart(now) + HOUR_MS;
  for (const programme of programmes) {
    const start = Date.parse(programme.startDate);
    for (const moment of [start, Date.parse(programme.endDate), start + dvrWindowSeconds * 1000]) {
      if (moment > now && moment < change) change = moment;
    }
  }
  return change;
}
