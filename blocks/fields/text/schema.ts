import { z } from 'zod';
import { fieldBase } from '../shared';

export const schema = z
  .object({
    type: z.literal('text'),
    ...fieldBase,
    minLength: z.number().int().min(0).optional(),
    maxLength: z.number().int().min(1).max(10_000).optional(),
    autoComplete: z.string().optional(),
  })
  .meta({ title: 'Field: text' });
