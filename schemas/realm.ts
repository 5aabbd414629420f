/** realms/<realm>/realm.json: realm settings (platform-contract.md, GET /api/v1/init). */
import { z } from 'zod';
import { $schemaField, idSchema, localeSchema } from './common';
import { safeImageSchema, safeLinkSchema } from './url-policy';
import { authProviderSchema } from './auth-providers';

const cssValues = z.record(z.string(), z.union([z.string(), z.number()]));

export const themeSchema = z.object({
  colours: z.record(z.string(), z.string()).describe('Named colours, e.g. background, surface, text, accent.'),
  fonts: z.record(z.string(), z.string()).default({}).describe('Named font stacks, e.g. body, heading.'),
  fontSizes: cssValues.default({}),
  gutters: z.object({ mobile: z.number(), tablet: z.number(), desktop: z.number() }).default({ mobile: 20, tablet: 70, desktop: 100 }),
  sizes: cssValues.default({}),
  forceKeyArtThumbnail: z.boolean().optional(),
});

export const featuresSchema = z.object({
  watchlists: z.boolean().default(false),
  favourites: z.boolean().default(true),
  socialSharing: z.boolean().default(false),
  interstitial: z.boolean().default(false),
  enhancedMetadataViews: z.boolean().default(false),
  seriesInterstitial: z.boolean().default(false),
  selfRegistration: z.boolean().default(true),
  epgPlayback: z.boolean().default(true),
});

export const realmSchema = z
  .object({
    ...$schemaField,
    name: z.string().min(1),
    hosts: z.array(z.string().regex(/^[a-z0-9.-]+(:\d+)?$/, 'A host is a lowercase host name, optionally with :port.')).default([]),
    defaultLocale: localeSchema,
    locales: z.array(localeSchema).min(1),
    rtlLocales: z.array(localeSchema).default([]),
    defaultCountry: z.string().regex(/^[A-Z]{2}$/, 'ISO 3166 alpha-2, e.g. GB.'),
    theme: themeSchema,
    logo: z.object({ url: safeImageSchema, width: z.number().int().positive(), height: z.number().int().positive(), alt: z.string() }),
    layout: z.enum(['top', 'top-left', 'hamburger', 'sidebar']).default('top'),
    features: featuresSchema.default(featuresSchema.parse({})),
    search: z.object({ type: z.enum(['vesper', 'default']).default('default') }).default({ type: 'default' }),
    liveDvrWindowSeconds: z.number().int().min(0).default(7200),
    languageBadge: z.boolean().default(false),
    localeNegotiation: z
      .enum(['acceptLanguage', 'realmDefault'])
      .default('acceptLanguage')
      .describe(
        "How a viewer with no stored language gets a locale: the browser's Accept-Language among the realm's locales, or always the realm default (an operator whose audience should land in its own language first; the viewer switches with the language badge).",
      ),
    registration: z.object({ externalUrl: safeLinkSchema.optional() }).default({}),
    addressRestrictions: z
      .array(
        z.object({
          type: z.enum(['BLACKLIST', 'WHITELIST']),
          appliesTo: z.enum(['PURCHASE', 'REGISTRATION']),
          countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'ISO 3166 alpha-2, e.g. GB.')),
        }),
      )
      .default([])
      .describe('Where an address is required: outside a BLACKLIST or inside a WHITELIST of countries, for purchase or registration (commerce §3, §5).'),
    purchaseRestrictions: z
      .object({
        territories: z
          .object({ mode: z.enum(['ALLOW', 'BLOCK']), countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'ISO 3166 alpha-2, e.g. GB.')) })
          .optional()
          .describe('ALLOW: only these countries may buy; BLOCK: everyone but these (the purchase screen shows signupGeoRestriction).'),
        vpn: z.enum(['ALLOW', 'BLOCK']).default('ALLOW').describe('BLOCK: purchases from known VPN exits (VPN_ADDRESS_RANGES) are refused (vpnErrorMessage).'),
      })
      .optional()
      .describe('Who may buy (commerce §2, §6); the platform decides and answers X-Purchase-Restriction: outside-region | vpn | child-profile.'),
    allowedOrigins: z.array(z.string().regex(/^https?:\/\/[^/]+$/, 'An origin is scheme://host[:port].')).default([]),
    defaultPage: idSchema.describe('Page (section) id shown at the home route.'),
    notFoundPage: idSchema.optional(),
    profileConfiguration: z.record(z.string(), z.unknown()).default({}),
    mfaConfigurations: z.array(z.object({ type: z.string(), enabled: z.boolean() }).catchall(z.unknown())).default([]),
    appSettings: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
    authProviders: z.array(authProviderSchema).default([]).describe('Identity providers offered at sign-in (OpenID, social, Firebase, TV provider).'),
  })
  .superRefine((realm, ctx) => {
    if (!realm.locales.includes(realm.defaultLocale)) {
      ctx.addIssue({ code: 'custom', path: ['defaultLocale'], message: 'defaultLocale must be one of locales.' });
    }
    realm.rtlLocales.forEach((l, i) => {
      if (!realm.locales.includes(l)) ctx.addIssue({ code: 'custom', path: ['rtlLocales', i], message: `${l} is not in locales.` });
    });
  })
  .meta({ title: 'Realm settings' });
export type RealmDocument = z.output<typeof realmSchema>;
