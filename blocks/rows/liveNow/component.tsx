import type { z } from 'zod';
import type { RowContext } from '../../shared/content-card';
import type { BlockRenderProps } from '../../types';
import { CarouselRow } from '../shared/carousel-row';
import type { schema } from './schema';

export function Component({ props, context }: BlockRenderProps<z.output<typeof schema>, RowContext>) {
  return <CarouselRow props={props} context={context} options={{ rowType: 'liveNow', variant: 'default', showProgramme: true, hideWhenEmpty: true }} />;
}
