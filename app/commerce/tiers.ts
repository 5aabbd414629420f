/**
 * Tiers inside a licence family. A licence is a lower tier when its rank is below the
 * highest-ranked licence of its family the viewer holds in effect (active or trial active):
 * buying it would be a downgrade, which the purchase screen does not offer.
 */

export interface TierLike {
  id: string;
  rank: number;
  licenceStatus?: { inEffect: boolean } | null;
}

/** The highest rank among the family's licences in effect, or null when none is. */
export function highestActiveRank(family: TierLike[]): number | null {
  let best: number | null = null;
  for (const licence of family) if (licence.licenceStatus?.inEffect && (best === null || licence.rank > best)) best = licence.rank;
  return best;
}

export function isLowerTier(licence: TierLike, family: TierLike[]): boolean {
  const best = highestActiveRank(family);
  return best !== null && licence.rank < best;
}

/** The licence is held and in effect: the screen shows it as current instead of offering it. */
export function isHeld(licence: TierLike): boolean {
  return Boolean(licence.licenceStatus?.inEffect);
}

/** A family's licences in tier order (rank ascending, then id for a stable order). */
export function byTier<T extends TierLike>(licences: T[]): T[] {
  return [...licences].sort((a, b) => a.rank - b.rank || a.id.localeCompare(b.id));
}
