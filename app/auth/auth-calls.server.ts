/**
 * The platform calls of the password, magic-link and confirmation screens
 * (docs/platform-contract.md, "Mail, reset, magic link, confirmation"). Every call sends
 * the viewer's origin (X-Web-Origin) so the links in mails come back to this site, and the
 * viewer's address (X-Forwarded-For, when a proxy in front gave one) for the per-IP limits.
 */
import { z } from 'zod';
import type { AppContext } from '~/context.server';
import { loginAnswerSchema } from '~/platform/schemas.server';

function forwardHeaders(ctx: AppContext): Record<string, string> {
  const headers: Record<string, string> = { 'X-Web-Origin': ctx.url.origin };
  const forwarded = ctx.request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded && /^[0-9a-fA-F:.]{3,64}$/.test(forwarded)) headers['X-Forwarded-For'] = forwarded;
  return headers;
}

const nothing = z.unknown();

export function authCalls(ctx: AppContext) {
  const headers = forwardHeaders(ctx);
  const { client } = ctx;
  return {
    /** POST /reset-password/create: mails a reset link (204 for known and unknown accounts alike). */
    requestPasswordReset: (email: string, provider?: string) =>
      client.call(nothing, '/reset-password/create', { method: 'POST', body: provider ? { id: email, provider } : { id: email }, auth: 'none', headers }),
    /** PUT /reset-password: the new password with the mailed token. */
    resetPassword: (token: string, secret: string) =>
      client.call(nothing, '/reset-password', { method: 'PUT', body: { token, secret }, auth: 'none', headers }),
    /** GET /token/alt/magic-email?email: mails a sign-in link. */
    sendMagicLink: (email: string) => client.call(nothing, '/token/alt/magic-email', { query: { email }, auth: 'none', headers }),
    /** POST /token/alt/magic-email: the mailed token for session tokens. */
    magicLogin: (token: string) =>
      client.call(loginAnswerSchema, '/token/alt/magic-email', { method: 'POST', body: { token }, auth: 'none', headers }),
    /** POST /email-confirmation: confirms the address the token was mailed to. */
    confirmEmail: (token: string) =>
      client.call(z.object({ email: z.string() }), '/email-confirmation', { method: 'POST', body: { token }, auth: 'none', headers }),
    /** POST /login with the viewer's address for the per-IP limit. */
    login: (id: string, secret: string) =>
      client.call(loginAnswerSchema, '/login', { method: 'POST', body: { id, secret }, auth: 'none', headers }),
  };
}
