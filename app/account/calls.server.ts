/**
 * The account slice's platform calls (docs/platform-contract.md "Account, profiles,
 * preferences, impersonation, TV pairing"), each answer parsed with zod.
 */
import { z } from 'zod';
import type { PlatformClient } from '~/platform/client.server';

const marketingAnswerSchema = z.object({
  fieldName: z.string(),
  fieldType: z.string(),
  text: z.string(),
  defaultValue: z.string(),
  required: z.boolean(),
  answer: z.boolean(),
});
export type MarketingAnswer = z.output<typeof marketingAnswerSchema>;

const addressSchema = z.object({
  country: z.string(),
  line1: z.string().default(''),
  city: z.string().default(''),
  postalCode: z.string().default(''),
  administrativeLevel1: z.string().default(''),
});
export type Address = z.output<typeof addressSchema>;

export const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  details: z.object({
    birthDate: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    address: addressSchema.nullable(),
  }),
  marketingPreferences: z.array(marketingAnswerSchema),
});
export type Account = z.output<typeof accountSchema>;

export const profilesSchema = z.object({
  maxProfiles: z.number(),
  kidsProfiles: z.boolean(),
  canManage: z.boolean(),
  profiles: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(['MAIN', 'CHILD']), current: z.boolean() })),
});
export type Profiles = z.output<typeof profilesSchema>;

export const preferencesSchema = z.object({
  language: z.string().nullable(),
  subTitleLanguage: z.string().nullable(),
  audioLanguage: z.string().nullable(),
  autoAdvance: z.boolean(),
  videoBackgroundAutoPlay: z.boolean(),
  videoBackgroundAutoPlayAudio: z.boolean(),
});
export type Preferences = z.output<typeof preferencesSchema>;

const sessionSchema = z.object({ authorisationToken: z.string().min(1), refreshToken: z.string().min(1) });

export interface AccountUpdate {
  name: string;
  birthDate?: string | null;
  phoneNumber?: string | null;
  address?: { country: string; line1?: string; city?: string; postalCode?: string; administrativeLevel1?: string } | null;
}

export type PreferencesUpdate = Partial<{
  language: string;
  subTitleLanguage: string | null;
  audioLanguage: string | null;
  autoAdvance: boolean;
  videoBackgroundAutoPlay: boolean;
  videoBackgroundAutoPlayAudio: boolean;
}>;

const seg = encodeURIComponent;

export function accountCalls(client: PlatformClient) {
  return {
    account: () => client.call(accountSchema, '/user/account'),
    updateAccount: (update: AccountUpdate) => client.call(accountSchema, '/user/account', { method: 'PUT', body: update }),
    updateMarketing: (answers: Array<{ fieldName: string; answer: boolean }>) =>
      client.call(z.object({ marketingPreferences: z.array(marketingAnswerSchema) }), '/user/marketing-preferences', { method: 'PUT', body: { answers } }),

    profiles: () => client.call(profilesSchema, '/user/profiles'),
    createProfile: (name: string) => client.call(profilesSchema.shape.profiles.element, '/user/profiles', { method: 'POST', body: { name } }),
    deleteProfile: (id: string) => client.call(z.null(), `/user/profiles/${seg(id)}`, { method: 'DELETE' }),
    switchProfile: (id: string) => client.call(sessionSchema, `/user/profiles/${seg(id)}/switch`, { method: 'POST' }),

    preferences: () => client.call(preferencesSchema, '/user/preferences'),
    updatePreferences: (update: PreferencesUpdate) => client.call(preferencesSchema, '/user/preferences', { method: 'PUT', body: update }),

    issueImpersonation: (email: string) =>
      client.call(z.object({ token: z.string(), userId: z.string(), expiresAt: z.string() }), '/impersonation/token', { method: 'POST', body: { email } }),
    exchangeImpersonation: (token: string) => client.call(sessionSchema, '/impersonation/exchange', { method: 'POST', body: { token }, auth: 'none' }),

    pairTv: (userCode: string) => client.call(z.object({ deviceName: z.string() }), '/tv/pair', { method: 'POST', body: { userCode } }),
  };
}
