/**
 * Parental control (spec 03 §7 names `/parental-control`; the payloads are **(chosen)**): a
 * four-digit PIN that guards chosen content ratings. Content with a guarded rating asks for the
 * PIN before it plays (the manifest's `parentalControl`); a correct PIN unlocks that content
 * for a while. A forgotten PIN is reset from a mailed single-use link (`/confirm-reset/{code}`).
 */
import { z } from 'zod';
import { defineCall, text } from './define.js';

/** Content ratings, mildest first (the reference catalogue's scale). */
export const CONTENT_RATINGS = ['U', 'PG', '12', '15', '18'] as const;
export const contentRating = z.enum(CONTENT_RATINGS);
export type ContentRating = z.output<typeof contentRating>;

const pin = z
  .string()
  .regex(/^[0-9]{4}$/)
  .describe('four digits');

export const parentalSettings = z
  .object({
    /** A PIN has been chosen (changing anything then needs it). */
    pinSet: z.boolean(),
    guardedRatings: z.array(contentRating),
    /** Every rating the catalogue uses, mildest first. */
    ratings: z.array(contentRating),
    /** Child profiles follow their parent's settings and cannot change them. */
    canManage: z.boolean(),
  })
  .meta({ id: 'ParentalSettings' });
export type ParentalSettings = z.output<typeof parentalSettings>;

const resetCode = z.object({ code: text.id(200) });

export const parental = {
  settings: defineCall({
    method: 'GET',
    path: '/parental-control',
    summary: 'The viewer’s parental control: whether a PIN is set and which ratings it guards',
    answer: parentalSettings,
    errors: [400, 401],
  }),
  update: defineCall({
    method: 'PUT',
    path: '/parental-control',
    summary: 'Choose the PIN and the guarded ratings (the current PIN is needed once one is set; wrong PINs are rate limited)',
    body: z.strictObject({
      currentPin: pin.optional(),
      newPin: pin.optional(),
      guardedRatings: z
        .array(contentRating)
        .max(CONTENT_RATINGS.length)
        .refine((list) => new Set(list).size === list.length, 'must not contain the same rating twice')
        .meta({ uniqueItems: true }),
    }),
    answer: parentalSettings,
    errors: [400, 401, 403, 429],
  }),
  unlock: defineCall({
    method: 'POST',
    path: '/parental-control/unlock',
    summary: 'Enter the PIN to play one guarded item (wrong PINs are rate limited)',
    body: z.strictObject({ contentId: text.id(100), pin }),
    answer: z.object({ contentId: z.string(), unlockedUntil: z.string() }),
    errors: [400, 401, 403, 404, 429],
  }),
  requestReset: defineCall({
    method: 'POST',
    path: '/parental-control/pin-reset',
    summary: 'Mail the viewer a single-use link that resets the PIN',
    answer: null,
    errors: [400, 401, 403, 404, 429],
  }),
  resetStatus: defineCall({
    method: 'GET',
    path: '/parental-control/pin-reset/:code',
    auth: 'none',
    summary: 'Whether a mailed PIN-reset code can still be used (410 when used or expired)',
    params: resetCode,
    answer: z.object({ expiresAt: z.string() }),
    errors: [400, 404, 410, 429],
  }),
  confirmReset: defineCall({
    method: 'POST',
    path: '/parental-control/pin-reset/:code',
    auth: 'none',
    summary: 'Use a mailed code once to choose a new PIN (410 when used or expired)',
    params: resetCode,
    body: z.strictObject({ pin }),
    answer: null,
    errors: [400, 404, 410, 429],
  }),
};
