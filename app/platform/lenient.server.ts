/**
 * The web's reading of a contract answer: the contract's own schema, except that an array
 * keeps the items that are valid and drops the others (logged). One malformed card from a
 * back end costs that card, not the row, the page or the season. Derived from the contract
 * schema, never written again.
 */
import { z } from 'zod';

const derived = new WeakMap<z.ZodType, z.ZodType>();

function derive(schema: z.ZodType, path: string): z.ZodType {
  const known = derived.get(schema);
  if (known) return known;
  if (schema instanceof z.ZodObject) {
    // Recursive shapes (a menu entry's children are menu entries) meet this object again: they get
    // a lazy reference to the reader being built.
    const built: { reader?: z.ZodType } = {};
    derived.set(
      schema,
      z.lazy(() => built.reader!),
    );
    const shape = Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => [key, derive(value, `${path}.${key}`)]));
    // extend keeps what the object does with keys it does not name (loose objects keep them).
    built.reader = schema.extend(shape);
    derived.set(schema, built.reader);
    return built.reader;
  }
  if (schema instanceof z.ZodOptional) return derive(schema.unwrap() as z.ZodType, path).optional();
  if (schema instanceof z.ZodNullable) return derive(schema.unwrap() as z.ZodType, path).nullable();
  if (schema instanceof z.ZodArray) {
    const item = derive(schema.element as z.ZodType, `${path}[]`);
    return z.array(z.unknown()).transform((items) =>
      items.flatMap((value, index) => {
        const parsed = item.safeParse(value);
        if (parsed.success) return [parsed.data];
        const issue = parsed.error.issues[0];
        console.warn(`[platform] dropped ${path}[${index}]: ${issue ? `${issue.path.join('.') || '(item)'}: ${issue.message}` : 'invalid'}`);
        return [];
      }),
    );
  }
  return schema;
}

/** The lenient reader of `schema` (same output type; memoised per schema). */
export function lenient<S extends z.ZodType>(schema: S): z.ZodType<z.output<S>> {
  return derive(schema, 'answer') as z.ZodType<z.output<S>>;
}
