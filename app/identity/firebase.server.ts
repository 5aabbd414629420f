/**
 * Firebase sign-in, server side. The web signs in to Firebase with
 * its REST API (no Firebase SDK in the browser bundles), hands the Firebase tokens to the
 * platform (POST {v1}/firebase-auth) and registers through the platform (POST
 * {v1}/firebase-auth/signup). Errors map through one table with the fallbacks `genericError`
 * and `failedAuthentication`; special cases: an app-check failure blocks the flow,
 * auth/invalid-credential during a password change means the current password is wrong,
 * auth/account-exists-with-different-credential records the verified provider, and
 * auth/internal-error from a server-side blocking function becomes firebaseBlockingFunction_{message}.
 */
import { z } from 'zod';
import { sessionAnswer, type SessionAnswer } from '../../contract/auth';
import type { PlatformApi } from '../../contract/client';

/** Firebase error code → label key. */
export const FIREBASE_ERROR_LABELS: Record<string, string> = {
  'auth/user-not-found': 'failedAuthentication',
  'auth/wrong-password': 'failedAuthentication',
  'auth/invalid-credential': 'failedAuthentication',
  'auth/invalid-login-credentials': 'failedAuthentication',
  'auth/invalid-email': 'pleaseProvideValidEmail',
  'auth/missing-password': 'pleaseProvideYourPassword',
  'auth/user-disabled': 'accountDisabled',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/email-already-in-use': 'emailAlreadyInUse',
  'auth/weak-password': 'weakPassword',
  'auth/network-request-failed': 'networkError',
  'auth/account-exists-with-different-credential': 'accountExistsWithProvider',
  'auth/popup-closed-by-user': 'genericError',
};

/** The REST API's error messages → the SDK's error codes (the table above is keyed by those). */
const REST_TO_CODE: Record<string, string> = {
  EMAIL_NOT_FOUND: 'auth/user-not-found',
  INVALID_PASSWORD: 'auth/wrong-password',
  INVALID_LOGIN_CREDENTIALS: 'auth/invalid-credential',
  INVALID_EMAIL: 'auth/invalid-email',
  MISSING_PASSWORD: 'auth/missing-password',
  USER_DISABLED: 'auth/user-disabled',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'auth/too-many-requests',
  EMAIL_EXISTS: 'auth/email-already-in-use',
  WEAK_PASSWORD: 'auth/weak-password',
};

export interface FirebaseFailure {
  code: string;
  message?: string;
  /** Set for auth/account-exists-with-different-credential: the provider the account uses. */
  verifiedProvider?: string;
}

export interface FirebaseErrorView {
  labelKey: string;
  values?: Record<string, string>;
  /** An app-check failure: the flow stops here (no retry offered). */
  blocked: boolean;
}

/** `context: 'passwordChange'` gives auth/invalid-credential its own message. */
export function firebaseErrorView(failure: FirebaseFailure, context: 'signIn' | 'signUp' | 'passwordChange' = 'signIn'): FirebaseErrorView {
  const { code } = failure;
  if (code.startsWith('appCheck/') || code === 'APP_CHECK_FAILED') return { labelKey: 'appCheckFailed', blocked: true };
  if (code === 'auth/invalid-credential' && context === 'passwordChange') return { labelKey: 'invalidCurrentCredentials', blocked: false };
  if (code === 'auth/account-exists-with-different-credential') {
    return { labelKey: 'accountExistsWithProvider', values: { provider: failure.verifiedProvider ?? '' }, blocked: false };
  }
  if (code === 'auth/internal-error') {
    const blocking = blockingFunctionMessage(failure.message);
    if (blocking) return { labelKey: `firebaseBlockingFunction_${blocking}`, blocked: false };
  }
  const mapped = FIREBASE_ERROR_LABELS[code];
  if (mapped) return { labelKey: mapped, blocked: false };
  return { labelKey: code.startsWith('auth/') ? 'failedAuthentication' : 'genericError', blocked: false };
}

/**
 * A blocking function's error reaches the client as auth/internal-error with the function's
 * own JSON in the message: `… {"error":{"message":"NOT_ALLOWED_DOMAIN", …}}`.
 */
export function blockingFunctionMessage(message: string | undefined): string | null {
  if (!message) return null;
  const json = message.slice(message.indexOf('{'));
  try {
    const inner = JSON.parse(json) as { error?: { message?: unknown } };
    const text = inner.error?.message;
    return typeof text === 'string' && /^[A-Za-z0-9_-]{1,80}$/.test(text) ? text : null;
  } catch {
    return null;
  }
}

const restSignIn = z.object({ idToken: z.string().min(1), refreshToken: z.string().min(1), localId: z.string().optional() });
const restError = z.object({ error: z.object({ message: z.string() }) });
export const FIREBASE_REST_BASE = 'https://identitytoolkit.googleapis.com/v1';

/** Firebase email + password sign-in (REST accounts:signInWithPassword). */
export async function firebasePasswordSignIn(
  apiKey: string,
  email: string,
  password: string,
  options: { appCheckToken?: string; timeoutMs?: number } = {},
): Promise<{ ok: true; idToken: string; refreshToken: string } | { ok: false; failure: FirebaseFailure }> {
  let response: Response;
  try {
    response = await fetch(`${FIREBASE_REST_BASE}/accounts:signInWithPassword?key=${encodeURIComponent(apiKey)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(options.appCheckToken ? { 'X-Firebase-AppCheck': options.appCheckToken } : {}) },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
  } catch {
    return { ok: false, failure: { code: 'auth/network-request-failed' } };
  }
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = restError.safeParse(body);
    const message = parsed.success ? parsed.data.error.message : '';
    const key = message.split(/[\s:]/)[0];
    if (/APP_CHECK|app-check/i.test(message)) return { ok: false, failure: { code: 'appCheck/fetch-status-error', message } };
    return {
      ok: false,
      failure: {
        code: REST_TO_CODE[key] ?? (key === 'INTERNAL_ERROR' || message.includes('BLOCKING_FUNCTION') ? 'auth/internal-error' : 'auth/unknown'),
        message,
      },
    };
  }
  const parsed = restSignIn.safeParse(body);
  if (!parsed.success) return { ok: false, failure: { code: 'auth/internal-error' } };
  return { ok: true, idToken: parsed.data.idToken, refreshToken: parsed.data.refreshToken };
}

export type FirebaseOutcome = { ok: true; tokens: SessionAnswer } | { ok: false; view: FirebaseErrorView };

/** Firebase sign-in, then the platform's POST {v1}/firebase-auth. */
export async function signInWithFirebase(
  platform: PlatformApi,
  apiKey: string,
  email: string,
  password: string,
  appCheckToken?: string,
): Promise<FirebaseOutcome> {
  const firebase = await firebasePasswordSignIn(apiKey, email, password, { appCheckToken });
  if (!firebase.ok) return { ok: false, view: firebaseErrorView(firebase.failure) };
  const answer = await platform.identity.firebaseAuth({ body: { firebaseAuthToken: firebase.idToken, firebaseRefreshToken: firebase.refreshToken } });
  if (answer.ok) return { ok: true, tokens: answer.data };
  return { ok: false, view: platformFirebaseError(answer.error.code, answer.error.messages) };
}

/** The platform answers Firebase failures with the Firebase code (or APP_CHECK_FAILED) as its `code`. */
function platformFirebaseError(code: string, messages: string[]): FirebaseErrorView {
  if (code.startsWith('auth/') || code.startsWith('appCheck/') || code === 'APP_CHECK_FAILED') return firebaseErrorView({ code, message: messages[0] });
  return { labelKey: 'genericError', blocked: false };
}

/** Registration through the platform: POST {v1}/firebase-auth/signup. */
export async function signUpWithFirebase(
  platform: PlatformApi,
  input: { username: string; password: string; consentAnswers: Array<{ fieldName: string; answer: boolean | string }>; appCheckToken?: string },
): Promise<{ ok: true; tokens: SessionAnswer | null } | { ok: false; view: FirebaseErrorView }> {
  const answer = await platform.identity.firebaseSignup({ body: input });
  if (!answer.ok) return { ok: false, view: firebaseErrorView({ code: answer.error.code, message: answer.error.messages[0] }, 'signUp') };
  // Platforms that confirm the account first answer without a session.
  const session = sessionAnswer.safeParse(answer.data);
  return { ok: true, tokens: session.success ? session.data : null };
}
