/**
 * The shared front of a form a video page posts about its video (`/_data/…/{id}`, form field
 * `from`): POST only, signed in, a known content id, and the way back to the video (`from`, a
 * path on this site) with no-store session headers for the redirect that always answers it, so
 * such forms work without JavaScript.
 */
import { json, type ActionFunctionArgs } from '@remix-run/node';
import { requireSignedIn } from '~/account/guard.server';
import type { AppContext } from '~/context.server';
import { pathFor } from '~/routing/paths';
import { safeRedirect } from '~/routing/safe-redirect';
import { CONTENT_ID_PATTERN } from './watch-page.server';

export type VideoFormPost = { id: string; form: FormData; back: string; headers: Headers };

/** The post's parts, or the Response that refuses it (405, 404; guests are sent to sign in). */
export async function readVideoFormPost({
  request,
  params,
  context: ctx,
}: Pick<ActionFunctionArgs, 'request' | 'params'> & { context: AppContext }): Promise<VideoFormPost | Response> {
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } });
  requireSignedIn(ctx);
  const id = params.id ?? '';
  if (!CONTENT_ID_PATTERN.test(id)) return json({ error: 'Unknown content' }, { status: 404 });
  const form = await request.formData();
  const back = safeRedirect(form.get('from'), pathFor('vod', { eventId: id }, { locale: ctx.locale }));
  const headers = await ctx.sessionHeaders(new Headers({ 'Cache-Control': 'no-store' }));
  return { id, form, back, headers };
}
