import { z } from 'zod';
import { fieldBase } from '../shared';

export const schema = z
  .object({
    type: z.literal('phoneNumber'),
    ...fieldBase,
    defaultCountry: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional()
      .describe("Country of numbers typed without +prefix (ISO 3166 alpha-2); the viewer's country when absent."),
  })
  .meta({ title: 'Field: phoneNumber' });
