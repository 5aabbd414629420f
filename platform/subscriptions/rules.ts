/**
 * The subscription rules of the reference platform, read from `fixtures/subscriptions.json`
 * once at start and checked with zod: which licences may pause and for how long, the
 * cancellation promos, the licence vouchers and the demo states seeded once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const promo = z.object({
  id: z.string().regex(/^[a-z0-9-]{3,64}$/),
  titleKey: z.string().min(1),
  licenceIds: z.array(z.string()).min(1),
  type: z.enum(['PERCENTAGE', 'AMOUNT']),
  percentage: z.number().int().min(1).max(100).optional(),
  amount: z.number().int().min(1).optional(),
  renewals: z.number().int().min(1).max(24),
});
export type CancellationPromoRule = z.output<typeof promo>;

const licenceVoucher = z.object({
  code: z.string().regex(/^[A-Z0-9][A-Z0-9_-]{2,31}$/),
  licenceIds: z.array(z.string()).min(1),
  /** How long the granted licence lasts (ISO duration). */
  period: z.string().regex(/^P(\d+[YMWD])+$/),
  /** Redemptions allowed in all (null: unlimited); each viewer redeems a code once. */
  maxRedemptions: z.number().int().min(1).nullable(),
});
export type LicenceVoucherRule = z.output<typeof licenceVoucher>;

const demoState = z.object({
  email: z.string().email(),
  licenceId: z.string(),
  pauseState: z.enum(['PAUSED']).optional(),
  pausedDaysAgo: z.number().int().min(0).optional(),
  resumeInDays: z.number().int().min(1).optional(),
  pendingAction: z.string().optional(),
  priceMigration: z.object({ id: z.string(), newAmount: z.number().int().min(0), currency: z.string().length(3), scale: z.number().int() }).optional(),
});
export type DemoState = z.output<typeof demoState>;

const fixture = z.object({
  pauseAllowed: z.array(z.string()),
  maxPauseDays: z.number().int().min(1).max(366),
  cancellationPromos: z.array(promo),
  licenceVouchers: z.array(licenceVoucher),
  demoStates: z.array(demoState).default([]),
});

export interface SubscriptionRules {
  pauseAllowed(licenceId: string): boolean;
  maxPauseDays: number;
  promos: CancellationPromoRule[];
  promoFor(licenceId: string): CancellationPromoRule | undefined;
  licenceVoucher(code: string): LicenceVoucherRule | undefined;
  demoStates: DemoState[];
}

const cache = new Map<string, SubscriptionRules>();

export function loadSubscriptionRules(fixturesDir: string): SubscriptionRules {
  const cached = cache.get(fixturesDir);
  if (cached) return cached;
  const data = fixture.parse(JSON.parse(readFileSync(join(fixturesDir, 'subscriptions.json'), 'utf8')));
  const pausable = new Set(data.pauseAllowed);
  const vouchers = new Map(data.licenceVouchers.map((v) => [v.code, v]));
  const rules: SubscriptionRules = {
    pauseAllowed: (id) => pausable.has(id),
    maxPauseDays: data.maxPauseDays,
    promos: data.cancellationPromos,
    promoFor: (id) => data.cancellationPromos.find((p) => p.licenceIds.includes(id)),
    licenceVoucher: (code) => vouchers.get(code),
    demoStates: data.demoStates,
  };
  cache.set(fixturesDir, rules);
  return rules;
}
