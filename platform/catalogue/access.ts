/**
 * The access decision, pure: from the content's access config, who is watching
 * (guest or signed in), the licences the viewer holds and the viewer's country.
 *
 * Order of the rules:
 *   1. Country rule first: outside an ALLOW list or inside a BLOCK list → GEOBLOCKED
 *      (no licence overrides territory rights).
 *   2. FREE → GRANTED.
 *   3. SIGN_IN → GRANTED for a signed-in viewer, GRANTED_ON_SIGN_IN for a guest.
 *   4. LICENCE → GRANTED when the viewer holds, in effect, a listed licence or a licence of
 *      the same family with an equal or higher rank; otherwise DENIED (guests too: the
 *      purchase flow asks them to sign in first), answered with the licences that would grant it.
 */
import type { AccessConfig, LicenceStatus } from './fixture-types.js';

export type AccessLevel = 'GRANTED' | 'DENIED' | 'GRANTED_ON_SIGN_IN' | 'GEOBLOCKED';

export interface HeldLicence {
  licenceId: string;
  status: LicenceStatus;
  expiresAt: number | null;
}

export interface LicenceRank {
  id: string;
  family: string | null;
  rank: number;
}

export interface AccessInput {
  access: AccessConfig;
  signedIn: boolean;
  held: HeldLicence[];
  /** ISO 3166 alpha-2, upper case. */
  country: string;
  now: number;
  /** Licence id → family and rank (for "a higher tier of the same family also grants"). */
  licences: ReadonlyMap<string, LicenceRank>;
}

export interface AccessDecision {
  accessLevel: AccessLevel;
  /** Licences that grant this content (for DENIED: what to buy). */
  licenceIds: string[];
}

/** A licence is in effect when ACTIVE or in TRIAL and not past its expiry. */
export function isInEffect(licence: HeldLicence, now: number): boolean {
  if (licence.status !== 'ACTIVE' && licence.status !== 'TRIAL') return false;
  return licence.expiresAt === null || licence.expiresAt > now;
}

export function isGeoblocked(access: AccessConfig, country: string): boolean {
  if (!access.geo) return false;
  const listed = access.geo.countries.map((c) => c.toUpperCase()).includes(country.toUpperCase());
  return access.geo.mode === 'ALLOW' ? !listed : listed;
}

function grants(heldId: string, requiredId: string, licences: ReadonlyMap<string, LicenceRank>): boolean {
  if (heldId === requiredId) return true;
  const held = licences.get(heldId);
  const required = licences.get(requiredId);
  return Boolean(held && required && held.family && held.family === required.family && held.rank >= required.rank);
}

export function decideAccess(input: AccessInput): AccessDecision {
  const { access } = input;
  const licenceIds = access.level === 'LICENCE' ? [...(access.licenceIds ?? [])] : [];
  if (isGeoblocked(access, input.country)) return { accessLevel: 'GEOBLOCKED', licenceIds };
  switch (access.level) {
    case 'FREE':
      return { accessLevel: 'GRANTED', licenceIds };
    case 'SIGN_IN':
      return { accessLevel: input.signedIn ? 'GRANTED' : 'GRANTED_ON_SIGN_IN', licenceIds };
    case 'LICENCE': {
      if (input.signedIn) {
        const inEffect = input.held.filter((h) => isInEffect(h, input.now));
        if (inEffect.some((h) => licenceIds.some((required) => grants(h.licenceId, required, input.licences)))) {
          return { accessLevel: 'GRANTED', licenceIds };
        }
      }
      return { accessLevel: 'DENIED', licenceIds };
    }
    default:
      // An unknown level in data never grants.
      return { accessLevel: 'DENIED', licenceIds };
  }
}
