import { z } from 'zod';

export const schema = z
  .object({
    sidebarPosition: z.enum(['start', 'end']).default('end').describe('Logical side: mirrors in right-to-left locales.'),
    sidebarWidth: z.number().int().min(200).max(600).default(320),
  })
  .meta({ title: 'Layout: sidebar', description: 'Zones: header, main, sidebar (stacked below 1024 px).' });
