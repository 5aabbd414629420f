import { z } from 'zod';

export const schema = z
  .object({
    type: z.literal('informationText'),
    fieldName: z.string().min(1),
    text: z.string().min(1).describe('Label key of the text shown.'),
  })
  .meta({ title: 'Consent: informationText', description: 'Text the viewer reads; no answer.' });
