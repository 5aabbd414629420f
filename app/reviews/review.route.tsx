/**
 * `POST /_data/review/{id}` (form: `rating`, `text`, `from`): the review form. Always answers
 * with a redirect back to the video (`from`, a path on this site) carrying `?review=posted` or
 * `?review=failed`, so the form works without JavaScript and the page shows the toast.
 * Guests go to sign in.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { readVideoFormPost } from '~/watch/video-form-post.server';
import { readReview, withReviewOutcome } from './review-form';

export async function action(args: ActionFunctionArgs) {
  const post = await readVideoFormPost(args);
  if (post instanceof Response) return post;
  const { id, form, back, headers } = post;
  const ctx = args.context;
  const input = readReview(form.get('rating'), form.get('text'));
  if (!input.ok) return redirect(withReviewOutcome(back, 'failed'), { headers });
  const answer = await ctx.platform.reviews.post({ params: { id }, body: { rating: input.rating, ...(input.text ? { text: input.text } : {}) } });
  return redirect(withReviewOutcome(back, answer.ok ? 'posted' : 'failed'), { headers });
}

// No state change on GET.
export async function loader(_: LoaderFunctionArgs) {
  return json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } });
}
