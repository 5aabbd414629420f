/**
 * Headers the password, magic-link, sign-up and confirmation calls carry: the viewer's origin
 * (X-Web-Origin) so the links in mails come back to this site. (The viewer's address goes with
 * every call as X-Client-Address, from the socket or a trusted proxy: never from a header the
 * viewer wrote.)
 *
 *   await context.platform.auth.login({ body: { id, secret }, headers: viewerHeaders(context) });
 */
import type { AppContext } from '~/context.server';

export function viewerHeaders(ctx: Pick<AppContext, 'url'>): Record<string, string> {
  return { 'X-Web-Origin': ctx.url.origin };
}
