import { z } from 'zod';

/** Every realm file may point at its JSON Schema for editor completion. */
export const $schemaField = { $schema: z.string().optional().describe("Path to this document's JSON Schema (editor completion).") };

/** Ids used in file names and URLs. */
export const idSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'An id is letters, digits, - and _ (no spaces or slashes).');

export const localeSchema = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'A locale is a BCP 47 tag such as en, es, pt-BR.');
