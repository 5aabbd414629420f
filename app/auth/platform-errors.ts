/**
 * Platform error answers → label keys and HTTP statuses of the login screens: a table by server code, with a generic fallback.
 */
import type { PlatformError } from '~/platform/client.server';
import type { LabelKey } from '~/labels/labels';

const TOO_MANY = new Set(['TOO_MANY_REQUESTS', 'TOO_MANY_ATTEMPTS']);

function outage(error: PlatformError) {
  return error.kind !== 'http' || error.status >= 500;
}

/** Sign-in: 429 → tooManyRequests; any other refusal → failedAuthentication; outages → sorrySomethingWentWrong. */
export function loginErrorLabel(error: PlatformError): { label: LabelKey; status: number } {
  if (outage(error)) return { label: 'sorrySomethingWentWrong', status: 503 };
  if (error.status === 429 || TOO_MANY.has(error.code)) return { label: 'tooManyRequests', status: 429 };
  return { label: 'failedAuthentication', status: 401 };
}

/** Weak-password messages of the platform (`password must be at least 8 characters`, …) → labels. */
function weakPasswordLabel(messages: string[]): LabelKey {
  const text = messages.join(' ').toLowerCase();
  if (text.includes('too common')) return 'passwordTooCommon';
  if (text.includes('at most')) return 'passwordTooLong';
  if (text.includes('at least')) return 'passwordTooShort';
  return 'passwordTooCommon';
}

/** Request and reset password: by server code, else the generic message. */
export function passwordErrorLabel(error: PlatformError): { label: LabelKey; status: number } {
  if (outage(error)) return { label: 'sorrySomethingWentWrong', status: 503 };
  if (error.status === 429 || TOO_MANY.has(error.code)) return { label: 'tooManyRequests', status: 429 };
  if (error.code === 'INVALID_TOKEN') return { label: 'resetTokenInvalid', status: 400 };
  if (error.code === 'WEAK_PASSWORD') return { label: weakPasswordLabel(error.messages), status: 400 };
  return { label: 'sorrySomethingWentWrong', status: error.status >= 400 && error.status < 500 ? 400 : 502 };
}

/** Magic link: sending and exchanging have one message each, plus the rate-limit one. */
export function magicLinkErrorLabel(error: PlatformError, step: 'send' | 'exchange'): { label: LabelKey; status: number } {
  if (error.status === 429 || TOO_MANY.has(error.code)) return { label: 'tooManyRequests', status: 429 };
  return { label: step === 'send' ? 'failedToSend' : 'failedToMagicLogin', status: outage(error) ? 503 : 400 };
}
