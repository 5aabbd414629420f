import { z } from 'zod';

const defaultAnswer = z.union([z.boolean(), z.enum(['true', 'false'])]);

export const schema = z
  .object({
    type: z.literal('binaryChoice'),
    fieldName: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/),
    label: z.string().min(1).optional().describe('Label key of a short heading above the question.'),
    text: z.string().min(1).describe('Label key of the question.'),
    required: z.boolean().default(false).describe('The viewer must tick it to continue.'),
    defaultValue: defaultAnswer.default(false).describe("Ticked at first when true or 'true' (unless data.default says otherwise)."),
    data: z.object({ default: defaultAnswer.optional() }).optional().describe('data.default wins over defaultValue.'),
  })
  .meta({ title: 'Consent: binaryChoice', description: 'A checkbox the viewer ticks (answer true/false).' });
