/**
 * Read-only licence calls over the catalogue's licences and the viewer's holdings
 * (no payloads are prescribed, so the shapes are chosen; contract/access.ts states
 * them). Buying, pausing and
 * cancelling are commerce flows outside this plugin.
 */
import type { FastifyRequest } from 'fastify';
import { contract } from '../../contract/index.js';
import type { PlatformContext, PlatformPlugin } from '../context.js';
import { route } from '../contract-route.js';
import { catalogueFor } from '../catalogue/service.js';
import { installViewerCaching } from '../catalogue/http.js';
import { licenceSummary } from '../catalogue/details.js';
import { isInEffect, type HeldLicence } from '../catalogue/access.js';
import type { LicenceFixture } from '../catalogue/fixture-types.js';
import { pauseStateNow } from '../subscriptions/holdings.js';

interface Holding extends HeldLicence {
  autoRenewing: boolean;
  purchasedAt: number;
  pendingAction: { action: string; requestedAt: number } | null;
  pauseState: 'PAUSED' | 'RESUME_REQUESTED' | null;
}

export const licenceRoutes: PlatformPlugin = async (app, ctx) => {
  const service = catalogueFor(ctx);
  installViewerCaching(app, ctx.config.countryHeader);

  async function holdingsOf(ctx: PlatformContext, userId: string, now = service.now()): Promise<Map<string, Holding>> {
    const rows = await ctx.db.selectFrom('user_licences').selectAll().where('user_id', '=', userId).execute();
    return new Map(
      rows.map((r) => [
        r.licence_id,
        {
          licenceId: r.licence_id,
          status: r.status,
          expiresAt: r.expires_at ? new Date(r.expires_at).getTime() : null,
          autoRenewing: r.auto_renewing,
          purchasedAt: new Date(r.purchased_at).getTime(),
          pendingAction: r.pending_action ? { action: r.pending_action, requestedAt: new Date(r.pending_action_at ?? r.updated_at).getTime() } : null,
          pauseState: pauseStateNow(r, now),
        },
      ]),
    );
  }

  /** The licenceStatus of one holding; a lapsed ACTIVE/TRIAL reads EXPIRED. */
  function licenceStatus(h: Holding, now: number) {
    const inEffect = isInEffect(h, now);
    const lapsed = !inEffect && (h.status === 'ACTIVE' || h.status === 'TRIAL');
    return {
      status: lapsed ? 'EXPIRED' : h.status,
      trialActive: inEffect && h.status === 'TRIAL',
      inEffect,
      autoRenewingStatus: h.autoRenewing ? ('AUTO_RENEWING' as const) : ('NOT_AUTO_RENEWING' as const),
      expiryTimestamp: h.expiresAt,
      pauseState: h.pauseState,
      subscriptionPendingActions: h.pendingAction ? [{ ...h.pendingAction, actionDueBy: null }] : [],
      // A confirm-payment purchase stays UNCONFIRMED until the provider's webhook confirms it.
      licencePayment: {
        paymentEventType: h.pendingAction?.action === 'CONFIRMED_PAYMENT_REQUIRED' ? 'UNCONFIRMED' : 'PURCHASE',
        purchaseTimestamp: h.purchasedAt,
        expiryTimestamp: h.expiresAt,
      },
    };
  }

  function withStatus(l: LicenceFixture, holding: Holding | undefined, now: number) {
    const status = holding ? licenceStatus(holding, now) : null;
    return {
      ...licenceSummary(l, now),
      licenceStatus: status,
      willRenew: Boolean(status?.inEffect && holding?.autoRenewing),
      expiry: holding?.expiresAt ?? null,
    };
  }

  async function signedInHoldings(req: FastifyRequest) {
    const viewer = await ctx.auth.optionalViewer(req);
    return viewer && !viewer.isGuest ? holdingsOf(ctx, viewer.id) : null;
  }

  route(app, contract.access.licences, async () => {
    const catalogue = await service.catalogue();
    const now = service.now();
    return { licences: catalogue.licences.map((l) => licenceSummary(l, now)) };
  });

  route(app, contract.access.licenceFamilies, async ({ query, req }) => {
    const catalogue = await service.catalogue();
    const now = service.now();
    const holdings = query.includeEntitlements ? await signedInHoldings(req) : null;
    const keep = query.licenceId
      ? new Set(
          query.licenceId
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        )
      : null;
    const shown = (l: LicenceFixture) => !keep || keep.has(l.id) || keep.has(String(l.licenceId));
    const render = (l: LicenceFixture) => (holdings ? withStatus(l, holdings.get(l.id), now) : licenceSummary(l, now));
    return {
      licenceFamilies: catalogue.families.map((f) => ({
        id: f.id,
        name: f.name,
        description: f.description,
        licences: f.licenceIds
          .map((id) => catalogue.licenceById.get(id)!)
          .filter(shown)
          .map(render),
      })),
      nonFamilyBasedLicences: catalogue.licences
        .filter((l) => !l.family)
        .filter(shown)
        .map(render),
    };
  });

  route(app, contract.access.myLicences, async ({ req }) => {
    const user = await ctx.auth.requireUser(req);
    const catalogue = await service.catalogue();
    const now = service.now();
    const holdings = await holdingsOf(ctx, user.id);
    return {
      licences: [...holdings.values()]
        .map((h) => ({ h, l: catalogue.licenceById.get(h.licenceId) }))
        .filter((x): x is { h: Holding; l: LicenceFixture } => Boolean(x.l))
        .map(({ h, l }) => withStatus(l, h, now)),
    };
  });

  route(app, contract.access.activeSubscriptions, async ({ req }) => {
    const user = await ctx.auth.requireUser(req);
    const catalogue = await service.catalogue();
    const now = service.now();
    const holdings = await holdingsOf(ctx, user.id);
    const active = [...holdings.values()].filter((h) => isInEffect(h, now) && catalogue.licenceById.get(h.licenceId)?.purchaseStrategy.type === 'SUBSCRIPTION');
    return { subscriptions: active.map((h) => withStatus(catalogue.licenceById.get(h.licenceId)!, h, now)) };
  });
};
