import type { z } from 'zod';
import type { RowContext } from '../../shared/content-card';
import { sampleRowContext, sampleVods } from '../../shared/sample-cards';
import type { BlockExample } from '../../types';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, RowContext>[] = [
  { name: 'Poster carousel', props: { rowType: 'poster' }, context: sampleRowContext('Box sets', sampleVods) },
  {
    name: 'Poster carousel with CTA',
    props: { rowType: 'poster', primaryCta: { ctaText: 'See all', link: { type: 'SECTION', name: 'movies' } } },
    context: sampleRowContext('Films', sampleVods, true),
  },
];
