/** One set of flow limits per platform instance, shared by the plugins that enforce them. */
import type { PlatformContext } from '../context.js';
import { FlowLimits } from './rate-limit.js';

const perContext = new WeakMap<PlatformContext, FlowLimits>();

export function flowLimitsFor(ctx: PlatformContext): FlowLimits {
  let limits = perContext.get(ctx);
  if (!limits) {
    limits = new FlowLimits();
    perContext.set(ctx, limits);
  }
  return limits;
}
