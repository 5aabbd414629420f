import type { z } from 'zod';
import type { RowContext } from '../../shared/content-card';
import { sampleContinueWatching, sampleRowContext } from '../../shared/sample-cards';
import type { BlockExample } from '../../types';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, RowContext>[] = [
  {
    name: 'Continue watching',
    props: { rowType: 'continueWatching', title: 'Continue watching' },
    context: sampleRowContext('Continue watching', sampleContinueWatching),
  },
];
