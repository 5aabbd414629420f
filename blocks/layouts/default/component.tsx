import type { z } from 'zod';
import type { BlockRenderProps } from '../../types';
import type { LayoutZones } from '../shared';
import type { schema } from './schema';

export function Component({ props, context }: BlockRenderProps<z.output<typeof schema>, LayoutZones>) {
  return (
    <div className="blk-layout blk-layout--default" data-width={props.width}>
      {context.header ? <div className="blk-zone blk-zone--header">{context.header}</div> : null}
      <div className="blk-zone blk-zone--main">{context.main}</div>
    </div>
  );
}
