import { defineBlock } from '../../types';
import { Component } from './component';
import { examples } from './examples';
import { sanitizeForeignHtml } from './sanitize.server';
import type { SanitisedHtml } from './sanitised';
import { schema } from './schema';

export type { SanitisedHtml } from './sanitised';

export const block = defineBlock<typeof schema, undefined, SanitisedHtml>({
  type: 'html',
  kind: 'plugins',
  description: 'Foreign HTML, sanitised with an allow-list.',
  schema,
  Component,
  examples,
  // Sanitising is server work (sanitize-html is large); the component renders the result.
  load: async (props) => {
    try {
      return { ok: true, data: { html: sanitizeForeignHtml(props.html) } };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  },
});
