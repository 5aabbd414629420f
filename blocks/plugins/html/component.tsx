import type { z } from 'zod';
import type { BlockRenderProps } from '../../types';
import { sanitizeForeignHtml } from './sanitize';
import type { schema } from './schema';

export function Component({ props }: BlockRenderProps<z.output<typeof schema>>) {
  // Sanitised by an allow-list just above; this is the only dangerouslySetInnerHTML in blocks/.
  return <div className="blk-plugin blk-plugin--html" dangerouslySetInnerHTML={{ __html: sanitizeForeignHtml(props.html) }} />;
}
