import { describe, expect, it } from 'vitest';
import { inItsOwnTask } from './one-per-task';

/** The task a job ran in: a counter a zero-delay timer moves on once per task. */
function taskClock() {
  let task = 0;
  let running = true;
  const tick = () => {
    task++;
    if (running) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  return { now: () => task, stop: () => (running = false) };
}

describe('inItsOwnTask', () => {
  it('runs queued jobs in order, each in a later task than the one before, never in the caller’s task', async () => {
    const clock = taskClock();
    const ran: Array<[string, number]> = [];
    const done = Promise.all(['a', 'b', 'c'].map((name) => inItsOwnTask(() => ran.push([name, clock.now()]))));
    expect(ran).toEqual([]);
    await done;
    clock.stop();
    expect(ran.map(([name]) => name)).toEqual(['a', 'b', 'c']);
    expect(ran[1][1]).toBeGreaterThan(ran[0][1]);
    expect(ran[2][1]).toBeGreaterThan(ran[1][1]);
  });

  it('answers the job’s result, and a job that throws rejects without stopping the next', async () => {
    await expect(inItsOwnTask(() => 42)).resolves.toBe(42);
    const failed = inItsOwnTask(() => {
      throw new Error('job failed');
    });
    const next = inItsOwnTask(() => 'next');
    await expect(failed).rejects.toThrow('job failed');
    await expect(next).resolves.toBe('next');
  });
});
