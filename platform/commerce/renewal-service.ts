/**
 * One renewal service per platform instance, and the commerce worker: every RENEWAL_INTERVAL_MS
 * (default one minute; `RENEWAL_WORKER=off` stops it, e.g. for a process that only serves)
 * it sweeps what is due on the commerce clock and runs the due renewal jobs, then settles the
 * payments their viewers left unsettled (waiting past their bound, or a late success still
 * owed its refund). Several platform processes may run the worker at once (the queue's claims
 * keep one runner per job; payments are settled under their row locks with idempotent calls).
 */
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.js';
import { mailServiceFor } from '../mail/index.js';
import { renewalFailedMail } from './renewal-mail.js';
import { Renewals } from './renewals.js';
import { commerceFor } from './service.js';

const services = new WeakMap<PlatformContext, Renewals>();

export function renewalsFor(app: FastifyInstance, ctx: PlatformContext): Renewals {
  const existing = services.get(ctx);
  if (existing) return existing;
  const commerce = commerceFor(app, ctx);
  const mail = mailServiceFor(app, ctx);
  const web = ctx.config.webPublicUrl.replace(/\/+$/, '');
  const renewals = new Renewals(
    ctx.db,
    commerce.catalogue,
    commerce.rules,
    commerce.psp,
    commerce.methods,
    {
      failed(notice) {
        mail.afterAnswer(async () => {
          const user = await ctx.db.selectFrom('users').select('email').where('id', '=', notice.userId).executeTakeFirst();
          if (!user) return;
          const cat = await commerce.catalogue.catalogue();
          const realm = ctx.realms.get(notice.realm);
          const service = realm && typeof realm.settings.name === 'string' ? realm.settings.name : notice.realm;
          await mail.mailer.send(
            renewalFailedMail({
              realm: notice.realm,
              service,
              to: user.email,
              licenceName: cat.licenceById.get(notice.licenceId)?.name ?? notice.licenceId,
              amount: notice.amount,
              reason: notice.reason,
              nextTry: notice.nextTry,
              updateUrl: `${web}/payment-update/${encodeURIComponent(notice.licenceId)}`,
            }),
          );
        });
      },
    },
    { returnUrl: `${web}/account` },
  );
  services.set(ctx, renewals);
  return renewals;
}

/** Sweeps and runs due renewals now (on the commerce clock), optionally for one viewer and as of another instant. */
export async function renewNow(app: FastifyInstance, ctx: PlatformContext, options: { at?: Date; userId?: string } = {}) {
  const renewals = renewalsFor(app, ctx);
  const now = options.at ?? new Date(commerceFor(app, ctx).catalogue.now());
  const swept = await renewals.sweep(now, options.userId);
  const outcomes = await renewals.runDue(now, options.userId);
  return { now, ...swept, outcomes };
}

export function startRenewalWorker(app: FastifyInstance, ctx: PlatformContext): void {
  if (process.env.RENEWAL_WORKER === 'off') return;
  const intervalMs = Math.max(1000, Number(process.env.RENEWAL_INTERVAL_MS ?? 60_000) || 60_000);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = renewNow(app, ctx)
      .catch((error: unknown) => app.log.error({ err: error }, 'renewal worker run failed'))
      .then(() => commerceFor(app, ctx).payments.settleAllAbandoned())
      .catch((error: unknown) => app.log.error({ err: error }, 'settling unsettled payments failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
