import { z } from 'zod';
import { fieldBase } from '../shared';

export const schema = z
  .object({
    type: z.literal('confirmPassword'),
    ...fieldBase,
    matches: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]*$/)
      .default('password')
      .describe('Name of the password field this one repeats.'),
  })
  .meta({ title: 'Field: confirmPassword' });
