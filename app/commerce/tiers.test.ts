import { describe, expect, it } from 'vitest';
import { byTier, highestActiveRank, isHeld, isLowerTier } from './tiers';

const family = [
  { id: 'basic', rank: 1, licenceStatus: null },
  { id: 'plus', rank: 2, licenceStatus: { inEffect: true } },
  { id: 'max', rank: 3, licenceStatus: { inEffect: false } },
];

describe('tiers', () => {
  it('a licence ranked below the highest one in effect is a lower tier', () => {
    expect(highestActiveRank(family)).toBe(2);
    expect(isLowerTier(family[0], family)).toBe(true);
    expect(isLowerTier(family[1], family)).toBe(false);
    expect(isLowerTier(family[2], family)).toBe(false);
  });
  it('nothing is a lower tier when nothing is in effect', () => {
    const none = family.map((l) => ({ ...l, licenceStatus: null }));
    expect(highestActiveRank(none)).toBeNull();
    expect(none.some((l) => isLowerTier(l, none))).toBe(false);
  });
  it('orders by rank and knows what is held', () => {
    expect(byTier([family[2], family[0], family[1]]).map((l) => l.id)).toEqual(['basic', 'plus', 'max']);
    expect(isHeld(family[1])).toBe(true);
    expect(isHeld(family[0])).toBe(false);
  });
});
