import { z } from 'zod';
import { fieldBase } from '../shared';

export const schema = z
  .object({
    type: z.literal('postalCode'),
    ...fieldBase,
    maxLength: z.number().int().min(1).max(1000).default(10),
  })
  .meta({ title: 'Field: postalCode', description: "Form field: postal code (letters, digits, spaces, dashes)." });
