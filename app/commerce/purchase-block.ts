/**
 * Who may not buy: the purchase screen is replaced by a blocking modal for a child profile
 * (kidPurchasePermissionDenied), a viewer in a territory the realm's purchase restriction
 * excludes (signupGeoRestriction) and a viewer the platform places outside the region, a
 * VPN where the realm disallows one (vpnErrorMessage; the platform says so with the
 * `outside-region` answer).
 */

export type PurchaseBlock = 'kidPurchasePermissionDenied' | 'signupGeoRestriction' | 'vpnErrorMessage';

export interface RestrictionList {
  type: 'BLACKLIST' | 'WHITELIST';
  countries: string[];
}

/** A country is restricted when a BLACKLIST names it or a WHITELIST does not; unknown countries pass a BLACKLIST only. */
export function isRestrictedCountry(country: string | null, list: RestrictionList | null): boolean {
  if (!list) return false;
  const listed = country ? list.countries.map((c) => c.toUpperCase()).includes(country.toUpperCase()) : false;
  return list.type === 'BLACKLIST' ? listed : !listed;
}

export function purchaseBlock(input: {
  role: string | null;
  country: string | null;
  restriction: RestrictionList | null;
  outsideRegion: boolean;
}): PurchaseBlock | null {
  if (input.role === 'child') return 'kidPurchasePermissionDenied';
  if (input.outsideRegion) return 'vpnErrorMessage';
  if (isRestrictedCountry(input.country, input.restriction)) return 'signupGeoRestriction';
  return null;
}
