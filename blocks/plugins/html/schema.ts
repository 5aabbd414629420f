import { z } from 'zod';
import { sanitizeForeignHtml } from './sanitize.server';

/**
 * `html` is sanitised by the schema itself: every path to the component (route loaders,
 * admin previews, the gallery) parses the props on the server first, so the component only
 * ever sees allow-listed HTML, raw HTML never travels to the browser in loader data, and
 * sanitize-html stays on the server (a schema never enters the browser bundle).
 */
export const schema = z
  .object({
    html: z
      .string()
      .max(200_000)
      .describe('Foreign HTML; sanitised with an allow-list before rendering (no scripts, styles or event handlers).')
      .transform(sanitizeForeignHtml),
  })
  .meta({ title: 'Plugin: html', description: 'Sanitised HTML fragment.' });
