/**
 * realm.json `authProviders`: the identity providers a realm offers. Served in the
 * realm settings (GET /api/v1/init), so nothing secret belongs here: client secrets live in the platform's environment.
 */
import { z } from 'zod';

const name = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'A provider name is lower-case letters, digits and -, used in /login/{name}.');
const common = {
  name,
  label: z.string().min(1).describe("Label key of the provider's button text."),
  allowSignup: z.boolean().default(true).describe("Whether the sign-up option is offered for this provider (with the realm's selfRegistration)."),
  logoUri: z.string().optional(),
};

export const openIdProviderSchema = z.object({
  ...common,
  type: z.literal('OPENID'),
  openIdClientName: name.describe('The {client} of /openid/{client}/auth-uri, /token and /logout-uri.'),
  issuer: z.string().min(1).describe('OpenID issuer URL; "{{PLATFORM_PUBLIC_URL}}/oidc" names the demo provider the platform runs.'),
  clientId: z.string().min(1),
  scopes: z.array(z.string()).default(['openid', 'email', 'profile']),
  linkByEmail: z.boolean().default(true).describe('Link to an existing account with the same verified email.'),
});

export const socialProviderSchema = z.object({
  ...common,
  type: z.literal('SOCIAL'),
  name: z.enum(['google', 'facebook', 'apple']),
  clientId: z.string().min(1).describe('Google client id, Facebook app id or Apple services id.'),
  callbackUri: z.string().optional().describe("Apple / Facebook redirect URI when it is not this site's /login/{name}."),
});

export const firebaseProviderSchema = z.object({
  ...common,
  type: z.literal('FIREBASE'),
  firebase: z.object({
    apiKey: z.string().min(1),
    authDomain: z.string().min(1),
    projectId: z.string().min(1),
    storageBucket: z.string().optional(),
    messagingSenderId: z.string().optional(),
    appId: z.string().min(1),
  }),
});

export const tvProviderSchema = z.object({
  ...common,
  type: z.literal('TV_PROVIDER'),
  requestorId: z.string().min(1),
  resourceId: z.string().min(1),
  softwareStatement: z.string().min(1).describe('Software statement presented to the registration host (dynamic client registration).'),
  baseUri: z.string().optional().describe('TV provider host; absent: the pay-TV provider the platform simulates under /tvp.'),
  featuredProviders: z.array(z.string()).default([]).describe('Provider ids listed first, before the separator.'),
  allowUnlink: z.boolean().default(true),
});

export const authProviderSchema = z.discriminatedUnion('type', [openIdProviderSchema, socialProviderSchema, firebaseProviderSchema, tvProviderSchema]);
export type AuthProviderConfig = z.output<typeof authProviderSchema>;
