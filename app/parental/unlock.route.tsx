/**
 * `POST /_data/parental-unlock/{id}` (form: `pin`, `from`): the PIN typed at a guarded video.
 * Always answers with a redirect back to the video (`from`, a path on this site), so the form
 * works without JS: on success the video plays; otherwise `?pin=wrong|locked|format` (and
 * `wait` minutes) tells the page what to say.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { readVideoFormPost } from '~/watch/video-form-post.server';
import { isPin, pinErrorFor } from './pin-form';
import { withPinProblem } from './pin-prompt-query';

export async function action(args: ActionFunctionArgs) {
  const post = await readVideoFormPost(args);
  if (post instanceof Response) return post;
  const { id, form, back, headers } = post;
  const ctx = args.context;
  const pin = typeof form.get('pin') === 'string' ? String(form.get('pin')).trim() : '';
  if (!isPin(pin)) return redirect(withPinProblem(back, 'format'), { headers });
  const answer = await ctx.platform.parental.unlock({ body: { contentId: id, pin } });
  if (answer.ok) return redirect(withPinProblem(back, null), { headers });
  if (answer.error.status === 429) {
    const wait = pinErrorFor(answer.error, 'parentalTooManyAttempts').values?.minutes ?? 15;
    return redirect(withPinProblem(back, 'locked', Number(wait)), { headers });
  }
  if (answer.error.status === 403) return redirect(withPinProblem(back, 'wrong'), { headers });
  throw new Response(answer.error.messages[0] ?? 'Unavailable', { status: answer.error.status >= 400 ? answer.error.status : 502 });
}

// No state change on GET.
export async function loader(_: LoaderFunctionArgs) {
  return json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } });
}
