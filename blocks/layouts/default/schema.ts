import { z } from 'zod';

export const schema = z
  .object({
    width: z.enum(['full', 'contained']).default('full').describe('contained caps the main zone width for reading pages.'),
  })
  .meta({ title: 'Layout: default', description: 'Zones: header, main.' });
