import type { z } from 'zod';
import type { BlockRenderProps } from '../../types';
import type { LayoutZones } from '../shared';
import type { schema } from './schema';

export function Component({ props, context }: BlockRenderProps<z.output<typeof schema>, LayoutZones>) {
  return (
    <div className="blk-layout blk-layout--sidebar" data-sidebar={props.sidebarPosition} style={{ ['--sidebar-w' as string]: `${props.sidebarWidth}px` }}>
      {context.header ? <div className="blk-zone blk-zone--header">{context.header}</div> : null}
      <div className="blk-zone blk-zone--main">{context.main}</div>
      {context.sidebar ? <aside className="blk-zone blk-zone--sidebar">{context.sidebar}</aside> : null}
    </div>
  );
}
