import { describe, expect, it } from 'vitest';
import {
  MAX_MEDIA_RECOVERIES,
  MAX_NETWORK_RETRIES,
  MEDIA_RECOVERY_INTERVAL_MS,
  nextRecoveryStep,
  type FatalErrorKind,
  type FatalErrorRecord,
} from '../../app/player/recovery';

/** Feeds errors through the policy the way the Player does, recording each step. */
function simulate(errors: { kind: FatalErrorKind; at: number }[]) {
  const history: FatalErrorRecord[] = [];
  return errors.map((e) => {
    history.push({ ...e });
    const step = nextRecoveryStep(history, e.at);
    history[history.length - 1].step = step;
    return step;
  });
}

describe('nextRecoveryStep', () => {
  it('gives up on an empty history', () => {
    expect(nextRecoveryStep([], 0)).toBe('giveUp');
  });

  it('fatal network errors: startLoad a bounded number of times, then give up', () => {
    const steps = simulate(Array.from({ length: MAX_NETWORK_RETRIES + 2 }, (_, i) => ({ kind: 'network' as const, at: i * 60_000 })));
    expect(steps).toEqual([...Array(MAX_NETWORK_RETRIES).fill('startLoad'), 'giveUp', 'giveUp']);
  });

  it('fatal media error: recoverMediaError first', () => {
    expect(simulate([{ kind: 'media', at: 1_000 }])).toEqual(['recoverMediaError']);
  });

  it('a second media error within ~5 s swaps the audio codec, a third gives up', () => {
    expect(
      simulate([
        { kind: 'media', at: 1_000 },
        { kind: 'media', at: 2_000 },
        { kind: 'media', at: 3_000 },
      ]),
    ).toEqual(['recoverMediaError', 'swapAudioCodecAndRecover', 'giveUp']);
  });

  it('media errors spaced further than the interval recover again, up to the total budget', () => {
    const spaced = Array.from({ length: MAX_MEDIA_RECOVERIES + 1 }, (_, i) => ({ kind: 'media' as const, at: i * (MEDIA_RECOVERY_INTERVAL_MS + 1) }));
    expect(simulate(spaced)).toEqual([...Array(MAX_MEDIA_RECOVERIES).fill('recoverMediaError'), 'giveUp']);
  });

  it('after a quiet period recovers plainly again, but never swaps the codec twice', () => {
    const gap = MEDIA_RECOVERY_INTERVAL_MS + 1;
    expect(
      simulate([
        { kind: 'media', at: 0 },
        { kind: 'media', at: 100 },
        { kind: 'media', at: 100 + gap },
        { kind: 'media', at: 150 + gap },
      ]),
    ).toEqual(['recoverMediaError', 'swapAudioCodecAndRecover', 'recoverMediaError', 'giveUp']);
  });

  it('other fatal errors are not recovered', () => {
    expect(simulate([{ kind: 'other', at: 0 }])).toEqual(['giveUp']);
  });

  it('after giving up everything stays given up (no retry loops)', () => {
    expect(
      simulate([
        { kind: 'other', at: 0 },
        { kind: 'network', at: 10_000 },
        { kind: 'media', at: 20_000 },
      ]),
    ).toEqual(['giveUp', 'giveUp', 'giveUp']);
  });

  it('network and media budgets are independent', () => {
    expect(
      simulate([
        { kind: 'network', at: 0 },
        { kind: 'media', at: 1 },
        { kind: 'network', at: 2 },
      ]),
    ).toEqual(['startLoad', 'recoverMediaError', 'startLoad']);
  });
});
