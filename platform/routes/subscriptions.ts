/**
 * Subscription calls (contract/subscriptions.ts): the viewer's holdings as the account shows
 * them, pause, resume, cancel, reactivate, the cancellation promo, price-change consent and
 * voucher redemption. Rules and figures: docs/decisions/0028-keeping-a-subscription.md.
 */
import type { FastifyRequest } from 'fastify';
import { contract } from '../../contract/index.js';
import type { HeldLicenceAnswer } from '../../contract/subscriptions.js';
import { route } from '../contract-route.js';
import type { PlatformPlugin } from '../context.js';
import { HttpError } from '../errors.js';
import { catalogueFor } from '../catalogue/service.js';
import type { LicenceFixture } from '../catalogue/fixture-types.js';
import { commerceFor } from '../commerce/service.js';
import { flowLimitsFor } from '../auth/flow-limits.js';
import { heldLicences } from '../subscriptions/holdings.js';
import { findLicence, promoView, SubscriptionActions } from '../subscriptions/actions.js';
import { loadSubscriptionRules } from '../subscriptions/rules.js';
import { redeemLicenceVoucher } from '../subscriptions/vouchers.js';

const VOUCHER_CODE = /^[A-Za-z0-9_-]{3,32}$/;
/** Headers an internal basket call carries over from the viewer's request. */
const FORWARDED = ['authorization', 'realm', 'accept-language', 'x-client-address'];

export const subscriptionRoutes: PlatformPlugin = async (app, ctx) => {
  const service = catalogueFor(ctx);
  const rules = loadSubscriptionRules(ctx.config.fixturesDir);
  const actions = new SubscriptionActions(ctx.db, rules, () => service.now());
  const limits = flowLimitsFor(ctx);

  async function licenceOf(id: string): Promise<LicenceFixture> {
    const licence = findLicence(await service.catalogue(), id);
    if (!licence) throw new HttpError(404, 'LICENCE_NOT_FOUND', [`No licence ${id}.`]);
    return licence;
  }

  async function holding(userId: string, licence: LicenceFixture): Promise<HeldLicenceAnswer> {
    const [view] = await heldLicences(ctx.db, userId, await service.catalogue(), rules, service.now(), licence.id);
    if (!view) throw new HttpError(404, 'LICENCE_NOT_HELD', [`You do not hold ${licence.name}.`]);
    return view;
  }

  async function signedIn(req: FastifyRequest) {
    return ctx.auth.requireUser(req);
  }

  route(app, contract.subscriptions.held, async ({ req }, reply) => {
    const user = await signedIn(req);
    const catalogue = await service.catalogue();
    const views = await heldLicences(ctx.db, user.id, catalogue, rules, service.now());
    reply.header('cache-control', 'private, no-store');
    const byId = new Map(views.map((v) => [v.id, v]));
    return {
      licenceFamilies: catalogue.families
        .map((f) => ({ id: f.id, name: f.name, licences: f.licenceIds.map((id) => byId.get(id)).filter((v): v is HeldLicenceAnswer => Boolean(v)) }))
        .filter((f) => f.licences.length > 0),
      nonFamilyBasedLicences: views.filter((v) => !v.family),
    };
  });

  route(app, contract.subscriptions.pause, async ({ params, body, req }) => {
    const user = await signedIn(req);
    const licence = await licenceOf(params.id);
    await actions.pause(user.id, licence, body?.config?.resumeAfter);
    return holding(user.id, licence);
  });

  route(app, contract.subscriptions.resume, async ({ params, req }) => {
    const user = await signedIn(req);
    const licence = await licenceOf(params.id);
    await actions.resume(user.id, licence);
    return holding(user.id, licence);
  });

  route(app, contract.subscriptions.cancel, async ({ params, query, req }) => {
    const user = await signedIn(req);
    const licence = await licenceOf(params.id);
    await actions.cancel(user.id, licence, query.cancellationDiscount === 'IGNORE');
    return holding(user.id, licence);
  });

  route(app, contract.subscriptions.reactivate, async ({ params, req }) => {
    const user = await signedIn(req);
    const licence = await licenceOf(params.id);
    await actions.reactivate(user.id, licence);
    return holding(user.id, licence);
  });

  route(app, contract.subscriptions.verifyCancellationPromo, async ({ params, req }, reply) => {
    const user = await signedIn(req);
    const licence = await licenceOf(params.id);
    const promo = await actions.offeredPromo(user.id, licence);
    reply.header('cache-control', 'private, no-store');
    const view = promo ? await holding(user.id, licence) : null;
    return { eligible: Boolean(promo), promo: promo ? promoView(promo, licence, view?.subscription.renewalPrice?.currency ?? null) : null };
  });

  route(app, contract.subscriptions.redeemCancellationPromo, async ({ params, req }) => {
    const user = await signedIn(req);
    const licence = await licenceOf(params.id);
    await actions.answerPromo(user.id, licence, 'REDEEMED');
    return holding(user.id, licence);
  });

  route(app, contract.subscriptions.refuseCancellationPromo, async ({ params, req }) => {
    const user = await signedIn(req);
    const licence = await licenceOf(params.id);
    await actions.answerPromo(user.id, licence, 'REFUSED');
    return holding(user.id, licence);
  });

  route(app, contract.subscriptions.cancellationPromos, async ({ req }, reply) => {
    await ctx.auth.requireRole(req, 'editor');
    const catalogue = await service.catalogue();
    reply.header('cache-control', 'private, no-store');
    return { promos: rules.promos.map((p) => promoView(p, catalogue.licenceById.get(p.licenceIds[0]), null)) };
  });

  route(app, contract.subscriptions.priceMigrationConsent, async ({ params, body, req }) => {
    const user = await signedIn(req);
    const licenceId = await actions.consent(user.id, params.id, body.status);
    return holding(user.id, await licenceOf(licenceId));
  });

  route(app, contract.subscriptions.redeemVoucher, async ({ body, req }, reply) => {
    const user = await signedIn(req);
    const code = body.voucherCode.trim();
    if (!VOUCHER_CODE.test(code)) throw new HttpError(400, 'VOUCHER_MALFORMED', ['This is not a valid voucher code.']);
    const upper = code.toUpperCase();
    const licenceNumber =
      typeof body.licenceId === 'number' ? body.licenceId : body.licenceId && /^\d{1,9}$/.test(body.licenceId) ? Number(body.licenceId) : null;
    // A wrong code counts against the viewer and their address; a right one costs nothing.
    const commerceRules = commerceFor(app, ctx).rules;
    const known = await limits.guardCode(req, reply, user.id, async () =>
      licenceNumber !== null ? Boolean(rules.licenceVoucher(upper)) : Boolean(commerceRules.voucher(upper)),
    );
    if (!known) throw new HttpError(404, 'VOUCHER_NOT_FOUND', ['This voucher code does not exist.']);

    if (licenceNumber !== null) {
      const licence = await licenceOf(String(licenceNumber));
      await redeemLicenceVoucher(ctx.db, user.id, rules.licenceVoucher(upper)!, licence, service.now());
      return { kind: 'LICENCE' as const, voucherCode: upper, licence: await holding(user.id, licence), basketId: null };
    }

    // A basket voucher goes through the basket's own call, so its rules live in one place.
    const headers: Record<string, string> = {};
    for (const name of [...FORWARDED, ctx.config.countryHeader.toLowerCase()]) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const res = await app.inject({ method: 'PUT', url: `/baskets/vouchers/${encodeURIComponent(upper)}`, headers, remoteAddress: req.socket.remoteAddress });
    const answer = res.json() as { id?: string; code?: string; messages?: string[] };
    if (res.statusCode !== 200)
      throw new HttpError(res.statusCode, answer.code ?? 'VOUCHER_NOT_APPLICABLE', answer.messages ?? ['The voucher was not applied.']);
    return { kind: 'BASKET' as const, voucherCode: upper, licence: null, basketId: answer.id ?? null };
  });
};
