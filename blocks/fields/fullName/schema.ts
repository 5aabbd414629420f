import { z } from 'zod';
import { fieldBase } from '../shared';

export const schema = z
  .object({
    type: z.literal('fullName'),
    ...fieldBase,
    maxLength: z.number().int().min(1).max(1000).default(120),
  })
  .meta({ title: 'Field: fullName', description: "Form field: the viewer's full name." });
