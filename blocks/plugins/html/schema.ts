import { z } from 'zod';

export const schema = z
  .object({
    html: z.string().max(200_000).describe('Foreign HTML; sanitised with an allow-list before rendering (no scripts, styles or event handlers).'),
  })
  .meta({ title: 'Plugin: html', description: 'Sanitised HTML fragment.' });
