import type { z } from 'zod';
import type { BlockRenderProps } from '../../types';
import type { schema } from './schema';

/** Renders the schema's output: HTML already through the allow-list on the server (schema.ts). */
export function Component({ props }: BlockRenderProps<z.output<typeof schema>>) {
  // The only dangerouslySetInnerHTML in blocks/: parsing the props sanitised the string.
  return <div className="blk-plugin blk-plugin--html" dangerouslySetInnerHTML={{ __html: props.html }} />;
}
