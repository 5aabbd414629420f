/**
 * The realm's consent terms for sign-up (forms/signup.json `consent`) as the platform's
 * /signup enforces them: every required binary choice must be answered true. The rule is
 * the one the web's consent stage applies (blocks/consent/rules.ts); the platform keeps its
 * own copy so it stays a standalone process.
 */
import type { RealmSnapshot } from '../realms/store.js';

export const SIGNUP_FORM_ID = 'signup';

interface Term {
  type?: unknown;
  fieldName?: unknown;
  required?: unknown;
}

/** Field names of the realm's required sign-up consents the answers do not accept. */
export function missingSignupConsents(realm: RealmSnapshot, answers: ReadonlyArray<{ fieldName: string; answer: boolean | string }>): string[] {
  const form = realm.forms?.[SIGNUP_FORM_ID];
  const terms = Array.isArray(form?.consent) ? (form.consent as Term[]) : [];
  const accepted = new Set(answers.filter((a) => a.answer === true || a.answer === 'true').map((a) => a.fieldName));
  return terms
    .filter((t) => t.type === 'binaryChoice' && t.required === true && typeof t.fieldName === 'string')
    .map((t) => t.fieldName as string)
    .filter((name) => !accepted.has(name));
}
