/**
 * The viewer's account: details, marketing
 * preferences, profiles, playback preferences, impersonation and TV pairing. Paths are
 * **(chosen)** where the spec names none (docs/platform-contract.md).
 */
import { z } from 'zod';
import { sessionAnswer } from './auth.js';
import { defineCall, text } from './define.js';

const role = z.enum(['viewer', 'editor', 'child']);

export const marketingAnswer = z.object({
  fieldName: z.string(),
  fieldType: z.string(),
  text: z.string(),
  defaultValue: z.string(),
  required: z.boolean(),
  answer: z.boolean(),
});
export type MarketingAnswer = z.output<typeof marketingAnswer>;

export const address = z.object({
  country: z.string(),
  line1: z.string(),
  city: z.string(),
  postalCode: z.string(),
  administrativeLevel1: z.string(),
});
export type Address = z.output<typeof address>;

export const accountAnswer = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role,
    details: z.object({ birthDate: z.string().nullable(), phoneNumber: z.string().nullable(), address: address.nullable() }),
    marketingPreferences: z.array(marketingAnswer),
  })
  .meta({ id: 'Account' });
export type Account = z.output<typeof accountAnswer>;

const addressInput = z.strictObject({
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .describe('ISO 3166 alpha-2'),
  line1: z.string().max(200).optional(),
  city: z.string().max(100).optional(),
  postalCode: z.string().max(20).optional(),
  administrativeLevel1: z.string().max(100).optional(),
});

export const accountUpdate = z.strictObject({
  name: z.string().max(100),
  email: z.string().max(254).optional().describe('refused: read-only'),
  birthDate: z.string().max(10).nullable().optional(),
  phoneNumber: z
    .string()
    .max(20)
    .regex(/^\+[1-9][0-9]{6,14}$/)
    .nullable()
    .optional(),
  address: addressInput.nullable().optional(),
});
export type AccountUpdate = z.input<typeof accountUpdate>;

export const profile = z.object({ id: z.string(), name: z.string(), kind: z.enum(['MAIN', 'CHILD']), current: z.boolean() });
export type Profile = z.output<typeof profile>;

export const profilesAnswer = z.object({
  maxProfiles: z.number().int(),
  kidsProfiles: z.boolean(),
  canManage: z.boolean(),
  profiles: z.array(profile),
});
export type Profiles = z.output<typeof profilesAnswer>;

export const preferencesAnswer = z
  .object({
    language: z.string().nullable(),
    subTitleLanguage: z.string().nullable(),
    audioLanguage: z.string().nullable(),
    autoAdvance: z.boolean(),
    videoBackgroundAutoPlay: z.boolean(),
    videoBackgroundAutoPlayAudio: z.boolean(),
  })
  .meta({ id: 'Preferences' });
export type Preferences = z.output<typeof preferencesAnswer>;

const languageTag = z
  .string()
  .max(12)
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/);

export const preferencesUpdate = z
  .strictObject({
    language: languageTag.optional(),
    subTitleLanguage: languageTag.nullable().optional(),
    audioLanguage: languageTag.nullable().optional(),
    autoAdvance: z.boolean().optional(),
    videoBackgroundAutoPlay: z.boolean().optional(),
    videoBackgroundAutoPlayAudio: z.boolean().optional(),
  })
  .refine((update) => Object.keys(update).length > 0, { message: 'must NOT have fewer than 1 properties' });
export type PreferencesUpdate = z.input<typeof preferencesUpdate>;

const profileId = z.object({ id: text.id(100) });

export const account = {
  me: defineCall({
    method: 'GET',
    path: '/user/me',
    summary: 'The signed-in viewer',
    answer: z.object({ id: z.string(), email: z.string(), name: z.string(), role, locale: z.string().nullable() }),
    errors: [400, 401, 404],
  }),

  stateVersion: defineCall({
    method: 'GET',
    path: '/user/state-version',
    summary:
      'The version of everything shown personally to the signed-in viewer (access, favourites, progress, watchlists, preferences, parental control, reviews): it changes on every write of any of them',
    answer: z.object({ version: z.string() }).meta({ id: 'PersonalStateVersion' }),
    errors: [400, 401],
  }),

  account: defineCall({
    method: 'GET',
    path: '/user/account',
    summary: 'The signed-in viewer\u2019s account: details and marketing preferences',
    answer: accountAnswer,
    errors: [400, 401, 404],
  }),

  updateAccount: defineCall({
    method: 'PUT',
    path: '/user/account',
    summary: 'Update name (required), birth date, phone and address; the email cannot change here',
    body: accountUpdate,
    answer: accountAnswer,
    errors: [400, 401, 403, 404],
  }),

  updateMarketing: defineCall({
    method: 'PUT',
    path: '/user/marketing-preferences',
    summary: 'Answer the marketing preference terms; answers not sent keep their value',
    body: z.strictObject({
      answers: z.array(z.strictObject({ fieldName: z.string().min(1).max(100), answer: z.boolean() })).max(20),
    }),
    answer: z.object({ marketingPreferences: z.array(marketingAnswer) }),
    errors: [400, 401, 404],
  }),

  profiles: defineCall({
    method: 'GET',
    path: '/user/profiles',
    summary: 'The profiles of the viewer\u2019s family (main account first)',
    answer: profilesAnswer,
    errors: [400, 401, 404],
  }),

  createProfile: defineCall({
    method: 'POST',
    path: '/user/profiles',
    summary: 'Create a child profile under the signed-in main account',
    body: z.strictObject({ name: z.string().min(1).max(60).regex(/\S/) }),
    answer: profile,
    status: 201,
    errors: [400, 401, 403, 404, 409],
  }),

  deleteProfile: defineCall({
    method: 'DELETE',
    path: '/user/profiles/:id',
    summary: 'Delete one of the main account\u2019s child profiles',
    params: profileId,
    answer: null,
    errors: [400, 401, 403, 404],
  }),

  switchProfile: defineCall({
    method: 'POST',
    path: '/user/profiles/:id/switch',
    summary: 'A session for one of the family\u2019s profiles (main account only)',
    params: profileId,
    answer: sessionAnswer,
    errors: [400, 401, 403, 404],
  }),

  preferences: defineCall({
    method: 'GET',
    path: '/user/preferences',
    summary: 'The signed-in viewer\u2019s language and playback preferences (defaults filled in)',
    answer: preferencesAnswer,
    errors: [400, 401, 404],
  }),

  updatePreferences: defineCall({
    method: 'PUT',
    path: '/user/preferences',
    summary: 'Change some preferences; keys left out keep their value',
    body: preferencesUpdate,
    answer: preferencesAnswer,
    errors: [400, 401, 404],
  }),

  issueImpersonation: defineCall({
    method: 'POST',
    path: '/impersonation/token',
    summary: 'An editor issues a short-lived, single-use impersonation token for a viewer',
    // Exactly one of the two names the viewer.
    body: z
      .strictObject({ userId: z.string().min(1).max(100).optional(), email: z.string().min(3).max(254).optional() })
      .refine((body) => Object.keys(body).length === 1, { message: 'must have exactly one of userId, email' }),
    answer: z.object({ token: z.string(), userId: z.string(), expiresAt: z.string() }),
    status: 201,
    errors: [400, 401, 403, 404],
  }),

  exchangeImpersonation: defineCall({
    method: 'POST',
    path: '/impersonation/exchange',
    summary: 'Exchange an impersonation token (once) for a session as the viewer',
    auth: 'none',
    body: z.strictObject({ token: z.string().min(1).max(200) }),
    answer: sessionAnswer,
    errors: [400, 401, 404],
  }),

  impersonationAudit: defineCall({
    method: 'GET',
    path: '/impersonation/audit',
    summary: 'The newest impersonation audit events (editors only)',
    query: z.strictObject({ limit: text.int(1, 200).default(50) }),
    answer: z.object({
      events: z.array(
        z.object({
          event: z.string(),
          actorId: z.string().nullable(),
          targetUserId: z.string().nullable(),
          tokenId: z.string().nullable(),
          sessionId: z.string().nullable(),
          realm: z.string(),
          detail: z.string(),
          at: z.string(),
        }),
      ),
    }),
    errors: [400, 401, 403, 404],
  }),

  tvCode: defineCall({
    method: 'POST',
    path: '/tv/code',
    summary: 'A TV asks for a short pairing code to show on screen',
    auth: 'none',
    body: z.strictObject({ deviceName: z.string().max(60).optional() }).nullish(),
    answer: z.object({ userCode: z.string(), deviceCode: z.string(), expiresIn: z.number().int(), interval: z.number().int() }),
    status: 201,
    errors: [400, 404, 503],
  }),

  tvPair: defineCall({
    method: 'POST',
    path: '/tv/pair',
    summary: 'A signed-in viewer enters the code a TV shows; the TV will receive a session for them',
    body: z.strictObject({ userCode: z.string().min(1).max(20) }),
    answer: z.object({ deviceName: z.string() }),
    errors: [400, 401, 404, 409, 410, 429],
  }),

  tvToken: defineCall({
    method: 'POST',
    path: '/tv/token',
    summary: 'The TV polls with its device code: PENDING until a viewer pairs it, then a session, once',
    auth: 'none',
    body: z.strictObject({ deviceCode: z.string().min(1).max(200) }),
    answer: z.discriminatedUnion('status', [z.object({ status: z.literal('PENDING') }), sessionAnswer.extend({ status: z.literal('PAIRED') })]),
    errors: [400, 404, 410],
  }),
};
