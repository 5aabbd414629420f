import { z } from 'zod';
import { fieldBase } from '../shared';

export const schema = z
  .object({
    type: z.literal('dropdown'),
    ...fieldBase,
    options: z
      .array(z.object({ value: z.string().min(1).max(200), label: z.string().min(1).describe('Label key.') }))
      .min(1)
      .describe('The values the viewer chooses from.'),
  })
  .meta({ title: 'Field: dropdown' });
