/**
 * Forms from data, server side: fetch a realm form document (`context.platform.forms.form`),
 * validate it with the form schema generated from the block schemas, fetch the countries
 * (`context.platform.forms.countries`) when an address field needs them, and derive one rule per field. `formSchema` (zod) of a
 * model validates the action; the same rules go to the browser as data.
 */
import { z } from 'zod';
import { isAddressRequired, type AddressRestriction, type CountryInfo } from '../../blocks/fields/rules/address';
import { collectValues, normaliseValue, validateValues, type FieldRule, type FormValues } from '../../blocks/fields/rules/form-rules';
import { formSchema as formDocumentSchema } from '../../schemas/form';
import type { AppContext } from '~/context.server';
import type { PlatformError } from '~/platform/client.server';
import type { FormBlock, FormModel, FormProblem } from './form-model';

type FieldProps = {
  type: string;
  name: string;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  matches?: string;
  defaultCountry?: string;
  purpose?: 'PURCHASE' | 'REGISTRATION';
  options?: Array<{ value: string }>;
};

/** One rule per field (plain data: the browser gets it as it is). */
export function rulesFor(
  fields: readonly FieldProps[],
  countries: readonly CountryInfo[],
  restrictions: readonly AddressRestriction[],
  defaultCountry: string,
): FieldRule[] {
  const countryFields = Object.fromEntries(
    countries.map((c) => [c.iso3166alpha2, c.addressRequiredFields.map((f) => ({ fieldName: f.fieldName, options: f.acceptableValues?.map((v) => v.value) }))]),
  );
  return fields.map((field): FieldRule => {
    const rule: FieldRule = { name: field.name, type: field.type as FieldRule['type'], required: field.required };
    if (field.minLength !== undefined) rule.minLength = field.minLength;
    if (field.maxLength !== undefined) rule.maxLength = field.maxLength;
    if (field.type === 'dropdown' && field.options) rule.options = field.options.map((o) => o.value);
    if (field.type === 'confirmPassword') rule.matches = field.matches;
    if (field.type === 'phoneNumber') rule.defaultCountry = field.defaultCountry ?? defaultCountry;
    if (field.type === 'address') rule.address = { purpose: field.purpose ?? 'REGISTRATION', restrictions: [...restrictions], countries: countryFields };
    return rule;
  });
}

export type FormLoad = { ok: true; model: FormModel } | { ok: false; status: number; error: PlatformError | { code: string; messages: string[] } };

/** The realm's form `formId`, ready to render and validate; an error value when it is missing or invalid. */
export async function loadForm(ctx: AppContext, formId: string): Promise<FormLoad> {
  const answer = await ctx.platform.forms.form({ params: { formId } });
  if (!answer.ok) return { ok: false, status: answer.error.status === 404 ? 404 : 503, error: answer.error };
  const parsed = formDocumentSchema.safeParse(answer.data);
  if (!parsed.success) {
    const messages = parsed.error.issues.slice(0, 5).map((i) => `/${i.path.join('/')}: ${i.message}`);
    return { ok: false, status: 502, error: { code: 'INVALID_FORM_DOCUMENT', messages } };
  }
  const document = parsed.data;
  const fields = document.fields as FieldProps[];
  const needsCountries = fields.some((f) => f.type === 'address');
  let countries: CountryInfo[] = [];
  let restrictions: AddressRestriction[] = [];
  let defaultCountry = ctx.settings.defaultCountry ?? 'GB';
  if (needsCountries) {
    const countryAnswer = await ctx.platform.forms.countries();
    if (!countryAnswer.ok) return { ok: false, status: 503, error: countryAnswer.error };
    countries = countryAnswer.data.countries;
    restrictions = countryAnswer.data.addressRestrictions;
    defaultCountry = countryAnswer.data.callerCountryCode;
  }
  const requiredCountries: Record<string, string[]> = {};
  for (const field of fields) {
    if (field.type !== 'address') continue;
    requiredCountries[field.name] = countries
      .map((c) => c.iso3166alpha2)
      .filter((code) => field.required || isAddressRequired(code, restrictions, field.purpose ?? 'REGISTRATION'));
  }
  const asBlock = (entry: unknown): FormBlock => {
    const { type, ...props } = entry as { type: string } & Record<string, unknown>;
    return { type, props: { type, ...props } };
  };
  return {
    ok: true,
    model: {
      id: document.id,
      title: document.title,
      submit: document.submit,
      fields: document.fields.map(asBlock),
      consent: document.consent.map(asBlock),
      rules: rulesFor(fields, countries, restrictions, defaultCountry),
      countries,
      defaultCountry,
      requiredCountries,
    },
  };
}

/**
 * One zod schema for a form's posted values, built from its rules: each field checks its
 * own value with the shared pure check, cross-field rules (confirmPassword, address) on the
 * whole object, and the output carries the normalised values (E.164 phone, formatted tax
 * number). The browser runs the same checks through react-hook-form's resolver.
 */
export function formSchema(rules: readonly FieldRule[], today = new Date()) {
  return z
    .record(z.string(), z.string().max(2000))
    .superRefine((values, ctx) => {
      for (const [name, message] of Object.entries(validateValues(rules, values, today))) ctx.addIssue({ code: 'custom', path: [name], message });
    })
    .transform((values) => {
      const out: FormValues = { ...values };
      for (const rule of rules) if (out[rule.name] !== undefined) out[rule.name] = normaliseValue(rule, out[rule.name]);
      return out;
    });
}

/** The posted values of a form (composite fields joined), without secrets, to show again. */
export function echoValues(rules: readonly FieldRule[], values: FormValues): FormValues {
  const secret = new Set(rules.filter((r) => r.type === 'password' || r.type === 'confirmPassword').map((r) => r.name));
  return Object.fromEntries(Object.entries(values).filter(([name]) => !secret.has(name) && !name.endsWith(':partial')));
}

export type Submission = { ok: true; values: FormValues } | ({ ok: false } & FormProblem);

/** Read a posted form with the model's zod schema. */
export function parseSubmission(model: Pick<FormModel, 'rules'>, form: FormData): Submission {
  const values = collectValues(model.rules, (name) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  });
  const parsed = formSchema(model.rules).safeParse(values);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return { ok: false, values: echoValues(model.rules, values), errors };
}
