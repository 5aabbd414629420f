/**
 * Favourite videos of the signed-in viewer. PUT and DELETE are idempotent (the primary
 * key (user, video) makes concurrent toggles safe: the last one wins, never a duplicate).
 */
import type { PlatformPlugin } from '../context.js';
import { notFound } from '../errors.js';
import { catalogueFor } from '../catalogue/service.js';
import { installViewerCaching } from '../catalogue/http.js';
import { cardsFor } from '../catalogue/details.js';
import type { VodFixture } from '../catalogue/fixture-types.js';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 128 } } } as const;

export const favouriteRoutes: PlatformPlugin = async (app, ctx) => {
  const service = catalogueFor(ctx);
  installViewerCaching(app, ctx.config.countryHeader);

  app.get<{ Querystring: { rpp: number; p: number } }>('/favourite/vods', {
    schema: {
      summary: 'Favourite videos, newest first, page-numbered (p from 1)',
      querystring: {
        type: 'object',
        properties: {
          rpp: { type: 'integer', minimum: 1, maximum: 100, default: 9 },
          p: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
        },
      },
    },
  }, async (req) => {
    const user = await ctx.auth.requireUser(req);
    const { rpp, p } = req.query;
    const [cards, total, rows] = await Promise.all([
      cardsFor(service, req),
      ctx.db.selectFrom('favourites').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow(),
      ctx.db
        .selectFrom('favourites')
        .select('vod_id')
        .where('user_id', '=', user.id)
        .orderBy('created_at', 'desc')
        .orderBy('vod_id')
        .limit(rpp)
        .offset((p - 1) * rpp)
        .execute(),
    ]);
    const totalResults = Number(total.n);
    const vods = rows.map((r) => cards.catalogue.vodById.get(r.vod_id)).filter((v): v is VodFixture => Boolean(v));
    return {
      vods: vods.map((v) => ({ ...cards.vod(v), favourite: true })),
      page: p,
      totalPages: Math.ceil(totalResults / rpp),
      totalResults,
    };
  });

  app.put<{ Params: { id: string } }>('/favourite/vods/:id', { schema: { summary: 'Add a video to favourites (idempotent)', params: idParams } }, async (req) => {
    const user = await ctx.auth.requireUser(req);
    if (!(await service.catalogue()).vodById.has(req.params.id)) throw notFound('UNKNOWN_VOD', `No video "${req.params.id.slice(0, 80)}".`);
    await ctx.db
      .insertInto('favourites')
      .values({ user_id: user.id, vod_id: req.params.id })
      .onConflict((oc) => oc.columns(['user_id', 'vod_id']).doNothing())
      .execute();
    return { id: req.params.id, favourite: true };
  });

  app.delete<{ Params: { id: string } }>('/favourite/vods/:id', { schema: { summary: 'Remove a video from favourites (idempotent)', params: idParams } }, async (req) => {
    const user = await ctx.auth.requireUser(req);
    if (!(await service.catalogue()).vodById.has(req.params.id)) throw notFound('UNKNOWN_VOD', `No video "${req.params.id.slice(0, 80)}".`);
    await ctx.db.deleteFrom('favourites').where('user_id', '=', user.id).where('vod_id', '=', req.params.id).execute();
    return { id: req.params.id, favourite: false };
  });
};
