import type { z } from 'zod';
import type { RowContext } from '../../shared/content-card';
import { sampleRowContext, sampleVods } from '../../shared/sample-cards';
import type { BlockExample } from '../../types';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, RowContext>[] = [
  { name: 'Plain carousel with more pages', props: { rowType: 'standard' }, context: sampleRowContext('Trending now', sampleVods, true) },
  {
    name: 'Two lines, custom heading, no metadata, coloured background',
    props: {
      rowType: 'standard',
      rowCount: 2,
      title: 'Picked for you',
      description: 'Fresh this week',
      hideMetadata: true,
      background: '#1b2233',
      textAlignment: 'CENTER',
    },
    context: sampleRowContext('Picks', sampleVods),
  },
  {
    name: 'Posters via displayPosters, overlay metadata',
    props: { rowType: 'standard', displayPosters: true, metadataDisplayMode: 'OVERLAY' },
    context: sampleRowContext('Films', sampleVods),
  },
];
