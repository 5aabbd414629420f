/**
 * The purchase screen's offers: licence families (with the signed-in viewer's entitlements)
 * turned into what the screen shows. Everything is decided here on the server, with the
 * pure rules of app/commerce, so the browser gets text and flags, not the rules.
 */
import type { AppContext } from '~/context.server';
import type { PlatformError, Result } from '~/platform/client.server';
import { discountedAmount, discountStateLabel, discountValue, showsDiscount, type Discount } from '~/commerce/discounts';
import { formatMoney } from '~/commerce/money';
import { chooseAmount, isFreeOffer, marketedPrice, type OfferLike, type PriceLike } from '~/commerce/offer-price';
import { freeTrialDays, periodLabelKey } from '~/commerce/periods';
import { byTier, isHeld, isLowerTier } from '~/commerce/tiers';

/** Licence ids as the platform writes them (the `licences` and `selectedLicence` queries). */
const LICENCE_ID = /^[A-Za-z0-9_.-]{1,100}$/;

/** The `licences=a,b` query as a list of well-formed ids (at most 50); anything else is dropped. */
export function licenceIdsFrom(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((id) => id.trim()))].filter((id) => LICENCE_ID.test(id)).slice(0, 50);
}

export function licenceIdFrom(value: string | null): string | null {
  return value && LICENCE_ID.test(value.trim()) ? value.trim() : null;
}

/** A discount as the platform writes it (nullable percentage / amount by type). */
interface DiscountAnswer {
  type: 'PERCENTAGE' | 'AMOUNT';
  percentage: number | null;
  amount: number | null;
  state: Discount['state'];
  lifeTimeRepeat: boolean;
}

/** The platform's discount as the display rules' value; null when its type's number is missing. */
export function discountFrom(answer: DiscountAnswer | null | undefined): Discount | null {
  if (!answer) return null;
  if (answer.type === 'PERCENTAGE')
    return answer.percentage === null
      ? null
      : { type: 'PERCENTAGE', percentage: answer.percentage, state: answer.state, lifeTimeRepeat: answer.lifeTimeRepeat };
  return answer.amount === null ? null : { type: 'AMOUNT', amount: answer.amount, state: answer.state, lifeTimeRepeat: answer.lifeTimeRepeat };
}

export interface LicenceInput extends OfferLike {
  id: string;
  licenceId: number;
  name: string;
  description: string;
  family: string | null;
  rank: number;
  purchaseStrategy: { type: string; period?: string; fixedDate?: string };
  trialDetails: { period: string } | null;
  licenceStatus?: { inEffect: boolean; pauseState?: unknown } | null;
  amounts: (PriceLike & { discount?: DiscountAnswer | null })[];
}

export interface OfferView {
  id: string;
  name: string;
  description: string | null;
  strategy: string;
  free: boolean;
  /** The formatted price (null for free licences). */
  price: string | null;
  /** Label key of the period phrase, null for one-off prices. */
  periodKey: string | null;
  /** The price before a shown discount, formatted; null without one. */
  priceBefore: string | null;
  discount: { text: { key: string; values: Record<string, string | number> }; stateKey: string | null } | null;
  trialDays: number | null;
  /** FIXED_DATE: the last day of access, formatted. */
  accessUntil: string | null;
  held: boolean;
  lowerTier: boolean;
  selected: boolean;
}

export interface FamilyView {
  id: string;
  name: string;
  description: string | null;
  offers: OfferView[];
}

export function offerView(licence: LicenceInput, family: LicenceInput[], ctx: AppContext, selectedId: string | null): OfferView {
  const locale = ctx.locale;
  const price = marketedPrice(licence);
  const paused = Boolean(licence.licenceStatus?.pauseState);
  const candidate = price ? discountFrom(chooseAmount(licence.amounts)?.discount) : null;
  const discount = candidate && showsDiscount(candidate, paused) ? candidate : null;
  let discountView: OfferView['discount'] = null;
  let shownAmount = price?.amount ?? 0;
  if (price && discount) {
    const value = discountValue(discount, price);
    shownAmount = discount.state === 'ACTIVE' ? discountedAmount(price, discount) : price.amount;
    discountView = {
      text:
        value.kind === 'percentage'
          ? { key: 'discountPercentOff', values: { percentage: value.percentage } }
          : { key: 'discountAmountOff', values: { amount: formatMoney(value.money, locale) } },
      stateKey: discountStateLabel(discount, paused),
    };
  }
  return {
    id: licence.id,
    name: licence.name || licence.id,
    description: licence.description || null,
    strategy: licence.purchaseStrategy.type,
    free: isFreeOffer(licence),
    price: price ? formatMoney({ ...price, amount: shownAmount }, locale) : null,
    periodKey: price ? periodLabelKey(price.period) : null,
    priceBefore: price && shownAmount !== price.amount ? formatMoney(price, locale) : null,
    discount: discountView,
    trialDays: licence.purchaseStrategy.type === 'SUBSCRIPTION' ? freeTrialDays(licence.trialDetails?.period) : null,
    accessUntil: licence.purchaseStrategy.type === 'FIXED_DATE' ? formatDateOnly(licence.purchaseStrategy.fixedDate, locale) : null,
    held: isHeld(licence),
    lowerTier: isLowerTier(licence, family),
    selected: licence.id === selectedId,
  };
}

function formatDateOnly(iso: string | undefined, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

export type OffersResult = { ok: true; families: FamilyView[] } | { ok: false; error: PlatformError };

/**
 * Families with their tiers, and the licences outside families as one group: only the
 * licences in `keep` when it is given (the ones that grant the content the viewer came
 * from), else every offer. Lower tiers are judged against the whole family.
 */
export async function loadOffers(ctx: AppContext, keep: string[], selectedId: string | null): Promise<OffersResult> {
  const signedIn = Boolean(ctx.user && !ctx.user.isGuest);
  const answer: Result<{ licenceFamilies: { id: string; name: string; description: string; licences: unknown[] }[]; nonFamilyBasedLicences: unknown[] }> =
    await ctx.platform.access.licenceFamilies({ query: signedIn ? { includeEntitlements: 'ALL_ACTIVE_USER_ENTITLEMENTS' } : {} });
  if (!answer.ok) return { ok: false, error: answer.error };
  const wanted = (licence: LicenceInput) => !keep.length || keep.includes(licence.id) || keep.includes(String(licence.licenceId));
  const groups = [
    ...answer.data.licenceFamilies.map((family) => ({
      id: family.id,
      name: family.name,
      description: family.description || null,
      licences: family.licences as LicenceInput[],
    })),
    { id: 'other', name: '', description: null, licences: answer.data.nonFamilyBasedLicences as LicenceInput[] },
  ];
  const families = groups
    .map((group) => ({
      id: group.id,
      name: group.name,
      description: group.description,
      offers: byTier(group.licences.filter(wanted)).map((licence) => offerView(licence, group.licences, ctx, selectedId)),
    }))
    .filter((family) => family.offers.length > 0);
  return { ok: true, families };
}
