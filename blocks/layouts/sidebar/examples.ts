import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { LayoutZones } from '../shared';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, LayoutZones>[] = [
  { name: 'Sidebar at the end', props: {}, context: { header: 'Header zone', main: 'Main zone', sidebar: 'Sidebar zone' } },
  { name: 'Sidebar at the start, 240 px', props: { sidebarPosition: 'start', sidebarWidth: 240 }, context: { main: 'Main zone', sidebar: 'Sidebar zone' } },
];
