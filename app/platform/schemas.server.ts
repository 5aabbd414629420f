/**
 * zod shapes of the platform answers the web reads (docs/platform-contract.md).
 * Lenient where the platform may add fields (objects pass unknown keys through
 * or ignore them), strict on what the web relies on.
 */
import { z } from 'zod';
import { errorAnswer, type Answer } from '../../contract/define';
import { contract } from '../../contract/index';
import { LAYOUTS, type MenuEntry } from '../../contract/realm';
import { featuresSchema } from '../../schemas/realm';

const record = z.record(z.string(), z.unknown());

const settingsAnswer = contract.realm.init.answer;
const themeAnswer = settingsAnswer.shape.theme.unwrap();
const noTheme = { colours: {}, fonts: {}, fontSizes: {}, gutters: {}, sizes: {} };

/**
 * The realm settings as the web reads them: the contract's answer (GET /api/v1/init) with the
 * realm schema's defaults filled in, since realm.json (and other back ends) may leave them out.
 */
export const realmSettingsSchema = settingsAnswer.extend({
  name: z.string().default(''),
  locales: settingsAnswer.shape.locales.min(1),
  rtlLocales: z.array(z.string()).default([]),
  theme: themeAnswer
    .extend({
      colours: z.record(z.string(), z.string()).default({}),
      fonts: z.record(z.string(), z.string()).default({}),
      fontSizes: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
      gutters: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
      sizes: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
    })
    .default(noTheme),
  logo: settingsAnswer.shape.logo
    .unwrap()
    .extend({ alt: z.string().default('') })
    .optional(),
  layout: z.enum(LAYOUTS).default('top'),
  /** The same feature flags and defaults as realm.json (schemas/realm.ts). */
  features: featuresSchema.default(featuresSchema.parse({})),
  search: z.object({ type: z.enum(['vesper', 'default']).default('default') }).default({ type: 'default' }),
  languageBadge: z.boolean().default(false),
  localeNegotiation: z.enum(['acceptLanguage', 'realmDefault']).default('acceptLanguage'),
  registration: z.object({ externalUrl: z.string().optional() }).default({}),
  allowedOrigins: z.array(z.string()).default([]),
  /** Length of the live DVR window substituted into live stream URLs (app/live/dvr.ts); the realm schema's default is 7200. */
  liveDvrWindowSeconds: z.number().int().min(0).max(86_400).catch(7200).default(7200),
  defaultPage: z.string().default('home'),
  appSettings: z.record(z.string(), record).default({}),
  mfaConfigurations: z.array(z.looseObject({ type: z.string(), enabled: z.boolean().optional() })).default([]),
  /** Identity providers (realm.json authProviders); app/identity/auth-providers.server.ts reads each type's fields. */
  authProviders: z.array(z.looseObject({ type: z.string(), name: z.string() })).default([]),
  hosts: z.array(z.string()).default([]),
});
export type RealmSettings = z.output<typeof realmSettingsSchema>;
export type Theme = RealmSettings['theme'];

export type MenuItem = MenuEntry;
export type Menus = Answer<typeof contract.realm.menu>;
export type Labels = Answer<typeof contract.realm.labels>;
export type Section = Answer<typeof contract.content.section>;
export type Bucket = Answer<typeof contract.content.bucket>;
export type PageDocument = Answer<typeof contract.realm.page>;
export type Plugin = Answer<typeof contract.realm.plugin>;

/** The platform's error body (`contract/define.ts` errorAnswer), read leniently: another back end may leave out the messages. */
export const errorBodySchema = errorAnswer.extend({ messages: z.array(z.string()).default([]) });
