/** Server-side validation of the sign-in form (kept out of the client bundle). */
import { z } from 'zod';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const formSchema = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(1024),
  from: z.string().max(2048).optional(),
});

export type LoginFormResult =
  | { ok: true; email: string; password: string }
  | { ok: false; error: 'emptyInputs' | 'pleaseProvideValidEmail' | 'sorrySomethingWentWrong'; email: string };

/** Empty form → emptyInputs; bad email → pleaseProvideValidEmail (label keys of the spec). */
export function parseLoginForm(form: FormData): LoginFormResult {
  const parsed = formSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')));
  if (!parsed.success) return { ok: false, error: 'sorrySomethingWentWrong', email: '' };
  const { email, password } = parsed.data;
  if (!email && !password) return { ok: false, error: 'emptyInputs', email };
  if (!EMAIL.test(email)) return { ok: false, error: 'pleaseProvideValidEmail', email };
  if (!password) return { ok: false, error: 'emptyInputs', email };
  return { ok: true, email, password };
}
