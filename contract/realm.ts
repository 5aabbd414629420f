/**
 * Realm configuration calls: settings, menus, labels, raw page documents and plugins, as
 * the realm's files hold them (schemas/ validates those files; these answers describe what
 * the platform sends of them). Fields a realm file may leave out are optional here: the web
 * fills its defaults in one place (app/platform/schemas.server.ts). Every realm call answers
 * 400 without a Realm header and 404 for an unknown realm.
 */
import { z } from 'zod';
import { defineCall } from './define.js';

const stringMap = z.record(z.string(), z.string());
const cssValues = z.record(z.string(), z.union([z.string(), z.number()]));
/** Documents an editor writes (page heroes, plugin props): any JSON object. */
const document = z.record(z.string(), z.unknown());

export const MENU_PLATFORMS = ['WEB', 'MOBILE-WEB'] as const;
export type MenuPlatform = (typeof MENU_PLATFORMS)[number];
export const LAYOUTS = ['top', 'top-left', 'hamburger', 'sidebar'] as const;

/** realm.json without `$schema`, plus the realm id (and the locales, taken from the labels when realm.json has none). */
export const realmSettings = z
  .object({
    realm: z.string(),
    name: z.string().optional(),
    hosts: z.array(z.string()).optional(),
    defaultLocale: z.string(),
    locales: z.array(z.string()),
    rtlLocales: z.array(z.string()).optional(),
    defaultCountry: z.string().optional(),
    theme: z
      .object({
        colours: stringMap.optional(),
        fonts: stringMap.optional(),
        fontSizes: cssValues.optional(),
        gutters: cssValues.optional(),
        sizes: cssValues.optional(),
        forceKeyArtThumbnail: z.boolean().optional(),
      })
      .optional(),
    logo: z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string().optional() }).optional(),
    layout: z.enum(LAYOUTS).optional(),
    features: z.record(z.string(), z.boolean()).optional(),
    search: z.object({ type: z.enum(['vesper', 'default']).optional() }).optional(),
    liveDvrWindowSeconds: z.number().int().optional(),
    languageBadge: z.boolean().optional(),
    localeNegotiation: z.enum(['acceptLanguage', 'realmDefault']).optional(),
    registration: z.object({ externalUrl: z.string().optional() }).optional(),
    addressRestrictions: z
      .array(z.object({ type: z.enum(['BLACKLIST', 'WHITELIST']), appliesTo: z.enum(['PURCHASE', 'REGISTRATION']), countries: z.array(z.string()) }))
      .optional(),
    allowedOrigins: z.array(z.string()).optional(),
    defaultPage: z.string().optional(),
    notFoundPage: z.string().optional(),
    profileConfiguration: document.optional(),
    mfaConfigurations: z.array(z.looseObject({ type: z.string(), enabled: z.boolean().optional() })).optional(),
    appSettings: z.record(z.string(), document).optional(),
    /** Identity providers; each type has its own fields (schemas/auth-providers.ts). */
    authProviders: z.array(z.looseObject({ type: z.string(), name: z.string() })).optional(),
  })
  .meta({ id: 'RealmSettings' });

export interface MenuEntry {
  id: string;
  label: string;
  type: 'SECTION' | 'PAGE' | 'LINK' | 'SCREEN';
  target: string;
  featured?: boolean;
  children?: MenuEntry[];
}

export const menuEntry: z.ZodType<MenuEntry> = z
  .object({
    id: z.string(),
    /** A label key. */
    label: z.string(),
    type: z.enum(['SECTION', 'PAGE', 'LINK', 'SCREEN']),
    target: z.string(),
    featured: z.boolean().optional(),
    get children() {
      return z.array(menuEntry).optional();
    },
  })
  .meta({ id: 'MenuEntry' });

const idParam = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.-]+$/);

/** One realm folder of the platform: served or refused, and the problems of its latest refused edit. */
export const realmListing = z
  .object({
    id: z.string(),
    hosts: z.array(z.string()),
    /** Changes exactly when an edit of the realm is accepted; null while the realm is not served. */
    version: z.string().nullable(),
    served: z.boolean(),
    /** The realms:check report of the latest refused edit (outside production only; empty once accepted). */
    problems: z.array(z.object({ file: z.string(), pointer: z.string(), message: z.string() })),
  })
  .meta({ id: 'RealmListing' });

export const realm = {
  directory: defineCall({
    method: 'GET',
    path: '/api/v1/realms',
    summary: 'Every realm the platform has read: hosts, version (changes on each accepted edit), served or refused',
    auth: 'none',
    realmFree: true,
    answer: z.object({ realms: z.array(realmListing) }),
    errors: [],
  }),
  init: defineCall({
    method: 'GET',
    path: '/api/v1/init',
    summary: 'Realm settings (realm.json without $schema, plus the realm id)',
    auth: 'none',
    answer: realmSettings,
    errors: [400, 404],
  }),
  menu: defineCall({
    method: 'GET',
    path: '/api/v1/menu/:platform',
    summary: 'Menus of one platform',
    auth: 'none',
    params: z.object({ platform: z.enum(MENU_PLATFORMS) }),
    answer: z.object({ platform: z.enum(MENU_PLATFORMS), menus: z.array(menuEntry) }),
    errors: [400, 404],
  }),
  labels: defineCall({
    method: 'GET',
    path: '/api/v2/label',
    summary: "Labels of the realm locale chosen from Accept-Language; the realm's English fills missing keys (never another language)",
    auth: 'none',
    headers: z.object({ 'accept-language': z.string().max(500).optional() }),
    answer: z.object({ default_locale: z.string(), selected_locale: z.string(), translations: stringMap }),
    errors: [400, 404],
  }),
  translations: defineCall({
    method: 'POST',
    path: '/api/v2/label/translations',
    summary: 'The given label keys in every locale of the realm (unknown keys are left out)',
    auth: 'none',
    body: z.strictObject({ keys: z.array(z.string().min(1).max(200)).min(1).max(500) }),
    answer: z.object({ translations: z.record(z.string(), stringMap) }),
    errors: [400, 404],
  }),
  page: defineCall({
    method: 'GET',
    path: '/api/v1/page/:pageId',
    summary: 'A raw page document of the realm',
    params: z.object({ pageId: idParam }),
    answer: z.looseObject({
      id: z.string(),
      title: z.string().optional(),
      description: z.string().optional(),
      heroes: z.array(document).optional(),
      buckets: z.array(document).optional(),
    }),
    errors: [400, 404],
  }),
  plugin: defineCall({
    method: 'GET',
    path: '/api/v1/plugin/:id',
    summary: "A plugin from the realm's plugins.json",
    params: z.object({ id: idParam }),
    answer: z.looseObject({ id: z.string(), type: z.string(), title: z.string().optional(), props: document }),
    errors: [400, 404],
  }),
};
