/** One set of limits per platform instance, shared by the plugins that enforce them (security/limits.ts). */
import type { PlatformContext } from '../context.js';
import { Limits } from '../security/limits.js';

const perContext = new WeakMap<PlatformContext, Limits>();

export function flowLimitsFor(ctx: PlatformContext): Limits {
  let limits = perContext.get(ctx);
  if (!limits) {
    limits = new Limits(ctx.db, ctx.config.trustedProxies);
    perContext.set(ctx, limits);
  }
  return limits;
}
