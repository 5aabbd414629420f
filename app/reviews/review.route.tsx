/**
 * `POST /_data/review/{id}` (form: `rating`, `text`, `from`): the review form. Always answers
 * with a redirect back to the video (`from`, a path on this site) carrying `?review=posted` or
 * `?review=failed`, so the form works without JavaScript and the page shows the toast.
 * Guests go to sign in.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { requireSignedIn } from '~/account/guard.server';
import { pathFor } from '~/routing/paths';
import { safeRedirect } from '~/routing/safe-redirect';
import { CONTENT_ID_PATTERN } from '~/watch/watch-page.server';
import { readReview, withReviewOutcome } from './review-form';

export async function action({ request, params, context: ctx }: ActionFunctionArgs) {
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } });
  requireSignedIn(ctx);
  const id = params.id ?? '';
  if (!CONTENT_ID_PATTERN.test(id)) return json({ error: 'Unknown content' }, { status: 404 });
  const form = await request.formData();
  const back = safeRedirect(form.get('from'), pathFor('vod', { eventId: id }, { locale: ctx.locale }));
  const headers = await ctx.sessionHeaders(new Headers({ 'Cache-Control': 'no-store' }));
  const input = readReview(form.get('rating'), form.get('text'));
  if (!input.ok) return redirect(withReviewOutcome(back, 'failed'), { headers });
  const answer = await ctx.platform.reviews.post({ params: { id }, body: { rating: input.rating, ...(input.text ? { text: input.text } : {}) } });
  return redirect(withReviewOutcome(back, answer.ok ? 'posted' : 'failed'), { headers });
}

// No state change on GET.
export async function loader(_: LoaderFunctionArgs) {
  return json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } });
}
