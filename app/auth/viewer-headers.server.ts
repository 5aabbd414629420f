/**
 * Headers the password, magic-link, sign-up and confirmation calls carry
 * (docs/platform-contract.md, "Mail, reset, magic link, confirmation"): the viewer's origin
 * (X-Web-Origin) so the links in mails come back to this site, and the viewer's address
 * (X-Forwarded-For, when a proxy in front gave one) for the per-IP limits.
 *
 *   await context.platform.auth.login({ body: { id, secret }, headers: viewerHeaders(context) });
 */
import type { AppContext } from '~/context.server';

export function viewerHeaders(ctx: Pick<AppContext, 'url' | 'request'>): Record<string, string> {
  const headers: Record<string, string> = { 'X-Web-Origin': ctx.url.origin };
  const forwarded = ctx.request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded && /^[0-9a-fA-F:.]{3,64}$/.test(forwarded)) headers['X-Forwarded-For'] = forwarded;
  return headers;
}
