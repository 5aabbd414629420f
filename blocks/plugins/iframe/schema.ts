import { z } from 'zod';
import { httpsUrlSchema } from '../../../schemas/url-policy';
import { localisedText } from '../../../schemas/localised-text';

export const schema = z
  .object({
    src: httpsUrlSchema.describe('Page to embed (https).'),
    title: localisedText(z.string().min(1)).describe('Accessible title of the frame.'),
    allowedOrigins: z
      .array(z.string().regex(/^https?:\/\/[^/]+$/, 'An origin is scheme://host[:port] without a path.'))
      .min(1)
      .describe('Origins the frame may load from; src must be on one of them.'),
    height: z.number().int().min(50).max(4000).optional().describe('Fixed height in px; otherwise aspectRatio is used.'),
    aspectRatio: z
      .string()
      .regex(/^\d+(\.\d+)?\s*\/\s*\d+(\.\d+)?$/)
      .default('16 / 9'),
  })
  .refine(
    (p) => {
      try {
        return p.allowedOrigins.includes(new URL(p.src).origin);
      } catch {
        return false;
      }
    },
    { message: 'src must be on one of allowedOrigins.', path: ['src'] },
  )
  .meta({ title: 'Plugin: iframe', description: 'Sandboxed frame (scripts allowed, never same-origin).' });
