import type { z } from 'zod';
import type { RowContext } from '../../shared/content-card';
import { sampleLive, sampleRowContext } from '../../shared/sample-cards';
import type { BlockExample } from '../../types';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, RowContext>[] = [
  { name: 'Live now with programme info', props: { rowType: 'liveNow' }, context: sampleRowContext('Live now', sampleLive) },
];
