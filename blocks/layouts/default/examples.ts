import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { LayoutZones } from '../shared';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, LayoutZones>[] = [
  { name: 'Full width', props: {}, context: { header: 'Header zone', main: 'Main zone' } },
  { name: 'Contained', props: { width: 'contained' }, context: { main: 'Main zone only' } },
];
