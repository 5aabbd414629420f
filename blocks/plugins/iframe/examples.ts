import type { z } from 'zod';
import type { BlockExample } from '../../types';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, undefined>[] = [
  {
    name: 'Embedded page (16:9)',
    props: { src: 'https://widgets.example.com/scores', title: 'Live scores', allowedOrigins: ['https://widgets.example.com'] },
    context: undefined,
  },
  {
    name: 'Fixed height',
    props: { src: 'https://widgets.example.com/table', title: 'League table', allowedOrigins: ['https://widgets.example.com'], height: 400 },
    context: undefined,
  },
];
