/**
 * The zod type of a text an operator may translate in a realm document: a plain string or
 * one value per locale (`{ "en": "Watch now", "es": "Ver ahora" }`). The JSON Schema shows
 * both forms; the parsed value is a string (documents reach the blocks already resolved
 * for the viewer by contract/localised-text.ts, so the parse only sees a map from a back
 * end that did not resolve it, and then takes the English or first text). Whether each
 * locale is one the realm declares is a cross-file check (check-realms.ts).
 */
import { z } from 'zod';
import { LOCALE_TAG, pickText } from '../contract/localised-text';

export function localisedText(text: z.ZodString = z.string()) {
  const perLocale = z
    .record(z.string().regex(LOCALE_TAG, 'A locale tag such as "en" or "pt-BR".'), text)
    .refine((map) => Object.keys(map).length > 0, 'Write at least one locale.')
    .describe('One text per locale of the realm; the default locale is the fallback.');
  return z.union([text, perLocale]).transform((value) => (typeof value === 'string' ? value : pickText(value, 'en', 'en')));
}
