/** Server-side validation of the sign-in form (kept out of the client bundle). */
import { z } from 'zod';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

const formSchema = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(1024),
  from: z.string().max(2048).optional(),
});

export type LoginFormResult = { ok: true; email: string; password: string } | { ok: false; error: LoginFormError; email: string };

export type LoginFormError = 'emptyInputs' | 'pleaseProvideYourEmail' | 'pleaseProvideValidEmail' | 'pleaseProvideYourPassword' | 'sorrySomethingWentWrong';

/**
 * Every field empty → emptyInputs; no email → pleaseProvideYourEmail; bad email →
 * pleaseProvideValidEmail; no password → pleaseProvideYourPassword (label keys).
 */
export function parseLoginForm(form: FormData): LoginFormResult {
  const parsed = formSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')));
  if (!parsed.success) return { ok: false, error: 'sorrySomethingWentWrong', email: '' };
  const { email, password } = parsed.data;
  if (!email && !password) return { ok: false, error: 'emptyInputs', email };
  if (!email) return { ok: false, error: 'pleaseProvideYourEmail', email };
  if (!isEmail(email)) return { ok: false, error: 'pleaseProvideValidEmail', email };
  if (!password) return { ok: false, error: 'pleaseProvideYourPassword', email };
  return { ok: true, email, password };
}
