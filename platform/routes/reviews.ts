/**
 * Video reviews (contract/reviews.ts):
 *
 *   GET  /review/vods/{id}   → { id, allowed, averageRating, reviewCount, mine }
 *   POST /review/vods/{id}   { rating 1–5, text? } → the same, with the viewer's review in `mine`
 *
 * Reviewing is allowed to a signed-in viewer granted access to the video (403
 * REVIEW_NOT_ALLOWED otherwise): who may not watch it has not seen it.
 */
import type { FastifyRequest } from 'fastify';
import { contract } from '../../contract/index.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { forbidden, notFound } from '../errors.js';
import { catalogueFor } from '../catalogue/service.js';
import { cardsFor } from '../catalogue/details.js';
import { cleanReviewText, reviewSummary, saveReview } from '../reviews/store.js';

export const reviewRoutes: PlatformPlugin = async (app, ctx) => {
  const service = catalogueFor(ctx);

  /** The video and whether this viewer may review it. */
  async function reviewable(req: FastifyRequest, id: string) {
    const cards = await cardsFor(service, req, { favourites: false });
    const vod = cards.catalogue.vodById.get(id);
    if (!vod) throw notFound('UNKNOWN_VOD', `No video "${id.slice(0, 80)}".`);
    const userId = cards.viewer.signedIn ? cards.viewer.userId : null;
    return { userId, allowed: userId !== null && cards.decide(vod.access).accessLevel === 'GRANTED' };
  }

  route(app, contract.reviews.summary, async ({ req, params }, reply) => {
    const { userId, allowed } = await reviewable(req, params.id);
    // The viewer's own review and access decision are in the answer.
    reply.header('Cache-Control', 'private, no-store');
    return reviewSummary(ctx.db, params.id, userId, allowed);
  });

  route(app, contract.reviews.post, async ({ req, params, body }, reply) => {
    const user = await ctx.auth.requireUser(req);
    const { allowed } = await reviewable(req, params.id);
    if (!allowed) throw forbidden('REVIEW_NOT_ALLOWED', 'Only a viewer who may watch this video can review it.');
    await saveReview(ctx.db, user.id, params.id, body.rating, cleanReviewText(body.text));
    reply.header('Cache-Control', 'no-store');
    return reviewSummary(ctx.db, params.id, user.id, true);
  });
};
