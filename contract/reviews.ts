/**
 * Video reviews (spec 02 §5 and spec 03 §5: "Review form submits only when valid and allowed";
 * the paths and payloads are **(chosen)**, after the favourite calls' `/favourite/vods/{id}`).
 * A signed-in viewer who may watch a video rates it 1 to 5 stars with an optional short text;
 * one review per viewer per video, a new one replaces the old.
 */
import { z } from 'zod';
import { defineCall, text } from './define.js';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_TEXT_MAX } from './review-limits.js';

const myReview = z.object({
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  text: z.string().nullable(),
  updatedAt: z.string(),
});

export const reviewSummary = z
  .object({
    id: z.string(),
    /** The viewer may review this video: signed in and granted access to it. */
    allowed: z.boolean(),
    /** Mean rating of every review, one decimal; null before the first. */
    averageRating: z.number().nullable(),
    reviewCount: z.number().int(),
    /** The viewer's own review, or null. */
    mine: myReview.nullable(),
  })
  .meta({ id: 'ReviewSummary' });
export type ReviewSummary = z.output<typeof reviewSummary>;

const params = z.object({ id: text.id(128) });

export const reviews = {
  summary: defineCall({
    method: 'GET',
    path: '/review/vods/:id',
    summary: 'A video’s rating summary, whether the viewer may review it, and the viewer’s own review (chosen path)',
    params,
    answer: reviewSummary,
    errors: [400, 404],
  }),
  post: defineCall({
    method: 'POST',
    path: '/review/vods/:id',
    summary: 'Review a video the viewer may watch: 1 to 5 stars and an optional text; replaces the viewer’s earlier review (chosen path)',
    params,
    body: z.strictObject({
      rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
      text: z.string().max(REVIEW_TEXT_MAX).optional(),
    }),
    answer: reviewSummary,
    errors: [400, 401, 403, 404],
  }),
};
