/**
 * Jobs run one per task, in the order they were queued. Several blocks finishing the same
 * step at once (every carousel's keen-slider arriving in one microtask checkpoint) would
 * otherwise do all their work in a single long task; each in a task of its own leaves the
 * main thread free for input between them. The answer settles with the job's result or error;
 * a failed job does not stop the ones after it.
 */
let queue: Promise<void> = Promise.resolve();

export function inItsOwnTask<T>(job: () => T): Promise<T> {
  const run = queue.then(
    () =>
      new Promise<T>((resolve, reject) => {
        setTimeout(() => {
          try {
            resolve(job());
          } catch (error) {
            reject(error);
          }
        }, 0);
      }),
  );
  queue = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}
