import type { z } from 'zod';
import type { RowContext } from '../../shared/content-card';
import { SAMPLE_IMAGE_BASE, sampleRowContext, sampleVods } from '../../shared/sample-cards';
import type { BlockExample } from '../../types';
import type { schema } from './schema';

export const examples: BlockExample<z.input<typeof schema>, RowContext>[] = [
  {
    name: 'Promo with image background and two CTAs',
    props: {
      rowType: 'promo',
      title: 'Fight Night is back',
      description: 'Twelve bouts, live this Saturday.',
      background: `${SAMPLE_IMAGE_BASE}/art-10.jpg`,
      textAlignment: 'CENTER',
      primaryCta: { ctaText: 'Watch live', link: { type: 'CONTENT', event: { type: 'LIVE', id: 'live-1', title: 'Fight Night' } } },
      secondaryCta: { ctaText: 'More sport', link: { type: 'SECTION', name: 'sport' } },
    },
    context: sampleRowContext('Promo', []),
  },
  {
    name: 'Promo with colour background and cards',
    props: { rowType: 'promo', background: '#3a1d5c', textAlignment: 'RIGHT', primaryCta: { ctaText: 'Subscribe', link: { type: 'URL', url: '/signup' } } },
    context: sampleRowContext('New this month', sampleVods.slice(0, 4)),
  },
];
