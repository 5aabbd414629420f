/**
 * The query a guarded video's page carries after a refused PIN (`?pin=wrong|locked|format`,
 * `&wait=<minutes>` when locked), written by the unlock route and read by the watch page.
 * Only these values mean anything; everything else is ignored.
 */
export const PIN_QUERY = 'pin';
export const PIN_WAIT_QUERY = 'wait';

export type PinProblem = 'wrong' | 'locked' | 'format';
const PROBLEMS: readonly PinProblem[] = ['wrong', 'locked', 'format'];

/** `path` with the problem set (or cleared, for `null`); other query parameters stay. */
export function withPinProblem(path: string, problem: PinProblem | null, waitMinutes?: number): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.delete(PIN_QUERY);
  url.searchParams.delete(PIN_WAIT_QUERY);
  if (problem) url.searchParams.set(PIN_QUERY, problem);
  if (problem === 'locked' && waitMinutes) url.searchParams.set(PIN_WAIT_QUERY, String(Math.min(Math.max(1, Math.round(waitMinutes)), 1440)));
  return url.pathname + url.search + url.hash;
}

export function pinProblemFrom(query: URLSearchParams): { problem: PinProblem; waitMinutes: number | null } | null {
  const value = query.get(PIN_QUERY);
  const problem = PROBLEMS.find((p) => p === value);
  if (!problem) return null;
  const wait = Number(query.get(PIN_WAIT_QUERY));
  return { problem, waitMinutes: problem === 'locked' && Number.isInteger(wait) && wait > 0 && wait <= 1440 ? wait : null };
}
