import type { z } from 'zod';
import type { RowContext } from '../../shared/content-card';
import { sampleRowContext, sampleSections } from '../../shared/sample-cards';
import type { BlockExample } from '../../types';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, RowContext>[] = [
  { name: 'Section links', props: { rowType: 'sectionLink', title: 'Browse' }, context: sampleRowContext('Browse', sampleSections) },
];
