import { describe, expect, it } from 'vitest';
import { readReview, reviewOutcomeFrom, withReviewOutcome, REVIEW_TEXT_MAX } from './review-form';

describe('readReview', () => {
  it('needs a whole rating from 1 to 5', () => {
    for (const rating of [undefined, null, '', '0', '6', '3.5', ' 3', '10', 'five', 4])
      expect(readReview(rating, '')).toEqual({ ok: false, problem: 'rating' });
    expect(readReview('1', undefined)).toEqual({ ok: true, rating: 1, text: '' });
    expect(readReview('5', '  Great  ')).toEqual({ ok: true, rating: 5, text: 'Great' });
  });

  it('bounds the trimmed text as the platform counts it', () => {
    expect(readReview('3', ` ${'x'.repeat(REVIEW_TEXT_MAX)} `).ok).toBe(true);
    expect(readReview('3', 'x'.repeat(REVIEW_TEXT_MAX + 1))).toEqual({ ok: false, problem: 'text' });
    expect(readReview('3', '😀'.repeat(REVIEW_TEXT_MAX / 2)).ok).toBe(true);
    expect(readReview('3', '😀'.repeat(REVIEW_TEXT_MAX / 2 + 1)).ok).toBe(false);
  });
});

describe('review outcome query', () => {
  it('sets, replaces and clears the outcome, keeping other parameters', () => {
    expect(withReviewOutcome('/video/vod-001/title?progress=30', 'posted')).toBe('/video/vod-001/title?progress=30&review=posted#review');
    expect(withReviewOutcome('/video/vod-001?review=posted', 'failed')).toBe('/video/vod-001?review=failed#review');
    expect(withReviewOutcome('/video/vod-001?review=posted&a=1', null)).toBe('/video/vod-001?a=1');
  });

  it('reads only the known outcomes', () => {
    expect(reviewOutcomeFrom(new URLSearchParams('review=posted'))).toBe('posted');
    expect(reviewOutcomeFrom(new URLSearchParams('review=failed'))).toBe('failed');
    expect(reviewOutcomeFrom(new URLSearchParams('review=<script>'))).toBeNull();
    expect(reviewOutcomeFrom(new URLSearchParams(''))).toBeNull();
  });
});
