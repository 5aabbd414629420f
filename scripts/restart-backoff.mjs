/** Restart delays of a crashed platform (scripts/start.mjs): 1 s, doubling to 30 s; a run that stayed up a minute starts again from 1 s. */
export const RESTART = { firstMs: 1000, maxMs: 30_000, healthyMs: 60_000 };

/** The delay before the next start, given the previous delay (0: none yet) and how long the last run stayed up. */
export function nextDelay(previousMs, upMs) {
  if (previousMs === 0 || upMs >= RESTART.healthyMs) return RESTART.firstMs;
  return Math.min(previousMs * 2, RESTART.maxMs);
}
