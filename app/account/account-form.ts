/**
 * The account details form: one zod schema for the browser (react-hook-form resolver)
 * and the action. Error messages are label keys.
 */
import { z } from 'zod';

export const accountFormSchema = z.object({
  name: z.string().trim().min(1, 'pleaseProvideYourName').max(100, 'accountNameTooLong'),
  birthDate: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'accountBirthDateInvalid')
    .default(''),
  phoneNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\+?[0-9 ()-]{6,24}$/.test(v), 'accountPhoneInvalid')
    .default(''),
  country: z
    .string()
    .trim()
    .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), 'accountCountryInvalid')
    .default(''),
  line1: z.string().trim().max(200).default(''),
  city: z.string().trim().max(100).default(''),
  postalCode: z.string().trim().max(20).default(''),
});
export type AccountFormValues = z.input<typeof accountFormSchema>;
export type AccountFormOutput = z.output<typeof accountFormSchema>;

/** Field → label key of the first problem. */
export function accountFormErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A react-hook-form resolver over the schema (what @hookform/resolvers' zodResolver does, for one schema). */
export function accountFormResolver(values: AccountFormValues) {
  const parsed = accountFormSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors = Object.fromEntries(Object.entries(accountFormErrors(parsed.error)).map(([field, message]) => [field, { type: 'validation', message }]));
  return { values: {}, errors };
}

/** Countries offered in the address (ISO 3166 alpha-2); names come from Intl in the viewer's language. */
export const ADDRESS_COUNTRIES = [
  'AE',
  'AR',
  'AT',
  'AU',
  'BE',
  'BR',
  'CA',
  'CH',
  'CL',
  'CO',
  'DE',
  'DK',
  'EG',
  'ES',
  'FI',
  'FR',
  'GB',
  'IE',
  'IN',
  'IT',
  'JO',
  'JP',
  'KW',
  'MA',
  'MX',
  'NL',
  'NO',
  'NZ',
  'PE',
  'PL',
  'PT',
  'QA',
  'SA',
  'SE',
  'US',
] as const;
