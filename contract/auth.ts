/**
 * Signing in and out: password sign-in, guest and refresh tokens, sign-up, and
 * the flows that go through the viewer's mailbox (reset, magic link, confirmation).
 * `sessionAnswer` is the answer of every way in (password, magic link, sign-up, identity
 * providers, profiles, impersonation).
 */
import { z } from 'zod';
import { defineCall, text } from './define.js';

/** Password length bounds the platform enforces (its own rules add more; see platform/auth/passwords.ts). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * An email address as the platform accepts it. The pattern is the one the platform
 * validated with before the contract (ajv-formats' full `email`), so no address that
 * passed then is refused now.
 */
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
export const email = () => z.email({ pattern: EMAIL_PATTERN }).max(254);

/** A signed-in session: what every way in answers. */
export const sessionAnswer = z
  .object({
    authorisationToken: z.string(),
    refreshToken: z.string(),
    /** Identity providers linked to the account. */
    linkedAccounts: z.array(z.object({ provider: z.string() })),
    missingInformationStatus: z.enum(['NOT_REQUIRED']),
  })
  .meta({ id: 'Session' });
export type SessionAnswer = z.output<typeof sessionAnswer>;

/** A rotated token pair (POST /token/refresh). */
export const tokenPair = z.object({ authorisationToken: z.string(), refreshToken: z.string() }).meta({ id: 'TokenPair' });
export type TokenPair = z.output<typeof tokenPair>;

/** A guest's access token (POST /token/guest). */
export const guestToken = z.object({ authorisationToken: z.string() }).meta({ id: 'GuestToken' });
export type GuestToken = z.output<typeof guestToken>;

const refreshBody = z.strictObject({ refreshToken: z.string().min(1).max(200) });
const tokenBody = z.strictObject({ token: z.string().min(1).max(200) });

export const consentAnswer = z.strictObject({
  fieldName: z.string().min(1).max(100),
  answer: z.union([z.boolean(), z.string().max(1000)]),
});

const outboxMail = z.object({
  id: z.string(),
  realm: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.iso.datetime(),
});

export const auth = {
  login: defineCall({
    method: 'POST',
    path: '/login',
    summary: 'Sign in with email and password',
    auth: 'none',
    body: z.strictObject({
      id: z.string().min(1).max(254).describe('email'),
      secret: z.string().min(1).max(PASSWORD_MAX).describe('password'),
    }),
    answer: sessionAnswer,
    errors: [400, 401, 404, 429],
  }),

  refreshToken: defineCall({
    method: 'POST',
    path: '/token/refresh',
    summary: 'Rotate a refresh token; the old one dies, reusing it revokes the session',
    auth: 'none',
    body: refreshBody,
    answer: tokenPair,
    errors: [400, 401, 404],
  }),

  guestToken: defineCall({
    method: 'POST',
    path: '/token/guest',
    summary: 'A guest authorisation token',
    auth: 'none',
    answer: guestToken,
    errors: [400, 404],
  }),

  logout: defineCall({
    method: 'POST',
    path: '/logout',
    summary: "End the session of a refresh token (idempotent), and the bearer's own; their access tokens stop working at once",
    body: refreshBody,
    answer: null,
    errors: [400, 404],
  }),

  signOutEverywhere: defineCall({
    method: 'DELETE',
    path: '/user/sessions',
    summary: 'Sign out everywhere: end every session of the signed-in account, in every realm',
    answer: null,
    errors: [400, 401, 404],
  }),

  signup: defineCall({
    method: 'POST',
    path: '/signup',
    summary: 'Create an account (email as username); the same 202 for a known email, the mailbox tells them apart',
    auth: 'none',
    body: z.strictObject({
      username: email(),
      password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
      name: z.string().max(100).optional(),
      consentAnswers: z.array(consentAnswer).max(50).default([]),
    }),
    answer: z.object({ status: z.literal('CONFIRMATION_SENT').describe('Open the mailed link, then sign in') }),
    status: 202,
    errors: [400, 403, 404, 429],
  }),

  requestPasswordReset: defineCall({
    method: 'POST',
    path: '/reset-password/create',
    summary: 'Mail a password-reset link (the same answer for unknown accounts)',
    auth: 'none',
    body: z.strictObject({
      id: email().describe('email'),
      provider: z.string().max(100).optional().describe('identity provider of the account (password accounts: omitted)'),
    }),
    answer: null,
    errors: [400, 404, 429],
  }),

  resetPassword: defineCall({
    method: 'PUT',
    path: '/reset-password',
    summary: 'Set a new password with a reset token (single use); signs the account out everywhere',
    auth: 'none',
    body: z.strictObject({ token: z.string().min(1).max(200), secret: z.string().min(1).max(PASSWORD_MAX) }),
    answer: null,
    errors: [400, 404, 429],
  }),

  requestMagicLink: defineCall({
    method: 'GET',
    path: '/token/alt/magic-email',
    summary: 'Mail a sign-in link (the same answer for unknown accounts)',
    auth: 'none',
    query: z.strictObject({ email: email() }),
    answer: null,
    errors: [400, 404, 429],
  }),

  magicLinkSignIn: defineCall({
    method: 'POST',
    path: '/token/alt/magic-email',
    summary: 'Exchange a magic-link token (single use) for session tokens',
    auth: 'none',
    body: tokenBody,
    answer: sessionAnswer,
    errors: [400, 401, 404, 429],
  }),

  confirmEmail: defineCall({
    method: 'POST',
    path: '/email-confirmation',
    summary: 'Confirm an email address with the token mailed at sign-up (single use)',
    auth: 'none',
    body: tokenBody,
    answer: z.object({ email: z.string() }),
    errors: [400, 404],
  }),

  devOutbox: defineCall({
    method: 'GET',
    path: '/dev/outbox',
    summary: 'Mails kept in the outbox when no SMTP_URL is set (development only, from loopback, with X-Outbox-Token or an editor token; else 404)',
    auth: 'none',
    realmFree: true,
    query: z.strictObject({ to: z.string().max(254).optional(), limit: text.int(1, 100).default(20) }),
    answer: z.object({ transport: z.enum(['smtp', 'outbox']), mails: z.array(outboxMail) }),
    errors: [400, 404],
  }),
};
