import { z } from 'zod';

export const schema = z
  .object({
    type: z.literal('binaryChoice'),
    fieldName: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/),
    text: z.string().min(1).describe('Label key of the question.'),
    required: z.boolean().default(false).describe('The viewer must tick it to continue.'),
    defaultValue: z.boolean().default(false),
  })
  .meta({ title: 'Consent: binaryChoice', description: 'A checkbox the viewer ticks (answer true/false).' });
