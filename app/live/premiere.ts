/**
 * The live premiere modal: it opens at the
 * scheduled time plus 30 000 ms and closes at the end time (scheduled time plus the
 * video's duration). Times come from the server (loader data); the browser's clock may
 * be off, so the page measures the offset between the server's `now` and its own once
 * and runs its timers on server time. Pure.
 */

export const PREMIERE_MODAL_DELAY_MS = 30_000;

export interface PremiereWindow {
  /** Epoch ms. */
  opensAt: number;
  closesAt: number;
}

/** The modal's window, or null when the times are unusable (the modal then never opens). */
export function premiereWindow(scheduledAt: string | null | undefined, durationSeconds: number | null | undefined): PremiereWindow | null {
  if (!scheduledAt) return null;
  const start = Date.parse(scheduledAt);
  if (Number.isNaN(start)) return null;
  const duration = typeof durationSeconds === 'number' && Number.isFinite(durationSeconds) && durationSeconds > 0 ? durationSeconds * 1000 : 0;
  const closesAt = start + duration;
  const opensAt = start + PREMIERE_MODAL_DELAY_MS;
  // A premiere shorter than the delay never shows the modal.
  if (closesAt <= opensAt) return null;
  return { opensAt, closesAt };
}

export type PremiereModalState = 'waiting' | 'open' | 'closed';

export function premiereModalState(window: PremiereWindow | null, now: number): PremiereModalState {
  if (!window) return 'closed';
  if (now < window.opensAt) return 'waiting';
  if (now < window.closesAt) return 'open';
  return 'closed';
}

/** Milliseconds until the state changes next, or null when it never will. */
export function msUntilNextChange(window: PremiereWindow | null, now: number): number | null {
  const state = premiereModalState(window, now);
  if (!window || state === 'closed') return null;
  return (state === 'waiting' ? window.opensAt : window.closesAt) - now;
}

/** Server time from the browser's clock: `clientNow + offset`, offset measured against the loader's `serverNow`. */
export function clockOffset(serverNow: number, clientNow: number): number {
  return Number.isFinite(serverNow) && Number.isFinite(clientNow) ? serverNow - clientNow : 0;
}
