/**
 * The product's own form documents, used by a realm that has none of that id in forms/: a realm
 * without forms/signup.json still has a sign-up page (the platform answers it as the realm's), with
 * these fields. Labels are keys of app/labels/keys.ts, so every realm has their text.
 */
export const DEFAULT_SIGNUP_FORM = {
  id: 'signup',
  title: 'signUpTitle',
  submit: 'continue',
  fields: [
    { type: 'fullName', name: 'name', label: 'fullName', required: true },
    { type: 'email', name: 'email', label: 'email', required: true },
    { type: 'password', name: 'password', label: 'password', required: true, autoComplete: 'new-password' },
    { type: 'confirmPassword', name: 'confirmPassword', label: 'confirmPassword', required: true, matches: 'password' },
  ],
  // No consent terms: which terms a viewer must accept is the operator's to write (forms/signup.json).
  consent: [],
};

/** Form id → the product's default document. */
export const DEFAULT_FORMS: Record<string, object> = { signup: DEFAULT_SIGNUP_FORM };
