/**
 * Licence calls: the licences on sale,
 * their families with the signed-in viewer's entitlements, and the viewer's holdings.
 * Buying, pausing and cancelling are commerce calls elsewhere.
 */
import { z } from 'zod';
import { licenceSummary } from './cards.js';
import { defineCall } from './define.js';

/** The viewer's status for one licence they hold; a lapsed ACTIVE/TRIAL reads EXPIRED. */
export const licenceStatus = z
  .object({
    status: z.enum(['ACTIVE', 'TRIAL', 'INACTIVE', 'EXPIRED', 'CANCELLED']),
    trialActive: z.boolean(),
    inEffect: z.boolean(),
    autoRenewingStatus: z.enum(['AUTO_RENEWING', 'NOT_AUTO_RENEWING']),
    /** Epoch ms; null for licences that do not expire. */
    expiryTimestamp: z.number().nullable(),
    /** PAUSED, PAUSE_REQUESTED, RESUME_REQUESTED, NOT_ALLOWED (cannot be paused), or null (contract/subscriptions.ts). */
    pauseState: z.string().nullable(),
    subscriptionPendingActions: z.array(z.object({ action: z.string(), requestedAt: z.number(), actionDueBy: z.number().nullable() })),
    licencePayment: z.object({
      paymentEventType: z.string(),
      purchaseTimestamp: z.number(),
      expiryTimestamp: z.number().nullable(),
    }),
  })
  .meta({ id: 'LicenceStatus' });

/** A licence with the viewer's status: null `licenceStatus` when they do not hold it. */
export const licenceWithStatus = licenceSummary
  .extend({ licenceStatus: licenceStatus.nullable(), willRenew: z.boolean(), expiry: z.number().nullable() })
  .meta({ id: 'LicenceWithStatus' });

/** Without `includeEntitlements` (or for guests) licences come without the status fields. */
const familyLicence = z.union([licenceWithStatus, licenceSummary]);

export const access = {
  licences: defineCall({
    method: 'GET',
    path: '/licence',
    summary: 'All licences on sale (chosen shape)',
    answer: z.object({ licences: z.array(licenceSummary) }),
    // The Realm header's own answers: missing (400) or unknown (404).
    errors: [400, 404],
  }),
  licenceFamilies: defineCall({
    method: 'GET',
    path: '/licence-family',
    summary: 'Licence families; with includeEntitlements=ALL_ACTIVE_USER_ENTITLEMENTS each licence carries the signed-in viewer’s status',
    query: z.object({
      includeEntitlements: z.enum(['ALL_ACTIVE_USER_ENTITLEMENTS']).optional(),
      licenceId: z.string().max(2000).optional().describe('Comma-separated licence ids to keep'),
    }),
    answer: z.object({
      licenceFamilies: z.array(z.object({ id: z.string(), name: z.string(), description: z.string(), licences: z.array(familyLicence) })),
      nonFamilyBasedLicences: z.array(familyLicence),
    }),
    errors: [400, 401],
  }),
  myLicences: defineCall({
    method: 'GET',
    path: '/user/licence',
    summary: 'The signed-in viewer’s licences with their status (chosen shape)',
    answer: z.object({ licences: z.array(licenceWithStatus) }),
    errors: [401],
  }),
  activeSubscriptions: defineCall({
    method: 'GET',
    path: '/customer/subscriptions/status/active',
    summary: 'The signed-in viewer’s subscriptions in effect (chosen shape)',
    answer: z.object({ subscriptions: z.array(licenceWithStatus) }),
    errors: [401],
  }),
};
