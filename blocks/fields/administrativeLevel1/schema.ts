import { z } from 'zod';
import { fieldBase } from '../shared';

export const schema = z
  .object({
    type: z.literal('administrativeLevel1'),
    ...fieldBase,
    maxLength: z.number().int().min(1).max(1000).default(100),
  })
  .meta({ title: 'Field: administrativeLevel1', description: "Form field: state, province or region." });
