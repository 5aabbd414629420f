/**
 * The message of a failed provider sign-in: a label keyed by the first
 * server message, else by the error code, else the generic single-sign-on error; the request
 * id and first message go into the details line. Shared by server (what to send) and client.
 */
export interface ProviderFailure {
  code: string;
  messages: string[];
  requestId?: string | null;
  /** 409 from a sign-in call: an account with this email exists. */
  accountConflict?: boolean;
}

export function providerErrorText(
  t: (key: string, values?: Record<string, string | number>) => string,
  failure: ProviderFailure,
  fallbackKey = 'defaultSsoError',
) {
  if (failure.accountConflict) return t('accountConflict');
  for (const key of [failure.messages[0], failure.code]) {
    if (key && /^[A-Za-z0-9_]{1,80}$/.test(key) && t(key) !== key) return t(key);
  }
  return t(fallbackKey);
}

export function providerErrorDetails(t: (key: string, values?: Record<string, string | number>) => string, failure: ProviderFailure) {
  if (!failure.requestId) return failure.messages[0] ?? null;
  return t('providerErrorDetails', { requestId: failure.requestId, message: failure.messages[0] ?? failure.code });
}
