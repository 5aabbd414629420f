/**
 * What to do about a fatal hls.js error, following the hls.js guidance
 * (docs/API.md "Fatal Error Recovery"):
 *  - fatal NETWORK_ERROR: `hls.startLoad()`, a bounded number of times;
 *  - fatal MEDIA_ERROR: `hls.recoverMediaError()`; if another one comes within a few
 *    seconds of the last recovery, `hls.swapAudioCodec()` + `recoverMediaError()` once;
 *  - anything else (or when the budget is spent): destroy and show the error.
 * Pure so the policy can be tested without a browser; the Player keeps the history.
 */

export type FatalErrorKind = 'network' | 'media' | 'other';
export type RecoveryStep = 'startLoad' | 'recoverMediaError' | 'swapAudioCodecAndRecover' | 'giveUp';

export interface FatalErrorRecord {
  kind: FatalErrorKind;
  /** Epoch ms when the error arrived. */
  at: number;
  /** The step taken for it (absent on the error being decided now). */
  step?: RecoveryStep;
}

export const MAX_NETWORK_RETRIES = 3;
/** A media error this soon after a recoverMediaError() means recovering alone did not help. */
export const MEDIA_RECOVERY_INTERVAL_MS = 5_000;
/** Total media recoveries (of either kind) before giving up for good. */
export const MAX_MEDIA_RECOVERIES = 3;

/**
 * `errorHistory`: earlier fatal errors with the step taken for each, oldest first,
 * followed by the error being decided now (its `step` is ignored).
 */
export function nextRecoveryStep(errorHistory: readonly FatalErrorRecord[], now: number): RecoveryStep {
  const current = errorHistory[errorHistory.length - 1];
  if (!current) return 'giveUp';
  const earlier = errorHistory.slice(0, -1);
  // A history that already gave up stays given up: no loops after the player was torn down.
  if (earlier.some((r) => r.step === 'giveUp')) return 'giveUp';

  if (current.kind === 'network') {
    const retries = earlier.filter((r) => r.step === 'startLoad').length;
    return retries < MAX_NETWORK_RETRIES ? 'startLoad' : 'giveUp';
  }
  if (current.kind === 'media') {
    const mediaSteps = earlier.filter((r) => r.step === 'recoverMediaError' || r.step === 'swapAudioCodecAndRecover');
    if (mediaSteps.length >= MAX_MEDIA_RECOVERIES) return 'giveUp';
    const last = mediaSteps[mediaSteps.length - 1];
    if (!last || now - last.at >= MEDIA_RECOVERY_INTERVAL_MS) return 'recoverMediaError';
    // Recovered moments ago and failed again: swap the audio codec, but only once.
    if (last.step === 'recoverMediaError' && !mediaSteps.some((r) => r.step === 'swapAudioCodecAndRecover')) {
      return 'swapAudioCodecAndRecover';
    }
    return 'giveUp';
  }
  return 'giveUp';
}
