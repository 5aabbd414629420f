/**
 * Social sign-in, server side: each provider's own redirect flow,
 * so no provider SDK reaches the browser bundles, then the platform's login call.
 *
 *   Google    OpenID implicit id_token with response_mode=form_post  → POST /login/social/google { idToken }
 *   Facebook  the mobile redirect flow: a login-attempt flag (cookie), the dialog (v10.0,
 *             scopes public_profile and email), the result processed on return, flag cleared
 *                                                                    → POST /login/social/facebook { code }
 *   Apple     authorize with response_mode=form_post, scopes name and email, a nonce
 *                                                                    → POST /login/apple-id { code, nonce, callbackUri }
 *
 * Outcomes: a session; 409 marks an account conflict; anything else is "sorry, something went
 * wrong". On sign-up the viewer confirms with Continue before leaving for the provider.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { SessionAnswer } from '../../contract/auth';
import type { PlatformApi, Result } from '../../contract/client';
import type { SocialProvider } from './auth-providers.server';
import { clearCookie, identityCookie, readCookie } from './cookies.server';

export const FACEBOOK_SDK_VERSION = 'v10.0';
export const SOCIAL_SCOPES = { facebook: ['public_profile', 'email'], apple: ['name', 'email'], google: ['openid', 'email', 'profile'] } as const;

const attemptSchema = z.object({ provider: z.enum(['google', 'facebook', 'apple']), state: z.string().min(16), nonce: z.string().min(16) });
export type SocialAttempt = z.output<typeof attemptSchema>;

/** Google and Apple answer with a cross-site POST, which only a SameSite=None cookie survives (https in production). */
const attemptCookie = (provider: SocialProvider['name']) => identityCookie(`social_attempt_${provider}`, 600, { sameSiteNone: provider !== 'facebook' });

export function newAttempt(provider: SocialProvider['name']): SocialAttempt {
  return { provider, state: randomBytes(18).toString('base64url'), nonce: randomBytes(18).toString('base64url') };
}

export function storeAttempt(attempt: SocialAttempt) {
  return attemptCookie(attempt.provider).serialize(attempt);
}

export function readAttempt(request: Request, provider: SocialProvider['name']) {
  return readCookie(attemptCookie(provider), request, (value) => {
    const parsed = attemptSchema.safeParse(value);
    return parsed.success && parsed.data.provider === provider ? parsed.data : null;
  });
}

export function clearAttempt(provider: SocialProvider['name']) {
  return clearCookie(attemptCookie(provider));
}

/** `base` with `params` as its query string. */
function addressWithQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  url.search = new URLSearchParams(params).toString();
  return url.toString();
}

/** The provider's authorisation address for this attempt. */
export function socialAuthorisationUrl(provider: SocialProvider, attempt: SocialAttempt, callbackUri: string): string {
  switch (provider.name) {
    case 'google':
      return addressWithQuery('https://accounts.google.com/o/oauth2/v2/auth', {
        client_id: provider.clientId,
        redirect_uri: callbackUri,
        response_type: 'id_token',
        response_mode: 'form_post',
        scope: SOCIAL_SCOPES.google.join(' '),
        state: attempt.state,
        nonce: attempt.nonce,
      });
    case 'facebook':
      return addressWithQuery(`https://www.facebook.com/${FACEBOOK_SDK_VERSION}/dialog/oauth`, {
        client_id: provider.clientId,
        redirect_uri: callbackUri,
        response_type: 'code',
        scope: SOCIAL_SCOPES.facebook.join(','),
        state: attempt.state,
      });
    case 'apple':
      return addressWithQuery('https://appleid.apple.com/auth/authorize', {
        client_id: provider.clientId,
        redirect_uri: callbackUri,
        response_type: 'code id_token',
        response_mode: 'form_post',
        scope: SOCIAL_SCOPES.apple.join(' '),
        state: attempt.state,
        nonce: attempt.nonce,
      });
  }
}

export type SocialOutcome =
  { ok: true; tokens: SessionAnswer } | { ok: false; accountConflict: boolean; labelKey: 'accountConflict' | 'sorrySomethingWentWrong'; code: string };

export function socialOutcome(answer: Result<SessionAnswer>): SocialOutcome {
  if (answer.ok) return { ok: true, tokens: answer.data };
  const conflict = answer.error.status === 409;
  return { ok: false, accountConflict: conflict, labelKey: conflict ? 'accountConflict' : 'sorrySomethingWentWrong', code: answer.error.code };
}

/** The provider's answer (query or posted form) checked against the attempt, then the platform's login call. */
export async function completeSocialSignIn(
  platform: PlatformApi,
  provider: SocialProvider,
  attempt: SocialAttempt | null,
  answer: { get(name: string): unknown },
  callbackUri: string,
): Promise<SocialOutcome> {
  const text = (name: string, max = 4096) => {
    const value = answer.get(name);
    return typeof value === 'string' && value.length <= max ? value : '';
  };
  if (!attempt || text('state', 200) !== attempt.state) {
    return { ok: false, accountConflict: false, labelKey: 'sorrySomethingWentWrong', code: 'STATE_MISMATCH' };
  }
  switch (provider.name) {
    case 'google': {
      const idToken = text('id_token', 8192) || text('credential', 8192);
      if (!idToken) return { ok: false, accountConflict: false, labelKey: 'sorrySomethingWentWrong', code: 'MISSING_TOKEN' };
      return socialOutcome(await platform.identity.googleLogin({ body: { idToken } }));
    }
    case 'facebook': {
      const code = text('code', 2048);
      if (!code) return { ok: false, accountConflict: false, labelKey: 'sorrySomethingWentWrong', code: text('error', 100) || 'MISSING_CODE' };
      return socialOutcome(await platform.identity.facebookLogin({ body: { code } }));
    }
    case 'apple': {
      const code = text('code', 2048);
      if (!code) return { ok: false, accountConflict: false, labelKey: 'sorrySomethingWentWrong', code: text('error', 100) || 'MISSING_CODE' };
      return socialOutcome(await platform.identity.appleLogin({ body: { code, nonce: attempt.nonce, callbackUri } }));
    }
  }
}
