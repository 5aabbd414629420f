/**
 * Favourite videos of the signed-in viewer. PUT and DELETE are idempotent (the primary
 * key (user, video) makes concurrent toggles safe: the last one wins, never a duplicate).
 */
import { contract } from '../../contract/index.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { notFound } from '../errors.js';
import { catalogueFor } from '../catalogue/service.js';
import { installViewerCaching } from '../catalogue/http.js';
import { cardsFor } from '../catalogue/details.js';
import type { VodFixture } from '../catalogue/fixture-types.js';

export const favouriteRoutes: PlatformPlugin = async (app, ctx) => {
  const service = catalogueFor(ctx);
  installViewerCaching(app, ctx.config.countryHeader);

  route(app, contract.content.favourites, async ({ req, query }) => {
    const user = await ctx.auth.requireUser(req);
    const { rpp, p } = query;
    const [cards, total, rows] = await Promise.all([
      cardsFor(service, req),
      ctx.db
        .selectFrom('favourites')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow(),
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

  route(app, contract.content.addFavourite, async ({ req, params }) => {
    const user = await ctx.auth.requireUser(req);
    if (!(await service.catalogue()).vodById.has(params.id)) throw notFound('UNKNOWN_VOD', `No video "${params.id.slice(0, 80)}".`);
    await ctx.db
      .insertInto('favourites')
      .values({ user_id: user.id, vod_id: params.id })
      .onConflict((oc) => oc.columns(['user_id', 'vod_id']).doNothing())
      .execute();
    return { id: params.id, favourite: true };
  });

  route(app, contract.content.removeFavourite, async ({ req, params }) => {
    const user = await ctx.auth.requireUser(req);
    if (!(await service.catalogue()).vodById.has(params.id)) throw notFound('UNKNOWN_VOD', `No video "${params.id.slice(0, 80)}".`);
    await ctx.db.deleteFrom('favourites').where('user_id', '=', user.id).where('vod_id', '=', params.id).execute();
    return { id: params.id, favourite: false };
  });
};
