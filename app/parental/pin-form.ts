/**
 * Reading the parental-control forms and naming what went wrong. Pure, so the rules are
 * unit-tested without a server:
 * - a PIN is exactly four ASCII digits (anything else, of any length, is refused here before a call);
 * - a new PIN must be typed twice alike;
 * - platform refusals map to labels: WRONG_PIN, TOO_MANY_ATTEMPTS (with the minutes to wait),
 *   CODE_USED / CODE_EXPIRED / INVALID_CODE for a reset link.
 */
import type { LabelKey } from '~/labels/labels';
import { CONTENT_RATINGS, type ContentRating } from '../../contract/parental';

const PIN = /^[0-9]{4}$/;

/** A form value as a PIN candidate: trimmed, never longer than the form allows to keep errors short. */
const field = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value.trim().slice(0, 16) : '');

export function isPin(value: string): boolean {
  return PIN.test(value);
}

export interface PinError {
  key: LabelKey;
  values?: Record<string, string | number>;
}

export type SettingsForm = { ok: true; body: { currentPin?: string; newPin?: string; guardedRatings: ContentRating[] } } | { ok: false; error: PinError };

/** The settings form: current PIN (once one is set), new PIN twice (required the first time), guarded ratings. */
export function readSettingsForm(form: FormData, pinSet: boolean): SettingsForm {
  const currentPin = field(form.get('currentPin'));
  const newPin = field(form.get('newPin'));
  const repeatPin = field(form.get('repeatPin'));
  const ticked = new Set(form.getAll('guardedRatings').map(String));
  const guardedRatings = CONTENT_RATINGS.filter((rating) => ticked.has(rating));
  if (pinSet && !currentPin) return { ok: false, error: { key: 'parentalCurrentPinRequired' } };
  if (pinSet && !isPin(currentPin)) return { ok: false, error: { key: 'parentalWrongPin' } };
  if (!pinSet || newPin || repeatPin) {
    if (!isPin(newPin)) return { ok: false, error: { key: 'parentalPinFormat' } };
    if (newPin !== repeatPin) return { ok: false, error: { key: 'parentalPinMismatch' } };
  }
  return {
    ok: true,
    body: { ...(pinSet ? { currentPin } : {}), ...(newPin ? { newPin } : {}), guardedRatings },
  };
}

/** The new PIN of the reset form, typed twice. */
export function readNewPin(form: FormData): { ok: true; pin: string } | { ok: false; error: PinError } {
  const pin = field(form.get('newPin'));
  if (!isPin(pin)) return { ok: false, error: { key: 'parentalPinFormat' } };
  if (pin !== field(form.get('repeatPin'))) return { ok: false, error: { key: 'parentalPinMismatch' } };
  return { ok: true, pin };
}

/** A platform refusal of a PIN or a reset code, as a label; `fallback` for anything else. */
export function pinErrorFor(error: { status: number; code: string; messages: string[] }, fallback: LabelKey): PinError {
  switch (error.code) {
    case 'WRONG_PIN':
      return { key: 'parentalWrongPin' };
    case 'TOO_MANY_ATTEMPTS':
      return { key: 'parentalTooManyAttempts', values: { minutes: waitMinutes(error.messages) } };
    case 'CURRENT_PIN_REQUIRED':
      return { key: 'parentalCurrentPinRequired' };
    case 'CODE_USED':
      return { key: 'confirmResetUsed' };
    case 'CODE_EXPIRED':
      return { key: 'confirmResetExpired' };
    case 'INVALID_CODE':
      return { key: 'confirmResetInvalid' };
    default:
      if (error.status === 429) return { key: 'parentalTooManyAttempts', values: { minutes: waitMinutes(error.messages) } };
      return { key: fallback };
  }
}

/** The platform's 429 says "Try again in N minute(s)."; without it, the attempt window (15 minutes). */
function waitMinutes(messages: string[]): number {
  for (const message of messages) {
    const minutes = /in (\d{1,4}) minute/.exec(message)?.[1];
    if (minutes) return Math.max(1, Number(minutes));
  }
  return 15;
}
