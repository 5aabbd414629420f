/**
 * realms/<realm>/forms/<formId>.json: a form built from data.
 * `fields` is a union over the registered field blocks' schemas, `consent` over the consent
 * term blocks: an operator changes the sign-up form by editing this file alone.
 */
import { z } from 'zod';
import { schemasOf } from '../blocks/index';
import { $schemaField, idSchema } from './common';
import { unionOf } from './union';

export const formFieldSchema = unionOf('type', schemasOf('fields'));
export const consentTermSchema = unionOf('type', schemasOf('consent'));

export const formSchema = z
  .object({
    ...$schemaField,
    id: idSchema.describe('The form id (sign-up form: "signup"); the file name without .json.'),
    title: z.string().min(1).describe('Label key of the heading.'),
    submit: z.string().min(1).default('continue').describe('Label key of the submit button.'),
    fields: z.array(formFieldSchema).min(1).max(40),
    consent: z.array(consentTermSchema).max(30).default([]).describe('Consent terms (the sign-up form shows them as their own stage).'),
  })
  .superRefine((form, ctx) => {
    const seen = new Map<string, number>();
    const fields = form.fields as Array<{ type: string; name: string; matches?: string }>;
    fields.forEach((field, i) => {
      if (seen.has(field.name))
        ctx.addIssue({ code: 'custom', path: ['fields', i, 'name'], message: `"${field.name}" is already the name of field ${seen.get(field.name)}.` });
      seen.set(field.name, i);
    });
    fields.forEach((field, i) => {
      if (field.type === 'confirmPassword' && !fields.some((f) => f.type === 'password' && f.name === field.matches)) {
        ctx.addIssue({ code: 'custom', path: ['fields', i, 'matches'], message: `No password field named "${field.matches}".` });
      }
    });
    const terms = form.consent as Array<{ fieldName: string }>;
    terms.forEach((term, i) => {
      if (terms.findIndex((t) => t.fieldName === term.fieldName) !== i)
        ctx.addIssue({ code: 'custom', path: ['consent', i, 'fieldName'], message: `"${term.fieldName}" appears twice.` });
    });
  })
  .meta({ title: 'Form', description: 'A form built from field blocks and consent term blocks.' });
export type FormDocument = z.output<typeof formSchema>;
