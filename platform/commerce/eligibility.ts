/**
 * Who may buy here (spec 03 §2, §6): not a child profile; not from a territory the realm
 * restricts (realm `purchaseRestrictions.territories`, ALLOW or BLOCK list of countries);
 * not from a known VPN exit (`VPN_ADDRESS_RANGES`) where the realm sets
 * `purchaseRestrictions.vpn` to BLOCK. The platform decides; the web shows the modal the
 * answer names. Refusals say which rule with the `X-Purchase-Restriction` header, whose
 * geographic value is the spec's `outside-region`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../errors.js';
import { isTrusted, type CidrList } from '../security/client-address.js';
import type { purchaseRestrictions } from '../../contract/commerce.js';

export type PurchaseRestriction = (typeof purchaseRestrictions)[number];
export const RESTRICTION_HEADER = 'x-purchase-restriction';

const LABELS = { 'child-profile': 'kidPurchasePermissionDenied', 'outside-region': 'signupGeoRestriction', vpn: 'vpnErrorMessage' } as const;

const realmRule = z
  .object({
    territories: z.object({ mode: z.enum(['ALLOW', 'BLOCK']), countries: z.array(z.string()) }).optional(),
    vpn: z.enum(['ALLOW', 'BLOCK']).default('ALLOW'),
  })
  .default({ vpn: 'ALLOW' });

export function purchaseRestriction(input: {
  role: string | null;
  country: string;
  address: string;
  realmSettings: Record<string, unknown>;
  vpnRanges: CidrList;
}): PurchaseRestriction | null {
  if (input.role === 'child') return 'child-profile';
  const parsed = realmRule.safeParse(input.realmSettings.purchaseRestrictions);
  const rule = parsed.success ? parsed.data : { vpn: 'BLOCK' as const, territories: undefined };
  if (rule.territories) {
    const listed = rule.territories.countries.map((c) => c.toUpperCase()).includes(input.country);
    if (rule.territories.mode === 'ALLOW' ? !listed : listed) return 'outside-region';
  }
  if (rule.vpn === 'BLOCK' && isTrusted(input.address, input.vpnRanges)) return 'vpn';
  return null;
}

export const restrictionLabel = (r: PurchaseRestriction) => LABELS[r];

export function refusePurchase(reply: FastifyReply | null, restriction: PurchaseRestriction): HttpError {
  reply?.header(RESTRICTION_HEADER, restriction);
  return new HttpError(403, 'PURCHASE_RESTRICTED', [restrictionLabel(restriction)]);
}

/** The viewer's country as the content rules read it: the country header, else the realm default. */
export function viewerCountry(req: FastifyRequest, header: string): string {
  const raw = req.headers[header];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (value && /^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  const fallback = req.realm.settings.defaultCountry;
  return typeof fallback === 'string' && /^[A-Z]{2}$/.test(fallback) ? fallback : 'GB';
}
