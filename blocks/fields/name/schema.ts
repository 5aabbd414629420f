import { z } from 'zod';
import { fieldBase } from '../shared';

export const schema = z
  .object({
    type: z.literal('name'),
    ...fieldBase,
    maxLength: z.number().int().min(1).max(1000).default(80),
  })
  .meta({ title: 'Field: name', description: "Form field: the viewer's name." });
