import type { z } from 'zod';
import { logicalTextAlign } from '../../shared/text-align';
import type { BlockRenderProps } from '../../types';
import type { schema } from './schema';

export function Component({ props }: BlockRenderProps<z.output<typeof schema>>) {
  const paragraphs = props.text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="blk-plugin blk-plugin--text" style={{ textAlign: logicalTextAlign(props.textAlignment) }}>
      {props.heading ? <h2>{props.heading}</h2> : null}
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}
