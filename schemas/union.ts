import { z } from 'zod';

/**
 * A discriminated union over a registry's schemas. A registry with one entry gives
 * that schema itself (a one-member union produces a needlessly nested JSON Schema).
 */
export function unionOf(discriminator: string, schemas: z.ZodType[]): z.ZodType {
  if (schemas.length === 0) throw new Error(`No block schemas registered for "${discriminator}".`);
  if (schemas.length === 1) return schemas[0];
  return z.discriminatedUnion(discriminator, schemas as [z.ZodObject, ...z.ZodObject[]]);
}
