/**
 * Realm configuration calls: settings (init), menus per platform, labels, translations by
 * keys, raw page documents and plugins. All answers come from the realm store's current
 * (last good) snapshot.
 */
import type { PlatformPlugin } from '../context.js';
import { notFound } from '../errors.js';
import { negotiateLocale } from '../realms/locale.js';
import { substitutePublicUrl } from '../catalogue/sections.js';

const MENU_PLATFORMS = ['WEB', 'MOBILE-WEB'] as const;
const looseObject = { type: 'object', additionalProperties: true } as const;
const idParam = (name: string) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' } },
  }) as const;
const errors = { 400: { $ref: 'Error#' }, 404: { $ref: 'Error#' } };
const stringMap = { type: 'object', additionalProperties: { type: 'string' } } as const;

export const realmConfigRoutes: PlatformPlugin = async (app, { config }) => {
  app.get(
    '/api/v1/init',
    {
      schema: {
        tags: ['realm'],
        summary: 'Realm settings (realm.json without $schema, plus the realm id)',
        response: {
          200: {
            type: 'object',
            additionalProperties: true,
            required: ['realm', 'defaultLocale', 'locales'],
            properties: {
              realm: { type: 'string' },
              defaultLocale: { type: 'string' },
              locales: { type: 'array', items: { type: 'string' } },
            },
          },
          ...errors,
        },
      },
    },
    async (req) => {
      const { settings, id, defaultLocale, labels } = req.realm;
      const locales = Array.isArray(settings.locales) ? settings.locales : Object.keys(labels).sort();
      return { ...settings, realm: id, defaultLocale, locales };
    },
  );

  app.get(
    '/api/v1/menu/:platform',
    {
      schema: {
        tags: ['realm'],
        summary: 'Menus of one platform',
        params: {
          type: 'object',
          required: ['platform'],
          properties: { platform: { type: 'string', enum: [...MENU_PLATFORMS] } },
        },
        response: {
          200: {
            type: 'object',
            required: ['platform', 'menus'],
            properties: { platform: { type: 'string' }, menus: { type: 'array', items: looseObject } },
          },
          ...errors,
        },
      },
    },
    async (req) => {
      const { platform } = req.params as { platform: (typeof MENU_PLATFORMS)[number] };
      return { platform, menus: req.realm.menus[platform] ?? [] };
    },
  );

  app.get(
    '/api/v2/label',
    {
      schema: {
        tags: ['realm'],
        summary: 'Labels of the locale chosen from Accept-Language (default-locale text fills missing keys)',
        headers: { type: 'object', properties: { 'accept-language': { type: 'string', maxLength: 500 } } },
        response: {
          200: {
            type: 'object',
            required: ['default_locale', 'selected_locale', 'translations'],
            properties: { default_locale: { type: 'string' }, selected_locale: { type: 'string' }, translations: stringMap },
          },
          ...errors,
        },
      },
    },
    async (req) => {
      const { labels, defaultLocale } = req.realm;
      const selected = negotiateLocale(req.headers['accept-language'], Object.keys(labels), defaultLocale);
      return {
        default_locale: defaultLocale,
        selected_locale: selected,
        translations: { ...(labels[defaultLocale] ?? {}), ...(labels[selected] ?? {}) },
      };
    },
  );

  app.post(
    '/api/v2/label/translations',
    {
      schema: {
        tags: ['realm'],
        summary: 'The given label keys in every locale of the realm (unknown keys are left out)',
        body: {
          type: 'object',
          required: ['keys'],
          additionalProperties: false,
          properties: { keys: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'string', minLength: 1, maxLength: 200 } } },
        },
        response: {
          200: { type: 'object', required: ['translations'], properties: { translations: { type: 'object', additionalProperties: stringMap } } },
          ...errors,
        },
      },
    },
    async (req) => {
      const { keys } = req.body as { keys: string[] };
      const translations: Record<string, Record<string, string>> = {};
      for (const [locale, table] of Object.entries(req.realm.labels)) {
        const picked: Record<string, string> = {};
        for (const key of keys) if (Object.hasOwn(table, key)) picked[key] = table[key];
        translations[locale] = picked;
      }
      return { translations };
    },
  );

  app.get(
    '/api/v1/page/:pageId',
    {
      schema: {
        tags: ['realm'],
        summary: 'A raw page document of the realm',
        params: idParam('pageId'),
        response: { 200: looseObject, ...errors },
      },
    },
    async (req) => {
      const { pageId } = req.params as { pageId: string };
      const page = req.realm.pages[pageId];
      if (!page) throw notFound('PAGE_NOT_FOUND', `No page "${pageId}" in realm ${req.realm.id}.`);
      // Raw as written, except the media base URL, so a preview of it loads real artwork.
      return substitutePublicUrl(page, config.publicUrl);
    },
  );

  app.get(
    '/api/v1/plugin/:id',
    {
      schema: {
        tags: ['realm'],
        summary: "A plugin from the realm's plugins.json",
        params: idParam('id'),
        response: {
          200: { type: 'object', additionalProperties: true, required: ['id', 'type'], properties: { id: { type: 'string' }, type: { type: 'string' }, props: looseObject } },
          ...errors,
        },
      },
    },
    async (req) => {
      const { id } = req.params as { id: string };
      const plugin = req.realm.plugins[id];
      if (!plugin) throw notFound('PLUGIN_NOT_FOUND', `No plugin "${id}" in realm ${req.realm.id}.`);
      return substitutePublicUrl({ props: {}, ...plugin }, config.publicUrl);
    },
  );
};
