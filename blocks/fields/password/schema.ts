import { z } from 'zod';
import { fieldBase } from '../shared';

export const schema = z
  .object({
    type: z.literal('password'),
    ...fieldBase,
    minLength: z.number().int().min(1).default(8),
    autoComplete: z.enum(['current-password', 'new-password']).default('current-password'),
  })
  .meta({ title: 'Field: password' });
