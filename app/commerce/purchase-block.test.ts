import { describe, expect, it } from 'vitest';
import { isRestrictedCountry, purchaseBlock } from './purchase-block';

describe('purchaseBlock', () => {
  const open = { role: 'viewer', country: 'GB', restriction: null, outsideRegion: false };
  it('lets an ordinary viewer buy', () => expect(purchaseBlock(open)).toBeNull());
  it('blocks a child profile first', () => expect(purchaseBlock({ ...open, role: 'child', outsideRegion: true })).toBe('kidPurchasePermissionDenied'));
  it('blocks outside the region (VPN) when the platform says so', () => expect(purchaseBlock({ ...open, outsideRegion: true })).toBe('vpnErrorMessage'));
  it('blocks a restricted territory', () => {
    expect(purchaseBlock({ ...open, restriction: { type: 'BLACKLIST', countries: ['gb'] } })).toBe('signupGeoRestriction');
    expect(purchaseBlock({ ...open, restriction: { type: 'WHITELIST', countries: ['ES', 'PT'] } })).toBe('signupGeoRestriction');
  });
  it('reads BLACKLIST and WHITELIST lists', () => {
    expect(isRestrictedCountry('ES', { type: 'WHITELIST', countries: ['ES'] })).toBe(false);
    expect(isRestrictedCountry(null, { type: 'WHITELIST', countries: ['ES'] })).toBe(true);
    expect(isRestrictedCountry(null, { type: 'BLACKLIST', countries: ['ES'] })).toBe(false);
    expect(isRestrictedCountry('ES', null)).toBe(false);
  });
});
