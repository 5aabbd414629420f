import type { z } from 'zod';
import type { RowContext } from '../../shared/content-card';
import { sampleRowContext, sampleVods } from '../../shared/sample-cards';
import type { BlockExample } from '../../types';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, RowContext>[] = [
  { name: 'Grid with infinite loading', props: { rowType: 'grid' }, context: sampleRowContext('All films', sampleVods, true) },
  { name: 'Grid limited to one row', props: { rowType: 'grid', rowCount: 1, title: 'Top picks' }, context: sampleRowContext('Top', sampleVods) },
];
