/**
 * The review form's rules, shared by the form (which submits only when they hold) and the
 * resource route (which checks them again: a form can be posted by anything). A rating of
 * 1 to 5 is required; the text is optional and at most REVIEW_TEXT_MAX characters.
 * After a post the page carries `?review=posted|failed`, which shows the toast.
 */
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_TEXT_MAX } from '../../contract/review-limits';

export const REVIEW_QUERY = 'review';
export const REVIEW_RATINGS = Array.from({ length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 }, (_, i) => REVIEW_RATING_MIN + i);
export { REVIEW_TEXT_MAX };

export type ReviewOutcome = 'posted' | 'failed';

export type ReviewInput = { ok: true; rating: number; text: string } | { ok: false; problem: 'rating' | 'text' };

/**
 * Length as the platform's contract and the textarea's `maxLength` count it (UTF-16 units: an
 * emoji counts two), so what the form allows the platform accepts.
 */
export const textLength = (text: string) => text.length;

export function readReview(rating: unknown, text: unknown): ReviewInput {
  const value = typeof rating === 'string' && /^[0-9]$/.test(rating) ? Number(rating) : Number.NaN;
  if (!REVIEW_RATINGS.includes(value)) return { ok: false, problem: 'rating' };
  const body = typeof text === 'string' ? text.trim() : '';
  if (textLength(body) > REVIEW_TEXT_MAX) return { ok: false, problem: 'text' };
  return { ok: true, rating: value, text: body };
}

/** `path` with the outcome set (or cleared, for null), and the review section as its anchor. */
export function withReviewOutcome(path: string, outcome: ReviewOutcome | null): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.delete(REVIEW_QUERY);
  if (outcome) url.searchParams.set(REVIEW_QUERY, outcome);
  return url.pathname + url.search + (outcome ? '#review' : url.hash);
}

export function reviewOutcomeFrom(query: URLSearchParams): ReviewOutcome | null {
  const value = query.get(REVIEW_QUERY);
  return value === 'posted' || value === 'failed' ? value : null;
}

export const reviewAction = (id: string) => `/_data/review/${encodeURIComponent(id)}`;
