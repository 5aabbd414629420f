/**
 * `POST /_data/favourite/{id}` (`favourite` = `true` to add, `false` to remove; `from` the page
 * to return to): the favourite toggle. A form without JavaScript is sent back to `from`; a
 * fetcher gets `{ id, favourite }`. Guests go to sign in.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { loadFailed, requireSignedIn } from '~/account/guard.server';
import { safeRedirect } from '~/routing/safe-redirect';
import { CONTENT_ID_PATTERN } from '~/watch/watch-page.server';

export async function action({ request, params, context }: ActionFunctionArgs) {
  const ctx = context;
  requireSignedIn(ctx);
  const id = params.id ?? '';
  if (!CONTENT_ID_PATTERN.test(id)) return json({ error: 'UNKNOWN_VOD' }, { status: 404 });
  const form = await request.formData();
  const add = form.get('favourite') === 'true';
  const answer = add ? await ctx.platform.content.addFavourite({ params: { id } }) : await ctx.platform.content.removeFavourite({ params: { id } });
  const headers = await ctx.sessionHeaders();
  // Remix's fetchers ask with `_data`; a plain form goes back to its page.
  const wantsJson = new URL(request.url).searchParams.has('_data');
  if (!answer.ok) {
    if (answer.error.status === 401) return loadFailed(ctx, answer.error);
    return json({ id, favourite: !add, error: 'watchlistError' as const }, { status: answer.error.status === 404 ? 404 : 502, headers });
  }
  if (wantsJson) return json({ id, favourite: answer.data.favourite }, { headers });
  return redirect(safeRedirect(form.get('from'), '/'), { headers });
}

// No state change on GET.
export async function loader(_: LoaderFunctionArgs) {
  return json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } });
}
