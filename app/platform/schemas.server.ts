/**
 * zod shapes of the platform answers the web reads (docs/platform-contract.md).
 * Lenient where the platform may add fields (objects pass unknown keys through
 * or ignore them), strict on what the web relies on.
 */
import { z } from 'zod';
import { featuresSchema } from '../../schemas/realm';

const record = z.record(z.string(), z.unknown());

export const themeSchema = z
  .object({
    colours: z.record(z.string(), z.string()).default({}),
    fonts: z.record(z.string(), z.string()).default({}),
    fontSizes: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
    gutters: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
    sizes: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
    forceKeyArtThumbnail: z.boolean().optional(),
  })
  .default({ colours: {}, fonts: {}, fontSizes: {}, gutters: {}, sizes: {} });
export type Theme = z.output<typeof themeSchema>;

export const realmSettingsSchema = z.object({
  realm: z.string(),
  name: z.string().default(''),
  defaultLocale: z.string(),
  locales: z.array(z.string()).min(1),
  rtlLocales: z.array(z.string()).default([]),
  defaultCountry: z.string().optional(),
  theme: themeSchema,
  logo: z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string().default('') }).optional(),
  layout: z.enum(['top', 'top-left', 'hamburger', 'sidebar']).catch('top').default('top'),
  /** The same feature flags and defaults as realm.json (schemas/realm.ts). */
  features: featuresSchema.default(featuresSchema.parse({})),
  search: z.object({ type: z.enum(['vesper', 'default']).catch('default') }).default({ type: 'default' }),
  languageBadge: z.boolean().default(false),
  localeNegotiation: z.enum(['acceptLanguage', 'realmDefault']).catch('acceptLanguage').default('acceptLanguage'),
  registration: z.object({ externalUrl: z.string().optional() }).default({}),
  allowedOrigins: z.array(z.string()).default([]),
  /** Length of the live DVR window substituted into live stream URLs (app/live/dvr.ts); the realm schema's default is 7200. */
  liveDvrWindowSeconds: z.number().int().min(0).max(86_400).catch(7200).default(7200),
  defaultPage: z.string().default('home'),
  notFoundPage: z.string().optional(),
  appSettings: z.record(z.string(), record).default({}),
  mfaConfigurations: z.array(z.object({ type: z.string(), enabled: z.boolean().optional() }).passthrough()).default([]),
  /** Identity providers (realm.json authProviders); app/identity/auth-providers.server.ts reads each type's fields. */
  authProviders: z.array(z.object({ type: z.string(), name: z.string() }).passthrough()).catch([]).default([]),
  hosts: z.array(z.string()).default([]),
});
export type RealmSettings = z.output<typeof realmSettingsSchema>;

export interface MenuItem {
  id: string;
  label: string;
  type: 'SECTION' | 'PAGE' | 'LINK' | 'SCREEN';
  target: string;
  featured: boolean;
  children?: MenuItem[];
}
const menuItemSchema: z.ZodType<MenuItem, unknown> = z.lazy(() =>
  z.object({
    id: z.string(),
    label: z.string(),
    type: z.enum(['SECTION', 'PAGE', 'LINK', 'SCREEN']),
    target: z.string(),
    featured: z.boolean().default(false),
    children: z.array(menuItemSchema).optional(),
  }),
);
export const menusSchema = z.object({ platform: z.string(), menus: z.array(menuItemSchema) });
export type Menus = z.output<typeof menusSchema>;

export const labelsSchema = z.object({
  default_locale: z.string(),
  selected_locale: z.string(),
  translations: z.record(z.string(), z.string()),
});
export type Labels = z.output<typeof labelsSchema>;

export const pagingSchema = z.object({ lastSeen: z.string().nullable().default(null), moreDataAvailable: z.boolean().default(false) });

/** Cards and heroes stay `unknown` objects here: the row and hero blocks parse them with their own schemas. */
export const bucketSchema = z
  .object({
    bucketId: z.string(),
    exid: z.string().optional(),
    type: z.string().optional(),
    name: z.string().default(''),
    rowTypeData: z.object({ rowType: z.string() }).passthrough(),
    contentList: z.array(record).default([]),
    paging: pagingSchema.default({ lastSeen: null, moreDataAvailable: false }),
  })
  .passthrough();
export type Bucket = z.output<typeof bucketSchema>;

export const sectionSchema = z.object({
  id: z.string(),
  title: z.string().default(''),
  description: z.string().optional(),
  heroes: z.array(record).default([]),
  buckets: z.array(bucketSchema).default([]),
  /** The page layout `{ type, ...props }` (layouts registry), when the page names one. */
  layout: z.unknown().optional(),
});
export type Section = z.output<typeof sectionSchema>;

export const pageDocumentSchema = z
  .object({ id: z.string(), title: z.string().default(''), description: z.string().optional(), heroes: z.array(record).default([]), buckets: z.array(record).default([]) })
  .passthrough();
export type PageDocument = z.output<typeof pageDocumentSchema>;

export const pluginSchema = z.object({ id: z.string(), type: z.string(), title: z.string().optional(), props: record.default({}) });
export type Plugin = z.output<typeof pluginSchema>;

export const tokensSchema = z.object({ authorisationToken: z.string().min(1), refreshToken: z.string().min(1) });
export const loginAnswerSchema = tokensSchema.extend({
  linkedAccounts: z.array(z.unknown()).default([]),
  missingInformationStatus: z.unknown().optional(),
});

export const liveEventsSchema = z
  .object({
    events: z.array(record).default([]),
    page: z.number().optional(),
    totalPages: z.number().optional(),
    totalResults: z.number().optional(),
  })
  .passthrough();
export type LiveEvents = z.output<typeof liveEventsSchema>;

export const errorBodySchema = z.object({ code: z.string(), messages: z.array(z.string()).default([]), requestId: z.string().optional() });

/** A licence as the watch screens show it (name and what it costs); the full shape is the commerce document. */
export const licenceSummarySchema = z
  .object({ id: z.string(), name: z.string().default(''), description: z.string().optional().catch(undefined) })
  .passthrough();
export type LicenceSummary = z.output<typeof licenceSummarySchema>;

/** Fields every details answer (VOD, live event) shares; only what the watch screens read is strict. */
const contentDetailsBase = {
  id: z.string(),
  title: z.string().default(''),
  description: z.string().optional(),
  thumbnailUrl: z.string().optional(),
  posterUrl: z.string().optional(),
  accessLevel: z.string().optional(),
  onlinePlayback: z.boolean().optional(),
};

/** `GET /api/v4/vod/{id}`: VideoDetails (a content card plus details); only what the VOD screen reads is strict. */
export const vodDetailsSchema = z
  .object({
    ...contentDetailsBase,
    duration: z.number().optional(),
    licences: z.array(licenceSummarySchema).default([]),
    availableLicences: z.array(licenceSummarySchema).default([]),
    computedReleases: z.array(z.object({ type: z.string(), scheduledAt: z.string() }).passthrough()).default([]),
  })
  .passthrough();
export type VodDetails = z.output<typeof vodDetailsSchema>;

/** `GET /api/v4/event/{id}`: a live event or channel card plus status and schedule. */
export const eventDetailsSchema = z
  .object({
    ...contentDetailsBase,
    status: z.enum(['LIVE', 'UPCOMING', 'ENDED']).optional().catch(undefined),
    kind: z.string().optional(),
    eventSchedule: z.object({ startDate: z.string(), endDate: z.string() }).optional(),
    licences: z.array(licenceSummarySchema).default([]),
    vodId: z.string().optional(),
  })
  .passthrough();
export type EventDetails = z.output<typeof eventDetailsSchema>;

/**
 * `POST /v5/manifest/{vod|live}/{id}`: the access decision. Parsed loosely here (an object
 * with an access level and the licences that would grant it); the player's
 * `playbackDecision` validates the playback part.
 */
export const manifestAnswerSchema = z
  .object({ id: z.string(), accessLevel: z.string(), licences: z.array(licenceSummarySchema).default([]) })
  .passthrough();
export type ManifestAnswer = z.output<typeof manifestAnswerSchema>;
