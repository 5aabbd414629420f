import { z } from 'zod';
import { fieldBase } from '../shared';

export const schema = z
  .object({
    type: z.literal('line1'),
    ...fieldBase,
    maxLength: z.number().int().min(1).max(1000).default(200),
  })
  .meta({ title: 'Field: line1', description: "Form field: first address line." });
