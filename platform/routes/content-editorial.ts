/**
 * News feeds and fighter profiles (chosen paths: the spec lists the screens, not the calls).
 */
import type { PlatformPlugin } from '../context.js';
import { notFound } from '../errors.js';
import { catalogueFor } from '../catalogue/service.js';
import { installViewerCaching } from '../catalogue/http.js';
import { cardsFor } from '../catalogue/details.js';
import { pageNumber } from '../catalogue/paging.js';
import { imageUrl } from '../catalogue/media-urls.js';
import type { FighterFixture } from '../catalogue/fixture-types.js';

const id = { type: 'string', minLength: 1, maxLength: 128 } as const;
const paged = (rpp: number) => ({
  p: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
  rpp: { type: 'integer', minimum: 1, maximum: 100, default: rpp },
}) as const;

export const editorialRoutes: PlatformPlugin = async (app, ctx) => {
  const service = catalogueFor(ctx);
  installViewerCaching(app, ctx.config.countryHeader);

  app.get('/api/v4/news', { schema: { summary: 'News feeds (chosen path)' } }, async () => {
    const catalogue = await service.catalogue();
    const feeds = new Map<string, { feedName: string; title: string; itemCount: number }>();
    for (const n of catalogue.news) {
      const feed = feeds.get(n.feedName) ?? { feedName: n.feedName, title: n.feedTitle, itemCount: 0 };
      feed.itemCount++;
      feeds.set(n.feedName, feed);
    }
    return { feeds: [...feeds.values()] };
  });

  app.get<{ Params: { feedName: string }; Querystring: { p: number; rpp: number } }>('/api/v4/news/:feedName', {
    schema: {
      summary: 'Items of one news feed, newest first (chosen path)',
      params: { type: 'object', required: ['feedName'], properties: { feedName: id } },
      querystring: { type: 'object', properties: paged(10) },
    },
  }, async (req) => {
    const cards = await cardsFor(service, req);
    const items = cards.catalogue.news.filter((n) => n.feedName === req.params.feedName);
    if (items.length === 0) throw notFound('UNKNOWN_FEED', `No news feed "${req.params.feedName.slice(0, 80)}".`);
    const page = pageNumber([...items].sort((a, b) => a.publishedDaysAgo - b.publishedDaysAgo), req.query.p, req.query.rpp);
    return { feedName: req.params.feedName, title: items[0].feedTitle, items: page.items.map((n) => cards.news(n)), page: page.page, totalPages: page.totalPages, totalResults: page.totalResults };
  });

  app.get<{ Params: { feedName: string; id: string } }>('/api/v4/news/:feedName/:id', {
    schema: { summary: 'One news item with its body (chosen path)', params: { type: 'object', required: ['feedName', 'id'], properties: { feedName: id, id } } },
  }, async (req) => {
    const cards = await cardsFor(service, req);
    const item = cards.catalogue.newsById.get(req.params.id);
    if (!item || item.feedName !== req.params.feedName) throw notFound('UNKNOWN_NEWS_ITEM', `No news item "${req.params.id.slice(0, 80)}" in ${req.params.feedName.slice(0, 80)}.`);
    return { ...cards.news(item), body: item.body, feedTitle: item.feedTitle };
  });

  const fighter = (f: FighterFixture) => ({ ...f, imageUrl: imageUrl(service.publicUrl, f.imageKey) });

  app.get<{ Querystring: { weightClass?: string; letter?: string; sort: 'rank' | 'name'; p: number; rpp: number } }>('/api/v4/fighters', {
    schema: {
      summary: 'Fighters: rankings by weight class or A to Z (chosen path)',
      querystring: {
        type: 'object',
        properties: {
          weightClass: { type: 'string', minLength: 1, maxLength: 64 },
          letter: { type: 'string', pattern: '^[A-Za-z]$' },
          sort: { type: 'string', enum: ['rank', 'name'], default: 'rank' },
          ...paged(20),
        },
      },
    },
  }, async (req) => {
    const catalogue = await service.catalogue();
    let list = catalogue.fighters;
    if (req.query.weightClass) list = list.filter((f) => f.weightClass.toLowerCase() === req.query.weightClass!.toLowerCase());
    if (req.query.letter) list = list.filter((f) => f.name.toUpperCase().startsWith(req.query.letter!.toUpperCase()));
    const sorted = [...list].sort(req.query.sort === 'name'
      ? (a, b) => a.name.localeCompare(b.name, 'en')
      : (a, b) => a.weightClass.localeCompare(b.weightClass, 'en') || a.rank - b.rank);
    const page = pageNumber(sorted, req.query.p, req.query.rpp);
    return {
      weightClasses: [...new Set(catalogue.fighters.map((f) => f.weightClass))],
      fighters: page.items.map(fighter),
      page: page.page,
      totalPages: page.totalPages,
      totalResults: page.totalResults,
    };
  });

  app.get<{ Params: { id: string } }>('/api/v4/fighters/:id', {
    schema: { summary: 'One fighter profile (chosen path)', params: { type: 'object', required: ['id'], properties: { id } } },
  }, async (req) => {
    const f = (await service.catalogue()).fighters.find((x) => x.id === req.params.id);
    if (!f) throw notFound('UNKNOWN_FIGHTER', `No fighter "${req.params.id.slice(0, 80)}".`);
    return fighter(f);
  });
};
