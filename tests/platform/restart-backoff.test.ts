import { describe, expect, it } from 'vitest';
import { nextDelay } from '../../scripts/restart-backoff.mjs';

describe('npm start restarts a crashed platform with backoff', () => {
  it('1 s, doubling to 30 s while it keeps crashing; back to 1 s after a minute up', () => {
    const delays: number[] = [];
    let delay = 0;
    for (let i = 0; i < 8; i++) delays.push((delay = nextDelay(delay, 500)));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(nextDelay(30000, 60_000)).toBe(1000);
    expect(nextDelay(4000, 59_000)).toBe(8000);
  });
});
