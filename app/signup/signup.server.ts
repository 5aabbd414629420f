/**
 * Sign-up, server side: the realm's sign-up form (forms/signup.json) validated with the zod
 * schema built from its field blocks, the consent gate, then the platform's POST /signup
 * (which enforces the realm's required consents again and mails the confirmation link back
 * to this site: X-Web-Origin), a new session and the completion target.
 */
import { consentAnswers, missingConsents, type ConsentTermLike } from '../../blocks/consent/rules';
import type { FieldRule, FormValues } from '../../blocks/fields/rules/form-rules';
import { viewerHeaders } from '~/auth/viewer-headers.server';
import type { AppContext } from '~/context.server';
import type { PlatformError } from '~/platform/client.server';
import { parseSubmission } from '~/forms/form-model.server';
import type { FormModel, FormProblem } from '~/forms/form-model';
import type { SignupStage } from './signup-flow';

export const SIGNUP_FORM_ID = 'signup';

export interface SignupProblem extends FormProblem {
  /** The stage to show the problem on. */
  stage: SignupStage;
  /** What the viewer ticked, to show again. */
  consent?: Record<string, boolean>;
}

export type SignupOutcome =
  /** The platform answers alike for new and known emails (no enumeration): the mailbox tells them apart. */
  { ok: true; confirmationSent: true } | { ok: false; status: number; problem: SignupProblem };

/** The values to show again: never a password. */
function echoSafe(model: FormModel, values: FormValues): FormValues {
  return Object.fromEntries(
    Object.entries(values).filter(([k]) => !model.rules.some((r) => r.name === k && (r.type === 'password' || r.type === 'confirmPassword'))),
  );
}

const firstOf = (rules: readonly FieldRule[], ...types: FieldRule['type'][]) => rules.find((r) => types.includes(r.type))?.name;

/** The platform's refusal as a problem on the right stage and field. */
export function platformProblem(
  error: PlatformError,
  model: FormModel,
  values: FormValues,
  consent: Record<string, boolean>,
): { status: number; problem: SignupProblem } {
  const emailField = firstOf(model.rules, 'email') ?? 'email';
  const passwordField = firstOf(model.rules, 'password') ?? 'password';
  const base = { values, errors: {}, consent };
  if (error.kind === 'http') {
    if (error.status === 409) return { status: 409, problem: { ...base, stage: 'signup', errors: { [emailField]: 'accountExists' } } };
    if (error.code === 'WEAK_PASSWORD') return { status: 400, problem: { ...base, stage: 'signup', errors: { [passwordField]: 'weakPassword' } } };
    if (error.code === 'CONSENT_REQUIRED') return { status: 400, problem: { ...base, stage: 'consent', formError: 'consentRequired' } };
    if (error.status === 403) return { status: 403, problem: { ...base, stage: 'signup', formError: 'signUpDisabled' } };
    if (error.status === 400) return { status: 400, problem: { ...base, stage: 'signup', formError: 'formHasErrors' } };
    if (error.status === 429) return { status: 429, problem: { ...base, stage: 'signup', formError: 'sorrySomethingWentWrong' } };
  }
  return { status: 503, problem: { ...base, stage: 'signup', formError: 'sorrySomethingWentWrong' } };
}

/** Validate the posted sign-up form and create the account. */
export async function signUp(ctx: AppContext, model: FormModel, form: FormData): Promise<SignupOutcome> {
  const terms = model.consent.map((b) => b.props as unknown as ConsentTermLike);
  const consent = consentAnswers(terms, (name) => form.getAll(name));
  const submission = parseSubmission(model, form);
  if (!submission.ok) return { ok: false, status: 400, problem: { ...submission, stage: 'signup', consent } };

  const missing = missingConsents(terms, consent);
  if (missing.length) {
    return {
      ok: false,
      status: 400,
      // One message for the stage (the unticked required boxes carry aria-invalid through their own `required`).
      problem: { values: echoSafe(model, submission.values), errors: {}, stage: 'consent', formError: 'consentRequired', consent },
    };
  }

  const values = submission.values;
  const email = values[firstOf(model.rules, 'email') ?? 'email'] ?? '';
  const password = values[firstOf(model.rules, 'password') ?? 'password'] ?? '';
  const nameField = firstOf(model.rules, 'fullName', 'name');
  const echo = echoSafe(model, values);
  if (!email || !password)
    return { ok: false, status: 500, problem: { values: echo, errors: {}, stage: 'signup', formError: 'sorrySomethingWentWrong', consent } };

  // The viewer's origin travels along so the confirmation mail links back here.
  const answer = await ctx.platform.auth.signup({
    headers: viewerHeaders(ctx),
    body: {
      username: email,
      password,
      ...(nameField && values[nameField] ? { name: values[nameField].slice(0, 100) } : {}),
      consentAnswers: Object.entries(consent).map(([fieldName, accepted]) => ({ fieldName, answer: accepted })),
    },
  });
  if (!answer.ok) return { ok: false, ...platformProblem(answer.error, model, echo, consent) };
  return { ok: true, confirmationSent: true };
}
