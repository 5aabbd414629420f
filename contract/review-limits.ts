/** The review limits, without zod, so the web's form can import them into the browser. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** Characters of review text (migration 021 holds the same limit). */
export const REVIEW_TEXT_MAX = 500;
