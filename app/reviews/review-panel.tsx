/**
 * The video page's review section for a signed-in viewer: the rating summary and, when the
 * viewer may review the video ("allowed": granted access), the review form. The form is a
 * plain post to `/_data/review/{id}` (works without JavaScript; the browser's own checks
 * require a rating and bound the text); once hydrated, its button stays disabled until the
 * form is valid. The toast after a post comes from the page's `?review=` (./review-form.ts).
 */
import { Form, useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { useEffect, useId, useState } from 'react';
import { useT } from '~/labels/labels';
import type { ReviewSummary } from '../../contract/reviews';
import { readReview, REVIEW_RATINGS, REVIEW_TEXT_MAX, reviewAction, reviewOutcomeFrom, textLength, withReviewOutcome } from './review-form';

export function ReviewPanel({ review }: { review: ReviewSummary | null }) {
  const t = useT();
  const titleId = useId();
  const outcome = useOneShotOutcome();
  if (!review) return null;
  return (
    <section id="review" className="review-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="review-panel__title">
        {t('reviews')}
      </h2>
      <p className="review-panel__summary" data-review-count={review.reviewCount}>
        {review.averageRating !== null ? t('reviewAverage', { average: review.averageRating, count: review.reviewCount }) : t('reviewNone')}
      </p>
      {/* A new answer (after a post) brings the stored review: the form starts again from it. */}
      {review.allowed ? <ReviewForm key={review.mine?.updatedAt ?? 'new'} review={review} /> : null}
      {outcome ? (
        <p className="review-toast" role="status" data-outcome={outcome}>
          {t(outcome === 'posted' ? 'reviewPostingSuccessful' : 'reviewPostingFailed')}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The outcome of the last post, shown once: read from `?review=` (so it shows without
 * JavaScript), then, once hydrated, kept in state while the parameter leaves the address, so a
 * reload or a shared link does not announce the post again.
 */
function useOneShotOutcome() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromUrl = reviewOutcomeFrom(new URLSearchParams(location.search));
  const [shown, setShown] = useState(fromUrl);
  useEffect(() => {
    if (!fromUrl) return;
    setShown(fromUrl);
    navigate(withReviewOutcome(location.pathname + location.search, null) + location.hash, { replace: true, preventScrollReset: true });
  }, [fromUrl, location.pathname, location.search, location.hash, navigate]);
  return fromUrl ?? shown;
}

function ReviewForm({ review }: { review: ReviewSummary }) {
  const t = useT();
  const location = useLocation();
  const navigation = useNavigation();
  const [rating, setRating] = useState(review.mine ? String(review.mine.rating) : '');
  const [text, setText] = useState(review.mine?.text ?? '');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const valid = readReview(rating, text).ok;
  const sending = navigation.state === 'submitting' && navigation.formAction === reviewAction(review.id);
  return (
    <Form method="post" action={reviewAction(review.id)} className="review-form" preventScrollReset>
      <input type="hidden" name="from" value={withReviewOutcome(location.pathname + location.search, null)} />
      <fieldset className="review-form__stars">
        <legend>{t(review.mine ? 'reviewYourRating' : 'reviewRateThis')}</legend>
        {REVIEW_RATINGS.map((value) => (
          <label key={value} className="review-form__star" data-on={Number(rating) >= value}>
            <input
              type="radio"
              name="rating"
              value={value}
              required
              checked={rating === String(value)}
              onChange={(event) => setRating(event.currentTarget.value)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('reviewStars', { count: value })}</span>
          </label>
        ))}
      </fieldset>
      <label className="review-form__text">
        <span>{t('reviewText')}</span>
        <textarea name="text" rows={3} maxLength={REVIEW_TEXT_MAX} value={text} onChange={(event) => setText(event.currentTarget.value)} dir="auto" />
        <small>{t('reviewTextHint', { count: textLength(text.trim()), max: REVIEW_TEXT_MAX })}</small>
      </label>
      {/* Submits only when valid: the browser's checks without JavaScript, this with it. */}
      <button type="submit" className="button button--primary" disabled={(hydrated && !valid) || sending} data-action="review form submit">
        {t(review.mine ? 'reviewUpdate' : 'reviewSubmit')}
      </button>
    </Form>
  );
}
