/**
 * News feeds and fighter profiles (chosen paths: the spec lists the screens, not the calls).
 */
import { contract } from '../../contract/index.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { notFound } from '../errors.js';
import { catalogueFor } from '../catalogue/service.js';
import { installViewerCaching } from '../catalogue/http.js';
import { cardsFor } from '../catalogue/details.js';
import { pageNumber } from '../catalogue/paging.js';
import { imageUrl } from '../catalogue/media-urls.js';
import { localisedField } from '../catalogue/localised-field.js';
import type { FighterFixture } from '../catalogue/fixture-types.js';
import type { FastifyRequest } from 'fastify';
import { answerLocale } from '../realms/locale.js';

export const editorialRoutes: PlatformPlugin = async (app, ctx) => {
  const service = catalogueFor(ctx);
  installViewerCaching(app, ctx.config.countryHeader);

  const localeOf = (req: FastifyRequest) => answerLocale(req.headers['accept-language'], req.realm).locale;

  route(app, contract.content.newsFeeds, async ({ req }) => {
    const catalogue = await service.catalogue();
    const locale = localeOf(req);
    const feeds = new Map<string, { feedName: string; title: string; itemCount: number }>();
    for (const n of catalogue.news) {
      const feed = feeds.get(n.feedName) ?? { feedName: n.feedName, title: localisedField(n.translations, locale, 'feedTitle', n.feedTitle), itemCount: 0 };
      feed.itemCount++;
      feeds.set(n.feedName, feed);
    }
    return { feeds: [...feeds.values()] };
  });

  route(app, contract.content.newsFeed, async ({ req, params, query }) => {
    const cards = await cardsFor(service, req);
    const items = cards.catalogue.news.filter((n) => n.feedName === params.feedName);
    if (items.length === 0) throw notFound('UNKNOWN_FEED', `No news feed "${params.feedName.slice(0, 80)}".`);
    const page = pageNumber(
      [...items].sort((a, b) => a.publishedDaysAgo - b.publishedDaysAgo),
      query.p,
      query.rpp,
    );
    return {
      feedName: params.feedName,
      title: cards.text(items[0], 'feedTitle', items[0].feedTitle),
      items: page.items.map((n) => cards.news(n)),
      page: page.page,
      totalPages: page.totalPages,
      totalResults: page.totalResults,
    };
  });

  route(app, contract.content.newsItem, async ({ req, params }) => {
    const cards = await cardsFor(service, req);
    const item = cards.catalogue.newsById.get(params.id);
    if (!item || item.feedName !== params.feedName)
      throw notFound('UNKNOWN_NEWS_ITEM', `No news item "${params.id.slice(0, 80)}" in ${params.feedName.slice(0, 80)}.`);
    return { ...cards.news(item), body: cards.text(item, 'body', item.body), feedTitle: cards.text(item, 'feedTitle', item.feedTitle) };
  });

  /** A fighter with its weight class and biography in the answer's locale (the English class stays the filter value). */
  const fighter = (f: FighterFixture, locale: string) => ({
    ...f,
    weightClassName: localisedField(f.translations, locale, 'weightClass', f.weightClass),
    bio: localisedField(f.translations, locale, 'bio', f.bio),
    imageUrl: imageUrl(service.publicUrl, f.imageKey),
  });
  route(app, contract.content.fighters, async ({ req, query }) => {
    const catalogue = await service.catalogue();
    const locale = localeOf(req);
    const { weightClass, letter } = query;
    let list = catalogue.fighters;
    if (weightClass) list = list.filter((f) => f.weightClass.toLowerCase() === weightClass.toLowerCase());
    if (letter) list = list.filter((f) => f.name.toUpperCase().startsWith(letter.toUpperCase()));
    const sorted = [...list].sort(
      query.sort === 'name' ? (a, b) => a.name.localeCompare(b.name, 'en') : (a, b) => a.weightClass.localeCompare(b.weightClass, 'en') || a.rank - b.rank,
    );
    const page = pageNumber(sorted, query.p, query.rpp);
    return {
      weightClasses: [...new Set(catalogue.fighters.map((f) => f.weightClass))],
      weightClassNames: Object.fromEntries(catalogue.fighters.map((f) => [f.weightClass, fighter(f, locale).weightClassName])),
      fighters: page.items.map((f) => fighter(f, locale)),
      page: page.page,
      totalPages: page.totalPages,
      totalResults: page.totalResults,
    };
  });

  route(app, contract.content.fighter, async ({ req, params }) => {
    const f = (await service.catalogue()).fighters.find((x) => x.id === params.id);
    if (!f) throw notFound('UNKNOWN_FIGHTER', `No fighter "${params.id.slice(0, 80)}".`);
    return fighter(f, localeOf(req));
  });
};
