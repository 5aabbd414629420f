import type { z } from 'zod';
import type { BlockRenderProps } from '../../types';
import type { SanitisedHtml } from './sanitised';
import type { schema } from './schema';

/**
 * Renders only what the block's server `load` sanitised (sanitize.server.ts, run in the
 * route loader): sanitize-html never reaches the browser, and raw `props.html` is never
 * put into the page. Without a successful load the block renders an empty frame.
 */
export function Component({ loaded }: BlockRenderProps<z.output<typeof schema>, undefined, SanitisedHtml>) {
  // The only dangerouslySetInnerHTML in blocks/: the string went through the allow-list on the server.
  const html = loaded?.ok ? loaded.data.html : '';
  return <div className="blk-plugin blk-plugin--html" dangerouslySetInnerHTML={{ __html: html }} />;
}
