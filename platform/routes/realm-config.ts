/**
 * Realm configuration calls: settings (init), menus per platform, labels, translations by
 * keys, raw page documents and plugins. All answers come from the realm store's current
 * (last good) snapshot.
 */
import { contract } from '../../contract/index.js';
import type { AnswerInput } from '../../contract/define.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { notFound } from '../errors.js';
import { answerLocale, negotiateLocale } from '../realms/locale.js';
import { localiseDocument } from '../../contract/localised-text.js';
import { substitutePublicUrl } from '../catalogue/sections.js';

/** The non-empty texts of a label table (an empty text counts as missing). */
function written(table: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(table ?? {}).filter(([, text]) => typeof text === 'string' && text !== ''));
}

export const realmConfigRoutes: PlatformPlugin = async (app, ctx) => {
  const { config } = ctx;
  // Realm documents are JSON validated against schemas/ when the store loads them; the casts
  // below name that validated shape (the serialiser checks it against the contract again).
  // Cheap enough to poll every second: the web re-reads settings, menus and labels only when a version changed.
  route(app, contract.realm.directory, () => ({
    realms: ctx.realms.directory().map((listing) => (config.nodeEnv === 'production' ? { ...listing, problems: [] } : listing)),
  }));

  route(app, contract.realm.init, ({ req }) => {
    const { settings, id, defaultLocale, labels } = req.realm;
    const locales = Array.isArray(settings.locales) ? settings.locales : Object.keys(labels).sort();
    return { ...(settings as object), realm: id, defaultLocale, locales } as AnswerInput<typeof contract.realm.init>;
  });

  route(app, contract.realm.menu, ({ req, params }) => ({
    platform: params.platform,
    menus: (req.realm.menus[params.platform] ?? []) as AnswerInput<typeof contract.realm.menu>['menus'],
  }));

  // The requested locale's text over the realm's English, never another language: a key the
  // realm writes in neither is left out, and the web shows the product's English for it.
  route(app, contract.realm.labels, ({ req, headers }) => {
    const { labels, defaultLocale, settings } = req.realm;
    const locales = Array.isArray(settings.locales) ? (settings.locales as string[]) : Object.keys(labels);
    const selected = negotiateLocale(headers['accept-language'], locales, defaultLocale);
    return {
      default_locale: defaultLocale,
      selected_locale: selected,
      translations: { ...written(labels.en), ...written(labels[selected]) },
    };
  });

  route(app, contract.realm.translations, ({ req, body }) => {
    const translations: Record<string, Record<string, string>> = {};
    for (const [locale, table] of Object.entries(req.realm.labels)) {
      const picked: Record<string, string> = {};
      for (const key of body.keys) if (Object.hasOwn(table, key)) picked[key] = table[key];
      translations[locale] = picked;
    }
    return { translations };
  });

  route(app, contract.realm.page, ({ req, params }) => {
    const page = req.realm.pages[params.pageId];
    if (!page) throw notFound('PAGE_NOT_FOUND', `No page "${params.pageId}" in realm ${req.realm.id}.`);
    // As written, except the media base URL (so a preview of it loads real artwork) and the
    // texts, in the answer's locale.
    const { locale, defaultLocale } = answerLocale(req.headers['accept-language'], req.realm);
    return localiseDocument(substitutePublicUrl(page, config.publicUrl), locale, defaultLocale) as AnswerInput<typeof contract.realm.page>;
  });

  route(app, contract.realm.plugin, ({ req, params }) => {
    const plugin = req.realm.plugins[params.id];
    if (!plugin) throw notFound('PLUGIN_NOT_FOUND', `No plugin "${params.id}" in realm ${req.realm.id}.`);
    const { locale, defaultLocale } = answerLocale(req.headers['accept-language'], req.realm);
    return localiseDocument(substitutePublicUrl({ props: {}, ...plugin }, config.publicUrl), locale, defaultLocale) as AnswerInput<
      typeof contract.realm.plugin
    >;
  });
};
