/**
 * The realm's identity providers (realm.json `authProviders`, served in the realm settings),
 * read per type. The platform validated the file; here an entry that does not parse is left
 * out, so one bad provider cannot take the sign-in pages down.
 */
import { z } from 'zod';
import type { RealmSettings } from '~/platform/schemas.server';

const common = { name: z.string().min(1), label: z.string().default(''), allowSignup: z.boolean().default(true) };

export const openIdProviderSchema = z.object({ ...common, type: z.literal('OPENID'), openIdClientName: z.string().min(1) });
export const socialProviderSchema = z.object({
  ...common,
  type: z.literal('SOCIAL'),
  name: z.enum(['google', 'facebook', 'apple']),
  clientId: z.string().min(1),
  callbackUri: z.string().optional(),
});
export const firebaseProviderSchema = z.object({
  ...common,
  type: z.literal('FIREBASE'),
  firebase: z.object({ apiKey: z.string().min(1), authDomain: z.string(), projectId: z.string(), appId: z.string() }).passthrough(),
});
export const tvProviderSchema = z.object({
  ...common,
  type: z.literal('TV_PROVIDER'),
  requestorId: z.string().min(1),
  resourceId: z.string().min(1),
  softwareStatement: z.string().min(1),
  baseUri: z.string().optional(),
  featuredProviders: z.array(z.string()).default([]),
  allowUnlink: z.boolean().default(true),
});

const providerSchema = z.discriminatedUnion('type', [openIdProviderSchema, socialProviderSchema, firebaseProviderSchema, tvProviderSchema]);
export type AuthProvider = z.output<typeof providerSchema>;
export type OpenIdProvider = z.output<typeof openIdProviderSchema>;
export type SocialProvider = z.output<typeof socialProviderSchema>;
export type FirebaseProvider = z.output<typeof firebaseProviderSchema>;
export type TvProvider = z.output<typeof tvProviderSchema>;

export function authProviders(settings: Pick<RealmSettings, 'authProviders'>): AuthProvider[] {
  const providers: AuthProvider[] = [];
  for (const entry of settings.authProviders ?? []) {
    const parsed = providerSchema.safeParse(entry);
    if (parsed.success) providers.push(parsed.data);
  }
  return providers;
}

/** The provider named in `/login/{authProvider}` (by name, or an OpenID provider by client name). */
export function findAuthProvider(settings: Pick<RealmSettings, 'authProviders'>, name: string): AuthProvider | null {
  const all = authProviders(settings);
  return all.find((p) => p.name === name) ?? all.find((p) => p.type === 'OPENID' && p.openIdClientName === name) ?? null;
}

export function tvProvider(settings: Pick<RealmSettings, 'authProviders'>): TvProvider | null {
  return (authProviders(settings).find((p) => p.type === 'TV_PROVIDER') as TvProvider | undefined) ?? null;
}
